import { sql, type Kysely } from 'kysely';

/**
 * A post remembers the upload id it was sent with, once per member: a submit the member left
 * before its answer arrived can be asked about later (its draft is then forgotten), and the same
 * submit sent twice makes one post.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table board add column upload_id text`.execute(db);
  await sql`create unique index board_member_upload_idx on board (member_id, upload_id)
    where upload_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists board_member_upload_idx`.execute(db);
  await sql`alter table board drop column if exists upload_id`.execute(db);
}
