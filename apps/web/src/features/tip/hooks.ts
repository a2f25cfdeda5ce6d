import {
  isHttpUrl,
  type TipLinkRequest,
  type TipPublishRequest,
  type TipEditRequest,
  type TipRejectRequest,
  type TipRequest,
  type TipStatus,
} from '@akkyeo/contracts';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { dealKeys } from '@/entities/deal';
import { FIRST_CURSOR, nextPageParam } from '@/shared/api';
import {
  fetchMyTipPage,
  fetchTip,
  fetchTipDuplicates,
  fetchTipQueuePage,
  linkTip,
  publishTip,
  rejectTip,
  sendTip,
  unpublishTip,
  updateTip,
  withdrawTip,
} from './api';

export const tipKeys = {
  all: ['tip'] as const,
  mine: () => [...tipKeys.all, 'mine'] as const,
  one: (id: number) => [...tipKeys.all, 'one', id] as const,
  duplicates: (url: string) => [...tipKeys.all, 'duplicates', url] as const,
  queues: () => [...tipKeys.all, 'queue'] as const,
  queue: (status: TipStatus) => [...tipKeys.queues(), status] as const,
  pendingCount: () => [...tipKeys.queues(), 'count'] as const,
};

/** The open deals of the same product as `url` (the check before sending). */
export const duplicatesQuery = (url: string) =>
  queryOptions({
    queryKey: tipKeys.duplicates(url),
    queryFn: ({ signal }) => fetchTipDuplicates(url, signal),
    staleTime: 60_000,
  });

/** The duplicates of a link once it is a whole http(s) address; nothing before. */
export function useTipDuplicates(url: string) {
  return useQuery({ ...duplicatesQuery(url), enabled: isHttpUrl(url) });
}

/** One of the member's tips (to edit it). */
export function useTip(id: number) {
  return useQuery({ queryKey: tipKeys.one(id), queryFn: ({ signal }) => fetchTip(id, signal) });
}

/** 내 제보: the member's tips, newest first. */
export function useMyTips() {
  return useInfiniteQuery({
    queryKey: tipKeys.mine(),
    queryFn: ({ pageParam, signal }) => fetchMyTipPage(pageParam, signal),
    initialPageParam: FIRST_CURSOR,
    getNextPageParam: nextPageParam,
  });
}

/** What the form sends: the fields, and the picture picked (multipart then), if any. */
export interface TipSave {
  body: TipRequest | TipEditRequest;
  picture: File | null;
}

/** Sends a tip (or, given an id, saves an edit of a pending one); 내 제보 and the feed refresh. */
export function useSaveTip(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, picture }: TipSave) =>
      id === null ? sendTip(body, picture) : updateTip(id, body, picture),
    onSuccess: (tip) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tipKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: tipKeys.one(tip.id) }),
        tip.dealId !== null && queryClient.invalidateQueries({ queryKey: dealKeys.lists() }),
      ]),
  });
}

/** Withdraws a pending tip; 내 제보 refreshes. */
export function useWithdrawTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => withdrawTip(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tipKeys.mine() }),
  });
}

/** The managers' queue in one status: PENDING oldest first, the others newest first. */
export function useTipQueue(status: TipStatus) {
  return useInfiniteQuery({
    queryKey: tipKeys.queue(status),
    queryFn: ({ pageParam, signal }) => fetchTipQueuePage(status, pageParam, signal),
    initialPageParam: FIRST_CURSOR,
    getNextPageParam: nextPageParam,
  });
}

/** How many tips wait for a manager (the 내 정보 badge). */
export function usePendingTipCount() {
  return useQuery({
    queryKey: tipKeys.pendingCount(),
    queryFn: ({ signal }) => fetchTipQueuePage('PENDING', FIRST_CURSOR, signal, 1),
    select: (page) => page.pendingCount,
  });
}

/** What a manager decides about a tip. */
export type TipReview =
  | { action: 'publish'; id: number; body: TipPublishRequest }
  | { action: 'reject'; id: number; body: TipRejectRequest }
  | { action: 'link'; id: number; body: TipLinkRequest }
  | { action: 'unpublish'; id: number };

function review(decision: TipReview) {
  switch (decision.action) {
    case 'publish':
      return publishTip(decision.id, decision.body);
    case 'reject':
      return rejectTip(decision.id, decision.body);
    case 'link':
      return linkTip(decision.id, decision.body);
    case 'unpublish':
      return unpublishTip(decision.id);
  }
}

/** 게시, 반려, 중복으로 연결 or 게시 취소; the queues and the deal lists refresh, also after a 409. */
export function useReviewTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: review,
    onSettled: (tip) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tipKeys.queues() }),
        queryClient.invalidateQueries({ queryKey: dealKeys.lists() }),
        tip?.dealId != null &&
          queryClient.invalidateQueries({ queryKey: dealKeys.detail(tip.dealId) }),
      ]),
  });
}
