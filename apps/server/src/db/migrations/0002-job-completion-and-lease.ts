import { sql, type Kysely } from 'kysely';

/**
 * Jobs keep their row once done (`completed_at`), so a `unique_key` such as a daily slot stays
 * taken and the slot never runs twice; `lease` holds named, expiring locks shared by instances.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job').addColumn('completed_at', 'timestamptz').execute();
  await db.schema.dropIndex('job_pickup_idx').execute();
  await db.schema
    .createIndex('job_pickup_idx')
    .on('job')
    .columns(['queue', 'run_at'])
    .where(sql<boolean>`failed_at is null and completed_at is null`)
    .execute();

  await db.schema
    .createTable('lease')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lease').ifExists().execute();
  await db.schema.dropIndex('job_pickup_idx').execute();
  await db.schema.alterTable('job').dropColumn('completed_at').execute();
  await db.schema
    .createIndex('job_pickup_idx')
    .on('job')
    .columns(['queue', 'run_at'])
    .where(sql.ref('failed_at'), 'is', null)
    .execute();
}
