import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDeal, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';

const ctx = withTestApp();
const ROWS = 3_000;

/** Every trigger-kept counter as stored, and as the rows say it should be. */
async function counters() {
  const stored = await sql<{ what: string; value: string }>`
    select 'board_listed' as what, value::text from list_counter where name = 'board_listed'
    union all
    select 'member ' || id || ' ' || c.name, c.value::text from member,
      lateral (values ('posts', board_count), ('deal comments', deal_comment_count),
        ('board comments', board_comment_count), ('bookmarks', bookmark_count)) as c(name, value)
    union all
    select 'deal ' || id || ' ' || c.name, c.value::text from deal,
      lateral (values ('bookmarks', bookmark_count), ('scored bookmarks', scored_bookmark_count))
        as c(name, value)
    union all
    select 'member ' || member_id || ' hidden listed posts', listed::text from board_hide_count
    order by 1`.execute(ctx.db);
  const counted = await sql<{ what: string; value: string }>`
    select 'board_listed' as what,
      (select count(*) from board where deleted_at is null and hidden_at is null)::text as value
    union all
    select 'member ' || m.id || ' ' || c.name, c.value::text from member m,
      lateral (values
        ('posts', (select count(*) from board b where b.member_id = m.id and b.deleted_at is null)),
        ('deal comments', (select count(*) from deal_comment c
          where c.member_id = m.id and c.deleted_at is null)),
        ('board comments', (select count(*) from board_comment c join board b on b.id = c.board_id
          where c.member_id = m.id and c.deleted_at is null
            and b.deleted_at is null and b.hidden_at is null)),
        ('bookmarks', (select count(*) from bookmark k where k.member_id = m.id))) as c(name, value)
    union all
    select 'deal ' || d.id || ' ' || c.name, c.value::text from deal d,
      lateral (values
        ('bookmarks', (select count(*) from bookmark k where k.deal_id = d.id)),
        ('scored bookmarks', (select count(*) from bookmark k where k.deal_id = d.id and k.counted)))
        as c(name, value)
    union all
    select 'member ' || h.member_id || ' hidden listed posts',
      (count(*) filter (where b.deleted_at is null and b.hidden_at is null))::text
    from board_hide h join board b on b.id = h.board_id group by h.member_id
    union all
    select 'member ' || c.member_id || ' hidden listed posts', '0' from board_hide_count c
    where not exists (select 1 from board_hide h where h.member_id = c.member_id)
    order by 1`.execute(ctx.db);
  return { stored: stored.rows, counted: counted.rows };
}

