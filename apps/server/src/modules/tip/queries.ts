import type { TipRejectReason, TipStatus } from '@akkyeo/contracts';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import { sortAt } from '../../db/keyset';
import { nicknameOf } from '../../db/reads/members';
import type { DB } from '../../db/types';
import type { ListWindow, TimeIdKey } from '../../lib/list-page';

export type TipRow = Selectable<DB['deal_tip']>;
export type TipPageRow = TipRow & { sort_at: string };
export type NewTip = Insertable<DB['deal_tip']>;
export type TipUpdate = Updateable<DB['deal_tip']>;
export type AdminTipRow = TipPageRow & { finder_nickname: string | null };

/** Rows after the cursor's (created_at, id) in the list's order; `true` without a cursor. */
function afterCursor(after: TimeIdKey | undefined, direction: 'asc' | 'desc') {
  if (!after) return sql<boolean>`true`;
  const op = sql.raw(direction === 'asc' ? '>' : '<');
  return sql<boolean>`(deal_tip.created_at, deal_tip.id) ${op} (${after[0]}::timestamptz, ${after[1]}::bigint)`;
}

export async function insertTip(db: Kysely<DB>, tip: NewTip): Promise<TipRow> {
  return db.insertInto('deal_tip').values(tip).returningAll().executeTakeFirstOrThrow();
}

export function selectTip(db: Kysely<DB>, id: number): Promise<TipRow | undefined> {
  return db.selectFrom('deal_tip').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The tip, locked for the transaction: decisions on one tip apply one after the other. */
export function lockTip(db: Kysely<DB>, id: number): Promise<TipRow | undefined> {
  return db.selectFrom('deal_tip').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * Writes a tip's values; `updated_at` moves forward by at least a millisecond each time, so the
 * `updatedAt` a manager saw (a millisecond-precise time) always tells an edit since.
 */
export async function updateTip(db: Kysely<DB>, id: number, values: TipUpdate): Promise<TipRow> {
  return db
    .updateTable('deal_tip')
    .set({
      ...values,
      updated_at: sql`greatest(now(), deal_tip.updated_at + interval '1 millisecond')`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Tips the member sent since `since`, whatever became of them (the daily limit). */
export async function countTipsSince(db: Kysely<DB>, memberId: number, since: Date) {
  const row = await db
    .selectFrom('deal_tip')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Each member's published tips, and those rejected since `rejectedSince` (or ever). */
export async function selectFinderRecords(
  db: Kysely<DB>,
  memberIds: readonly number[],
  rejectedSince: Date | null,
): Promise<Map<number, { published: number; rejected: number }>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('deal_tip')
    .select('member_id')
    .select(sql<number>`count(*) filter (where status = 'PUBLISHED')::int`.as('published'))
    .select(
      rejectedSince === null
        ? sql<number>`count(*) filter (where status = 'REJECTED')::int`.as('rejected')
        : sql<number>`count(*) filter (where status = 'REJECTED' and reviewed_at >= ${rejectedSince})::int`.as(
            'rejected',
          ),
    )
    .where('member_id', 'in', [...new Set(memberIds)])
    .groupBy('member_id')
    .execute();
  return new Map(rows.map((row) => [row.member_id, row]));
}

/** One window of the member's tips, newest first. */
export function selectMemberTips(
  db: Kysely<DB>,
  memberId: number,
  window: ListWindow<TimeIdKey>,
): Promise<TipPageRow[]> {
  return db
    .selectFrom('deal_tip')
    .selectAll()
    .select(sortAt('deal_tip').as('sort_at'))
    .where('member_id', '=', memberId)
    .where(afterCursor(window.after, 'desc'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

/**
 * One window of the managers' queue with each finder's nickname: pending tips oldest first
 * (`deal_tip_pending_idx`), the others newest first.
 */
export function selectQueue(
  db: Kysely<DB>,
  status: TipStatus,
  window: ListWindow<TimeIdKey>,
): Promise<AdminTipRow[]> {
  const direction = status === 'PENDING' ? 'asc' : 'desc';
  return db
    .selectFrom('deal_tip')
    .selectAll()
    .select(sortAt('deal_tip').as('sort_at'))
    .select(nicknameOf('deal_tip.member_id').as('finder_nickname'))
    .where('status', '=', status)
    .where(afterCursor(window.after, direction))
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

export async function countPending(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('deal_tip')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What a decision writes on the tip. */
export interface TipDecision {
  status: TipStatus;
  dealId: number | null;
  reviewedBy: number | null;
  rejectReason?: TipRejectReason | null;
  rejectNote?: string | null;
  autoPublished?: boolean;
  /** The finder's uploaded picture is deleted with this decision (its file after the commit). */
  dropPicture?: boolean;
}

export function decideTip(db: Kysely<DB>, id: number, decision: TipDecision): Promise<TipRow> {
  return updateTip(db, id, {
    status: decision.status,
    deal_id: decision.dealId,
    reviewed_by: decision.reviewedBy,
    reviewed_at: decision.status === 'PENDING' ? null : new Date(),
    reject_reason: decision.rejectReason ?? null,
    reject_note: decision.rejectNote ?? null,
    auto_published: decision.autoPublished ?? false,
    ...(decision.dropPicture ? { img_link: null } : {}),
  });
}
