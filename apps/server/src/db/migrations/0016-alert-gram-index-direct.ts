import { sql, type Kysely } from 'kysely';

/**
 * The rules' gram index takes new entries into its tree at once (fastupdate off) instead of a
 * pending list: every new deal's candidate lookup read the whole unsorted list (up to 4 MB, until
 * a vacuum merged it), which cost hundreds of milliseconds after rules were added in bulk. Rules
 * are written far less often than deals are matched. The list already pending is merged now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter index alert_rule_match_grams_idx set (fastupdate = off)`.execute(db);
  await sql`select gin_clean_pending_list('alert_rule_match_grams_idx')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter index alert_rule_match_grams_idx reset (fastupdate)`.execute(db);
}
