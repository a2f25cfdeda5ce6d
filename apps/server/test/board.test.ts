import {
  boardDetailSchema,
  boardListResponseSchema,
  messages,
  type BoardListItem,
} from '@akkyeo/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Board, Member } from '../src/db/types';
import { authHeaders, tokenOf } from './board-support';
import { createBoard, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';

let alice: Member;
let bob: Member;
let manager: Member;
let tokens: { alice: string; bob: string; admin: string };
let posts: Board[];

const base = Date.parse('2026-03-01T00:00:00Z');
const at = (minutes: number) => new Date(base + minutes * 60_000);

const ctx = withTestApp();

beforeAll(async () => {
  const { db } = ctx.database;
  alice = await createMember(db, { profile_img: 'avatars/alice.webp' });
  bob = await createMember(db);
  manager = await createMember(db, {
    role: 'ROLE_MANAGER',
    profile_img: 'avatars/m.webp',
    profile_thumb: 'avatars/m-thumb.webp',
  });
  const admin = await createMember(db, { role: 'ROLE_ADMIN' });
  tokens = { alice: await tokenOf(alice), bob: await tokenOf(bob), admin: await tokenOf(admin) };
  posts = [];
  for (let i = 0; i < 5; i++) {
    posts.push(await createBoard(db, { member_id: alice.id, created_at: at(i) }));
  }
  posts.push(
    await createBoard(db, {
      member_id: manager.id,
      created_at: at(10),
      content: '매니저가 쓴 캠핑 후기입니다',
      category: null,
    }),
  );
  posts.push(await createBoard(db, { member_id: bob.id, created_at: at(10) }));
  await db
    .insertInto('board_image')
    .values([
      {
        board_id: posts[0]!.id,
        path: 'board/b.webp',
        thumb_path: 'board/b-thumb.webp',
        width: 10,
        height: 10,
        position: 1,
      },
      {
        board_id: posts[0]!.id,
        path: 'board/a.webp',
        thumb_path: null,
        width: 10,
        height: 10,
        position: 0,
      },
    ])
    .execute();
});

async function list(query = '', token?: string) {
  const response = await ctx.app.inject({ url: `/v1/board/${query}`, headers: authHeaders(token) });
  expect(response.statusCode).toBe(200);
  return boardListResponseSchema.parse(response.json());
}

const ids = (items: BoardListItem[]) => items.map((item) => item.id);

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: authHeaders(token), payload });
}

describe('GET /v1/board/', () => {
  it('lists newest first (same time: higher id first) with the page info', async () => {
    const first = await list('?page=0&size=4');
    const second = await list('?page=1&size=4');
    expect([...ids(first.content), ...ids(second.content)]).toEqual(
      [posts[6], posts[5], posts[4], posts[3], posts[2], posts[1], posts[0]].map((p) => p!.id),
    );
    expect(first.page).toMatchObject({
      number: 0,
      size: 4,
      totalElements: 7,
      totalPages: 2,
      last: false,
    });
    expect(second.page.last).toBe(true);
  });

  it('maps a post to its list item, images in position order', async () => {
    const item = (await list('?size=50')).content.find((i) => i.id === posts[0]!.id);
    expect(item).toEqual({
      id: posts[0]!.id,
      content: posts[0]!.content,
      category: '자유',
      imgPaths: ['/cdn/board/a.webp', '/cdn/board/b.webp'],
      thumbPaths: ['/cdn/board/a.webp', '/cdn/board/b-thumb.webp'],
      commentCount: 0,
      likeCount: 0,
      isLiked: false,
      createdAt: at(0).toISOString(),
      updatedAt: posts[0]!.updated_at.toISOString(),
      profileImg: '/cdn/avatars/alice.webp',
      memberName: alice.nickname,
      memberId: alice.id,
      memberInfo: { memberId: alice.id, nickname: alice.nickname, role: 'ROLE_USER' },
      deal: null,
    });
    const byManager = (await list('?size=50')).content.find((i) => i.id === posts[5]!.id);
    expect(byManager).toMatchObject({
      category: null,
      imgPaths: [],
      memberInfo: { role: 'ROLE_MANAGER' },
      profileImg: '/cdn/avatars/m-thumb.webp',
    });
  });

  it('searches the content', async () => {
    expect(ids((await list('?keyword=캠핑')).content)).toEqual([posts[5]!.id]);
    expect((await list('?keyword=없는단어')).content).toEqual([]);
  });
});

