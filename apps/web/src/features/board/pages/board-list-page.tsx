import { messages } from '@akkyeo/contracts';
import { useSearchParams } from 'react-router';
import { InfiniteQueryList, PageLayout } from '@/shared/ui';
import { BoardCard } from '../components/board-card';
import { WriteFab } from '../components/write-fab';
import { useBoardList } from '../hooks';
import { useBoardLikeToggle } from '../lib/use-board-like';
import styles from './board-list-page.module.css';

/**
 * /f/board: the community board, newest first, with the Write button; `?dealId=7` lists the 후기
 * posts of that deal (from the deal's 이 딜 후기 N개).
 */
export default function BoardListPage() {
  const [params] = useSearchParams();
  const dealParam = Number(params.get('dealId'));
  const dealId = Number.isSafeInteger(dealParam) && dealParam > 0 ? dealParam : null;
  const list = useBoardList('', dealId);
  const toggleLike = useBoardLikeToggle();
  return (
    <PageLayout heading={dealId === null ? messages.pageTitle.screens.boardListPage : undefined}>
      {dealId !== null && <h1 className={styles.listTitle}>{messages.board.reviewsOfDealTitle}</h1>}
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
