import { sql, type Kysely } from 'kysely';

/** Accounts: password-reset tokens, single-use OAuth states, and the profile thumbnail. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member').addColumn('profile_thumb', 'text').execute();

  await db.schema
    .createTable('password_reset_token')
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
    .createIndex('password_reset_token_member_idx')
    .on('password_reset_token')
    .column('member_id')
    .execute();

  await db.schema
    .createTable('oauth_state')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('oauth_state_expires_idx')
    .on('oauth_state')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oauth_state').ifExists().execute();
  await db.schema.dropTable('password_reset_token').ifExists().execute();
  await db.schema.alterTable('member').dropColumn('profile_thumb').execute();
}
