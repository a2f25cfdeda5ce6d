import {
  type EndedState,
  type FeedCreateRequest,
  type FeedDetail,
  type FeedListItem,
  type FeedSettings,
  type FeedSort,
  type FeedUpdateRequest,
} from '@akkyeo/contracts';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, FIRST_CURSOR, nextPageParam, patchCachedItem } from '@/shared/api';
import { dealKeys, patchDeal } from '@/entities/deal';
import { useAuthStore } from '@/shared/stores';
import { toast } from '@/shared/ui';
import {
  createDeal,
  deleteComment,
  deleteDealImage,
  fetchBookmarkPage,
  fetchDeal,
  fetchFeedPage,
  fetchFeedSettings,
  fetchPriceHistory,
  postComment,
  reopenDeal,
  reportEnded,
  saveFeedSettings,
  toggleLike,
  updateDeal,
} from './api';

export function useFeedList(keyword = '', sort: FeedSort = 'latest', hideEnded = false) {
  return useInfiniteQuery({
    queryKey: hideEnded ? [...dealKeys.list(keyword, sort), 'open'] : dealKeys.list(keyword, sort),
    queryFn: ({ pageParam, signal }) =>
      fetchFeedPage({ cursor: pageParam, keyword, sort, hideEnded }, signal),
    initialPageParam: FIRST_CURSOR,
    getNextPageParam: nextPageParam,
  });
}

/** This device's copy of the 종료 딜 숨기기 choice (a guest's only copy). */
const HIDE_ENDED_STORAGE_KEY = 'feed.hideEnded';

function readLocalHideEnded(): boolean {
  try {
    return localStorage.getItem(HIDE_ENDED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeLocalHideEnded(value: boolean): void {
  try {
    localStorage.setItem(HIDE_ENDED_STORAGE_KEY, String(value));
  } catch {
    // Private browsing without storage: the choice lasts for this visit.
  }
}

const feedSettingsKey = [...dealKeys.all, 'settings'] as const;

/**
 * The 종료 딜 숨기기 switch: a member's choice is kept on the server (their setting, on every
 * device), a guest's in this browser; the device's copy is used until the server's arrives, so
 * the feed never waits for it.
 */
export function useHideEnded(): { hideEnded: boolean; setHideEnded: (value: boolean) => void } {
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const queryClient = useQueryClient();
  const [local, setLocal] = useState(readLocalHideEnded);
  const settings = useQuery({
    queryKey: feedSettingsKey,
    queryFn: ({ signal }) => fetchFeedSettings(signal),
    enabled: isLoggedIn,
  });
  const save = useMutation({
    mutationFn: (next: FeedSettings) => saveFeedSettings(next),
    onSuccess: (saved) => queryClient.setQueryData(feedSettingsKey, saved),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const stored = isLoggedIn ? settings.data?.hideEnded : undefined;
  return {
    hideEnded: save.isPending ? save.variables.hideEnded : (stored ?? local),
    setHideEnded: (hideEnded) => {
      writeLocalHideEnded(hideEnded);
      setLocal(hideEnded);
      if (isLoggedIn) save.mutate({ hideEnded });
    },
  };
}

/** A deal's new 종료 state, wherever the deal is cached; the lists are fetched again. */
function applyEndedState(queryClient: ReturnType<typeof useQueryClient>, id: number) {
  return async (state: EndedState) => {
    const change: Partial<FeedDetail> = { ...state };
    if (state.ended) change.goldBoxEndsAt = null;
    patchCachedItem<FeedListItem>(
      queryClient,
      { lists: [dealKeys.lists(), dealKeys.bookmarks()], detail: dealKeys.detail(id) },
      id,
      change,
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: dealKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: dealKeys.bookmarks() }),
    ]);
  };
}

/** 종료됐어요: the caller's report; the deal takes the server's state. */
export function useReportEnded(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reportEnded(id),
    onSuccess: applyEndedState(queryClient, id),
  });
}

/** A manager reopens an ended deal. */
export function useReopenDeal(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reopenDeal(id),
    onSuccess: applyEndedState(queryClient, id),
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
