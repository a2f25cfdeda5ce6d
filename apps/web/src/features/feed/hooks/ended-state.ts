import type { EndedState, FeedDetail, FeedListItem } from '@akkyeo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dealKeys } from '@/entities/deal';
import { patchCachedItem } from '@/shared/api';
import { reopenDeal, reportEnded } from '../api';

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
