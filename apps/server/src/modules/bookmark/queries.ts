import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** Locks the member row so one member's bookmark toggles run one at a time. */
export async function lockMember(db: Kysely<DB>, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select('id')
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function dealExists(db: Kysely<DB>, dealId: number): Promise<boolean> {
  const row = await db.selectFrom('deal').select('id').where('id', '=', dealId).executeTakeFirst();
  return row !== undefined;
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

export async function insertBookmark(db: Kysely<DB>, dealId: number, memberId: number) {
  await db
    .insertInto('bookmark')
    .values({ deal_id: dealId, member_id: memberId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** One page of the member's bookmarked deal ids, newest bookmark first. */
export async function selectBookmarkedIds(
  db: Kysely<DB>,
  memberId: number,
  opts: { offset: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .selectFrom('bookmark')
    .select('deal_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('deal_id', 'desc')
    .limit(opts.limit)
    .offset(opts.offset)
    .execute();
  return rows.map((row) => row.deal_id);
}

export async function countBookmarks(db: Kysely<DB>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('bookmark')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.total;
}
