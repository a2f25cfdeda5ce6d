import { sql, type Kysely } from 'kysely';

/**
 * The one-time links that unlock logins on a new browser during a lockout (docs/security.md,
 * "Logins and lockouts"): only the SHA-256 of the token is kept; a link works once, until it expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_unlock_token')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'bigint', (c) =>
      c.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_unlock_token_member_idx')
    .on('login_unlock_token')
    .column('member_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_unlock_token').ifExists().execute();
}
