import {
  myCommentListResponseSchema,
  myPostListResponseSchema,
  type MyCommentItem,
} from '@akkyeo/contracts';
import { describe, expect, it } from 'vitest';
import { memberWithToken as newMemberWithToken } from './helpers/auth-session';
import { createBoard, createDeal, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';

const T0 = Date.parse('2026-03-01T09:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

const memberWithToken = () => newMemberWithToken(ctx.db);

async function get(url: string, token?: string) {
  return ctx.app.inject({ url, headers: token ? { 'x-auth-token': token } : {} });
}

async function myPosts(query: string, token: string) {
  const response = await get(`/v1/member/board${query}`, token);
  expect(response.statusCode).toBe(200);
  return myPostListResponseSchema.parse(response.json());
}

async function myComments(query: string, token: string) {
  const response = await get(`/v1/member/comment${query}`, token);
  expect(response.statusCode).toBe(200);
  return myCommentListResponseSchema.parse(response.json());
}

function postComment(kind: 'feed' | 'board', id: number, content: string, token: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/${kind}/${id}/comment`,
    headers: { 'x-auth-token': token },
    payload: { content, parentId: null },
  });
}

const ctx = withTestApp();

describe('my activity needs a login', () => {
  it('answers 401 to anonymous callers and 400 to bad paging', async () => {
    for (const url of ['/v1/member/board', '/v1/member/comment']) {
      const anonymous = await get(url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ status: 401, code: 'LOGIN_REQUIRED' });
    }
    const { token } = await memberWithToken();
    for (const [query, message] of [
      ['?page=-1', '페이지는 0 이상으로 입력해주세요.'],
      ['?size=0', '페이지 크기는 1 이상으로 입력해주세요.'],
      ['?size=51', '페이지 크기는 50 이하로 입력해주세요.'],
    ]) {
      const response = await get(`/v1/member/comment${query}`, token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        message,
      });
    }
  });
});

describe('GET /v1/member/board', () => {
  it("lists the caller's live posts newest first, with images and counts, paged", async () => {
    const { member, token } = await memberWithToken();
    const other = await createMember(ctx.db);
    const oldest = await createBoard(ctx.db, {
      member_id: member.id,
      content: '첫 번째 글입니다 반가워요',
      category: '자유',
      created_at: at(1),
    });
    const middle = await createBoard(ctx.db, {
      member_id: member.id,
      content: '두 번째 캠핑 후기입니다',
      category: '후기',
      created_at: at(2),
    });
    await createBoard(ctx.db, {
      member_id: member.id,
      content: '지운 글이라 보이면 안 됩니다',
      created_at: at(3),
      deleted_at: at(4),
    });
    const newest = await createBoard(ctx.db, {
      member_id: member.id,
      content: '세 번째 질문 있습니다',
      category: null,
      created_at: at(5),
    });
    await createBoard(ctx.db, { member_id: other.id, content: '남의 글입니다 보이면 안 됨' });
    await ctx.db
      .insertInto('board_image')
      .values([
        {
          board_id: middle.id,
          path: 'board/b.webp',
          thumb_path: 'board/b-t.webp',
          position: 1,
          width: 10,
          height: 10,
        },
        {
          board_id: middle.id,
          path: 'board/a.webp',
          thumb_path: null,
          position: 0,
          width: 10,
          height: 10,
        },
      ])
      .execute();
    const { token: commenter } = await memberWithToken();
    expect(
      (await postComment('board', middle.id, '좋은 후기 감사합니다', commenter)).statusCode,
    ).toBe(201);

    const all = await myPosts('', token);
    expect(all.content.map((p) => p.id)).toEqual([newest.id, middle.id, oldest.id]);
    expect(all.page).toMatchObject({
      number: 0,
      size: 10,
      totalElements: 3,
      totalPages: 1,
      last: true,
    });
    expect(all.content[1]).toEqual({
      id: middle.id,
      content: '두 번째 캠핑 후기입니다',
      category: '후기',
      imgPaths: ['/cdn/board/a.webp', '/cdn/board/b.webp'],
      thumbPaths: ['/cdn/board/a.webp', '/cdn/board/b-t.webp'],
      commentCount: 1,
      likeCount: 0,
      createdAt: at(2).toISOString(),
    });
    expect(all.content[0]).toMatchObject({ category: null, imgPaths: [], thumbPaths: [] });

    const first = await myPosts('?page=0&size=2', token);
    const second = await myPosts('?page=1&size=2', token);
    expect([...first.content, ...second.content].map((p) => p.id)).toEqual(
      all.content.map((p) => p.id),
    );
    expect(first.page).toMatchObject({ totalElements: 3, totalPages: 2, last: false });
    expect(second.page).toMatchObject({ number: 1, last: true });
  });

  it('is empty for a member without posts', async () => {
    const { token } = await memberWithToken();
    const page = await myPosts('', token);
    expect(page.content).toEqual([]);
    expect(page.page).toMatchObject({ totalElements: 0, last: true });
  });
});

describe('GET /v1/member/comment', () => {
  it('lists comments on deals and posts made through the API, with their targets', async () => {
    const { member, token } = await memberWithToken();
    const deal = await createDeal(ctx.db, { name: '제주 삼다수 2L 12병' });
    const board = await createBoard(ctx.db, { content: '캠핑 의자 추천해주세요 '.repeat(8) });
    const onDeal = await postComment('feed', deal.id, '가격 좋네요', token);
    const onBoard = await postComment('board', board.id, '저도 궁금해요', token);
    expect([onDeal.statusCode, onBoard.statusCode]).toEqual([201, 201]);
    const dealCommentId = onDeal.json<{ comment: { id: number } }>().comment.id;
    const boardCommentId = onBoard.json<{ comment: { id: number } }>().comment.id;

    const { content, page } = await myComments('', token);
    expect(page.totalElements).toBe(2);
    const byTarget = Object.fromEntries(content.map((c) => [c.target, c]));
    expect(byTarget.deal).toEqual({
      syntheticId: `deal-${dealCommentId}`,
      commentId: dealCommentId,
      target: 'deal',
      feedId: deal.id,
      boardId: null,
      memberId: member.id,
      content: '가격 좋네요',
      targetTitle: '제주 삼다수 2L 12병',
      createdAt: byTarget.deal?.createdAt,
    });
    expect(Date.parse(byTarget.deal?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(byTarget.board).toMatchObject({
      syntheticId: `board-${boardCommentId}`,
      commentId: boardCommentId,
      target: 'board',
      feedId: null,
      boardId: board.id,
      content: '저도 궁금해요',
    });
    expect(byTarget.board?.targetTitle).toBe(board.content.slice(0, 80));
  });

  it('merges both kinds newest first, leaves out deleted ones and others, and pages stably', async () => {
    const { member, token } = await memberWithToken();
    const other = await createMember(ctx.db);
    const deal = await createDeal(ctx.db);
    const board = await createBoard(ctx.db);
    const deletedBoard = await createBoard(ctx.db, { deleted_at: at(100) });
    const dealTimes = [10, 30, 50, 70, 70];
    const boardTimes = [20, 40, 60, 70];
    await ctx.db
      .insertInto('deal_comment')
      .values(
        dealTimes.map((m) => ({
          deal_id: deal.id,
          member_id: member.id,
          content: `핫딜 댓글 ${m}`,
          created_at: at(m),
        })),
      )
      .execute();
    await ctx.db
      .insertInto('board_comment')
      .values(
        boardTimes.map((m) => ({
          board_id: board.id,
          member_id: member.id,
          content: `게시판 댓글 ${m}`,
          created_at: at(m),
        })),
      )
      .execute();
    await ctx.db
      .insertInto('deal_comment')
      .values([
        {
          deal_id: deal.id,
          member_id: member.id,
          content: '지운 댓글',
          created_at: at(80),
          deleted_at: at(81),
        },
        { deal_id: deal.id, member_id: other.id, content: '남의 댓글', created_at: at(90) },
      ])
      .execute();
    await ctx.db
      .insertInto('board_comment')
      .values({
        board_id: deletedBoard.id,
        member_id: member.id,
        content: '지운 글의 댓글',
        created_at: at(95),
      })
      .execute();

    const all = await myComments('?size=50', token);
    expect(all.page.totalElements).toBe(9);
    const times = all.content.map((c) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.content.map((c) => c.content)).not.toContain('지운 댓글');
    expect(all.content.map((c) => c.content)).not.toContain('남의 댓글');
    expect(all.content.map((c) => c.content)).not.toContain('지운 글의 댓글');
    expect(new Set(all.content.map((c) => c.syntheticId)).size).toBe(9);

    const pages: MyCommentItem[] = [];
    for (let page = 0; page < 3; page++) {
      const result = await myComments(`?page=${page}&size=4`, token);
      expect(result.page).toMatchObject({
        number: page,
        totalElements: 9,
        totalPages: 3,
        last: page === 2,
      });
      pages.push(...result.content);
    }
    expect(pages.map((c) => c.syntheticId)).toEqual(all.content.map((c) => c.syntheticId));
  });
});