describe('GET /v1/board/{id}', () => {
  it('gives the post with its comment threads', async () => {
    const post = posts[1]!;
    const top = await call('POST', `/v1/board/${post.id}/comment`, tokens.bob, {
      content: '좋은 글이네요',
      parentId: null,
    });
    expect(top.statusCode).toBe(201);
    const topId = top.json<{ comment: { id: number } }>().comment.id;
    const reply = await call('POST', `/v1/board/${post.id}/comment`, tokens.alice, {
      content: '감사합니다',
      parentId: topId,
    });
    expect(reply.json()).toMatchObject({ commentCount: 2, comment: { level: 2, parentId: topId } });

    const response = await call('GET', `/v1/board/${post.id}`);
    expect(response.statusCode).toBe(200);
    const detail = boardDetailSchema.parse(response.json());
    expect(detail).toMatchObject({ id: post.id, commentCount: 2 });
    expect(detail.comments).toHaveLength(1);
    expect(detail.comments[0]).toMatchObject({
      id: topId,
      content: '좋은 글이네요',
      memberInfo: { memberId: bob.id },
    });
    expect(detail.comments[0]!.comment).toMatchObject([{ content: '감사합니다', level: 2 }]);

    const removed = await call('DELETE', `/v1/board/${post.id}/comment/${topId}`, tokens.alice);
    expect(removed.statusCode).toBe(403);
    const own = await call('DELETE', `/v1/board/${post.id}/comment/${topId}`, tokens.bob);
    expect(own.json()).toEqual({ commentCount: 1 });
  });

  it('is a 404 with a Korean message for a missing, deleted or hidden post', async () => {
    expect((await call('GET', '/v1/board/999999')).json()).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: messages.board.notFound,
    });
    const gone = await createBoard(ctx.db, { member_id: bob.id, deleted_at: new Date() });
    expect((await call('GET', `/v1/board/${gone.id}`)).json()).toMatchObject({
      message: messages.board.notFound,
    });
    const moderated = await createBoard(ctx.db, { member_id: bob.id, hidden_at: new Date() });
    expect((await call('GET', `/v1/board/${moderated.id}`)).json()).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: messages.board.hiddenPost,
    });
    expect(
      (
        await call('POST', `/v1/board/${moderated.id}/comment`, tokens.alice, {
          content: '댓글',
          parentId: null,
        })
      ).statusCode,
    ).toBe(404);
    expect((await list('?size=50')).content.map((i) => i.id)).not.toContain(moderated.id);
    expect((await call('GET', '/v1/board/abc')).statusCode).toBe(400);
  });
});

describe('POST /v1/board/{id}/like', () => {
  it('toggles the caller’s like, keeping the counter equal to the rows', async () => {
    const post = posts[2]!;
    const like = async (token: string) => {
      const response = await call('POST', `/v1/board/${post.id}/like`, token);
      expect(response.statusCode).toBe(200);
      return response.json<{ status: boolean; likeCount: number }>();
    };
    expect(await like(tokens.alice)).toEqual({ status: true, likeCount: 1 });
    expect(await like(tokens.bob)).toEqual({ status: true, likeCount: 2 });
    expect(await like(tokens.alice)).toEqual({ status: false, likeCount: 1 });
    const results = await Promise.all(Array.from({ length: 6 }, () => like(tokens.admin)));
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from board_like where board_id = ${post.id}`.execute(ctx.db);
    const item = (await list('?size=50', tokens.bob)).content.find((i) => i.id === post.id);
    expect(item).toMatchObject({ likeCount: rows[0]!.n, isLiked: true });
    expect(rows[0]!.n).toBe(1);
    expect(results.filter((r) => r.status)).toHaveLength(3);
    expect((await call('POST', `/v1/board/${post.id}/like`)).statusCode).toBe(401);
  });
});

describe('hide and unhide', () => {
  it('leaves a post out of the hider’s list and detail only, until unhidden', async () => {
    const post = posts[3]!;
    const hide = await call('POST', `/v1/board/${post.id}/hide`, tokens.bob);
    expect(hide.json()).toEqual({ id: post.id, hidden: true });
    expect((await call('POST', `/v1/board/${post.id}/hide`, tokens.bob)).statusCode).toBe(200);
    expect(ids((await list('?size=50', tokens.bob)).content)).not.toContain(post.id);
    expect((await list('?size=50', tokens.bob)).page.totalElements).toBe(6);
    expect(ids((await list('?size=50', tokens.alice)).content)).toContain(post.id);
    expect(ids((await list('?size=50')).content)).toContain(post.id);
    expect((await call('GET', `/v1/board/${post.id}`, tokens.bob)).json()).toMatchObject({
      message: messages.board.hiddenPost,
    });

    const unhide = await call('DELETE', `/v1/board/${post.id}/hide`, tokens.bob);
    expect(unhide.json()).toEqual({ id: post.id, hidden: false });
    expect(ids((await list('?size=50', tokens.bob)).content)).toContain(post.id);
    expect((await call('POST', '/v1/board/999999/hide', tokens.bob)).statusCode).toBe(404);
    expect((await call('POST', `/v1/board/${post.id}/hide`)).statusCode).toBe(401);
  });
});

describe('DELETE /v1/board/{id}', () => {
  it('soft-deletes for the author (or an admin) only', async () => {
    const mine = await createBoard(ctx.db, { member_id: alice.id });
    expect((await call('DELETE', `/v1/board/${mine.id}`, tokens.bob)).json()).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: messages.board.onlyAuthorDeletes,
    });
    expect((await call('DELETE', `/v1/board/${mine.id}`, tokens.alice)).json()).toEqual({
      id: mine.id,
      deleted: true,
    });
    expect((await call('GET', `/v1/board/${mine.id}`)).statusCode).toBe(404);
    const row = await ctx.db
      .selectFrom('board')
      .select('deleted_at')
      .where('id', '=', mine.id)
      .executeTakeFirst();
    expect(row?.deleted_at).toBeInstanceOf(Date);
    const other = await createBoard(ctx.db, { member_id: bob.id });
    expect((await call('DELETE', `/v1/board/${other.id}`, tokens.admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/v1/board/${other.id}`, tokens.admin)).statusCode).toBe(404);
  });
});
