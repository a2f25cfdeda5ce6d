import { sql, type Kysely } from 'kysely';

/**
 * A deal's share image (its link card's picture, drawn by the server): the storage key of the
 * current file, whose name carries a hash of its bytes, and a hash of what it shows (name, price,
 * market, picture, verdict, 종료), so a job asked to draw the same card again does nothing. The
 * row goes with its deal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table deal_share_image (
    deal_id bigint primary key references deal (id) on delete cascade,
    image_key text not null,
    shows text not null,
    drawn_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists deal_share_image`.execute(db);
}
