import { sql, type Kysely } from 'kysely';

/**
 * The board comments' statement triggers (0024's insert and update, 0026's delete) find each
 * comment's post by its key, one index probe a comment, in a plan the planner cannot turn around.
 * They joined the transition table to `board` filtered on `deleted_at is null and hidden_at is
 * null`. Without statistics on those columns (a new database, or posts imported moments before
 * their comments, ahead of ANALYZE) the planner took the filter to keep one post in 40,000, read
 * `board` first and scanned the whole transition table for every post: 8,000 comments on 8,000 new
 * posts took 4 s, 16,000 took 16 s. A lateral subquery behind `offset 0` is planned on its own with
 * the comment's post id as a parameter, so the comments are read once and each looks its post up
 * by the primary key.
 */
const LISTED_POST = `cross join lateral (
              select 1 from board b
              where b.id = c.board_id and b.deleted_at is null and b.hidden_at is null
              offset 0) listed`;
const JOINED_POST =
  'join board b on b.id = c.board_id and b.deleted_at is null and b.hidden_at is null';

/** The insert (or delete) trigger's function: the statement's listed comments added (taken away). */
function addedOrRemoved(op: 'insert' | 'delete', post: string): string {
  const [rows, sign] = op === 'insert' ? ['new_rows', '+'] : ['old_rows', '-'];
  return `
    create or replace function akk_count_board_comment_${op}() returns trigger language plpgsql as $$
    begin
      with comments as (
          select c.member_id, count(*) as n from ${rows} c ${post}
          where c.deleted_at is null group by c.member_id),
        locked as (
          select m.id from member m join comments d on d.member_id = m.id order by m.id
          for no key update of m)
      update member m set board_comment_count = m.board_comment_count ${sign} d.n
      from comments d where m.id = d.member_id and m.id in (select id from locked);
      return null;
    end $$`;
}

/** The update trigger's function: the statement's comments deleted or restored. */
function updateCount(post: string): string {
  return `
    create or replace function akk_count_board_comment_update() returns trigger language plpgsql as $$
    begin
      with comments as (
          select c.member_id,
            sum((c.deleted_at is null)::int - (o.deleted_at is null)::int) as n
          from new_rows c join old_rows o on o.id = c.id ${post}
          where c.deleted_at is distinct from o.deleted_at group by c.member_id),
        locked as (
          select m.id from member m join comments d on d.member_id = m.id
          where d.n <> 0 order by m.id for no key update of m)
      update member m set board_comment_count = m.board_comment_count + d.n
      from comments d where m.id = d.member_id and m.id in (select id from locked);
      return null;
    end $$`;
}

const definitions = [
  (post: string) => addedOrRemoved('insert', post),
  updateCount,
  (post: string) => addedOrRemoved('delete', post),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const definition of definitions) {
    await sql.raw(definition(LISTED_POST)).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const definition of definitions) {
    await sql.raw(definition(JOINED_POST)).execute(db);
  }
}
