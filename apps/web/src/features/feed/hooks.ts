import {
  type FeedCreateRequest,
  type FeedListItem,
  type FeedUpdateRequest,
} from '@akkyeo/contracts';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { FIRST_CURSOR, nextPageParam, patchCachedItem } from '@/shared/api';
import { useRequireLogin } from '@/shared/routing';
import {
  createDeal,
  deleteComment,
  deleteDealImage,
  fetchBookmarkPage,
  fetchDeal,
  fetchFeedPage,
  postComment,
  toggleBookmark,
  toggleLike,
  updateDeal,
} from './api';

export const feedKeys = {
  all: ['feed'] as const,
  lists: () => [...feedKeys.all, 'list'] as const,
  list: (keyword = '') => [...feedKeys.lists(), keyword] as const,
  bookmarks: () => [...feedKeys.all, 'bookmarks'] as const,
  detail: (id: number) => [...feedKeys.all, 'detail', id] as const,
};

export function useFeedList(keyword = '') {
  return useInfiniteQuery({
    queryKey: feedKeys.list(keyword),
    queryFn: ({ pageParam, signal }) => fetchFeedPage({ cursor: pageParam, keyword }, signal),
    initialPageParam: FIRST_CURSOR,
    getNextPageParam: nextPageParam,
  });
}

/** The caller's bookmarks, every page (SPEC's old client loaded only the first). */
export function useBookmarkList() {
  return useInfiniteQuery({
    queryKey: feedKeys.bookmarks(),
    queryFn: ({ pageParam, signal }) => fetchBookmarkPage(pageParam, signal),
    initialPageParam: FIRST_CURSOR,
    getNextPageParam: nextPageParam,
  });
}

export function useDeal(id: number) {
  return useQuery({
    queryKey: feedKeys.detail(id),
    queryFn: ({ signal }) => fetchDeal(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Applies a change to one deal wherever it is cached: lists, bookmarks and its detail. */
function patchDeal(
  queryClient: QueryClient,
  id: number,
  change: Partial<Pick<FeedListItem, 'isBookmarked' | 'isLiked' | 'likeCount' | 'commentCount'>>,
): void {
  const keys = { lists: [feedKeys.lists(), feedKeys.bookmarks()], detail: feedKeys.detail(id) };
  patchCachedItem<FeedListItem>(queryClient, keys, id, change);
}

/** Star toggle: login first; sets the cached deal to the server's state once it answers. */
export function useBookmarkToggle(): (item: Pick<FeedListItem, 'id'>) => void {
  const queryClient = useQueryClient();
  const requireLogin = useRequireLogin();
  const { mutate } = useMutation({
    mutationFn: (item: Pick<FeedListItem, 'id'>) => toggleBookmark(item.id),
    onSuccess: ({ isBookmarked }, item) => {
      patchDeal(queryClient, item.id, { isBookmarked });
      void queryClient.invalidateQueries({ queryKey: feedKeys.bookmarks(), refetchType: 'none' });
    },
    onError: (error) => console.error(error),
  });
  return useCallback(
    (item) => {
      void requireLogin().then((loggedIn) => {
        if (loggedIn) mutate(item);
      });
    },
    [mutate, requireLogin],
  );
}

/** Like toggle: the caller confirms first; the deal then takes the server's state and count. */
export function useLikeToggle(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleLike(id),
    onSuccess: (result) => patchDeal(queryClient, id, result),
  });
}

/** Posting and deleting a deal's comments; the detail is refetched for the new tree. */
export function useDealComments(id: number) {
  const queryClient = useQueryClient();
  const settle = (commentCount: number) => {
    patchDeal(queryClient, id, { commentCount });
    return queryClient.invalidateQueries({ queryKey: feedKeys.detail(id) });
  };
  return {
    submit: async (input: { content: string; parentId: number | null }) => {
      const { commentCount } = await postComment(id, input);
      await settle(commentCount);
    },
    remove: async (commentId: number) => {
      const { commentCount } = await deleteComment(id, commentId);
      await settle(commentCount);
    },
  };
}

export function useCreateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedCreateRequest) => createDeal(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.lists() }),
  });
}

export function useUpdateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedUpdateRequest) => updateDeal(body),
    onSuccess: ({ id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: feedKeys.lists() }),
      ]),
  });
}

export function useDeleteDealImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteDealImage(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: feedKeys.lists() }),
      ]),
  });
}
