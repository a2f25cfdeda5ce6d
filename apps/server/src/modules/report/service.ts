import {
  messages,
  type AdminReportListResponse,
  type PageQuery,
  type ReportResolveInput,
  type ReportResolveResponse,
  type ReportResponse,
  type ReportStatus,
} from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { CursorCodec } from '../../lib/cursor';
import { isTimeIdKey, listWindow, toListPage } from '../../lib/list-page';
import type { AuthMember } from '../auth/tokens';
import type { BoardService } from '../board/service';
import {
  closeOpenReports,
  insertReport,
  lockReport,
  selectReportPage,
  type ReportRow,
} from './queries';

export interface ReportDeps {
  db: Kysely<DB>;
  cursors: CursorCodec;
  /** Finds the reported post's author and hides it on a confirmed report. */
  board: Pick<BoardService, 'findLiveAuthor' | 'setHiddenForEveryone'>;
}

/** Reports a post: one report per member and post (a repeat changes nothing); not one's own. */
async function reportBoard(
  deps: ReportDeps,
  member: AuthMember,
  boardId: number,
  reason: string,
): Promise<ReportResponse> {
  const authorId = await deps.board.findLiveAuthor(boardId);
  if (authorId === undefined) throw new AppError(404, 'NOT_FOUND', messages.board.notFound);
  if (authorId === member.id) throw new AppError(403, 'FORBIDDEN', messages.board.ownPostReport);
  await insertReport(deps.db, { boardId, memberId: member.id, reason });
  return { boardId, reported: true };
}

function toAdminReport(row: ReportRow) {
  return {
    id: row.id,
    reason: row.reason,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    reporter: {
      memberId: row.reporter_id,
      nickname: row.reporter_nickname,
      role: row.reporter_role,
    },
    board: {
      id: row.board_id,
      content: row.board_content,
      author: { memberId: row.author_id, nickname: row.author_nickname, role: row.author_role },
      hidden: row.board_hidden_at !== null,
      deleted: row.board_deleted_at !== null,
      openReportCount: row.open_report_count,
    },
  };
}

/** The moderation queue: reports in one status, newest first. */
async function listReports(
  deps: ReportDeps,
  query: PageQuery & { status: ReportStatus },
): Promise<AdminReportListResponse> {
  const paging = { list: `report-${query.status}`, cursors: deps.cursors, valid: isTimeIdKey };
  const rows = await selectReportPage(deps.db, {
    status: query.status,
    window: listWindow(query, paging),
  });
  const page = toListPage(rows, query, paging, (row) => [row.sort_at, row.id] as const);
  return { content: page.rows.map(toAdminReport), page: page.page };
}

/**
 * Resolves an open report and every other open report of the same post, in one transaction:
 * HIDE hides the post for everyone (RESOLVED), DISMISS leaves it (DISMISSED). 409 when the
 * report is no longer open.
 */
async function resolveReport(
  deps: ReportDeps,
  admin: AuthMember,
  reportId: number,
  input: ReportResolveInput,
): Promise<ReportResolveResponse> {
  return deps.db.transaction().execute(async (trx) => {
    const report = await lockReport(trx, reportId);
    if (!report) throw new AppError(404, 'NOT_FOUND', messages.admin.reportNotFound);
    if (report.status !== 'OPEN') throw new AppError(409, 'CONFLICT');
    const hide = input.action === 'HIDE';
    if (hide) await deps.board.setHiddenForEveryone(trx, report.board_id, true);
    const status = hide ? 'RESOLVED' : 'DISMISSED';
    const resolvedCount = await closeOpenReports(trx, {
      boardId: report.board_id,
      status,
      adminId: admin.id,
    });
    return { boardId: report.board_id, status, resolvedCount, hidden: hide };
  });
}

/** Members' reports of board posts and their review by admins, built once by the composition root. */
export function createReportService(deps: ReportDeps) {
  return {
    report: (member: AuthMember, boardId: number, reason: string) =>
      reportBoard(deps, member, boardId, reason),
    list: (query: PageQuery & { status: ReportStatus }) => listReports(deps, query),
    resolve: (admin: AuthMember, reportId: number, input: ReportResolveInput) =>
      resolveReport(deps, admin, reportId, input),
  };
}

export type ReportService = ReturnType<typeof createReportService>;
