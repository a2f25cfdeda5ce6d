import {
  boardDetailSchema,
  boardListItemSchema,
  boardListResponseSchema,
  feedDetailSchema,
  messages,
  type BoardListItem,
} from '@akkyeo/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Deal, Member } from '../src/db/types';
import { authHeaders, boardForm, boardRowCounts, tokenOf, withBoardApp } from './board-support';
import { createBoard, createDeal, createMember } from './helpers/factories';

/** 후기 posts linked to the deal they review: validation, the deal's count and the filtered list. */

const ctx = withBoardApp();
let alice: Member;
let tokens: { alice: string; bob: string; admin: string };
let open: Deal;
let ended: Deal;
let other: Deal;

beforeAll(async () => {
  const { db } = ctx;
  alice = await createMember(db);
  const bob = await createMember(db);
  const admin = await createMember(db, { role: 'ROLE_ADMIN' });
  tokens = { alice: await tokenOf(alice), bob: await tokenOf(bob), admin: await tokenOf(admin) };
  open = await createDeal(db, { name: '버즈3 프로', price: 199_000, img_link: 'deal/buds.webp' });
  ended = await createDeal(db, { name: '끝난 에어프라이어', ended_at: new Date() });
  other = await createDeal(db, { name: '다른 핫딜' });
});

