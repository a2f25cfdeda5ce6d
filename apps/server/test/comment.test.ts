import { commentCreateResponseSchema, type CommentThread } from '@akkyeo/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices } from './helpers/test-services';
import type { Board, Deal, Member } from '../src/db/types';
import { tokenFor } from './helpers/auth-session';
import type { CommentService } from '../src/modules/comment/service';
import { createBoard, createDeal, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import { testRateLimits } from './helpers/test-config';

let comments: CommentService;
let alice: Member;
let bob: Member;
let admin: Member;
let tokens: Record<'alice' | 'bob' | 'admin', string>;

const ctx = withTestApp({ config: { rateLimits: testRateLimits({ comments: 1_000 }) } });

beforeAll(async () => {
  const { db } = ctx;
  comments = createTestServices(ctx.database).comments;
  alice = await createMember(db, {
    profile_img: 'avatars/alice.webp',
    profile_thumb: 'avatars/alice-thumb.webp',
  });
  bob = await createMember(db, { role: 'ROLE_MANAGER' });
  admin = await createMember(db, { role: 'ROLE_ADMIN' });
  tokens = { alice: await tokenFor(alice), bob: await tokenFor(bob), admin: await tokenFor(admin) };
});

function post(dealId: number, body: unknown, token?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/feed/${dealId}/comment`,
    headers: token ? { 'x-auth-token': token } : {},
    payload: body as object,
  });
}

async function comment(dealId: number, content: string, token: string, parentId?: number) {
  const response = await post(dealId, { content, parentId: parentId ?? null }, token);
  expect(response.statusCode).toBe(201);
  return commentCreateResponseSchema.parse(response.json());
}

function remove(dealId: number, commentId: number, token?: string) {
  return ctx.app.inject({
    method: 'DELETE',
    url: `/v1/feed/${dealId}/comment/${commentId}`,
    headers: token ? { 'x-auth-token': token } : {},
  });
}

async function countsOf(deal: Deal) {
  const row = await ctx.db
    .selectFrom('deal')
    .select('comment_count')
    .where('id', '=', deal.id)
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from deal_comment where deal_id = ${deal.id} and deleted_at is null`.execute(
    ctx.db,
  );
  return { counter: row.comment_count, rows: rows[0]?.n };
}

describe('POST /v1/feed/{id}/comment', () => {
  it('adds a trimmed top-level comment with its author and moves the counter', async () => {
    const deal = await createDeal(ctx.db);
    const { comment: created, commentCount } = await comment(
      deal.id,
      '  좋은 딜이네요  ',
      tokens.alice,
    );
    expect(created).toMatchObject({
      commentId: created.id,
      parentId: null,
      level: 1,
      content: '좋은 딜이네요',
      deleted: false,
      nickName: alice.nickname,
      memberInfo: { memberId: alice.id, nickname: alice.nickname, role: 'ROLE_USER' },
      profileImg: '/cdn/avatars/alice.webp',
      profileImgThumb: '/cdn/avatars/alice-thumb.webp',
    });
    expect(Date.parse(created.createdAt)).not.toBeNaN();
    expect(commentCount).toBe(1);
    expect(await countsOf(deal)).toEqual({ counter: 1, rows: 1 });
  });

  it('attaches a reply to a reply to the top-level comment', async () => {
    const deal = await createDeal(ctx.db);
    const top = await comment(deal.id, '첫 댓글', tokens.alice);
    const reply = await comment(deal.id, '@회원 답글', tokens.bob, top.comment.id);
    expect(reply.comment).toMatchObject({ parentId: top.comment.id, level: 2 });
    expect(reply.comment.memberInfo?.role).toBe('ROLE_MANAGER');
    const nested = await comment(deal.id, '답글의 답글', tokens.alice, reply.comment.id);
    expect(nested.comment).toMatchObject({ parentId: top.comment.id, level: 2 });
    expect(nested.commentCount).toBe(3);
    const notices = await ctx.db
      .selectFrom('notification')
      .select(['member_id', 'type', 'link'])
      .where('link', 'like', `/f/about/${deal.id}?%`)
      .orderBy('id')
      .execute();
    expect(notices).toEqual([
      {
        member_id: alice.id,
        type: 'DEAL_COMMENT_REPLY',
        link: `/f/about/${deal.id}?type=comment-${reply.comment.id}`,
      },
      {
        member_id: bob.id,
        type: 'DEAL_COMMENT_REPLY',
        link: `/f/about/${deal.id}?type=comment-${nested.comment.id}`,
      },
    ]);
  });

  it('refuses a parent from another deal, a missing or deleted parent, and a missing deal', async () => {
    const deal = await createDeal(ctx.db);
    const other = await createDeal(ctx.db);
    const foreign = await comment(other.id, '다른 딜 댓글', tokens.alice);
    const gone = await comment(deal.id, '지울 댓글', tokens.alice);
    expect((await remove(deal.id, gone.comment.id, tokens.alice)).statusCode).toBe(200);
    for (const parentId of [foreign.comment.id, gone.comment.id, 999_999_999]) {
      const response = await post(deal.id, { content: '답글', parentId }, tokens.bob);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: '답글을 달 댓글을 찾을 수 없습니다.',
      });
    }
    const missing = await post(2_000_000_000, { content: '없는 딜' }, tokens.alice);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ code: string }>().code).toBe('NOT_FOUND');
    expect(await countsOf(deal)).toEqual({ counter: 0, rows: 0 });
  });

  it('validates the body and names the field', async () => {
    const deal = await createDeal(ctx.db);
    const cases: [unknown, string][] = [
      [{ content: '' }, '내용을 입력해주세요.'],
      [{ content: '   \n\t ' }, '내용을 입력해주세요.'],
      [{ content: '가'.repeat(1001) }, '내용은 1000자 이하로 입력해주세요.'],
      [{ content: 42 }, '내용을 입력해주세요.'],
      [{}, '내용을 입력해주세요.'],
      [{ content: '좋아요', parentId: 'x' }, '입력값을 확인해주세요.'],
      [{ content: '좋아요', parentId: -1 }, '입력값을 확인해주세요.'],
    ];
    for (const [body, message] of cases) {
      const response = await post(deal.id, body, tokens.alice);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        message,
      });
    }
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/v1/feed/abc/comment',
      headers: { 'x-auth-token': tokens.alice },
      payload: { content: '좋아요' },
    });
    expect(bad.statusCode).toBe(400);
    const longest = await post(deal.id, { content: ` ${'가'.repeat(1000)} ` }, tokens.alice);
    expect(longest.statusCode).toBe(201);
  });

  it('needs login', async () => {
    const deal = await createDeal(ctx.db);
    const response = await post(deal.id, { content: '익명' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 401,
      code: 'LOGIN_REQUIRED',
      message: '로그인 후 이용 가능합니다!',
    });
  });

  it('keeps the counter equal to the rows under concurrent comments', async () => {
    // Parallel only on PostgreSQL (TEST_DB_KIND=postgres: a pool of 4 connections); PGlite's one
    // connection runs these requests a statement at a time, so that run gives this test its meaning.
    const deal = await createDeal(ctx.db);
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post(deal.id, { content: `동시 ${i}` }, tokens.alice)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    expect(await countsOf(deal)).toEqual({ counter: 12, rows: 12 });
  });
});

