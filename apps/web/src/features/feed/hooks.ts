import { type FeedCreateRequest, type FeedUpdateRequest } from '@akkyeo/contracts';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { FIRST_CURSOR, nextPageParam } from '@/shared/api';
import { dealKeys, patchDeal } from '@/shared/deals';
import {
  createDeal,
  deleteComment,
  deleteDealImage,
  fetchBookmarkPage,
  fetchDeal,
  fetchFeedPage,
  fetchPriceHistory,
  postComment,
  toggleLike,
  updateDeal,
} from './api';

export function useFeedList(keyword = '') {
  return useInfiniteQuery({
    queryKey: dealKeys.list(keyword),
    queryFn: ({ pageParam, signal }) => fetchFeedPage({ cursor: pageParam, keyword }, signal),
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

/** A deal with its content and comments: the deal page's query (app/ starts it with the route). */
export const dealQuery = (id: number) =>
  queryOptions({
    queryKey: dealKeys.detail(id),
    queryFn: ({ signal }) => fetchDeal(id, signal),
  });

export function useDeal(id: number) {
  return useQuery(dealQuery(id));
}

/**
 * A deal's price history, started with the route beside the deal; under the deal's key, so
 * whatever refreshes the deal refreshes it.
 */
export const priceHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: [...dealKeys.detail(id), 'price-history'],
    queryFn: ({ signal }) => fetchPriceHistory(id, signal),
  });

export function usePriceHistory(id: number) {
  return useQuery(priceHistoryQuery(id));
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
    return queryClient.invalidateQueries({ queryKey: dealKeys.detail(id) });
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealKeys.lists() }),
  });
}

export function useUpdateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedUpdateRequest) => updateDeal(body),
    onSuccess: ({ id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dealKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: dealKeys.lists() }),
      ]),
  });
}

export function useDeleteDealImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteDealImage(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dealKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: dealKeys.lists() }),
      ]),
  });
}
