import {
  boardListResponseSchema,
  feedListResponseSchema,
  memberProfileSchema,
  messages,
  PAGE_WINDOW_ROWS,
  paths,
  toUrl,
} from '@akkyeo/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../src/db/types';
import { authHeaders, tokenOf } from './board-support';
import { createBoard, createDeal, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';

/**
 * Cursor paging, the page window and the trigger-kept counters, over HTTP on the test database
 * (PGlite by default; TEST_DB_KIND=postgres runs it on PostgreSQL, where the concurrent writes
 * below really run in parallel on the pool's connections — that run is the one that gives the
 * counter test its meaning; on PGlite's single connection they interleave one statement at a time).
 */
let alice: Member;
let aliceToken: string;

const ctx = withTestApp();

beforeAll(async () => {
  alice = await createMember(ctx.db);
  aliceToken = await tokenOf(alice);
});

async function get(url: string, token?: string) {
  return ctx.app.inject({ url, headers: authHeaders(token) });
}

describe('cursor paging', () => {
  it('walks the feed and the board once each while rows are added at the top and in between', async () => {
    const db = ctx.db;
    const sameTime = new Date('2026-05-01T00:00:00Z');
    for (let i = 0; i < 23; i++) {
      await createDeal(db, {
        created_at: i % 5 === 0 ? sameTime : new Date(Date.now() - i * 1000),
      });
      await createBoard(db, { member_id: alice.id });
    }
    for (const [url, schema] of [
      [paths.feed.list, feedListResponseSchema],
      [paths.board.list, boardListResponseSchema],
    ] as const) {
      const before = new Set<number>();
      const table = url === paths.feed.list ? 'deal' : 'board';
      const { rows } = await sql<{ id: number }>`select id from ${sql.table(table)}`.execute(db);
      rows.forEach((row) => before.add(Number(row.id)));
      const seen: number[] = [];
      let cursor: string | null = null;
      for (let round = 0; round < 20; round++) {
        const query: string = `?size=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const response = await get(`${url}${query}`, aliceToken);
        expect(response.statusCode).toBe(200);
        const body = schema.parse(response.json());
        seen.push(...body.content.map((item) => item.id));
        if (table === 'deal') await createDeal(db);
        else await createBoard(db, { member_id: alice.id });
        cursor = body.page.nextCursor;
        expect(body.page.last).toBe(cursor === null);
        if (!cursor) break;
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(new Set(seen)).toEqual(before);
    }
  });

  it('answers 400 with a Korean message for a tampered, foreign or malformed cursor', async () => {
    const first = feedListResponseSchema.parse((await get(`${paths.feed.list}?size=1`)).json());
    const cursor = first.page.nextCursor!;
    const [payload, mac] = cursor.split('.') as [string, string];
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
    const forged = Buffer.from(JSON.stringify([decoded[0], decoded[1], 1])).toString('base64url');
    const board = boardListResponseSchema.parse((await get(`${paths.board.list}?size=1`)).json());
    for (const bad of [
      `${forged}.${mac}`,
      `${payload}.${mac.slice(0, -2)}AA`,
      'not-a-cursor',
      `${payload}`,
      board.page.nextCursor!,
    ]) {
      const response = await get(`${paths.feed.list}?cursor=${encodeURIComponent(bad)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        code: 'INVALID_CURSOR',
        message: messages.errors.INVALID_CURSOR,
      });
    }
  });

  it('bounds page numbers by the page window and answers 400 past it', async () => {
    const size = 50;
    const lastPage = PAGE_WINDOW_ROWS / size - 1;
    expect((await get(`${paths.feed.list}?size=${size}&page=${lastPage}`)).statusCode).toBe(200);
    for (const url of [paths.feed.list, paths.board.list]) {
      const response = await get(`${url}?size=${size}&page=${lastPage + 1}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        code: 'PAGE_TOO_DEEP',
        message: messages.errors.PAGE_TOO_DEEP,
      });
    }
  });
});

describe('trigger-kept counters', () => {
  it('equal count(*) after concurrent likes, comments, bookmarks, deletes and hides', async () => {
    const db = ctx.db;
    const members = await Promise.all(Array.from({ length: 4 }, () => createMember(db)));
    const tokens = await Promise.all(members.map((member) => tokenOf(member)));
    const admin = await createMember(db, { role: 'ROLE_ADMIN' });
    const adminToken = await tokenOf(admin);
    const boards = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createBoard(db, { member_id: members[i % 4]!.id })),
    );
    const deals = await Promise.all(Array.from({ length: 3 }, () => createDeal(db)));
    const post = (url: string, token: string, payload?: object) =>
      ctx.app.inject({ method: 'POST', url, headers: authHeaders(token), payload });

    const work: Promise<unknown>[] = [];
    members.forEach((_, m) => {
      const token = tokens[m]!;
      for (const board of boards) {
        const id = { id: board.id };
        work.push(post(toUrl(paths.board.comment, id), token, { content: `댓글 ${m}` }));
        work.push(post(toUrl(paths.board.like, id), token));
      }
      for (const deal of deals) {
        const id = { id: deal.id };
        work.push(post(toUrl(paths.feed.comment, id), token, { content: `딜 댓글 ${m}` }));
        work.push(post(toUrl(paths.feed.bookmark, id), token));
        work.push(post(toUrl(paths.feed.like, id), token));
      }
    });
    work.push(
      ctx.app.inject({
        method: 'DELETE',
        url: toUrl(paths.board.delete, { id: boards[0]!.id }),
        headers: authHeaders(tokens[0]),
      }),
      ctx.app.inject({
        method: 'PUT',
        url: toUrl(paths.admin.boardHidden, { id: boards[1]!.id }),
        headers: authHeaders(adminToken),
        payload: { hidden: true },
      }),
      post(toUrl(paths.board.hide, { id: boards[2]!.id }), tokens[3]!),
      post(toUrl(paths.feed.bookmark, { id: deals[0]!.id }), tokens[1]!),
    );
    const responses = (await Promise.all(work)) as { statusCode: number }[];
    expect(
      responses
        .filter((r) => r.statusCode >= 500)
        .map((r) => (r as unknown as { raw: { req: { url: string } } }).raw.req.url),
    ).toEqual([]);

    const { rows } = await sql<{ id: number; ok: boolean }>`
      select m.id,
        m.board_count = (select count(*) from board b where b.member_id = m.id and b.deleted_at is null)
        and m.deal_comment_count = (select count(*) from deal_comment c
          where c.member_id = m.id and c.deleted_at is null)
        and m.board_comment_count = (select count(*) from board_comment c join board b on b.id = c.board_id
          where c.member_id = m.id and c.deleted_at is null and b.deleted_at is null and b.hidden_at is null)
        and m.bookmark_count = (select count(*) from bookmark k where k.member_id = m.id) as ok
      from member m`.execute(db);
    expect(rows.filter((row) => !row.ok)).toEqual([]);
    const listed = await sql<{ ok: boolean }>`
      select (select value from list_counter where name = 'board_listed')
        = (select count(*) from board where deleted_at is null and hidden_at is null) as ok`.execute(
      db,
    );
    expect(listed.rows[0]?.ok).toBe(true);
    const likes = await sql<{ n: number }>`
      select count(*)::int as n from board b
      where like_count <> (select count(*) from board_like l where l.board_id = b.id)
        or comment_count <> (select count(*) from board_comment c where c.board_id = b.id and c.deleted_at is null)`.execute(
      db,
    );
    expect(likes.rows[0]?.n).toBe(0);

    const info = memberProfileSchema.parse((await get(paths.member.info, tokens[0])).json());
    const counted = await sql<{ n: number }>`
      select count(*)::int as n from bookmark where member_id = ${members[0]!.id}`.execute(db);
    expect(info.bookMarkCount).toBe(counted.rows[0]?.n);

    const viewer = boardListResponseSchema.parse(
      (await get(`${paths.board.list}?size=50`, tokens[3])).json(),
    );
    let all = viewer.content.length;
    for (let cursor = viewer.page.nextCursor; cursor;) {
      const next = boardListResponseSchema.parse(
        (
          await get(`${paths.board.list}?size=50&cursor=${encodeURIComponent(cursor)}`, tokens[3])
        ).json(),
      );
      all += next.content.length;
      cursor = next.page.nextCursor;
    }
    expect(viewer.page.totalElements).toBe(all);
  });
});
