import type { FeedListItem, FeedSort } from '@akkyeo/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { patchCachedItem } from '@/shared/api';

/** Query keys of deals: the feed and keyword searches (one list per keyword and order), bookmarks, details. */
export const dealKeys = {
  all: ['feed'] as const,
  lists: () => [...dealKeys.all, 'list'] as const,
  list: (keyword = '', sort: FeedSort = 'latest') => [...dealKeys.lists(), keyword, sort] as const,
  bookmarks: () => [...dealKeys.all, 'bookmarks'] as const,
  detail: (id: number) => [...dealKeys.all, 'detail', id] as const,
};

/** Applies a change to one deal wherever it is cached: lists, bookmarks, `more` and its detail. */
export function patchDeal(
  queryClient: QueryClient,
  id: number,
  change: Partial<Pick<FeedListItem, 'isBookmarked' | 'isLiked' | 'likeCount' | 'commentCount'>>,
  more: QueryKey[] = [],
): void {
  const lists = [dealKeys.lists(), dealKeys.bookmarks(), ...more];
  patchCachedItem<FeedListItem>(queryClient, { lists, detail: dealKeys.detail(id) }, id, change);
}
