import { sql, type Kysely } from 'kysely';

/**
 * Members' 종료됐어요 reports (one a member and deal; three, or one manager's, end the deal), and
 * each member's 종료 딜 숨기기 choice for the feed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deal_ended_report')
    .addColumn('deal_id', 'bigint', (c) => c.notNull().references('deal.id').onDelete('cascade'))
    .addColumn('member_id', 'bigint', (c) =>
      c.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('deal_ended_report_pkey', ['deal_id', 'member_id'])
    .execute();
  await db.schema
    .alterTable('member')
    .addColumn('hide_ended_deals', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member').dropColumn('hide_ended_deals').execute();
  await db.schema.dropTable('deal_ended_report').execute();
}
