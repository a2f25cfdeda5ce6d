import { type ReportResolveInput, type ReportStatus } from '@akkyeo/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { showPostForEveryone } from '@/entities/post-moderation';
import { FIRST_CURSOR, nextPageParam } from '@/shared/api';
import {
  fetchEndedReportPage,
  fetchReportPage,
  resolveReport,
  reviewEndedReports,
  type EndedReviewAction,
} from './api';

export const adminKeys = {
  all: ['admin', 'reports'] as const,
  reports: (status: ReportStatus) => [...adminKeys.all, status] as const,
  endedReports: ['admin', 'ended-reports'] as const,
};

/** The moderation queue in one status, newest first. */
export function useReportList(status: ReportStatus) {
  return useInfiniteQuery({
    queryKey: adminKeys.reports(status),
    queryFn: ({ pageParam, signal }) => fetchReportPage(status, pageParam, signal),
    initialPageParam: FIRST_CURSOR,
    getNextPageParam: nextPageParam,
  });
}

/** Hides or dismisses a report (with every open report of the same post), then reloads the queues. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ReportResolveInput['action'] }) =>
      resolveReport(id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Shows a hidden post for everyone again, then reloads the queues. */
export function useUnhidePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => showPostForEveryone(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** The 종료 신고 queue: reported deals, the latest report first. */
export function useEndedReportList() {
  return useInfiniteQuery({
    queryKey: adminKeys.endedReports,
    queryFn: ({ pageParam, signal }) => fetchEndedReportPage(pageParam, signal),
    initialPageParam: FIRST_CURSOR,
    getNextPageParam: nextPageParam,
  });
}

/** 종료 확정 or 다시 열기 of a reported deal, then reloads the queue. */
export function useReviewEndedReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dealId, action }: { dealId: number; action: EndedReviewAction }) =>
      reviewEndedReports(dealId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.endedReports }),
  });
}
