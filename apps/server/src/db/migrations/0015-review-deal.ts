import { sql, type Kysely } from 'kysely';

/**
 * A 후기 post may name the deal it reviews. One partial index over the listed reviews serves the
 * board filtered by a deal (keyset order: created_at desc, id desc) and the deal's review count,
 * which reads only that deal's entries of the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('board')
    .addColumn('deal_id', 'bigint', (c) => c.references('deal.id').onDelete('set null'))
    .execute();
  await sql`create index board_deal_listed_idx on board (deal_id, created_at desc, id desc)
    where deal_id is not null and deleted_at is null and hidden_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists board_deal_listed_idx`.execute(db);
  await db.schema.alterTable('board').dropColumn('deal_id').execute();
}
