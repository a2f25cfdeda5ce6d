import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { selectDealDetail, type DealDetailRow } from './queries';

export type { DealDetailRow };

/**
 * One deal as stored, for other modules (notifications) that show a deal without the caller's
 * flags or comments. Kept apart from the feed service, which depends on those modules.
 */
export function findDeal(db: Kysely<DB>, id: number): Promise<DealDetailRow | undefined> {
  return selectDealDetail(db, id, null);
}
