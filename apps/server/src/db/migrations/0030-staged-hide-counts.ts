import { sql, type Kysely } from 'kysely';

/**
 * Deleting listed posts subtracts them from their hiders' counts once a statement, not once a post.
 * 0027's row-level BEFORE DELETE trigger on board moved `board_hide_count` for every deleted post
 * that members had hidden, so one statement deleting the posts a member had hidden updated that
 * member's row once per post in one transaction, each update walking the versions before it:
 * quadratic (8,000 such posts 0.9 s, 32,000 8.4 s; spam removed in bulk is what members hide).
 * As with the commenters in 0026, the row trigger now only writes each hider into
 * `deleted_post_hiders`, and a statement-level AFTER DELETE trigger on board subtracts the sums,
 * once a member in member order, and takes them out again; a statement that staged none (most
 * deletes: posts nobody hid) only looks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deleted_post_hiders (
      xact xid8 not null,
      member_id bigint not null
    )`.execute(db);
  // A bulk delete leaves its staged rows dead until a vacuum; by this index the next statement's
  // trigger finds its own rows (usually none) without reading past them.
  await sql`create index deleted_post_hiders_xact_idx on deleted_post_hiders (xact)`.execute(db);
  await sql`
    create or replace function akk_count_hides_post_delete() returns trigger language plpgsql as $$
    begin
      if old.deleted_at is null and old.hidden_at is null then
        insert into deleted_post_hiders (xact, member_id)
        select pg_current_xact_id(), h.member_id from board_hide h where h.board_id = old.id;
      end if;
      return old;
    end $$`.execute(db);
  await sql`
    create function akk_count_hides_posts_deleted() returns trigger language plpgsql as $$
    begin
      if not exists (select 1 from deleted_post_hiders where xact = pg_current_xact_id()) then
        return null;
      end if;
      with gone as (
          select member_id, count(*) as n from deleted_post_hiders
          where xact = pg_current_xact_id() group by member_id),
        locked as (
          select c.member_id from board_hide_count c join gone g on g.member_id = c.member_id
          order by c.member_id for no key update of c)
      update board_hide_count c set listed = c.listed - g.n
      from gone g where c.member_id = g.member_id and c.member_id in (select member_id from locked);
      delete from deleted_post_hiders where xact = pg_current_xact_id();
      return null;
    end $$`.execute(db);
  await sql`
    create trigger board_hide_count_posts_deleted after delete on board
    for each statement execute function akk_count_hides_posts_deleted()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists board_hide_count_posts_deleted on board`.execute(db);
  await sql`drop function if exists akk_count_hides_posts_deleted()`.execute(db);
  await sql`
    create or replace function akk_count_hides_post_delete() returns trigger language plpgsql as $$
    begin
      if old.deleted_at is null and old.hidden_at is null then
        update board_hide_count c set listed = c.listed - 1
        where c.member_id in (select h.member_id from board_hide h where h.board_id = old.id);
      end if;
      return old;
    end $$`.execute(db);
  await sql`drop table if exists deleted_post_hiders`.execute(db);
}
