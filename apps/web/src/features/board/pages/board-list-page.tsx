import { messages } from '@akkyeo/contracts';
import { flattenPages } from '@/shared/api';
import { InfiniteList, PageLayout } from '@/shared/ui';
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
      <InfiniteList
        items={flattenPages(list.data)}
        getKey={(item) => item.id}
        renderItem={(item) => <BoardCard item={item} onLike={toggleLike} />}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        isLoading={list.isPending}
        isError={list.isError}
        onLoadMore={() => void list.fetchNextPage()}
        emptyMessage={messages.board.emptyList}
        endMessage={messages.board.endOfList}
      />
      <WriteFab />
    </PageLayout>
  );
}
