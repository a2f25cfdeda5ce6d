import {
  paths,
  toUrl,
  type AdminReportListResponse,
  type BoardHiddenResponse,
  type ReportResolveInput,
  type ReportResolveResponse,
  type ReportStatus,
} from '@akkyeo/contracts';
import { api, cursorQuery, type PageCursor } from '@/shared/api';

export function fetchReportPage(status: ReportStatus, cursor: PageCursor, signal?: AbortSignal) {
  return api.get<AdminReportListResponse>(paths.admin.reports, {
    query: { status, ...cursorQuery(cursor) },
    signal,
  });
}

export function resolveReport(id: number, action: ReportResolveInput['action']) {
  return api.post<ReportResolveResponse>(toUrl(paths.admin.resolveReport, { id }), { action });
}

/** Shows a post hidden for everyone again. */
export function unhidePost(id: number) {
  return api.put<BoardHiddenResponse>(toUrl(paths.admin.boardHidden, { id }), { hidden: false });
}
