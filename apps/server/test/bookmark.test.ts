import { bookmarkListResponseSchema, bookmarkToggleResponseSchema } from '@akkyeo/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { memberWithToken as newMemberWithToken } from './helpers/auth-session';
import { createDeal } from './helpers/factories';
import { withTestApp } from './helpers/test-app';

const memberWithToken = () => newMemberWithToken(ctx.db);

const ctx = withTestApp();

const auth = (token?: string) => (token ? { 'x-auth-token': token } : {});

function toggle(dealId: number, token?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/feed/${dealId}/bookmark`,
    headers: auth(token),
  });
}

async function list(query: string, token: string) {
  const response = await ctx.app.inject({
    url: `/v1/member/bookmark${query}`,
    headers: auth(token),
  });
  expect(response.statusCode).toBe(200);
  return bookmarkListResponseSchema.parse(response.json());
}

async function bookmarkRows(memberId: number) {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from bookmark where member_id = ${memberId}`.execute(ctx.db);
  return rows[0]?.n;
}

describe('POST /v1/feed/{id}/bookmark', () => {
  it('toggles the bookmark', async () => {
    const { member, token } = await memberWithToken();
    const deal = await createDeal(ctx.db);
    const on = await toggle(deal.id, token);
    expect(on.statusCode).toBe(200);
    expect(bookmarkToggleResponseSchema.parse(on.json())).toEqual({ isBookmarked: true });
    expect(await bookmarkRows(member.id)).toBe(1);
    expect((await toggle(deal.id, token)).json()).toEqual({ isBookmarked: false });
    expect(await bookmarkRows(member.id)).toBe(0);
  });

  it('needs login and an existing deal', async () => {
    const { token } = await memberWithToken();
    const deal = await createDeal(ctx.db);
    const anonymous = await toggle(deal.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      status: 401,
      code: 'LOGIN_REQUIRED',
      message: '로그인 후 이용 가능합니다!',
    });
    expect((await toggle(2_000_000_000, token)).statusCode).toBe(404);
    expect((await toggle(0, token)).statusCode).toBe(400);
  });

  it('never makes two rows under concurrent double taps', async () => {
    // Parallel only on PostgreSQL (TEST_DB_KIND=postgres: a pool of 4 connections); PGlite's one
    // connection runs these requests a statement at a time, so that run gives this test its meaning.
    const { member, token } = await memberWithToken();
    const deal = await createDeal(ctx.db);
    const replies = await Promise.all([toggle(deal.id, token), toggle(deal.id, token)]);
    const states = replies.map((r) => bookmarkToggleResponseSchema.parse(r.json()).isBookmarked);
    expect(states.sort()).toEqual([false, true]);
    expect(await bookmarkRows(member.id)).toBe(0);
    const three = await Promise.all([1, 2, 3].map(() => toggle(deal.id, token)));
    expect(three.every((r) => r.statusCode === 200)).toBe(true);
    expect(await bookmarkRows(member.id)).toBe(1);
  });
});

describe('GET /v1/member/bookmark', () => {
  it("pages the caller's bookmarks, newest bookmark first", async () => {
    const { member, token } = await memberWithToken();
    const other = await memberWithToken();
    const deals = await Promise.all(Array.from({ length: 12 }, () => createDeal(ctx.db)));
    const base = Date.parse('2026-03-01T00:00:00Z');
    // Bookmarked in an order unrelated to the deals' own dates.
    const order = [5, 0, 11, 3, 8, 1, 10, 2, 7, 4, 9, 6];
    await ctx.db
      .insertInto('bookmark')
      .values(
        order.map((index, i) => ({
          deal_id: deals[index]!.id,
          member_id: member.id,
          created_at: new Date(base + i * 60_000),
        })),
      )
      .execute();
    await ctx.db
      .insertInto('bookmark')
      .values({ deal_id: deals[0]!.id, member_id: other.member.id })
      .execute();

    const first = await list('?page=0&size=5', token);
    const second = await list('?page=1&size=5', token);
    const third = await list('?page=2&size=5', token);
    const ids = [...first.content, ...second.content, ...third.content].map((d) => d.id);
    expect(ids).toEqual([...order].reverse().map((index) => deals[index]!.id));
    expect(first.page).toMatchObject({
      number: 0,
      size: 5,
      totalElements: 12,
      totalPages: 3,
      last: false,
    });
    expect(third.page.last).toBe(true);
    expect(first.content.every((d) => d.isBookmarked)).toBe(true);
    expect(first.content[0]).toMatchObject({ name: deals[6]!.name, price: 10_000, goldbox: false });

    const defaults = await list('', token);
    expect(defaults.page).toMatchObject({ number: 0, size: 10 });
    expect((await list('', other.token)).content.map((d) => d.id)).toEqual([deals[0]!.id]);
  });

  it('is empty for a member without bookmarks, 401 when anonymous, 400 for bad paging', async () => {
    const { token } = await memberWithToken();
    expect(await list('', token)).toEqual({
      content: [],
      page: {
        number: 0,
        size: 10,
        totalElements: 0,
        totalPages: 0,
        last: true,
        nextCursor: null,
      },
    });
    expect((await ctx.app.inject({ url: '/v1/member/bookmark' })).statusCode).toBe(401);
    for (const query of ['?page=-1', '?size=0', '?size=51']) {
      const response = await ctx.app.inject({
        url: `/v1/member/bookmark${query}`,
        headers: auth(token),
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
