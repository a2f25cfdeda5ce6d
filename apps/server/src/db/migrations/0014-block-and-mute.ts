import { sql, type Kysely } from 'kysely';

/**
 * Members a member blocked (their posts, comments and the notifications they cause are hidden
 * from the blocker) and the words and stores a member muted (deals named with the word, or sold by
 * the store, are left out of their feed, search and keyword alerts). A muted word keeps its `like`
 * pattern over the normalised name beside it. A notification keeps the member who caused it
 * (`actor_id`: a commenter, a replier), so a blocker's list leaves out those of members they block.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_block')
    .addColumn('member_id', 'bigint', (c) =>
      c.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('blocked_id', 'bigint', (c) =>
      c.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_block_pkey', ['member_id', 'blocked_id'])
    .addCheckConstraint('member_block_not_self', sql`member_id <> blocked_id`)
    .execute();
  await db.schema
    .createIndex('member_block_blocked_idx')
    .on('member_block')
    .column('blocked_id')
    .execute();

  await db.schema
    .alterTable('notification')
    .addColumn('actor_id', 'bigint', (c) => c.references('member.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('member_mute')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'bigint', (c) =>
      c.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('pattern', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('member_mute_type', sql`type in ('WORD', 'MARKET')`)
    .addCheckConstraint('member_mute_pattern', sql`(type = 'WORD') = (pattern is not null)`)
    .execute();
  await db.schema
    .createIndex('member_mute_member_type_value')
    .on('member_mute')
    .columns(['member_id', 'type', 'value'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_mute').ifExists().execute();
  await db.schema.dropTable('member_block').ifExists().execute();
  await db.schema.alterTable('notification').dropColumn('actor_id').execute();
}
