import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '../types';

/**
 * Pieces other modules put into their own statements, so that a list reads the deals it refers to
 * in the same query while `deal` is named only here (docs/architecture.md, "Table ownership").
 */

/** Joins the deal whose id is in `on` and selects its name as `title` (a comment's title in my comments). */
export function joinDealTitle<D extends DB, TB extends keyof D & string, O>(
  qb: SelectQueryBuilder<D, TB, O>,
  on: `${TB}.${string}`,
) {
  return (qb as unknown as SelectQueryBuilder<DB, 'deal', O>)
    .innerJoin('deal', 'deal.id', on as 'deal.id')
    .select('deal.name as title') as unknown as SelectQueryBuilder<
    D & Pick<DB, 'deal'>,
    TB | 'deal',
    O & { title: string }
  >;
}

/** Every deal, open or ended, as `deal`: a statement the reader completes (the sitemap lists all). */
export function allDeals(db: Kysely<DB>) {
  return db.selectFrom('deal');
}

/** The open deals (not ended), as `deal`: a statement the reader completes (the RSS feed). */
export function openDeals(db: Kysely<DB>) {
  return allDeals(db).where('deal.ended_at', 'is', null);
}
