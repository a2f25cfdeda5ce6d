import { sql, type Kysely } from 'kysely';

/**
 * The Coupang call budget leaves `rate_limit` (whose cleanup deleted it, refilling the bucket)
 * for a table of its own, which also keeps the shared pause after the gateway answers 429.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partner_call_budget')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('tokens', 'integer', (c) => c.notNull())
    .addColumn('refilled_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paused_until', 'timestamptz')
    .execute();
  await sql`delete from rate_limit where key like 'coupang:%'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('partner_call_budget').ifExists().execute();
}