describe('DELETE /v1/feed/{id}/comment/{commentId}', () => {
  it('lets the author (or an admin) delete, refuses others, and moves the counter', async () => {
    const deal = await createDeal(ctx.db);
    const mine = await comment(deal.id, '내 댓글', tokens.alice);
    const other = await comment(deal.id, '관리 대상', tokens.alice);

    const forbidden = await remove(deal.id, mine.comment.id, tokens.bob);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<{ code: string }>().code).toBe('FORBIDDEN');
    expect((await remove(deal.id, mine.comment.id)).statusCode).toBe(401);

    const ok = await remove(deal.id, mine.comment.id, tokens.alice);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ commentCount: 1 });
    expect((await remove(deal.id, mine.comment.id, tokens.alice)).statusCode).toBe(404);
    expect((await remove(deal.id, other.comment.id, tokens.admin)).statusCode).toBe(200);

    const elsewhere = await createDeal(ctx.db);
    const foreign = await comment(elsewhere.id, '남의 딜', tokens.alice);
    expect((await remove(deal.id, foreign.comment.id, tokens.alice)).statusCode).toBe(404);
    expect(await countsOf(deal)).toEqual({ counter: 0, rows: 0 });
  });

  it('keeps the counter right when one comment is deleted twice at once', async () => {
    const deal = await createDeal(ctx.db);
    const target = await comment(deal.id, '한 번만', tokens.alice);
    await comment(deal.id, '남는 댓글', tokens.alice);
    const results = await Promise.all([
      remove(deal.id, target.comment.id, tokens.alice),
      remove(deal.id, target.comment.id, tokens.alice),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(await countsOf(deal)).toEqual({ counter: 1, rows: 1 });
  });
});

