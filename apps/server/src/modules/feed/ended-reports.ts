import {
  ENDED_REPORTS_TO_END,
  messages,
  type AdminEndedReport,
  type AdminEndedReportListResponse,
  type EndedBy,
  type EndedReviewResponse,
  type EndedState,
  type PageQuery,
} from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { DomainEvents } from '../../events/bus';
import { AppError } from '../../lib/app-error';
import type { CursorCodec } from '../../lib/cursor';
import { isTimeIdKey, listWindow, toListPage } from '../../lib/list-page';
import type { AuthMember } from '../auth/tokens';
import type { Standing, StandingService } from '../member/standing';
import {
  closeEndedReports,
  openEndedReport,
  selectEndedReport,
  selectEndedReports,
  selectOpenReports,
  selectReportedDeals,
  setDealEnded,
  type OpenReportRow,
  type ReportedDealRow,
} from './ended-report-queries';
import { lockDeal } from './queries';

export interface EndedReportDeps {
  db: Kysely<DB>;
  cursors: CursorCodec;
  standing: Pick<StandingService, 'of' | 'one'>;
  /** Tells of ends (`deals.ended`: the bookmarkers' follow-ups) and reopens in their transaction. */
  events: DomainEvents;
}

/** Admins' tokens carry ROLE_MANAGER too. */
const isManager = (member: AuthMember) => member.roles.includes('ROLE_MANAGER');

/**
 * Ends a deal (종료, its bookmarkers told) or reopens it, in the caller's transaction; either is
 * told on as `deals.changed`. A manager's end or reopen closes the open reports (the managers'
 * queue is done with them); an end by reports leaves them open for the queue.
 */
export async function changeEnded(
  deps: Pick<EndedReportDeps, 'events'>,
  trx: Kysely<DB>,
  dealId: number,
  endedBy: EndedBy | null,
): Promise<Date | null> {
  const endedAt = await setDealEnded(trx, dealId, endedBy);
  if (endedBy) await deps.events.emit(trx, 'deals.ended', { dealIds: [dealId] });
  await deps.events.emit(trx, 'deals.changed', { dealIds: [dealId] });
  if (endedBy !== 'REPORTS') await closeEndedReports(trx, [dealId]);
  return endedAt;
}

async function endedState(
  trx: Kysely<DB>,
  dealId: number,
  endedAt: Date | null,
  memberId: number,
): Promise<EndedState> {
  const reports = await selectEndedReports(trx, dealId, memberId);
  return {
    ended: endedAt !== null,
    endedAt: endedAt?.toISOString() ?? null,
    endedReports: reports.count,
    endedReported: reports.reported,
  };
}

/**
 * A member's 종료됐어요 (docs/security.md). A manager's ends the deal at once. A member's is
 * recorded once (a repeat, or a report on an ended deal, changes nothing) and counts toward
 * ending only when they have standing and never had a report of this deal closed by a manager;
 * ENDED_REPORTS_TO_END open counting reports end the deal in the same transaction, marked as
 * ended by reports. 404 when the deal is missing.
 */
export async function reportEnded(
  deps: EndedReportDeps,
  dealId: number,
  member: AuthMember,
): Promise<EndedState> {
  return deps.db.transaction().execute(async (trx) => {
    const deal = await lockDeal(trx, dealId);
    if (!deal) throw new AppError(404, 'NOT_FOUND');
    let endedAt = deal.ended_at;
    if (endedAt !== null) return endedState(trx, dealId, endedAt, member.id);
    if (isManager(member)) {
      await openEndedReport(trx, { dealId, memberId: member.id, counts: true });
      endedAt = await changeEnded(deps, trx, dealId, 'MANAGER');
      return endedState(trx, dealId, endedAt, member.id);
    }
    const earlier = await selectEndedReport(trx, dealId, member.id);
    if (earlier?.closed === false) return endedState(trx, dealId, endedAt, member.id);
    const counts = !earlier && (await deps.standing.one(member.id, trx))?.hasStanding === true;
    await openEndedReport(trx, { dealId, memberId: member.id, counts });
    if (counts && (await selectEndedReports(trx, dealId, null)).count >= ENDED_REPORTS_TO_END) {
      endedAt = await changeEnded(deps, trx, dealId, 'REPORTS');
    }
    return endedState(trx, dealId, endedAt, member.id);
  });
}

