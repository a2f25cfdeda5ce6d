import { sql, type ExpressionBuilder } from 'kysely';
import { callerRow } from '../caller-row';
import type { DB } from '../types';

/**
 * Pieces the feed puts into its own statements, so that a deal list reads the caller's bookmark
 * flag in the same query while `bookmark` is named only here (docs/architecture.md, "Table
 * ownership").
 */

/** The member bookmarked the current `deal` row (an `exists` probe of the primary key). */
export function bookmarkedBy(eb: ExpressionBuilder<DB, 'deal'>, memberId: number) {
  return eb
    .exists(
      eb
        .selectFrom('bookmark')
        .select(sql`1`.as('one'))
        .whereRef('bookmark.deal_id', '=', 'deal.id')
        .where('bookmark.member_id', '=', memberId),
    )
    .$castTo<boolean>();
}

/** The caller's bookmark of the current `deal` row as a lateral probe named `alias` (callerRow). */
export function bookmarkRow<A extends string>(memberId: number | null, alias: A) {
  return callerRow('bookmark', 'deal', memberId, alias);
}