describe('comment tree', () => {
  it('nests replies under their top-level comment, shows deleted parents with replies, omits the rest', async () => {
    const deal = await createDeal(ctx.db);
    const first = await comment(deal.id, '첫째', tokens.alice);
    const reply = await comment(deal.id, '첫째의 답글', tokens.bob, first.comment.id);
    const lonely = await comment(deal.id, '혼자', tokens.bob);
    const parent = await comment(deal.id, '지워질 부모', tokens.alice);
    await comment(deal.id, '살아있는 답글', tokens.bob, parent.comment.id);
    const goneReply = await comment(deal.id, '지워질 답글', tokens.bob, first.comment.id);
    const allGone = await comment(deal.id, '답글까지 지워짐', tokens.alice);
    const allGoneReply = await comment(deal.id, '곧 지움', tokens.bob, allGone.comment.id);
    for (const [id, token] of [
      [parent.comment.id, tokens.alice],
      [goneReply.comment.id, tokens.bob],
      [allGone.comment.id, tokens.alice],
      [allGoneReply.comment.id, tokens.bob],
    ] as const) {
      expect((await remove(deal.id, id, token)).statusCode).toBe(200);
    }

    const tree: CommentThread[] = await comments.tree('deal', deal.id, null);
    expect(tree.map((t) => [t.content, t.comment.map((c) => c.content)])).toEqual([
      ['첫째', ['첫째의 답글']],
      ['혼자', []],
      ['삭제된 댓글입니다.', ['살아있는 답글']],
    ]);
    expect(tree[0]?.comment[0]).toMatchObject({ id: reply.comment.id, level: 2 });
    expect(tree[1]?.id).toBe(lonely.comment.id);
    expect(tree[2]).toMatchObject({
      id: parent.comment.id,
      deleted: true,
      nickName: null,
      memberInfo: null,
      profileImg: null,
    });
    expect(await countsOf(deal)).toEqual({ counter: 4, rows: 4 });
  });
});

describe('board comments through the shared service', () => {
  let board: Board;

  beforeAll(async () => {
    board = await createBoard(ctx.db);
  });

  it('creates, replies, deletes and counts on board_comment and board.comment_count', async () => {
    const top = await comments.create('board', board.id, alice.id, {
      content: '게시글 댓글',
      parentId: null,
    });
    const reply = await comments.create('board', board.id, bob.id, {
      content: '답글',
      parentId: top.comment.id,
    });
    expect(reply.comment.parentId).toBe(top.comment.id);
    expect(reply.commentCount).toBe(2);
    await comments.remove('board', board.id, top.comment.id, {
      id: alice.id,
      roles: ['ROLE_USER'],
    });
    const tree = await comments.tree('board', board.id, null);
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ deleted: true, content: '삭제된 댓글입니다.' });
    expect(tree[0]?.comment.map((c) => c.content)).toEqual(['답글']);
    const row = await ctx.db
      .selectFrom('board')
      .select('comment_count')
      .where('id', '=', board.id)
      .executeTakeFirstOrThrow();
    expect(row.comment_count).toBe(1);
  });

  it('refuses a deal comment as the parent of a board reply, and deleted boards', async () => {
    const deal = await createDeal(ctx.db);
    const dealComment = await comment(deal.id, '딜 댓글', tokens.alice);
    await expect(
      comments.create('board', board.id, alice.id, {
        content: '섞기',
        parentId: dealComment.comment.id,
      }),
    ).rejects.toMatchObject({ status: 404 });
    const gone = await createBoard(ctx.db, { deleted_at: new Date() });
    await expect(
      comments.create('board', gone.id, alice.id, { content: '삭제된 글', parentId: null }),
    ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
