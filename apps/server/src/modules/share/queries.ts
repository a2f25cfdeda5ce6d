import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** A deal's current share image: its storage key and the hash of what it shows. */
export interface ShareImageRow {
  image_key: string;
  shows: string;
}

export function selectShareImage(
  db: Kysely<DB>,
  dealId: number,
): Promise<ShareImageRow | undefined> {
  return db
    .selectFrom('deal_share_image')
    .select(['image_key', 'shows'])
    .where('deal_id', '=', dealId)
    .executeTakeFirst();
}

/** Makes `row` the deal's share image, replacing the one it had. */
export async function upsertShareImage(
  db: Kysely<DB>,
  dealId: number,
  row: ShareImageRow,
): Promise<void> {
  await db
    .insertInto('deal_share_image')
    .values({ deal_id: dealId, ...row })
    .onConflict((oc) => oc.column('deal_id').doUpdateSet({ ...row, drawn_at: sql<Date>`now()` }))
    .execute();
}
