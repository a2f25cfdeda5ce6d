import type { EndedBy, Role } from '@akkyeo/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { ListWindow, TimeIdKey } from '../../lib/list-page';
import { joinMember } from '../../db/reads/members';

/** Sets or clears a deal's end (종료) and who ended it; the time it ended, or null. */
export async function setDealEnded(
  db: Kysely<DB>,
  id: number,
  endedBy: EndedBy | null,
): Promise<Date | null> {
  const row = await db
    .updateTable('deal')
    .set({
      ended_at: endedBy ? sql<Date>`now()` : null,
      ended_by: endedBy,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returning('ended_at')
    .executeTakeFirstOrThrow();
  return row.ended_at;
}

/** A member's report of a deal, open or closed by a manager; undefined when they never reported it. */
export function selectEndedReport(
  db: Kysely<DB>,
  dealId: number,
  memberId: number,
): Promise<{ closed: boolean } | undefined> {
  return db
    .selectFrom('deal_ended_report')
    .select(sql<boolean>`closed_at is not null`.as('closed'))
    .where('deal_id', '=', dealId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/**
 * Records a member's open report of a deal: a new row, or their closed one opened again (then it
 * never counts: a member's report counts toward ending a deal once).
 */
export async function openEndedReport(
  db: Kysely<DB>,
  row: { dealId: number; memberId: number; counts: boolean },
): Promise<void> {
  await db
    .insertInto('deal_ended_report')
    .values({ deal_id: row.dealId, member_id: row.memberId, counts: row.counts })
    .onConflict((oc) =>
      oc
        .columns(['deal_id', 'member_id'])
        .doUpdateSet({ counts: false, closed_at: null, created_at: sql<Date>`now()` }),
    )
    .execute();
}

/** How many open reports of a deal count toward ending it, and whether `memberId` has an open one. */
export async function selectEndedReports(
  db: Kysely<DB>,
  dealId: number,
  memberId: number | null,
): Promise<{ count: number; reported: boolean }> {
  const row = await db
    .selectFrom('deal_ended_report')
    .select([
      sql<number>`count(*) filter (where counts)::int`.as('count'),
      sql<boolean>`coalesce(bool_or(member_id = ${memberId ?? 0}), false)`.as('reported'),
    ])
    .where('deal_id', '=', dealId)
    .where('closed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { count: row.count, reported: row.reported };
}

/** Closes the open reports of deals (a manager ended, confirmed or reopened them); how many. */
export async function closeEndedReports(db: Kysely<DB>, dealIds: number[]): Promise<number> {
  if (dealIds.length === 0) return 0;
  const result = await db
    .updateTable('deal_ended_report')
    .set({ closed_at: sql<Date>`now()` })
    .where('deal_id', 'in', dealIds)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A reported deal in the managers' queue, keyed by its latest open report. */
export interface ReportedDealRow {
  id: number;
  name: string;
  market: string;
  price: number;
  ended_at: Date | null;
  ended_by: EndedBy | null;
  created_at: Date;
  sort_at: string;
}

/**
 * One window of the deals with open reports, the latest report first: (its time, deal id) desc,
 * from the partial index on open reports.
 */
export function selectReportedDeals(
  db: Kysely<DB>,
  window: ListWindow<TimeIdKey>,
): Promise<ReportedDealRow[]> {
  const open = db
    .selectFrom('deal_ended_report')
    .select(['deal_id as id', (eb) => eb.fn.max('created_at').as('created_at')])
    .where('closed_at', 'is', null)
    .groupBy('deal_id');
  return db
    .selectFrom(open.as('reported'))
    .innerJoin('deal', 'deal.id', 'reported.id')
    .select([
      'deal.id',
      'deal.name',
      'deal.market',
      'deal.price',
      'deal.ended_at',
      'deal.ended_by',
      'reported.created_at',
      sql<string>`reported.created_at::text`.as('sort_at'),
    ])
    .where((eb) =>
      window.after
        ? eb(
            eb.refTuple('reported.created_at', 'reported.id'),
            '<',
            eb.tuple(sql<Date>`${window.after[0]}::timestamptz`, window.after[1]),
          )
        : sql<boolean>`true`,
    )
    .orderBy('reported.created_at', 'desc')
    .orderBy('reported.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

/** An open report with its member, for the queue. */
export interface OpenReportRow {
  deal_id: number;
  created_at: Date;
  counts: boolean;
  member_id: number;
  member_nickname: string;
  member_role: Role;
}

/** The open reports of these deals, newest first, with their members. */
export function selectOpenReports(
  db: Kysely<DB>,
  dealIds: readonly number[],
): Promise<OpenReportRow[]> {
  if (dealIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('deal_ended_report')
    .select([
      'deal_ended_report.deal_id',
      'deal_ended_report.created_at',
      'deal_ended_report.counts',
    ])
    .$call((qb) =>
      joinMember(qb, {
        on: 'deal_ended_report.member_id',
        prefix: 'member_',
        columns: ['id', 'nickname', 'role'],
      }),
    )
    .where('deal_ended_report.deal_id', 'in', dealIds)
    .where('deal_ended_report.closed_at', 'is', null)
    .orderBy('deal_ended_report.created_at', 'desc')
    .orderBy('deal_ended_report.member_id', 'desc')
    .execute();
}
