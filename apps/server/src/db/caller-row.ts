import { sql } from 'kysely';

/** Tables keyed by (…_id, member_id) that say what a member did to a deal or a post. */
type CallerTable = 'bookmark' | 'deal_like' | 'board_like';

const KEY_OF: Record<CallerTable, 'deal_id' | 'board_id'> = {
  bookmark: 'deal_id',
  deal_like: 'deal_id',
  board_like: 'board_id',
};

/**
 * A lateral `limit 1` probe of `table`'s primary key for the current row of `outer`, aliased
 * `alias` with a column `one` (null when the caller has no row; always null for a visitor). Joined
 * per page row, it stays an index probe, where an `exists` may be planned as a hash over all of
 * the member's rows (as PGlite did: 4× slower on the feed).
 */
export function callerRow<A extends string>(
  table: CallerTable,
  outer: 'deal' | 'board',
  memberId: number | null,
  alias: A,
) {
  return sql<{ one: number }>`(select 1 as one from ${sql.table(table)} as f
    where f.${sql.raw(KEY_OF[table])} = ${sql.ref(`${outer}.id`)} and f.member_id = ${memberId ?? 0}
    limit ${sql.lit(memberId === null ? 0 : 1)})`.as(alias);
}

/** Whether the probe `alias` (callerRow) found the caller's row. */
export const found = (alias: string) => sql<boolean>`${sql.ref(`${alias}.one`)} is not null`;
