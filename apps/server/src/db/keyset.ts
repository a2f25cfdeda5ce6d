import { sql } from 'kysely';
import type { TimeIdKey } from '../lib/list-page';

/** The row's sort timestamp as PostgreSQL text: microseconds kept, for the list cursor. */
export const sortAt = (table: string) => sql<string>`${sql.ref(`${table}.created_at`)}::text`;

/**
 * Rows after the cursor's (created_at, id) in (created_at desc, id desc) order, as a row
 * comparison the (…, created_at desc, id desc) indexes serve; `true` without a cursor.
 */
export function afterTimeId(table: string, after: TimeIdKey | undefined, idColumn = 'id') {
  if (!after) return sql<boolean>`true`;
  return sql<boolean>`(${sql.ref(`${table}.created_at`)}, ${sql.ref(`${table}.${idColumn}`)}) < (${after[0]}::timestamptz, ${after[1]}::bigint)`;
}
