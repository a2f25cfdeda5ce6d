import {
  paths,
  toUrl,
  type AdminEndedReportListResponse,
  type AdminReportListResponse,
  type EndedReviewResponse,
  type ReportResolveInput,
  type ReportResolveResponse,
  type ReportStatus,
} from '@akkyeo/contracts';
import { api, cursorQuery, type PageCursor } from '@/shared/api';

/** A manager's answer to a reported deal: 종료 확정 or 다시 열기. */
export type EndedReviewAction = 'confirm' | 'reopen';

export function fetchReportPage(status: ReportStatus, cursor: PageCursor, signal?: AbortSignal) {
  return api.get<AdminReportListResponse>(paths.admin.reports, {
    query: { status, ...cursorQuery(cursor) },
    signal,
  });
}

export function resolveReport(id: number, action: ReportResolveInput['action']) {
  return api.post<ReportResolveResponse>(toUrl(paths.admin.resolveReport, { id }), { action });
}

export function fetchEndedReportPage(cursor: PageCursor, signal?: AbortSignal) {
  return api.get<AdminEndedReportListResponse>(paths.admin.endedReports, {
    query: cursorQuery(cursor),
    signal,
  });
}

export function reviewEndedReports(dealId: number, action: EndedReviewAction) {
  const path = action === 'confirm' ? paths.admin.confirmEnded : paths.admin.reopenEnded;
  return api.post<EndedReviewResponse>(toUrl(path, { id: dealId }));
}
