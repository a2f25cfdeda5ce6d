import { messages } from '@akkyeo/contracts';
import { routePath } from '@/shared/routing';
import { FloatingWriteButton } from '@/shared/ui';

/** The manager's floating '+ 글쓰기' button. */
export function WriteFab() {
  return (
    <FloatingWriteButton to={routePath('feedWritePage')}>{messages.feed.write}</FloatingWriteButton>
  );
}
