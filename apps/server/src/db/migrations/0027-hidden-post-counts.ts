import { sql, type Kysely } from 'kysely';

/**
 * How many listed posts each member hid, kept by triggers: the board's exact page count subtracted
 * them by joining every one of the member's hides to its post, 20,000 index probes (80 ms) for a
 * member who hid 2 % of a million posts.
 *
 * `board_hide_count.listed` moves per statement when hides are added or removed (counting those
 * whose post is listed) and when posts become listed or unlisted (once for each of their hiders);
 * a member's row is there from their first hide on, so the latter find it.
 * A deleted post's hides go by its foreign key's cascade after the post's row is gone, when they
 * can no longer be told listed or not, so a row-level BEFORE DELETE trigger on board subtracts a
 * listed post from its hiders, and the hides' delete trigger counts only hides whose post is
 * still there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table board_hide_count (
      member_id bigint primary key references member (id) on delete cascade,
      listed bigint not null default 0
    )`.execute(db);
  await sql`
    insert into board_hide_count (member_id, listed)
    select h.member_id, count(*) filter (where b.deleted_at is null and b.hidden_at is null)
    from board_hide h join board b on b.id = h.board_id
    group by h.member_id`.execute(db);

  await sql`
    create function akk_count_hides_insert() returns trigger language plpgsql as $$
    begin
      insert into board_hide_count (member_id, listed)
      select n.member_id, count(*) filter (where b.deleted_at is null and b.hidden_at is null)
      from new_hides n join board b on b.id = n.board_id
      group by n.member_id order by n.member_id
      on conflict (member_id) do update set listed = board_hide_count.listed + excluded.listed;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger board_hide_count_insert after insert on board_hide
    referencing new table as new_hides for each statement
    execute function akk_count_hides_insert()`.execute(db);

  await sql`
    create function akk_count_hides_delete() returns trigger language plpgsql as $$
    begin
      update board_hide_count c set listed = c.listed - gone.n
      from (select o.member_id, count(*) as n from old_hides o join board b on b.id = o.board_id
        where b.deleted_at is null and b.hidden_at is null
        group by o.member_id) as gone
      where c.member_id = gone.member_id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger board_hide_count_delete after delete on board_hide
    referencing old table as old_hides for each statement
    execute function akk_count_hides_delete()`.execute(db);

  await sql`
    create function akk_count_hides_listing() returns trigger language plpgsql as $$
    begin
      update board_hide_count c set listed = c.listed + moved.n
      from (select h.member_id,
          sum(case when n.deleted_at is null and n.hidden_at is null then 1 else -1 end) as n
        from old_posts o join new_posts n on n.id = o.id join board_hide h on h.board_id = n.id
        where (o.deleted_at is null and o.hidden_at is null)
          <> (n.deleted_at is null and n.hidden_at is null)
        group by h.member_id) as moved
      where c.member_id = moved.member_id and moved.n <> 0;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger board_hide_count_listing after update on board
    referencing old table as old_posts new table as new_posts for each statement
    execute function akk_count_hides_listing()`.execute(db);

  await sql`
    create function akk_count_hides_post_delete() returns trigger language plpgsql as $$
    begin
      if old.deleted_at is null and old.hidden_at is null then
        update board_hide_count c set listed = c.listed - 1
        where c.member_id in (select h.member_id from board_hide h where h.board_id = old.id);
      end if;
      return old;
    end $$`.execute(db);
  await sql`
    create trigger board_hide_count_post_delete before delete on board
    for each row execute function akk_count_hides_post_delete()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists board_hide_count_post_delete on board`.execute(db);
  await sql`drop trigger if exists board_hide_count_listing on board`.execute(db);
  await sql`drop trigger if exists board_hide_count_delete on board_hide`.execute(db);
  await sql`drop trigger if exists board_hide_count_insert on board_hide`.execute(db);
  await sql`
    drop function if exists akk_count_hides_post_delete(), akk_count_hides_listing(),
      akk_count_hides_delete(), akk_count_hides_insert()`.execute(db);
  await sql`drop table if exists board_hide_count`.execute(db);
}
