import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Conditions other modules put into their own statements, so that a list leaves out what the
 * caller blocked or muted in the same query (the tables stay this module's; docs/architecture.md,
 * "Table ownership"). Each is an index probe or a filter on rows the statement reads anyway.
 */

/** The author in `authorColumn` is not blocked by the viewer (always true for a visitor). */
export function authorNotBlocked(
  viewerId: number | null,
  authorColumn: string,
): RawBuilder<SqlBool> {
  if (viewerId === null) return sql<SqlBool>`true`;
  return sql<SqlBool>`not ${authorBlocked(viewerId, authorColumn)}`;
}

/** The author in `authorColumn` is blocked by the viewer (a `member_block` primary-key probe). */
export function authorBlocked(viewerId: number | null, authorColumn: string): RawBuilder<boolean> {
  if (viewerId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from member_block as blk
    where blk.member_id = ${viewerId} and blk.blocked_id = ${sql.ref(authorColumn)})`;
}

/** The ids of the members the viewer blocked, as a subquery (`author in (…)` is planned from it). */
export function blockedIds(viewerId: number): RawBuilder<number> {
  return sql<number>`(select blk.blocked_id from member_block as blk where blk.member_id = ${viewerId})`;
}

/**
 * The deal in `table` is not muted by the member: its name, normalised as search normalises it
 * (the database's akk_search_text), holds none of their muted words, and its market is none of
 * their muted stores. Each array is read once per statement (an InitPlan on the member's mutes);
 * the test is a filter on the rows the list's index walk reads, so its cost follows the page size.
 * The name is normalised only when the member muted a word (most have none, and a statement that
 * filters many rows, as the rule preview's, would otherwise normalise each).
 */
export function dealNotMuted(memberId: number, table = 'deal'): RawBuilder<SqlBool> {
  const mutes = (column: 'pattern' | 'value', type: 'WORD' | 'MARKET') =>
    sql`array(select mu.${sql.raw(column)} from member_mute as mu
      where mu.member_id = ${memberId} and mu.type = ${sql.lit(type)})`;
  const words = mutes('pattern', 'WORD');
  return sql<SqlBool>`((cardinality(${words}) = 0
      or not (akk_search_text(${sql.ref(`${table}.name`)}) like any (${words})))
    and ${sql.ref(`${table}.market`)} <> all (${mutes('value', 'MARKET')}))`;
}

/** The member has muted at least one word or store (one probe of their mutes). */
export function hasMutes(memberId: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from member_mute as mu where mu.member_id = ${memberId})`;
}

/**
 * The member in `memberColumn` has muted neither a word in the deal's normalised name nor its
 * market (keyword alerts: one probe of the member's mutes per candidate rule).
 */
export function memberNotMuting(
  memberColumn: string,
  deal: { searchName: string; market: string },
): RawBuilder<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from member_mute as mu
    where mu.member_id = ${sql.ref(memberColumn)}
      and ((mu.type = 'MARKET' and mu.value = ${deal.market})
        or (mu.type = 'WORD' and ${deal.searchName} like mu.pattern)))`;
}
