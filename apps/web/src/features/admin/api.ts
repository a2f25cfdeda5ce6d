import {
  paths,
  PAGE_SIZE,
  toUrl,
  type AdminReportListResponse,
  type ReportResolveInput,
  type ReportResolveResponse,
  type ReportStatus,
} from '@akkyeo/contracts';
import { api } from '@/shared/api';

export function fetchReportPage(status: ReportStatus, page: number, signal?: AbortSignal) {
  return api.get<AdminReportListResponse>(paths.admin.reports, {
    query: { status, page, size: PAGE_SIZE },
    signal,
  });
}

export function resolveReport(id: number, action: ReportResolveInput['action']) {
  return api.post<ReportResolveResponse>(toUrl(paths.admin.resolveReport, { id }), { action });
}
