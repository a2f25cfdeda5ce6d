import { messages } from '@akkyeo/contracts';
import { flattenPages } from '@/shared/api';
import { InfiniteList } from '@/shared/ui';
import { useBoardSearch, useDealSearch } from '../hooks';
import { BoardResultRow } from './board-result-row';
import { DealResultRow } from './deal-result-row';

interface ResultsProps {
  keyword: string;
  /** A result is opened: the keyword goes to the recent searches. */
  onOpen: () => void;
}

/** Deals matching the keyword, with infinite scroll. */
export function DealResults({ keyword, onOpen }: ResultsProps) {
  const search = useDealSearch(keyword);
  return (
    <InfiniteList
      items={flattenPages(search.data)}
      getKey={(item) => item.id}
      renderItem={(item) => <DealResultRow item={item} keyword={keyword} onOpen={onOpen} />}
      hasNextPage={search.hasNextPage}
      isFetchingNextPage={search.isFetchingNextPage}
      isLoading={search.isPending}
      isError={search.isError}
      onLoadMore={() => void search.fetchNextPage()}
      emptyMessage={messages.search.emptyDeals(keyword)}
      endMessage={messages.search.endOfResults}
    />
  );
}

/** Posts matching the keyword, with infinite scroll. */
export function BoardResults({ keyword, onOpen }: ResultsProps) {
  const search = useBoardSearch(keyword);
  return (
    <InfiniteList
      items={flattenPages(search.data)}
      getKey={(item) => item.id}
      renderItem={(item) => <BoardResultRow item={item} keyword={keyword} onOpen={onOpen} />}
      hasNextPage={search.hasNextPage}
      isFetchingNextPage={search.isFetchingNextPage}
      isLoading={search.isPending}
      isError={search.isError}
      onLoadMore={() => void search.fetchNextPage()}
      emptyMessage={messages.search.emptyBoards(keyword)}
      endMessage={messages.search.endOfResults}
    />
  );
}