async function call(method: string, path: string, token?: string, body?: FormData) {
  const response = await fetch(`${ctx.origin}${path}`, {
    method,
    body,
    headers: authHeaders(token),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const write = (json: object, token = tokens.alice) =>
  call('POST', '/v1/board/', token, boardForm(json));
const edit = (id: number, json: object, token = tokens.alice) =>
  call('PUT', `/v1/board/${id}`, token, boardForm(json));

async function writeReview(
  dealId: number,
  content = '이 딜로 산 물건 후기입니다',
): Promise<BoardListItem> {
  const reply = await write({ content, category: '후기', dealId });
  expect(reply.status).toBe(201);
  return boardListItemSchema.parse(reply.body);
}

async function reviewCount(dealId: number): Promise<number> {
  const reply = await call('GET', `/v1/feed/${dealId}`);
  expect(reply.status).toBe(200);
  return feedDetailSchema.parse(reply.body).reviewCount;
}

async function reviewsOf(dealId: number, query = '', token?: string) {
  const reply = await call('GET', `/v1/board/?dealId=${dealId}${query}`, token);
  expect(reply.status).toBe(200);
  return boardListResponseSchema.parse(reply.body);
}

describe('a 후기 naming its deal', () => {
  it('carries the deal summary in the reply, the list and the detail; ended deals are accepted', async () => {
    const review = await writeReview(open.id);
    expect(review.category).toBe('후기');
    expect(review.deal).toEqual({
      id: open.id,
      name: '버즈3 프로',
      price: 199_000,
      imgLink: '/cdn/deal/buds.webp',
      ended: false,
    });

    const late = await writeReview(ended.id, '종료된 딜이지만 후기는 남깁니다');
    expect(late.deal).toMatchObject({ id: ended.id, name: '끝난 에어프라이어', ended: true });

    const detail = boardDetailSchema.parse((await call('GET', `/v1/board/${review.id}`)).body);
    expect(detail.deal?.id).toBe(open.id);
    const board = boardListResponseSchema.parse((await call('GET', '/v1/board/?size=50')).body);
    const listed = board.content.find((item) => item.id === late.id);
    expect(listed?.deal).toMatchObject({ id: ended.id, ended: true });
    const plain = await createBoard(ctx.db, { member_id: alice.id });
    const again = boardListResponseSchema.parse((await call('GET', '/v1/board/?size=50')).body);
    expect(again.content.find((item) => item.id === plain.id)?.deal).toBeNull();
  });

  it('refuses a dealId that does not exist, or on another category, with nothing written', async () => {
    const before = await boardRowCounts(ctx.database);
    const missing = await write({
      content: '없는 딜의 후기입니다',
      category: '후기',
      dealId: 99_999,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(messages.board.reviewDealNotFound);

    for (const category of ['자유', '정보']) {
      const wrong = await write({ content: '후기가 아닌 글입니다', category, dealId: open.id });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(messages.board.reviewDealOnlyForReview);
    }
    const notANumber = await write({
      content: '이상한 딜 번호입니다',
      category: '후기',
      dealId: 'x',
    });
    expect(notANumber.status).toBe(400);
    expect(await boardRowCounts(ctx.database)).toEqual(before);

    const own = await writeReview(other.id, '수정 검사용 후기입니다');
    const moved = await edit(own.id, {
      content: '후기가 아닌 글로 바꿉니다',
      category: '정보',
      dealId: other.id,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe(messages.board.reviewDealOnlyForReview);
    const gone = await edit(own.id, {
      content: '없는 딜로 바꿉니다',
      category: '후기',
      dealId: 99_999,
    });
    expect(gone.status).toBe(400);
    expect(gone.body.message).toBe(messages.board.reviewDealNotFound);
    const detail = boardDetailSchema.parse((await call('GET', `/v1/board/${own.id}`)).body);
    expect(detail.deal?.id).toBe(other.id);
    await call('DELETE', `/v1/board/${own.id}`, tokens.alice);
  });
});

describe('a deal’s reviews', () => {
  it('counts listed reviews in reviewCount as they are written, moved, deleted and moderated', async () => {
    const deal = await createDeal(ctx.db, { name: '리뷰 세는 딜' });
    const target = await createDeal(ctx.db, { name: '옮겨 갈 딜' });
    expect(await reviewCount(deal.id)).toBe(0);
    const first = await writeReview(deal.id);
    const second = await writeReview(deal.id, '두 번째 후기입니다');
    const third = await writeReview(deal.id, '세 번째 후기입니다');
    expect(await reviewCount(deal.id)).toBe(3);

    const moved = await edit(second.id, {
      content: '다른 딜의 후기로',
      category: '후기',
      dealId: target.id,
    });
    expect(moved.status).toBe(200);
    expect(boardListItemSchema.parse(moved.body).deal?.id).toBe(target.id);
    expect([await reviewCount(deal.id), await reviewCount(target.id)]).toEqual([2, 1]);

    const unlinked = await edit(third.id, { content: '딜 연결을 뺀 후기입니다', category: '후기' });
    expect(unlinked.status).toBe(200);
    expect(boardListItemSchema.parse(unlinked.body).deal).toBeNull();
    expect(await reviewCount(deal.id)).toBe(1);

    expect((await call('DELETE', `/v1/board/${first.id}`, tokens.alice)).status).toBe(200);
    expect(await reviewCount(deal.id)).toBe(0);

    const response = await fetch(`${ctx.origin}/v1/admin/board/${second.id}/hidden`, {
      method: 'PUT',
      headers: { ...authHeaders(tokens.admin), 'content-type': 'application/json' },
      body: JSON.stringify({ hidden: true }),
    });
    expect(response.status).toBe(200);
    expect(await reviewCount(target.id)).toBe(0);
  });

  it('lists one deal’s reviews newest first, paging by cursor, without the caller’s hidden ones', async () => {
    const deal = await createDeal(ctx.db, { name: '목록 보는 딜' });
    const written: BoardListItem[] = [];
    for (let i = 0; i < 3; i++) written.push(await writeReview(deal.id, `목록 후기 ${i}번입니다`));
    await writeReview(other.id, '다른 딜의 후기입니다');
    await createBoard(ctx.db, { member_id: alice.id, category: '후기' });

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await reviewsOf(deal.id, `&size=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.page.totalElements).toBeNull();
      for (const item of page.content) {
        expect(item.deal?.id).toBe(deal.id);
        seen.push(item.id);
      }
      cursor = page.page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toEqual(written.map((item) => item.id).reverse());

    const hide = await call('POST', `/v1/board/${written[0]!.id}/hide`, tokens.bob);
    expect(hide.status).toBe(200);
    const forBob = await reviewsOf(deal.id, '', tokens.bob);
    expect(forBob.content.map((item) => item.id)).toEqual([written[2]!.id, written[1]!.id]);

    expect((await reviewsOf(99_999)).content).toEqual([]);
    expect((await call('GET', '/v1/board/?dealId=abc')).status).toBe(400);
    expect((await call('GET', '/v1/board/?dealId=0')).status).toBe(400);
  });
});
