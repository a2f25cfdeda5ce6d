import { sql, type Kysely } from 'kysely';

/**
 * The latest list with 종료 딜 숨기기 on walks open deals only, newest first. On the full
 * (created_at, id) index it skipped every ended deal it met, so the page that reached the last
 * open deal read the whole ended tail (63 ms over 90,000 ended deals); this partial index holds
 * open deals only, so every such page reads what it returns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index deal_open_created_idx on deal (created_at desc, id desc)
    where ended_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists deal_open_created_idx`.execute(db);
}
