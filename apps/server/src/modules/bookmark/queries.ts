import type { Kysely } from 'kysely';
import { afterTimeId, sortAt } from '../../db/keyset';
import type { DB } from '../../db/types';
import type { ListWindow, TimeIdKey } from '../../lib/list-page';
import { bookmarkCountOf } from '../../db/reads/members';

/** The members who bookmarked a deal. */
export async function selectBookmarkers(db: Kysely<DB>, dealId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('bookmark')
    .select('member_id')
    .where('deal_id', '=', dealId)
    .execute();
  return rows.map((row) => row.member_id);
}

/** Removes the bookmark; true when there was one. */
export async function deleteBookmark(db: Kysely<DB>, dealId: number, memberId: number) {
  const result = await db
    .deleteFrom('bookmark')
    .where('deal_id', '=', dealId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Adds the bookmark; `counted`: it moves the deal's hot score (the bookmark triggers). */
export async function insertBookmark(
  db: Kysely<DB>,
  dealId: number,
  memberId: number,
  counted: boolean,
) {
  await db
    .insertInto('bookmark')
    .values({ deal_id: dealId, member_id: memberId, counted })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * One window of the member's bookmarked deal ids, newest bookmark first, each row with the
 * member's trigger-kept bookmark_count (the exact total, read in the same statement).
 */
export function selectBookmarkWindow(
  db: Kysely<DB>,
  memberId: number,
  window: ListWindow<TimeIdKey>,
): Promise<{ deal_id: number; sort_at: string; total: number }[]> {
  return db
    .selectFrom('bookmark')
    .select(['bookmark.deal_id', sortAt('bookmark').as('sort_at')])
    .select(bookmarkCountOf(memberId).as('total'))
    .where('bookmark.member_id', '=', memberId)
    .where(afterTimeId('bookmark', window.after, 'deal_id'))
    .orderBy('bookmark.created_at', 'desc')
    .orderBy('bookmark.deal_id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}
