import { sql, type Kysely } from 'kysely';

/**
 * Counters kept per statement instead of per row. The row-level triggers of 0007b and 0011 moved
 * the same counter rows (`list_counter`, an author's member row, a deal's bookmark count) once for
 * every row a statement wrote, so one statement of many rows updated one row thousands of times in
 * its transaction, each update walking the versions before it: quadratic. These triggers read the
 * statement's transition tables and move each counter once, by the sum, in the same transaction.
 * Inserts and updates of posts and comments, and bookmarks both ways, go through them; deleting
 * posts and comments (rare, and one at a time) keeps the row-level triggers. Locks keep their one
 * order: the written rows, then `list_counter`, then member (or deal) rows by id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger board_count on board`.execute(db);
  await sql`
    create function akk_count_board_insert() returns trigger language plpgsql as $$
    declare listed bigint;
    begin
      select count(*) into listed from new_rows where deleted_at is null and hidden_at is null;
      if listed <> 0 then
        update list_counter set value = value + listed where name = 'board_listed';
      end if;
      with posts as (
          select member_id, count(*) as n from new_rows where deleted_at is null group by member_id),
        locked as (
          select m.id from member m join posts p on p.member_id = m.id order by m.id
          for no key update of m)
      update member m set board_count = m.board_count + p.n
      from posts p where m.id = p.member_id and m.id in (select id from locked);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger board_count_insert after insert on board
    referencing new table as new_rows
    for each statement execute function akk_count_board_insert()`.execute(db);

  await sql`
    create function akk_count_board_update() returns trigger language plpgsql as $$
    declare listed bigint;
    begin
      if not exists (
        select 1 from new_rows n join old_rows o on o.id = n.id
        where n.deleted_at is distinct from o.deleted_at or n.hidden_at is distinct from o.hidden_at
      ) then
        return null;
      end if;
      select coalesce(sum((n.deleted_at is null and n.hidden_at is null)::int
                        - (o.deleted_at is null and o.hidden_at is null)::int), 0)
        into listed from new_rows n join old_rows o on o.id = n.id;
      if listed <> 0 then
        update list_counter set value = value + listed where name = 'board_listed';
      end if;
      with changes as (
          select n.id, n.member_id,
            (n.deleted_at is null and n.hidden_at is null)::int
              - (o.deleted_at is null and o.hidden_at is null)::int as listed,
            (n.deleted_at is null)::int - (o.deleted_at is null)::int as kept
          from new_rows n join old_rows o on o.id = n.id),
        deltas as (
          select member_id, sum(kept) as posts, 0::bigint as comments
          from changes where kept <> 0 group by member_id
          union all
          select c.member_id, 0, sum(ch.listed)
          from changes ch join board_comment c on c.board_id = ch.id and c.deleted_at is null
          where ch.listed <> 0 group by c.member_id),
        summed as (
          select member_id, sum(posts) as posts, sum(comments) as comments from deltas
          group by member_id having sum(posts) <> 0 or sum(comments) <> 0),
        locked as (
          select m.id from member m join summed s on s.member_id = m.id order by m.id
          for no key update of m)
      update member m set board_count = m.board_count + s.posts,
        board_comment_count = m.board_comment_count + s.comments
      from summed s where m.id = s.member_id and m.id in (select id from locked);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger board_count_update after update on board
    referencing old table as old_rows new table as new_rows
    for each statement execute function akk_count_board_update()`.execute(db);

  for (const [table, column, owner] of [
    ['deal_comment', 'deal_comment_count', 'deal'],
    ['board_comment', 'board_comment_count', 'board'],
  ] as const) {
    // Only a listed post's comments count toward board_comment_count; every deal's do.
    const counted =
      owner === 'board'
        ? 'join board b on b.id = c.board_id and b.deleted_at is null and b.hidden_at is null'
        : '';
    await sql`drop trigger ${sql.id(`${table}_count`)} on ${sql.table(table)}`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_count_delete`)} after delete on ${sql.table(table)}
      for each row execute function akk_count_comment(${sql.lit(`${table}_count`)})`.execute(db);
    await sql
      .raw(
        `
      create function akk_count_${table}_insert() returns trigger language plpgsql as $$
      begin
        with comments as (
            select c.member_id, count(*) as n from new_rows c ${counted}
            where c.deleted_at is null group by c.member_id),
          locked as (
            select m.id from member m join comments d on d.member_id = m.id order by m.id
            for no key update of m)
        update member m set ${column} = m.${column} + d.n
        from comments d where m.id = d.member_id and m.id in (select id from locked);
        return null;
      end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `
      create function akk_count_${table}_update() returns trigger language plpgsql as $$
      begin
        with comments as (
            select c.member_id,
              sum((c.deleted_at is null)::int - (o.deleted_at is null)::int) as n
            from new_rows c join old_rows o on o.id = c.id ${counted}
            where c.deleted_at is distinct from o.deleted_at group by c.member_id),
          locked as (
            select m.id from member m join comments d on d.member_id = m.id
            where d.n <> 0 order by m.id for no key update of m)
        update member m set ${column} = m.${column} + d.n
        from comments d where m.id = d.member_id and m.id in (select id from locked);
        return null;
      end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `
      create trigger ${table}_count_insert after insert on ${table}
      referencing new table as new_rows
      for each statement execute function akk_count_${table}_insert()`,
      )
      .execute(db);
    await sql
      .raw(
        `
      create trigger ${table}_count_update after update on ${table}
      referencing old table as old_rows new table as new_rows
      for each statement execute function akk_count_${table}_update()`,
      )
      .execute(db);
  }

  await sql`drop trigger bookmark_count on bookmark`.execute(db);
  await sql`drop trigger bookmark_deal_count on bookmark`.execute(db);
  for (const [op, rows, sign] of [
    ['insert', 'new_rows', 1],
    ['delete', 'old_rows', -1],
  ] as const) {
    await sql
      .raw(
        `
      create function akk_count_bookmark_${op}() returns trigger language plpgsql as $$
      begin
        with deals as (
            select deal_id, count(*) as n, count(*) filter (where counted) as scored
            from ${rows} group by deal_id),
          locked as (
            select d.id from deal d join deals b on b.deal_id = d.id order by d.id
            for no key update of d)
        update deal d set bookmark_count = d.bookmark_count + ${sign} * b.n,
          scored_bookmark_count = d.scored_bookmark_count + ${sign} * b.scored
        from deals b where d.id = b.deal_id and d.id in (select id from locked);
        with members as (select member_id, count(*) as n from ${rows} group by member_id),
          locked as (
            select m.id from member m join members b on b.member_id = m.id order by m.id
            for no key update of m)
        update member m set bookmark_count = m.bookmark_count + ${sign} * b.n
        from members b where m.id = b.member_id and m.id in (select id from locked);
        return null;
      end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `
      create trigger bookmark_count_${op} after ${op} on bookmark
      referencing ${op === 'insert' ? 'new' : 'old'} table as ${rows}
      for each statement execute function akk_count_bookmark_${op}()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const op of ['insert', 'delete']) {
    await sql.raw(`drop trigger if exists bookmark_count_${op} on bookmark`).execute(db);
    await sql.raw(`drop function if exists akk_count_bookmark_${op}()`).execute(db);
  }
  await sql`
    create trigger bookmark_deal_count after insert or delete on bookmark
    for each row execute function akk_count_deal_bookmark()`.execute(db);
  await sql`
    create trigger bookmark_count after insert or delete on bookmark
    for each row execute function akk_count_bookmark()`.execute(db);
  for (const table of ['deal_comment', 'board_comment']) {
    for (const op of ['insert', 'update', 'delete']) {
      await sql.raw(`drop trigger if exists ${table}_count_${op} on ${table}`).execute(db);
    }
    await sql
      .raw(`drop function if exists akk_count_${table}_insert(), akk_count_${table}_update()`)
      .execute(db);
    await sql
      .raw(
        `
      create trigger ${table}_count
      after insert or update of deleted_at or delete on ${table}
      for each row execute function akk_count_comment('${table}_count')`,
      )
      .execute(db);
  }
  await sql`drop trigger if exists board_count_update on board`.execute(db);
  await sql`drop trigger if exists board_count_insert on board`.execute(db);
  await sql`drop function if exists akk_count_board_update(), akk_count_board_insert()`.execute(db);
  await sql`
    create trigger board_count after insert or update of deleted_at, hidden_at on board
    for each row execute function akk_count_board()`.execute(db);
}
