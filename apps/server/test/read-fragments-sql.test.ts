import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../src/db/types';
import { selectOpenReports } from '../src/modules/feed/ended-report-queries';
import { selectBlocks } from '../src/modules/block/queries';
import { selectBoardPage, selectBoardState } from '../src/modules/board/queries';
import { selectCommentsWithAuthors, selectMemberComments } from '../src/modules/comment/queries';
import { selectReportPage } from '../src/modules/report/queries';

/**
 * The statements that put the read layer's join fragments (src/db/reads: joinMember,
 * joinReportedPost, joinLivePostTitle, joinDealTitle) into their own queries, compiled for
 * PostgreSQL without a database: the SQL text each caller sends stays pinned when the fragments'
 * typing changes (docs/decisions/0014-typed-join-fragments.md).
 */
function recorder() {
  const statements: string[] = [];
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => {
      statements.push(event.query.sql);
    },
  });
  /**
   * The statements `run` sends, one after the other (a keyword search whose first window holds
   * no page of matches, as here with no rows, sends a second).
   */
  return async (run: (db: Kysely<DB>) => Promise<unknown>): Promise<string> => {
    statements.length = 0;
    await run(db);
    expect(statements.length).toBeGreaterThan(0);
    return statements.join('\n;\n');
  };
}

