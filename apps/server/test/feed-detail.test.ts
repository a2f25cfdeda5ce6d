import { feedDetailSchema, likeResponseSchema } from '@akkyeo/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../src/db/types';
import { tokenFor } from './helpers/auth-session';
import { createDeal, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';

let alice: Member;
let aliceToken: string;
let bobToken: string;

const ctx = withTestApp();

beforeAll(async () => {
  alice = await createMember(ctx.db);
  aliceToken = await tokenFor(alice);
  bobToken = await tokenFor(await createMember(ctx.db));
});

const auth = (token?: string) => (token ? { 'x-auth-token': token } : {});

async function detail(id: number, token?: string) {
  const response = await ctx.app.inject({ url: `/v1/feed/${id}`, headers: auth(token) });
  expect(response.statusCode).toBe(200);
  return feedDetailSchema.parse(response.json());
}

function like(id: number, token?: string) {
  return ctx.app.inject({ method: 'POST', url: `/v1/feed/${id}/like`, headers: auth(token) });
}

async function likeRows(dealId: number) {
  const { rows } = await sql<{ rows: number; counter: number }>`
    select (select count(*)::int from deal_like where deal_id = ${dealId}) as rows,
           (select like_count from deal where id = ${dealId}) as counter`.execute(ctx.db);
  return rows[0];
}

describe('GET /v1/feed/{id}', () => {
  it('answers the deal with content, flags, counts and the comment tree', async () => {
    const deal = await createDeal(ctx.db, {
      name: '무선 청소기',
      market: '11번가',
      img_link: 'seed/deal-02.webp',
      link: 'https://www.11st.co.kr/products/1',
      content: '<p>역대 최저가</p>',
      is_free_shipping: false,
    });
    await ctx.db.insertInto('bookmark').values({ deal_id: deal.id, member_id: alice.id }).execute();
    await ctx.app.inject({
      method: 'POST',
      url: `/v1/feed/${deal.id}/comment`,
      headers: auth(aliceToken),
      payload: { content: '좋네요' },
    });

    const body = await detail(deal.id, aliceToken);
    expect(body).toMatchObject({
      id: deal.id,
      name: '무선 청소기',
      price: 10_000,
      market: '11번가',
      imgLink: '/cdn/seed/deal-02.webp',
      link: 'https://www.11st.co.kr/products/1',
      url: 'https://www.11st.co.kr/products/1',
      createdDatetime: deal.created_at.toISOString(),
      source: 'AKKYEO',
      goldbox: false,
      freeShipping: false,
      isFreeShipping: false,
      content: '<p>역대 최저가</p>',
      isBookmarked: true,
      isLiked: false,
      likeCount: 0,
      commentCount: 1,
      isPartnerLink: false,
    });
    expect(body.comment.map((c) => c.content)).toEqual(['좋네요']);
    expect((await detail(deal.id)).isBookmarked).toBe(false);
  });

  it('marks partner links: partner-API deals and converted links', async () => {
    const goldBox = await createDeal(ctx.db, {
      source: 'COUPANG_GOLD_BOX',
      link: 'https://www.coupang.com/vp/products/9',
    });
    const converted = await createDeal(ctx.db, {
      link: 'https://www.coupang.com/vp/products/10',
      converted_url: 'https://link.coupang.com/a/xyz',
    });
    const same = await createDeal(ctx.db, {
      link: 'https://www.coupang.com/vp/products/11',
      converted_url: 'https://www.coupang.com/vp/products/11',
    });
    expect((await detail(goldBox.id)).isPartnerLink).toBe(true);
    const convertedDetail = await detail(converted.id);
    expect(convertedDetail).toMatchObject({
      isPartnerLink: true,
      link: 'https://link.coupang.com/a/xyz',
      url: 'https://www.coupang.com/vp/products/10',
    });
    expect((await detail(same.id)).isPartnerLink).toBe(false);
  });

  it('is 404 for a missing deal and 400 for a bad id', async () => {
    const missing = await ctx.app.inject({ url: '/v1/feed/2000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: '요청하신 내용을 찾을 수 없습니다.',
    });
    for (const id of ['abc', '0', '-1', '99999999999']) {
      const response = await ctx.app.inject({ url: `/v1/feed/${id}` });
      expect(response.statusCode, id).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('POST /v1/feed/{id}/like', () => {
  it('toggles the like and answers the state and count', async () => {
    const deal = await createDeal(ctx.db);
    const first = await like(deal.id, aliceToken);
    expect(first.statusCode).toBe(200);
    expect(likeResponseSchema.parse(first.json())).toEqual({ isLiked: true, likeCount: 1 });
    expect((await like(deal.id, bobToken)).json()).toEqual({ isLiked: true, likeCount: 2 });
    expect((await like(deal.id, aliceToken)).json()).toEqual({ isLiked: false, likeCount: 1 });
    expect((await detail(deal.id, bobToken)).isLiked).toBe(true);
    expect((await detail(deal.id, aliceToken)).isLiked).toBe(false);
    expect(await likeRows(deal.id)).toEqual({ rows: 1, counter: 1 });
  });

  it('needs login and an existing deal', async () => {
    const deal = await createDeal(ctx.db);
    const anonymous = await like(deal.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<{ code: string }>().code).toBe('LOGIN_REQUIRED');
    expect((await like(2_000_000_000, aliceToken)).statusCode).toBe(404);
    expect((await like(deal.id, 'not-a-token')).statusCode).toBe(401);
  });

  it('never makes two rows or a wrong count under concurrent taps', async () => {
    // Parallel only on PostgreSQL (TEST_DB_KIND=postgres: a pool of 4 connections); PGlite's one
    // connection runs these requests a statement at a time, so that run gives this test its meaning.
    const deal = await createDeal(ctx.db);
    const members = await Promise.all(Array.from({ length: 4 }, () => createMember(ctx.db)));
    const tokens = await Promise.all(members.map(tokenFor));
    const taps = tokens.flatMap((token) => Array.from({ length: 5 }, () => like(deal.id, token)));
    const replies = await Promise.all(taps);
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    // Five taps each: every member ends liked, once.
    expect(await likeRows(deal.id)).toEqual({ rows: 4, counter: 4 });
    const states = replies.map((r) => likeResponseSchema.parse(r.json()));
    const counts = states.map((s) => s.likeCount);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...counts)).toBeLessThanOrEqual(4);
    const double = await Promise.all([like(deal.id, aliceToken), like(deal.id, aliceToken)]);
    expect(double.map((r) => likeResponseSchema.parse(r.json()).isLiked).sort()).toEqual([
      false,
      true,
    ]);
    expect(await likeRows(deal.id)).toEqual({ rows: 4, counter: 4 });
  });
});
