import { sql, type Kysely } from 'kysely';

/**
 * Deletes counted per statement too (0024 did inserts and updates). The row-level delete triggers
 * moved `list_counter`, an author's member row and every commenter's row once for each deleted
 * post or comment: quadratic for one statement of many rows (a data fix, an operator's clean-up,
 * a member's deletion cascading to their posts).
 *
 * A deleted post's comments go by its foreign key's cascade, after the post's row is gone, so the
 * comments' own trigger can no longer see whether the post was listed (only a listed post's
 * comments count toward board_comment_count). A row-level BEFORE DELETE trigger on board therefore
 * writes, for a listed post, its commenters and their comment counts into
 * `deleted_post_commenters` (an insert a row, no counter touched), and the statement-level AFTER
 * DELETE trigger on board subtracts them with the posts, once a member, and takes them out again.
 * The comments' statement-level delete triggers count only comments whose post is still there and
 * listed. Locks keep 0024's order: the written rows, then list_counter, then member rows by id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deleted_post_commenters (
      xact xid8 not null,
      member_id bigint not null,
      comments bigint not null
    )`.execute(db);
  await sql`drop trigger board_count_delete on board`.execute(db);
  await sql`
    create function akk_stage_board_delete() returns trigger language plpgsql as $$
    begin
      if old.deleted_at is null and old.hidden_at is null then
        insert into deleted_post_commenters (xact, member_id, comments)
        select pg_current_xact_id(), member_id, count(*) from board_comment
        where board_id = old.id and deleted_at is null group by member_id;
      end if;
      return old;
    end $$`.execute(db);
  await sql`
    create trigger board_stage_delete before delete on board
    for each row execute function akk_stage_board_delete()`.execute(db);
  await sql`
    create function akk_count_board_delete() returns trigger language plpgsql as $$
    declare listed bigint;
    begin
      select count(*) into listed from old_rows where deleted_at is null and hidden_at is null;
      if listed <> 0 then
        update list_counter set value = value - listed where name = 'board_listed';
      end if;
      with deltas as (
          select member_id, count(*) as posts, 0::bigint as comments from old_rows
          where deleted_at is null group by member_id
          union all
          select member_id, 0, sum(comments) from deleted_post_commenters
          where xact = pg_current_xact_id() group by member_id),
        summed as (
          select member_id, sum(posts) as posts, sum(comments) as comments from deltas
          group by member_id),
        locked as (
          select m.id from member m join summed s on s.member_id = m.id order by m.id
          for no key update of m)
      update member m set board_count = m.board_count - s.posts,
        board_comment_count = m.board_comment_count - s.comments
      from summed s where m.id = s.member_id and m.id in (select id from locked);
      delete from deleted_post_commenters where xact = pg_current_xact_id();
      return null;
    end $$`.execute(db);
  await sql`
    create trigger board_count_delete after delete on board
    referencing old table as old_rows
    for each statement execute function akk_count_board_delete()`.execute(db);

  for (const [table, column, counted] of [
    ['deal_comment', 'deal_comment_count', ''],
    ['board_comment', 'board_comment_count', 'join board b on b.id = c.board_id and b.deleted_at is null and b.hidden_at is null'],
  ] as const) {
    await sql.raw(`drop trigger ${table}_count_delete on ${table}`).execute(db);
    await sql
      .raw(
        `
      create function akk_count_${table}_delete() returns trigger language plpgsql as $$
      begin
        with comments as (
            select c.member_id, count(*) as n from old_rows c ${counted}
            where c.deleted_at is null group by c.member_id),
          locked as (
            select m.id from member m join comments d on d.member_id = m.id order by m.id
            for no key update of m)
        update member m set ${column} = m.${column} - d.n
        from comments d where m.id = d.member_id and m.id in (select id from locked);
        return null;
      end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `
      create trigger ${table}_count_delete after delete on ${table}
      referencing old table as old_rows
      for each statement execute function akk_count_${table}_delete()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['deal_comment', 'board_comment']) {
    await sql.raw(`drop trigger if exists ${table}_count_delete on ${table}`).execute(db);
    await sql.raw(`drop function if exists akk_count_${table}_delete()`).execute(db);
    await sql
      .raw(
        `
      create trigger ${table}_count_delete after delete on ${table}
      for each row execute function akk_count_comment('${table}_count')`,
      )
      .execute(db);
  }
  await sql`drop trigger if exists board_count_delete on board`.execute(db);
  await sql`drop trigger if exists board_stage_delete on board`.execute(db);
  await sql`drop function if exists akk_count_board_delete(), akk_stage_board_delete()`.execute(db);
  await sql`drop table if exists deleted_post_commenters`.execute(db);
  await sql`
    create trigger board_count_delete before delete on board
    for each row execute function akk_count_board()`.execute(db);
}