describe('counters kept per statement', () => {
  it('stay exact through statements of thousands of posts, comments and bookmarks', async () => {
    const authors = [
      await createMember(ctx.db),
      await createMember(ctx.db),
      await createMember(ctx.db),
    ];
    const [a, b, c] = authors.map((member) => member.id) as [number, number, number];
    const deals = [await createDeal(ctx.db), await createDeal(ctx.db)];

    await sql`
      insert into board (member_id, category, content, deleted_at)
      select (array[${a}, ${b}, ${c}]::bigint[])[1 + i % 3], '자유', '글 ' || i,
        case when i % 10 = 0 then now() end
      from generate_series(1, ${ROWS}) as i`.execute(ctx.db);
    await sql`
      insert into board_comment (board_id, member_id, content, deleted_at)
      select b.id, (array[${a}, ${b}, ${c}]::bigint[])[1 + b.id % 3], '댓글',
        case when b.id % 7 = 0 then now() end
      from board b`.execute(ctx.db);
    await sql`
      insert into deal_comment (deal_id, member_id, content)
      select (array[${deals[0]!.id}, ${deals[1]!.id}]::bigint[])[1 + i % 2],
        (array[${a}, ${b}]::bigint[])[1 + i % 2], '딜 댓글'
      from generate_series(1, ${ROWS}) as i`.execute(ctx.db);
    const bookmarkers = await sql<{ id: number }>`
      insert into member (nickname, login_id)
      select 'bulk' || i, 'bulk' || i from generate_series(1, ${ROWS}) as i returning id`.execute(
      ctx.db,
    );
    expect(bookmarkers.rows).toHaveLength(ROWS);
    await sql`
      insert into bookmark (deal_id, member_id, counted)
      select d.id, m.id, m.id % 2 = 0
      from member m cross join deal d where m.login_id like 'bulk%'`.execute(ctx.db);
    // Members hide posts listed, hidden and deleted, in one statement and then row by row.
    await sql`
      insert into board_hide (member_id, board_id)
      select m.id, b.id from member m join board b on (b.id + m.id) % 5 = 0
      where m.login_id like 'bulk%' and m.id % 100 = 0`.execute(ctx.db);
    for (const member of [a, c]) {
      await sql`insert into board_hide (member_id, board_id) select ${member}, min(id) from board`.execute(
        ctx.db,
      );
    }
    let now = await counters();
    expect(now.stored).toEqual(now.counted);
    expect(
      now.stored.filter((row) => row.what.endsWith('hidden listed posts')).length,
    ).toBeGreaterThan(20);

    // A data fix: one author's posts hidden, some restored, comments of another removed.
    await sql`update board set hidden_at = now() where member_id = ${a}`.execute(ctx.db);
    await sql`update board set deleted_at = null where member_id = ${b} and deleted_at is not null`.execute(
      ctx.db,
    );
    await sql`update board_comment set deleted_at = now() where member_id = ${c}`.execute(ctx.db);
    await sql`update deal_comment set deleted_at = now() where member_id = ${a}`.execute(ctx.db);
    await sql`delete from bookmark where member_id % 3 = 0`.execute(ctx.db);
    await sql`delete from board_hide where (board_id + member_id) % 3 = 0`.execute(ctx.db);
    await sql`update board set like_count = like_count + 1 where member_id = ${c}`.execute(ctx.db);
    now = await counters();
    expect(now.stored).toEqual(now.counted);

    // Row by row, as the app writes.
    await sql`delete from board where id in (select id from board where member_id = ${b} limit 5)`.execute(
      ctx.db,
    );
    await sql`delete from board_comment where id in (select id from board_comment limit 5)`.execute(
      ctx.db,
    );
    now = await counters();
    expect(now.stored).toEqual(now.counted);

    // Deletes of thousands in one statement: listed, hidden and deleted posts with their comments
    // (gone by the cascade), comments on their own, a deal's comments with the deal, a member's
    // posts with the member.
    await sql`delete from board where id % 4 <> 0 and member_id in (${b}, ${c})`.execute(ctx.db);
    await sql`delete from board_comment where id % 3 = 0`.execute(ctx.db);
    await sql`delete from deal_comment where id % 2 = 0`.execute(ctx.db);
    now = await counters();
    expect(now.stored).toEqual(now.counted);
    await sql`delete from deal where id = ${deals[0]!.id}`.execute(ctx.db);
    await sql`update board set hidden_at = null where member_id = ${a}`.execute(ctx.db);
    await sql`delete from member where id = ${c}`.execute(ctx.db);
    now = await counters();
    expect(now.stored).toEqual(now.counted);
    await sql`delete from board`.execute(ctx.db);
    now = await counters();
    expect(now.stored).toEqual(now.counted);
    expect(now.stored.find((row) => row.what === 'board_listed')?.value).toBe('0');
    const staged = await sql<{
      n: string;
    }>`select count(*)::text as n from deleted_post_commenters`.execute(ctx.db);
    expect(staged.rows[0]?.n).toBe('0');
  }, 120_000);

  it('find the posts of thousands of comments by key, even before the posts have statistics', async () => {
    const author = await createMember(ctx.db);
    await ctx.db.transaction().execute(async (trx) => {
      // Posts imported moments before their comments, ahead of any ANALYZE: the planner knows
      // nothing of how many are listed. A join it turned around read every comment once a post.
      const posts = await sql<{ first: number; last: number }>`
        with added as (
          insert into board (member_id, category, content)
          select ${author.id}, '자유', '글 ' || i from generate_series(1, ${ROWS}) as i
          returning id)
        select min(id)::int as first, max(id)::int as last from added`.execute(trx);
      const { first, last } = posts.rows[0]!;
      const boardScans = async () =>
        (
          await sql<{ scans: number }>`
            select seq_scan::int as scans from pg_stat_xact_user_tables where relname = 'board'`.execute(
            trx,
          )
        ).rows[0]?.scans ?? 0;
      const before = await boardScans();
      await sql`
        insert into board_comment (board_id, member_id, content)
        select id, ${author.id}, '댓글' from generate_series(${first}::bigint, ${last}::bigint) as id`.execute(
        trx,
      );
      expect(await boardScans()).toBe(before);
      await sql`update board_comment set deleted_at = now() where board_id % 2 = 0`.execute(trx);
      await sql`delete from board_comment where board_id % 3 = 0`.execute(trx);
      expect(await boardScans()).toBe(before);
    });
    const now = await counters();
    expect(now.stored).toEqual(now.counted);
  }, 120_000);

  it('take deleted posts from their hiders once a statement, not once a post', async () => {
    const [author, hider] = [await createMember(ctx.db), await createMember(ctx.db)];
    await sql`
      insert into board (member_id, category, content)
      select ${author.id}, '자유', '스팸 ' || i from generate_series(1, ${ROWS}) as i`.execute(
      ctx.db,
    );
    await sql`
      insert into board_hide (member_id, board_id)
      select ${hider.id}, id from board where member_id = ${author.id}`.execute(ctx.db);
    await ctx.db.transaction().execute(async (trx) => {
      // The view also counts the session's earlier statements whose counts are not flushed yet.
      const updates = async () =>
        (
          await sql<{ updates: number }>`
            select n_tup_upd::int as updates from pg_stat_xact_user_tables
            where relname = 'board_hide_count'`.execute(trx)
        ).rows[0]?.updates ?? 0;
      const before = await updates();
      await sql`delete from board where member_id = ${author.id}`.execute(trx);
      expect((await updates()) - before).toBe(1);
    });
    const now = await counters();
    expect(now.stored).toEqual(now.counted);
    const hidden = await sql<{ listed: string }>`
      select listed::text from board_hide_count where member_id = ${hider.id}`.execute(ctx.db);
    expect(hidden.rows[0]?.listed).toBe('0');
  }, 120_000);

  it("find a single post delete's staged members by index after a bulk delete left thousands", async () => {
    const [author, commenter] = [await createMember(ctx.db), await createMember(ctx.db)];
    const addPosts = (n: number) => sql`
      with added as (
        insert into board (member_id, category, content)
        select ${author.id}, '자유', '글 ' || i from generate_series(1, ${n}) as i
        returning id),
      commented as (
        insert into board_comment (board_id, member_id, content)
        select id, ${commenter.id}, '댓글' from added)
      insert into board_hide (member_id, board_id) select ${commenter.id}, id from added`;
    await addPosts(ROWS).execute(ctx.db);
    await sql`delete from board where member_id = ${author.id}`.execute(ctx.db);
    await addPosts(1).execute(ctx.db);
    await ctx.db.transaction().execute(async (trx) => {
      const stagingScans = async () =>
        (
          await sql<{ scans: number }>`
            select coalesce(sum(seq_scan), 0)::int as scans from pg_stat_xact_user_tables
            where relname in ('deleted_post_commenters', 'deleted_post_hiders')`.execute(trx)
        ).rows[0]?.scans ?? 0;
      const before = await stagingScans();
      await sql`delete from board where member_id = ${author.id}`.execute(trx);
      expect(await stagingScans()).toBe(before);
    });
    const now = await counters();
    expect(now.stored).toEqual(now.counted);
  }, 120_000);
});
