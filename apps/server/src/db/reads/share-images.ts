import type { ExpressionBuilder } from 'kysely';
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
