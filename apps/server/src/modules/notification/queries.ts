import { sql, type Kysely, type Selectable } from 'kysely';
import { appPath } from '@akkyeo/contracts';
import { afterTimeId, sortAt } from '../../db/keyset';
import type { DB, NotificationTable } from '../../db/types';
import type { ListWindow, TimeIdKey } from '../../lib/list-page';
import { authorNotBlocked } from '../block/conditions';
import { newDealSubscribers } from '../../db/reads/members';

/** Notifications caused by a member the recipient blocked are not shown. */
const notByBlocked = (memberId: number) => authorNotBlocked(memberId, 'notification.actor_id');

export type NotificationRow = Selectable<NotificationTable>;

/** A window of a member's notifications, newest first (no count: the extra row tells `last`). */
export function selectNotificationPage(
  db: Kysely<DB>,
  memberId: number,
  page: ListWindow<TimeIdKey>,
): Promise<(NotificationRow & { sort_at: string })[]> {
  return db
    .selectFrom('notification')
    .selectAll()
    .select(sortAt('notification').as('sort_at'))
    .where('member_id', '=', memberId)
    .where(notByBlocked(memberId))
    .where(afterTimeId('notification', page.after))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countUnread(db: Kysely<DB>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('notification')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .where(notByBlocked(memberId))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function selectNotification(
  db: Kysely<DB>,
  memberId: number,
  id: number,
): Promise<NotificationRow | undefined> {
  return db
    .selectFrom('notification')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where(notByBlocked(memberId))
    .executeTakeFirst();
}

/** Marks one of the member's notifications read; false when it is not theirs. */
export async function markRead(db: Kysely<DB>, memberId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('notification')
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markAllRead(db: Kysely<DB>, memberId: number): Promise<void> {
  await db
    .updateTable('notification')
    .set({ read_at: sql<Date>`now()` })
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .execute();
}

/** A notification to insert: every column the caller decides, none left to defaults. */
export type NewNotification = Pick<
  NotificationRow,
  'member_id' | 'type' | 'title' | 'message' | 'link' | 'deal_id'
> & { actor_id?: number | null };

/**
 * Inserts notifications; returns their ids and recipients. The rows travel as one array a column
 * (seven parameters however many rows: a keyword alert may write thousands at once, and thousands
 * of VALUES rows cost more to build, send and parse than to insert).
 */
export function insertNotifications(
  db: Kysely<DB>,
  rows: NewNotification[],
): Promise<{ id: number; member_id: number }[]> {
  if (rows.length === 0) return Promise.resolve([]);
  const column = <K extends keyof NewNotification>(key: K) => rows.map((row) => row[key] ?? null);
  return db
    .insertInto('notification')
    .columns(['member_id', 'type', 'title', 'message', 'link', 'deal_id', 'actor_id'])
    .expression(
      sql<NewNotification>`select * from unnest(${column('member_id')}::bigint[],
        ${column('type')}::text[], ${column('title')}::text[], ${column('message')}::text[],
        ${column('link')}::text[], ${column('deal_id')}::bigint[], ${column('actor_id')}::bigint[])`,
    )
    .returning(['id', 'member_id'])
    .execute();
}

/**
 * One notification to every member who wants new-deal notifications, but the author, in one
 * INSERT … SELECT; returns how many were written.
 */
export async function insertNewDealNotifications(
  db: Kysely<DB>,
  input: Omit<NewNotification, 'member_id'> & { deal_id: number; authorId: number | null },
): Promise<number> {
  const result = await db
    .insertInto('notification')
    .columns(['member_id', 'type', 'title', 'message', 'link', 'deal_id'])
    .expression(
      newDealSubscribers(db, input.authorId).select([
        sql.val(input.type).as('type'),
        sql.val(input.title).as('title'),
        sql.val(input.message).as('message'),
        sql.val(input.link).as('link'),
        sql.val(input.deal_id).as('deal_id'),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/**
 * A renamed deal's new-deal notifications read its new name: the message starts with the name it
 * was written with, which is swapped for the new one (the price and "외 N개" stay as written).
 */
export async function renameDealInNotifications(
  db: Kysely<DB>,
  dealId: number,
  names: { from: string; to: string },
): Promise<void> {
  await db
    .updateTable('notification')
    .set({
      message: sql<string>`${names.to}::text || substr(message, char_length(${names.from}::text) + 1)`,
    })
    .where('deal_id', '=', dealId)
    .where('type', '=', 'NEW_DEAL')
    .where(sql<boolean>`left(message, char_length(${names.from}::text)) = ${names.from}::text`)
    .execute();
}

/**
 * Drops the new-deal notification of one deal (not an import's summary of several) for these
 * members: they are told of it by a keyword alert instead.
 */
export async function deleteNewDealNotificationsOf(
  db: Kysely<DB>,
  dealId: number,
  memberIds: number[],
): Promise<void> {
  if (memberIds.length === 0) return;
  await db
    .deleteFrom('notification')
    .where('deal_id', '=', dealId)
    .where('type', '=', 'NEW_DEAL')
    .where('link', '=', appPath('feedViewPage', { id: dealId }))
    .where('member_id', 'in', memberIds)
    .execute();
}

/** Of these members, those who already have a notification of this type about the deal. */
export async function selectNotifiedMembers(
  db: Kysely<DB>,
  dealId: number,
  type: string,
  memberIds: number[],
): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('notification')
    .select('member_id')
    .where('deal_id', '=', dealId)
    .where('type', '=', type)
    .where('member_id', 'in', memberIds)
    .execute();
  return new Set(rows.map((row) => row.member_id));
}
