import { messages } from '@akkyeo/contracts';
import { routePath } from '@/shared/routing';
import { FloatingWriteButton } from '@/shared/ui';

/**
 * The floating button of the feed: a manager's '+ 글쓰기', everyone else's '+ 제보하기' (the route
 * guard sends a visitor to login and back).
 */
export function WriteFab({ manager }: { manager: boolean }) {
  return (
    <FloatingWriteButton to={routePath(manager ? 'feedWritePage' : 'tipWritePage')}>
      {manager ? messages.feed.write : messages.feed.tip}
    </FloatingWriteButton>
  );
}