describe('SQL of the statements that use the read fragments', () => {
  const sqlOf = recorder();
  const window = { after: undefined, offset: 0, limit: 21 };
  const after = { after: ['2025-01-01 00:00:00+00', 7] as const, offset: 0, limit: 21 };

  it('joinMember: a post with its author (board)', async () => {
    expect(await sqlOf((db) => selectBoardState(db, 1, 2))).toMatchInlineSnapshot(`
      "select "board"."id", "board"."member_id", "board"."category", "board"."content", "board"."deal_id", "board"."like_count", "board"."comment_count", "board"."created_at", "board"."updated_at", "member"."nickname", "member"."role", "member"."profile_img", "member"."profile_thumb", exists (select 1 from "board_like" as f where f.board_id = board.id and f.member_id = $1) as "is_liked", "board"."hidden_at", "board"."deleted_at", exists (select 1 from "board_hide" as f where f.board_id = board.id and f.member_id = $2) as "hidden_by_me", exists (select 1 from member_block as blk
          where blk.member_id = $3 and blk.blocked_id = "board"."member_id") as "author_blocked" from "board" inner join "member" on "member"."id" = "board"."member_id" where "board"."id" = $4"
    `);
    expect(await sqlOf((db) => selectBoardPage(db, { memberId: 2, window })))
      .toMatchInlineSnapshot(`
        "select "board".*, "liked"."one" is not null as "is_liked", array(select i.path
            from board_image i where i.board_id = board.id order by i.position, i.id) as "img_paths", array(select coalesce(i.thumb_path, i.path)
            from board_image i where i.board_id = board.id order by i.position, i.id) as "thumb_paths", "member"."nickname", "member"."role", "member"."profile_img", "member"."profile_thumb" from (select "board"."id", "board"."member_id", "board"."category", "board"."content", "board"."deal_id", "board"."like_count", "board"."comment_count", "board"."created_at", "board"."updated_at", "board"."created_at"::text as "sort_at" from "board" where ("board"."deleted_at" is null and "board"."hidden_at" is null and not exists (select 1 from "board_hide" as f where f.board_id = board.id and f.member_id = $1) and not exists (select 1 from member_block as blk
            where blk.member_id = $2 and blk.blocked_id = "board"."member_id")) and true order by "board"."created_at" desc, "board"."id" desc limit 21) as "board" left join lateral (select 1 as one from "board_like" as f
            where f.board_id = "board"."id" and f.member_id = $3
            limit 1) as "liked" on true inner join "member" on "member"."id" = "board"."member_id" order by "board"."created_at" desc, "board"."id" desc"
      `);
    expect(await sqlOf((db) => selectBoardPage(db, { memberId: null, keyword: '후기', window })))
      .toMatchInlineSnapshot(`
        "select reltuples::float8 as n from pg_class where oid = $1::regclass
        ;
        select "board".*, "liked"."one" is not null as "is_liked", array(select i.path
            from board_image i where i.board_id = board.id order by i.position, i.id) as "img_paths", array(select coalesce(i.thumb_path, i.path)
            from board_image i where i.board_id = board.id order by i.position, i.id) as "thumb_paths", "member"."nickname", "member"."role", "member"."profile_img", "member"."profile_thumb" from (select "board"."id", "board"."member_id", "board"."category", "board"."content", "board"."deal_id", "board"."like_count", "board"."comment_count", "board"."created_at", "board"."updated_at", "board"."created_at"::text as "sort_at" from (select * from "board" where true order by "board"."created_at" desc, "board"."id" desc limit $1) as "board" where ("board"."deleted_at" is null and "board"."hidden_at" is null and "board"."search_text" like $2 escape '\\') and true order by "board"."created_at" desc, "board"."id" desc limit $3) as "board" left join lateral (select 1 as one from "board_like" as f
            where f.board_id = "board"."id" and f.member_id = $4
            limit 0) as "liked" on true inner join "member" on "member"."id" = "board"."member_id" order by "board"."created_at" desc, "board"."id" desc
        ;
        select "board".*, "liked"."one" is not null as "is_liked", array(select i.path
            from board_image i where i.board_id = board.id order by i.position, i.id) as "img_paths", array(select coalesce(i.thumb_path, i.path)
            from board_image i where i.board_id = board.id order by i.position, i.id) as "thumb_paths", "member"."nickname", "member"."role", "member"."profile_img", "member"."profile_thumb" from (select "board"."id", "board"."member_id", "board"."category", "board"."content", "board"."deal_id", "board"."like_count", "board"."comment_count", "board"."created_at", "board"."updated_at", "board"."created_at"::text as "sort_at" from (select * from "board" where "board"."search_bigrams" @> $1::text[] and true offset $2) as "board" where ("board"."deleted_at" is null and "board"."hidden_at" is null) and true order by "board"."created_at" desc, "board"."id" desc limit $3) as "board" left join lateral (select 1 as one from "board_like" as f
            where f.board_id = "board"."id" and f.member_id = $4
            limit 0) as "liked" on true inner join "member" on "member"."id" = "board"."member_id" order by "board"."created_at" desc, "board"."id" desc"
      `);
  });

  it('joinMember: blocks (block), ended reports (feed)', async () => {
    expect(await sqlOf((db) => selectBlocks(db, 1))).toMatchInlineSnapshot(
      `"select "member_block"."blocked_id" as "member_id", "member"."nickname", "member"."profile_img", "member"."profile_thumb", "member_block"."created_at" from "member_block" inner join "member" on "member"."id" = "member_block"."blocked_id" where "member_block"."member_id" = $1 order by "member_block"."created_at" desc, "member_block"."blocked_id" desc"`,
    );
    expect(await sqlOf((db) => selectOpenReports(db, [1, 2]))).toMatchInlineSnapshot(
      `"select "deal_ended_report"."deal_id", "deal_ended_report"."created_at", "deal_ended_report"."counts", "member"."id" as "member_id", "member"."nickname" as "member_nickname", "member"."role" as "member_role" from "deal_ended_report" inner join "member" on "member"."id" = "deal_ended_report"."member_id" where "deal_ended_report"."deal_id" in ($1, $2) and "deal_ended_report"."closed_at" is null order by "deal_ended_report"."created_at" desc, "deal_ended_report"."member_id" desc"`,
    );
  });

  it('joinMember: comments with their authors (comment)', async () => {
    expect(await sqlOf((db) => selectCommentsWithAuthors(db, 'deal', 1, 2))).toMatchInlineSnapshot(`
      "select "c"."id", "c"."parent_id", "c"."member_id", "c"."content", "c"."deleted_at", "c"."created_at", "member"."nickname", "member"."role", "member"."profile_img", "member"."profile_thumb", exists (select 1 from member_block as blk
          where blk.member_id = $1 and blk.blocked_id = "c"."member_id") as "blocked" from "deal_comment" as "c" inner join "member" on "member"."id" = "c"."member_id" where "c"."deal_id" = $2 order by "c"."created_at", "c"."id""
    `);
    expect(
      await sqlOf((db) => selectCommentsWithAuthors(db, 'board', 1, null)),
    ).toMatchInlineSnapshot(
      `"select "c"."id", "c"."parent_id", "c"."member_id", "c"."content", "c"."deleted_at", "c"."created_at", "member"."nickname", "member"."role", "member"."profile_img", "member"."profile_thumb", false as "blocked" from "board_comment" as "c" inner join "member" on "member"."id" = "c"."member_id" where "c"."board_id" = $1 order by "c"."created_at", "c"."id""`,
    );
  });

  it('joinMember and joinReportedPost: the report queue (report)', async () => {
    expect(
      await sqlOf((db) => selectReportPage(db, { status: 'OPEN', window: after })),
    ).toMatchInlineSnapshot(
      `"select "report"."id", "report"."reason", "report"."status", "report"."created_at", "report"."resolved_at", "reporter"."id" as "reporter_id", "reporter"."nickname" as "reporter_nickname", "reporter"."role" as "reporter_role", "board"."id" as "board_id", "board"."content" as "board_content", "board"."hidden_at" as "board_hidden_at", "board"."deleted_at" as "board_deleted_at", "author"."id" as "author_id", "author"."nickname" as "author_nickname", "author"."role" as "author_role", "report"."created_at"::text as "sort_at", (select count(*)::int as "n" from "report" as "open" where "open"."board_id" = "report"."board_id" and "open"."status" = $1) as "open_report_count" from "report" inner join "member" as "reporter" on "reporter"."id" = "report"."member_id" inner join "board" on "board"."id" = "report"."board_id" inner join "member" as "author" on "author"."id" = "board"."member_id" where "report"."status" = $2 and (("report"."created_at", "report"."id") < ($3::timestamptz, $4::bigint) and "report"."created_at" <= $5::timestamptz) order by "report"."created_at" desc, "report"."id" desc limit $6 offset $7"`,
    );
  });

  it('joinDealTitle and joinLivePostTitle: my comments (comment)', async () => {
    expect(await sqlOf((db) => selectMemberComments(db, 1, window))).toMatchInlineSnapshot(`
      "
          select * from ((select 'deal' as "target", "c"."id", "c"."deal_id" as "owner_id", "c"."member_id", "c"."content", "deal"."name" as "title", "c"."created_at", "c"."created_at"::text as "sort_at" from "deal_comment" as "c" inner join "deal" on "deal"."id" = "c"."deal_id" where "c"."member_id" = $1 and "c"."deleted_at" is null and true order by "c"."created_at" desc, "c"."id" desc limit $2) union all (select 'board' as "target", "c"."id", "c"."board_id" as "owner_id", "c"."member_id", "c"."content", left(board.content, $3) as "title", "c"."created_at", "c"."created_at"::text as "sort_at" from "board_comment" as "c" inner join "board" on "board"."id" = "c"."board_id" where "board"."deleted_at" is null and "board"."hidden_at" is null and "c"."member_id" = $4 and "c"."deleted_at" is null and true order by "c"."created_at" desc, "c"."id" desc limit $5)) as mine
          order by created_at desc, id desc, target desc
          limit $6 offset $7"
    `);
    expect(
      await sqlOf((db) =>
        selectMemberComments(db, 1, { ...window, after: ['2025-01-01 00:00:00+00', 7, 'deal'] }),
      ),
    ).toMatchInlineSnapshot(`
      "
          select * from ((select 'deal' as "target", "c"."id", "c"."deal_id" as "owner_id", "c"."member_id", "c"."content", "deal"."name" as "title", "c"."created_at", "c"."created_at"::text as "sort_at" from "deal_comment" as "c" inner join "deal" on "deal"."id" = "c"."deal_id" where "c"."member_id" = $1 and "c"."deleted_at" is null and (("c"."created_at", "c"."id") < ($2::timestamptz, $3::bigint) and "c"."created_at" <= $4::timestamptz) order by "c"."created_at" desc, "c"."id" desc limit $5) union all (select 'board' as "target", "c"."id", "c"."board_id" as "owner_id", "c"."member_id", "c"."content", left(board.content, $6) as "title", "c"."created_at", "c"."created_at"::text as "sort_at" from "board_comment" as "c" inner join "board" on "board"."id" = "c"."board_id" where "board"."deleted_at" is null and "board"."hidden_at" is null and "c"."member_id" = $7 and "c"."deleted_at" is null and (c.created_at, c.id) <= ($8::timestamptz, $9::bigint) order by "c"."created_at" desc, "c"."id" desc limit $10)) as mine
          order by created_at desc, id desc, target desc
          limit $11 offset $12"
    `);
  });
});
