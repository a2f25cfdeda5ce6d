import { sql, type Kysely } from 'kysely';

/**
 * A deal's name as keyword rules match it: normalised as search normalises text (the
 * akk_search_text function of 0007) with its spaces removed. Stored, so the rule preview lets the
 * database check a rule's words and exclude words on the name itself (the search columns also hold
 * market and content, which rules ignore) instead of sending every candidate of the week back to
 * be checked. akk_search_text must stay as it is while this column uses it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deal add column name_compact text
    generated always as (replace(akk_search_text(name), ' ', '')) stored`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deal drop column if exists name_compact`.execute(db);
}
