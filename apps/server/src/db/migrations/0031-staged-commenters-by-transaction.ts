import { sql, type Kysely } from 'kysely';

/**
 * Indexes 0026's `deleted_post_commenters` by transaction, as 0030 did `deleted_post_hiders`. A bulk
 * post delete stages a row per commenter of every post and leaves them dead until a vacuum; each
 * later post delete's statement trigger looks up its own transaction's rows, and without the index
 * it read past all of those dead rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index deleted_post_commenters_xact_idx on deleted_post_commenters (xact)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists deleted_post_commenters_xact_idx`.execute(db);
}
