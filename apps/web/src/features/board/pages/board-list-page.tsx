import { messages } from '@akkyeo/contracts';
import { InfiniteQueryList, PageLayout } from '@/shared/ui';
import { BoardCard } from '../components/board-card';
import { WriteFab } from '../components/write-fab';
import { useBoardList } from '../hooks';
import { useBoardLikeToggle } from '../lib/use-board-like';

/** /f/board: the community board, newest first, with the Write button. */
export default function BoardListPage() {
  const list = useBoardList();
  const toggleLike = useBoardLikeToggle();
  return (
    <PageLayout>
      <InfiniteQueryList
        query={list}
        getKey={(item) => item.id}
        renderItem={(item, index) => (
          <BoardCard item={item} onLike={toggleLike} priority={index === 0} />
        )}
        emptyMessage={messages.board.emptyList}
        endMessage={messages.board.endOfList}
      />
      <WriteFab />
    </PageLayout>
  );
}
