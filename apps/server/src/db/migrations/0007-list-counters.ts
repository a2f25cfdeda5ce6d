import { sql, type Kysely } from 'kysely';

/**
 * Exact totals that cost one row read, kept by triggers in the transaction that changes the rows
 * they count (so writes by any path keep them right):
 * - list_counter 'board_listed': posts neither deleted nor hidden by a moderator (the board's
 *   totalPages; the caller's own hidden posts are subtracted per request from their few rows);
 * - member.board_count (posts not deleted), deal_comment_count (comments not deleted),
 *   board_comment_count (comments not deleted on listed posts) and bookmark_count: my-info counts
 *   and the totals of my posts, my comments and favourites.
 * Locks are taken in one order — post, then list_counter, then member rows by id — so concurrent
 * writes never deadlock on them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table list_counter (name text primary key, value bigint not null)`.execute(db);
  await sql`
    alter table member
      add column board_count integer not null default 0,
      add column deal_comment_count integer not null default 0,
      add column board_comment_count integer not null default 0,
      add column bookmark_count integer not null default 0`.execute(db);
  await recountLists(db);

  await sql`
    create function akk_count_board() returns trigger language plpgsql as $$
    declare
      was_listed int := 0; is_listed int := 0; was_kept int := 0; is_kept int := 0;
      commenter record;
    begin
      if tg_op <> 'INSERT' then
        was_kept := (old.deleted_at is null)::int;
        was_listed := (old.deleted_at is null and old.hidden_at is null)::int;
      end if;
      if tg_op <> 'DELETE' then
        is_kept := (new.deleted_at is null)::int;
        is_listed := (new.deleted_at is null and new.hidden_at is null)::int;
      end if;
      if is_listed <> was_listed then
        update list_counter set value = value + is_listed - was_listed where name = 'board_listed';
        for commenter in
          select member_id, count(*) as n from board_comment
          where board_id = coalesce(new.id, old.id) and deleted_at is null
          group by member_id order by member_id
        loop
          update member set board_comment_count = board_comment_count
            + (is_listed - was_listed) * commenter.n where id = commenter.member_id;
        end loop;
      end if;
      if is_kept <> was_kept then
        update member set board_count = board_count + is_kept - was_kept
        where id = coalesce(new.member_id, old.member_id);
      end if;
      if tg_when = 'BEFORE' then return old; end if;
      return null;
    end $$`.execute(db);
  // Before delete: the post's comments are still there to be subtracted (the cascade comes after).
  await sql`
    create trigger board_count_delete before delete on board
    for each row execute function akk_count_board()`.execute(db);
  await sql`
    create trigger board_count after insert or update of deleted_at, hidden_at on board
    for each row execute function akk_count_board()`.execute(db);

  await sql`
    create function akk_count_comment() returns trigger language plpgsql as $$
    declare
      was int := 0; is_now int := 0; column_name text := tg_argv[0];
      owner_listed boolean := true;
    begin
      if tg_table_name = 'board_comment' then
        select deleted_at is null and hidden_at is null into owner_listed
        from board where id = coalesce(new.board_id, old.board_id);
        owner_listed := coalesce(owner_listed, false);
      end if;
      if tg_op <> 'INSERT' then was := (old.deleted_at is null and owner_listed)::int; end if;
      if tg_op <> 'DELETE' then is_now := (new.deleted_at is null and owner_listed)::int; end if;
      if is_now <> was then
        execute format('update member set %I = %I + $1 where id = $2', column_name, column_name)
        using is_now - was, coalesce(new.member_id, old.member_id);
      end if;
      return null;
    end $$`.execute(db);
  for (const table of ['deal_comment', 'board_comment']) {
    await sql`
      create trigger ${sql.id(`${table}_count`)}
      after insert or update of deleted_at or delete on ${sql.table(table)}
      for each row execute function akk_count_comment(${sql.lit(`${table}_count`)})`.execute(db);
  }

  await sql`
    create function akk_count_bookmark() returns trigger language plpgsql as $$
    begin
      update member set bookmark_count = bookmark_count + case when tg_op = 'INSERT' then 1 else -1 end
      where id = coalesce(new.member_id, old.member_id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger bookmark_count after insert or delete on bookmark
    for each row execute function akk_count_bookmark()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [trigger, table] of [
    ['bookmark_count', 'bookmark'],
    ['board_comment_count', 'board_comment'],
    ['deal_comment_count', 'deal_comment'],
    ['board_count', 'board'],
    ['board_count_delete', 'board'],
  ] as const) {
    await sql`drop trigger if exists ${sql.id(trigger)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists akk_count_bookmark(), akk_count_comment(), akk_count_board()`.execute(
    db,
  );
  await sql`
    alter table member drop column board_count, drop column deal_comment_count,
      drop column board_comment_count, drop column bookmark_count`.execute(db);
  await sql`drop table if exists list_counter`.execute(db);
}

/** Sets every counter from the rows (the migration's backfill; bulk loads that bypassed the triggers). */
export async function recountLists(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into list_counter (name, value)
    select 'board_listed', count(*) from board where deleted_at is null and hidden_at is null
    on conflict (name) do update set value = excluded.value`.execute(db);
  await sql`
    update member m set
      board_count = (select count(*) from board b where b.member_id = m.id and b.deleted_at is null),
      deal_comment_count = (select count(*) from deal_comment c
        where c.member_id = m.id and c.deleted_at is null),
      board_comment_count = (select count(*) from board_comment c join board b on b.id = c.board_id
        where c.member_id = m.id and c.deleted_at is null
          and b.deleted_at is null and b.hidden_at is null),
      bookmark_count = (select count(*) from bookmark k where k.member_id = m.id)`.execute(db);
}
