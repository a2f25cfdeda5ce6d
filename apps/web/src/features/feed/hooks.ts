import { FIRST_PAGE, type FeedListItem, type FeedListResponse } from '@akkyeo/contracts';
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { nextPageParam, updatePageItems } from '@/shared/api';
import { useRequireLogin } from '@/shared/routing';
import { fetchFeedPage, toggleBookmark } from './api';

export const feedKeys = {
  all: ['feed'] as const,
  lists: () => [...feedKeys.all, 'list'] as const,
  list: (keyword = '') => [...feedKeys.lists(), keyword] as const,
};

export function useFeedList(keyword = '') {
  return useInfiniteQuery({
    queryKey: feedKeys.list(keyword),
    queryFn: ({ pageParam, signal }) => fetchFeedPage({ page: pageParam, keyword }, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
  });
}

/** Star toggle: login first; flips the cached deal once the server has accepted it. */
export function useBookmarkToggle(): (item: FeedListItem) => void {
  const queryClient = useQueryClient();
  const requireLogin = useRequireLogin();
  const { mutate } = useMutation({
    mutationFn: (item: FeedListItem) => toggleBookmark(item.id),
    onSuccess: (state, item) => {
      const isBookmarked = state ?? !item.isBookmarked;
      queryClient.setQueriesData<InfiniteData<FeedListResponse>>(
        { queryKey: feedKeys.lists() },
        (data) =>
          updatePageItems(
            data,
            (deal) => deal.id === item.id,
            (deal) => ({ ...deal, isBookmarked }),
          ),
      );
    },
    onError: (error) => console.error(error),
  });
  return useCallback(
    (item: FeedListItem) => {
      void requireLogin().then((loggedIn) => {
        if (loggedIn) mutate(item);
      });
    },
    [mutate, requireLogin],
  );
}
