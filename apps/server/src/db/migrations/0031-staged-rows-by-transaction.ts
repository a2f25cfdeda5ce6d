import { sql, type Kysely } from 'kysely';

/** 0030's subtraction of the hiders of deleted posts, as it stood before this migration. */
const SUBTRACT_STAGED_HIDERS = `
      with gone as (
          select member_id, count(*) as n from deleted_post_hiders
          where xact = pg_current_xact_id() group by member_id),
        locked as (
          select c.member_id from board_hide_count c join gone g on g.member_id = c.member_id
          order by c.member_id for no key update of c)
      update board_hide_count c set listed = c.listed - g.n
      from gone g where c.member_id = g.member_id and c.member_id in (select member_id from locked);
      delete from deleted_post_hiders where xact = pg_current_xact_id();`;

/**
 * Indexes the staging tables of post deletes (0026's `deleted_post_commenters`, 0030's
 * `deleted_post_hiders`) by transaction. A bulk post delete stages a row per commenter and hider
 * of every post and leaves them dead until a vacuum; each later post delete's statement triggers
 * look up their own transaction's rows, and without the indexes they read past all of those dead
 * rows. The hiders' trigger also returns at once when the statement staged none (most deletes:
 * posts nobody hid). The hiders' index is made only if missing: a database may have it already.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index deleted_post_commenters_xact_idx on deleted_post_commenters (xact)`.execute(
    db,
  );
  await sql`create index if not exists deleted_post_hiders_xact_idx on deleted_post_hiders (xact)`.execute(
    db,
  );
  await sql
    .raw(
      `
    create or replace function akk_count_hides_posts_deleted() returns trigger language plpgsql as $$
    begin
      if not exists (select 1 from deleted_post_hiders where xact = pg_current_xact_id()) then
        return null;
      end if;${SUBTRACT_STAGED_HIDERS}
      return null;
    end $$`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
    create or replace function akk_count_hides_posts_deleted() returns trigger language plpgsql as $$
    begin${SUBTRACT_STAGED_HIDERS}
      return null;
    end $$`,
    )
    .execute(db);
  await sql`drop index if exists deleted_post_hiders_xact_idx`.execute(db);
  await sql`drop index if exists deleted_post_commenters_xact_idx`.execute(db);
}
