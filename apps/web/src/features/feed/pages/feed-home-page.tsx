import {
  addressFeedSort,
  DEFAULT_FEED_SORT,
  HOT_RANKED_COUNT,
  isFeedSort,
  messages,
  type FeedSort,
} from '@akkyeo/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '@/shared/lib';
import { useHasRole } from '@/shared/stores';
import { InfiniteQueryList, PageLayout, Tabs } from '@/shared/ui';
import { DealCard, useBookmarkToggle } from '@/entities/deal';
import { HideEndedSwitch } from '../components/hide-ended-switch';
import { DealMoreButton } from '@/entities/member-filter';
import { WriteFab } from '../components/write-fab';
import { useFeedList } from '../hooks/deal-lists';
import { useHideEnded } from '../hooks/hide-ended';
import { storedFeedSort, storeFeedSort } from '../lib/feed-sort';

/** Cards a phone shows before scrolling: their images load first. */
const FIRST_SCREEN_CARDS = 4;

const SORT_TABS: { value: FeedSort; label: string }[] = [
  { value: 'latest', label: messages.feed.sortLatest },
  { value: 'hot', label: messages.feed.sortHot },
];

/**
 * Home ('/' and '/f'): the deal feed, 최신 or 인기, with the 종료 딜 숨기기 switch. The order lives in the URL (`?sort=hot`;
 * 최신 has none) and is remembered for the next visit: an address without it opens the order
 * chosen last (once hydrated, when the server drew the screen: it cannot know that choice).
 */
export default function FeedHomePage() {
  const [params, setParams] = useSearchParams();
  const given = params.get('sort');
  const hydrated = useHydrated();
  const sort: FeedSort = isFeedSort(given) || !hydrated ? addressFeedSort(given) : storedFeedSort();
  const { hideEnded, setHideEnded } = useHideEnded();
  const feed = useFeedList('', sort, hideEnded);
  const toggleBookmark = useBookmarkToggle();
  const isManager = useHasRole('ROLE_MANAGER');

  useEffect(() => {
    if (given === null && sort !== DEFAULT_FEED_SORT) {
      setParams((current) => withSort(current, sort), { replace: true });
    }
  }, [given, sort, setParams]);

  const choose = (next: FeedSort) => {
    storeFeedSort(next);
    setParams((current) => withSort(current, next), { replace: true });
  };

  return (
    <PageLayout heading={messages.pageTitle.screens.main}>
      <Tabs
        tabs={SORT_TABS}
        active={sort}
        onChange={choose}
        label={messages.feed.sortLabel}
        idPrefix="feed-sort"
        controls="feed-list"
      />
      {sort === 'latest' && <HideEndedSwitch checked={hideEnded} onChange={setHideEnded} />}
      <div id="feed-list" role="tabpanel" aria-labelledby={`feed-sort-${sort}`}>
        <InfiniteQueryList
          query={feed}
          getKey={(item) => item.id}
          renderItem={(item, index) => (
            <DealCard
              item={item}
              onToggleBookmark={toggleBookmark}
              priority={index < FIRST_SCREEN_CARDS}
              rank={sort === 'hot' && index < HOT_RANKED_COUNT ? index + 1 : undefined}
              more={<DealMoreButton item={item} />}
            />
          )}
          emptyMessage={messages.feed.emptyList}
        />
      </div>
      <WriteFab manager={isManager} />
    </PageLayout>
  );
}

/** The search parameters with `sort` set for 인기 and removed for 최신. */
function withSort(current: URLSearchParams, sort: FeedSort): URLSearchParams {
  const next = new URLSearchParams(current);
  if (sort === DEFAULT_FEED_SORT) next.delete('sort');
  else next.set('sort', sort);
  return next;
}
