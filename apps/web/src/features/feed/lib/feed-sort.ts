import { DEFAULT_FEED_SORT, isFeedSort, type FeedSort } from '@akkyeo/contracts';

/** localStorage key of the feed order last chosen (최신 or 인기). */
const FEED_SORT_KEY = 'feedSort';

/** The order chosen on an earlier visit; 최신 when none (or storage is blocked). */
export function storedFeedSort(): FeedSort {
  try {
    const value = localStorage.getItem(FEED_SORT_KEY);
    return isFeedSort(value) ? value : DEFAULT_FEED_SORT;
  } catch {
    return DEFAULT_FEED_SORT;
  }
}

export function storeFeedSort(sort: FeedSort): void {
  try {
    localStorage.setItem(FEED_SORT_KEY, sort);
  } catch {
    // Blocked storage (private mode): the choice lasts as long as the URL.
  }
}
