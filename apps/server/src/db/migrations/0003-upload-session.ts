import { sql, type Kysely } from 'kysely';

/** Upload ids reserved by members: who may watch the progress of which board submission. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) =>
      c.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('percent', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`percent between 0 and 100`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('upload_session_expires_idx')
    .on('upload_session')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('upload_session_member_idx')
    .on('upload_session')
    .column('member_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_session').ifExists().execute();
}