/**
 * A manager reopens a deal (ended or not): its open reports are closed, so their members' next
 * reports of it only reach the queue. 404 when the deal is missing.
 */
export async function reopenDeal(deps: EndedReportDeps, dealId: number, member: AuthMember) {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockDeal(trx, dealId))) throw new AppError(404, 'NOT_FOUND');
    await changeEnded(deps, trx, dealId, null);
    return endedState(trx, dealId, null, member.id);
  });
}

/**
 * A manager's answer to a reported deal in the queue: 종료 확정 (ends it when open, else keeps who
 * ended it) or 다시 열기; either closes its open reports. 404 for a missing deal, 409 when it has no
 * open report (handled already).
 */
export async function reviewReportedDeal(
  deps: EndedReportDeps,
  dealId: number,
  action: 'confirm' | 'reopen',
): Promise<EndedReviewResponse> {
  return deps.db.transaction().execute(async (trx) => {
    const deal = await lockDeal(trx, dealId);
    if (!deal) throw new AppError(404, 'NOT_FOUND');
    const closedReports = await closeEndedReports(trx, [dealId]);
    if (closedReports === 0) {
      throw new AppError(409, 'CONFLICT', messages.endedReports.alreadyReviewed);
    }
    let { ended_at: endedAt, ended_by: endedBy } = deal;
    if (action === 'reopen' || endedAt === null) {
      endedBy = action === 'confirm' ? 'MANAGER' : null;
      endedAt = await changeEnded(deps, trx, dealId, endedBy);
    }
    return {
      dealId,
      ended: endedAt !== null,
      endedAt: endedAt?.toISOString() ?? null,
      endedBy,
      closedReports,
    };
  });
}

function toQueueItem(
  deal: ReportedDealRow,
  reports: OpenReportRow[],
  standing: Map<number, Standing>,
): AdminEndedReport {
  return {
    deal: {
      id: deal.id,
      name: deal.name,
      market: deal.market,
      price: deal.price,
      ended: deal.ended_at !== null,
      endedAt: deal.ended_at?.toISOString() ?? null,
      endedBy: deal.ended_by,
    },
    lastReportedAt: deal.created_at.toISOString(),
    countingReports: reports.filter((report) => report.counts).length,
    reports: reports.map((report) => {
      const judged = standing.get(report.member_id);
      return {
        member: {
          memberId: report.member_id,
          nickname: report.member_nickname,
          role: report.member_role,
        },
        reportedAt: report.created_at.toISOString(),
        counts: report.counts,
        standing: {
          hasStanding: judged?.hasStanding ?? false,
          accountCreatedAt:
            judged?.accountCreatedAt.toISOString() ?? report.created_at.toISOString(),
          contributions: judged?.contributions ?? 0,
        },
      };
    }),
  };
}

/** The managers' 종료 신고 queue: deals with open reports, the latest report first. */
export async function listReportedDeals(
  deps: EndedReportDeps,
  query: PageQuery,
): Promise<AdminEndedReportListResponse> {
  const paging = { list: 'ended-reports', cursors: deps.cursors, valid: isTimeIdKey };
  const rows = await selectReportedDeals(deps.db, listWindow(query, paging));
  const page = toListPage(rows, query, paging, (row) => [row.sort_at, row.id] as const);
  const reports = await selectOpenReports(
    deps.db,
    page.rows.map((row) => row.id),
  );
  const standing = await deps.standing.of(reports.map((report) => report.member_id));
  const content = page.rows.map((deal) =>
    toQueueItem(
      deal,
      reports.filter((report) => report.deal_id === deal.id),
      standing,
    ),
  );
  return { content, page: page.page };
}
