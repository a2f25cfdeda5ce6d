import type { ReportStatus, Role } from '@akkyeo/contracts';
import { sql, type Kysely } from 'kysely';
import { afterTimeId, sortAt } from '../../db/keyset';
import type { DB } from '../../db/types';
import type { ListWindow, TimeIdKey } from '../../lib/list-page';
import { joinReportedPost } from '../../db/reads/board-posts';
import { joinMember } from '../../db/reads/members';

/** Adds the member's report of a post; false when they had already reported it. */
export async function insertReport(
  db: Kysely<DB>,
  row: { boardId: number; memberId: number; reason: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('report')
    .values({ board_id: row.boardId, member_id: row.memberId, reason: row.reason })
    .onConflict((oc) => oc.columns(['board_id', 'member_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export interface ReportRow {
  id: number;
  reason: string;
  status: ReportStatus;
  created_at: Date;
  resolved_at: Date | null;
  reporter_id: number;
  reporter_nickname: string;
  reporter_role: Role;
  board_id: number;
  board_content: string;
  board_hidden_at: Date | null;
  board_deleted_at: Date | null;
  author_id: number;
  author_nickname: string;
  author_role: Role;
  open_report_count: number;
}

/** One page of reports in a status, newest first, with the reporter, the post and its author. */
export function selectReportPage(
  db: Kysely<DB>,
  opts: { status: ReportStatus; window: ListWindow<TimeIdKey> },
): Promise<(ReportRow & { sort_at: string })[]> {
  return db
    .selectFrom('report')
    .select([
      'report.id',
      'report.reason',
      'report.status',
      'report.created_at',
      'report.resolved_at',
    ])
    .$call((qb) =>
      joinMember(qb, {
        on: 'report.member_id',
        as: 'reporter',
        prefix: 'reporter_',
        columns: ['id', 'nickname', 'role'],
      }),
    )
    .$call(joinReportedPost)
    .select(sortAt('report').as('sort_at'))
    .select((eb) =>
      eb
        .selectFrom('report as open')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('open.board_id', '=', 'report.board_id')
        .where('open.status', '=', 'OPEN')
        .as('open_report_count'),
    )
    .$narrowType<{ open_report_count: number }>()
    .where('report.status', '=', opts.status)
    .where(afterTimeId('report', opts.window.after))
    .orderBy('report.created_at', 'desc')
    .orderBy('report.id', 'desc')
    .limit(opts.window.limit)
    .offset(opts.window.offset)
    .execute();
}

/** Locks one report for the rest of the transaction. */
export function lockReport(
  db: Kysely<DB>,
  id: number,
): Promise<{ id: number; board_id: number; status: ReportStatus } | undefined> {
  return db
    .selectFrom('report')
    .select(['id', 'board_id', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Closes every open report of a post with `status`; returns how many. */
export async function closeOpenReports(
  db: Kysely<DB>,
  opts: { boardId: number; status: Exclude<ReportStatus, 'OPEN'>; adminId: number },
): Promise<number> {
  const result = await db
    .updateTable('report')
    .set({ status: opts.status, resolved_by: opts.adminId, resolved_at: sql`now()` })
    .where('board_id', '=', opts.boardId)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
