import { messages } from '@akkyeo/contracts';
import { useState } from 'react';
import { BoardSummaryRow } from '@/features/board/components/board-summary-row';
import { MutedItemsSheet } from '@/features/member/components/muted-items-sheet';
import { HighlightedText } from '@/features/search/components/highlighted-text';
import { MutedResultsNote } from '@/features/search/components/muted-results-note';
import { useBoardSearch, useDealSearch } from '@/features/search/hooks';
import { snippetAround } from '@/features/search/lib/keyword-match';
import { DealCard, useBookmarkToggle } from '@/entities/deal';
import { DealMoreButton } from '@/entities/member-filter';
import { InfiniteQueryList } from '@/shared/ui';

interface ResultsProps {
  keyword: string;
  /** A result is opened: the keyword goes to the recent searches. */
  onOpen: () => void;
}

/**
 * Deals matching the keyword as the feed's cards, with infinite scroll. When the member's mutes
 * hid matches, a note says how many, with 이번 검색에서 보기 (this keyword only) and the mutes.
 */
export function DealResults({ keyword, onOpen }: ResultsProps) {
  const [showMutedFor, setShowMutedFor] = useState<string | null>(null);
  const [managing, setManaging] = useState(false);
  const includeMuted = showMutedFor === keyword;
  const search = useDealSearch(keyword, includeMuted);
  const toggleBookmark = useBookmarkToggle();
  const mutedCount = search.data?.pages[0]?.mutedCount ?? 0;
  const note = (muted: number | 'shown') => (
    <MutedResultsNote
      muted={muted}
      onToggle={() => setShowMutedFor(includeMuted ? null : keyword)}
      onManage={() => setManaging(true)}
    />
  );
  return (
    <>
      {includeMuted && note('shown')}
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
      {!includeMuted && mutedCount > 0 && note(mutedCount)}
      <MutedItemsSheet open={managing} onClose={() => setManaging(false)} />
    </>
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
