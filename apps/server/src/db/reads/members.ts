import {
  sql,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
} from 'kysely';
import type { DB } from '../types';

/**
 * Pieces other modules put into their own statements, so that a list reads its members in the
 * same query while `member` is named only here (docs/architecture.md, "Table ownership").
 */

type Member = Selectable<DB['member']>;

/** The columns a list shows of a post's, comment's or report's author. */
export const AUTHOR_COLUMNS = ['nickname', 'role', 'profile_img', 'profile_thumb'] as const;

/** The joined member's columns as the statement returns them: `<prefix><column>`. */
type Prefixed<C extends keyof Member, P extends string> = {
  [K in C as `${P}${K}`]: Member[K];
};

/** Any table map: the one Kysely checks names against when it cannot check them (see joinMember). */
type AnyTables = Record<string, Record<string, unknown>>;

/**
 * Joins the member whose id is in `join.on` (inner join: every referenced member exists), named
 * `join.as`, and selects `join.columns`, each as `<prefix><column>` when a prefix is given.
 *
 * One fragment serves seven statements over different tables, and Kysely cannot type a join on a
 * generic table map: the join is built on any table map and its result declared with the one cast
 * of the read layer (docs/decisions/0014-typed-join-fragments.md). Its SQL is pinned by
 * test/read-fragments-sql.test.ts.
 */
export function joinMember<
  D extends DB,
  TB extends keyof D & string,
  O,
  const C extends keyof Member,
  A extends string = 'member',
  P extends string = '',
>(
  qb: SelectQueryBuilder<D, TB, O>,
  join: { on: `${TB}.${string}`; columns: readonly C[]; as?: A; prefix?: P },
) {
  const name = join.as ?? 'member';
  const table: string = join.as === undefined ? 'member' : `member as ${name}`;
  const anyTables: SelectQueryBuilder<AnyTables, string, O> = qb;
  return anyTables
    .innerJoin(table, `${name}.id`, join.on)
    .select(
      join.columns.map((column) =>
        join.prefix === undefined
          ? `${name}.${column}`
          : `${name}.${column} as ${join.prefix}${column}`,
      ),
    ) as SelectQueryBuilder<D & { [K in A]: DB['member'] }, TB | A, O & Prefixed<C, P>>;
}

/** The nickname of the member whose id is in the column `ref` (null when the column is null). */
export function nicknameOf(ref: string): RawBuilder<string | null> {
  return sql<string | null>`(select nickname from member where id = ${sql.ref(ref)})`;
}

/** The member's trigger-kept bookmark count, read in the statement that lists their bookmarks. */
export function bookmarkCountOf(memberId: number): RawBuilder<number> {
  return sql<number>`(select bookmark_count from member where id = ${memberId})`;
}

/** The members who want new-deal notifications, but `exceptId` (the deal's author): their ids. */
export function newDealSubscribers(db: Kysely<DB>, exceptId: number | null) {
  return db
    .selectFrom('member')
    .select('member.id')
    .where('member.notify_new_deals', '=', true)
    .$if(exceptId !== null, (qb) => qb.where('member.id', '<>', exceptId!));
}
