import { messages } from '@akkyeo/contracts';
import { BoardSummaryRow } from '@/features/board/components/board-summary-row';
import { HighlightedText } from '@/features/search/components/highlighted-text';
import { useBoardSearch, useDealSearch } from '@/features/search/hooks';
import { snippetAround } from '@/features/search/lib/keyword-match';
import { DealCard, useBookmarkToggle } from '@/shared/deals';
import { DealMoreButton } from '@/shared/member-filters';
import { InfiniteQueryList } from '@/shared/ui';

interface ResultsProps {
  keyword: string;
  /** A result is opened: the keyword goes to the recent searches. */
  onOpen: () => void;
}

/** Deals matching the keyword as the feed's cards, with infinite scroll. */
export function DealResults({ keyword, onOpen }: ResultsProps) {
  const search = useDealSearch(keyword);
  const toggleBookmark = useBookmarkToggle();
  return (
    <InfiniteQueryList
      query={search}
      getKey={(item) => item.id}
      renderItem={(item) => (
        <DealCard
          item={item}
          title={<HighlightedText text={item.name} keyword={keyword} />}
          onToggleBookmark={toggleBookmark}
          onOpen={onOpen}
          more={<DealMoreButton item={item} />}
        />
      )}
      emptyMessage={messages.search.emptyDeals(keyword)}
      endMessage={messages.search.endOfResults}
    />
  );
}

/** Posts matching the keyword, with infinite scroll. */
export function BoardResults({ keyword, onOpen }: ResultsProps) {
  const search = useBoardSearch(keyword);
  return (
    <InfiniteQueryList
      query={search}
      getKey={(item) => item.id}
      renderItem={(item) => (
        <BoardSummaryRow
          item={item}
          size="regular"
          text={<HighlightedText text={snippetAround(item.content, keyword)} keyword={keyword} />}
          lines={3}
          author={item.memberName}
          onClick={onOpen}
        />
      )}
      emptyMessage={messages.search.emptyBoards(keyword)}
      endMessage={messages.search.endOfResults}
    />
  );
}
