import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '../types';

/**
 * Pieces other modules put into their own statements, so that a list reads the deals it refers to
 * in the same query while `deal` is named only here (docs/architecture.md, "Table ownership").
 */

/** The statement of my comments on deals: `deal_comment as c` (comment/queries.ts). */
type DealComments = DB & { c: DB['deal_comment'] };

/** Joins the deal of each comment `c` and selects its name as `title` (a comment's title in my comments). */
export function joinDealTitle<O>(qb: SelectQueryBuilder<DealComments, 'c', O>) {
  return qb.innerJoin('deal', 'deal.id', 'c.deal_id').select('deal.name as title');
}

/** Every deal, open or ended, as `deal`: a statement the reader completes (the sitemap lists all). */
export function allDeals(db: Kysely<DB>) {
  return db.selectFrom('deal');
}

/** The open deals (not ended), as `deal`: a statement the reader completes (the RSS feed). */
export function openDeals(db: Kysely<DB>) {
  return allDeals(db).where('deal.ended_at', 'is', null);
}
