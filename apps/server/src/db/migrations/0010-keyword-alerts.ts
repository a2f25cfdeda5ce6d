import { sql, type Kysely } from 'kysely';

/**
 * Keyword alerts: each member's rules, with the grams a deal's name must hold for the rule to
 * match (GIN-indexed, so a new deal finds its candidate rules by `match_grams <@ deal grams`
 * instead of reading every rule), per-member alert settings, and the alerts held for quiet hours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('alert_rule')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'bigint', (c) =>
      c.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('excludes', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('max_price', 'integer')
    .addColumn('sources', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('free_shipping_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('match_grams', sql`text[]`, (c) => c.notNull())
    .addColumn('condition_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('alert_rule_grams_present', sql`cardinality(match_grams) > 0`)
    .execute();
  await db.schema
    .createIndex('alert_rule_member_condition_key')
    .on('alert_rule')
    .columns(['member_id', 'condition_key'])
    .unique()
    .execute();
  await sql`create index alert_rule_match_grams_idx on alert_rule using gin (match_grams) where enabled`.execute(
    db,
  );

  await db.schema
    .createTable('alert_settings')
    .addColumn('member_id', 'bigint', (c) =>
      c.primaryKey().references('member.id').onDelete('cascade'),
    )
    .addColumn('quiet_start', 'text', (c) => c.notNull().defaultTo('23:00'))
    .addColumn('quiet_end', 'text', (c) => c.notNull().defaultTo('07:00'))
    .addColumn('quiet_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('follow_ups', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('alert_held')
    .addColumn('notification_id', 'bigint', (c) =>
      c.primaryKey().references('notification.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'bigint', (c) =>
      c.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('deal_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('alert_held_member_idx')
    .on('alert_held')
    .columns(['member_id', 'notification_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['alert_held', 'alert_settings', 'alert_rule']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
