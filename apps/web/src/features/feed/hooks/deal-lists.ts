import type { FeedSort } from '@akkyeo/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { dealKeys } from '@/entities/deal';
import { FIRST_CURSOR, nextPageParam } from '@/shared/api';
import { fetchBookmarkPage, fetchFeedPage } from '../api';

/** The feed, page by page, for a keyword and an order (and without ended deals when asked). */
export function useFeedList(keyword = '', sort: FeedSort = 'latest', hideEnded = false) {
  return useInfiniteQuery({
    queryKey: hideEnded ? [...dealKeys.list(keyword, sort), 'open'] : dealKeys.list(keyword, sort),
    queryFn: ({ pageParam, signal }) =>
      fetchFeedPage({ cursor: pageParam, keyword, sort, hideEnded }, signal),
    initialPageParam: FIRST_CURSOR,
    getNextPageParam: nextPageParam,
  });
}

/** The caller's bookmarks, every page (the original client loaded only the first). */
export function useBookmarkList() {
  return useInfiniteQuery({
    queryKey: dealKeys.bookmarks(),
    queryFn: ({ pageParam, signal }) => fetchBookmarkPage(pageParam, signal),
    initialPageParam: FIRST_CURSOR,
    getNextPageParam: nextPageParam,
  });
}
