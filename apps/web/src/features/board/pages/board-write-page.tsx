import { messages } from '@akkyeo/contracts';
import { BoardForm } from '../components/board-form';
import { useBoardSubmit } from '../lib/use-board-submit';

/** /f/board/write (login required): a new post. */
export default function BoardWritePage() {
  const { submit, submitting, progress } = useBoardSubmit();
  return (
    <BoardForm
      title={messages.board.writeTitle}
      submitting={submitting}
      progress={progress}
      onSubmit={(draft) => void submit(draft)}
    />
  );
}
