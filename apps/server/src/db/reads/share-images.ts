import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../types';

/**
 * The piece the feed puts into its deal statement, so that a deal's page reads its share image
 * in the same query while `deal_share_image` (the share module's) is named only here.
 */

/** The storage key of the current `deal` row's share image; null until one is drawn. */
export function shareImageKey(eb: ExpressionBuilder<DB, 'deal'>) {
  return eb
    .selectFrom('deal_share_image')
    .select('deal_share_image.image_key')
    .whereRef('deal_share_image.deal_id', '=', 'deal.id')
    .$asScalar();
}

/**
 * Open deals that have no share image yet (written before share images, or whose job gave up),
 * newest first, after `beforeId`: the backfill's next batch of ids.
 */
export async function openDealsWithoutShareImage(
  db: Kysely<DB>,
  beforeId: number | null,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('deal')
    .leftJoin('deal_share_image', 'deal_share_image.deal_id', 'deal.id')
    .select('deal.id')
    .where('deal.ended_at', 'is', null)
    .where('deal_share_image.deal_id', 'is', null)
    .$if(beforeId !== null, (qb) => qb.where('deal.id', '<', beforeId!))
    .orderBy('deal.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
