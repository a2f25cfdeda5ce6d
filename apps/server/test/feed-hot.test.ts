import { feedListResponseSchema, type FeedListResponse } from '@akkyeo/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Deal, Member } from '../src/db/types';
import { injectAs } from './helpers/auth-session';
import {
  createBoard,
  createDeal,
  createMember,
  createMemberWithStanding,
} from './helpers/factories';
import { withTestApp } from './helpers/test-app';

let members: Member[];

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

const ctx = withTestApp();

beforeAll(async () => {
  members = [];
  for (let i = 0; i < 12; i++) members.push(await createMemberWithStanding(ctx.db));
});

async function like(deal: Deal, member: Member) {
  const response = await injectAs(ctx.app, member, 'POST', `/v1/feed/${deal.id}/like`);
  expect(response.statusCode).toBe(200);
}

async function bookmark(deal: Deal, member: Member) {
  const response = await injectAs(ctx.app, member, 'POST', `/v1/feed/${deal.id}/bookmark`);
  expect(response.statusCode).toBe(200);
}

async function comment(deal: Deal, member: Member) {
  const response = await injectAs(ctx.app, member, 'POST', `/v1/feed/${deal.id}/comment`, {
    content: '좋은 딜이네요',
    parentId: null,
  });
  expect(response.statusCode).toBe(201);
}

async function hotPage(query: string, member: Member | null = null): Promise<FeedListResponse> {
  const response = await injectAs(ctx.app, member, 'GET', `/v1/feed/?sort=hot&${query}`);
  expect(response.statusCode).toBe(200);
  return feedListResponseSchema.parse(response.json());
}

async function scoreOf(deal: Deal): Promise<number> {
  const row = await ctx.db
    .selectFrom('deal')
    .select('hot_score')
    .where('id', '=', deal.id)
    .executeTakeFirstOrThrow();
  return row.hot_score;
}

/** Deals of one test only: each test gives its deals a name tag and filters the list by it. */
const ids = (page: FeedListResponse) => page.content.map((item) => item.id);

describe('GET /v1/feed/?sort=hot', () => {
  it('ranks by votes decayed with age, never lists ended deals, and keeps latest as the default', async () => {
    const db = ctx.db;
    const tag = '랭킹';
    const oldStar = await createDeal(db, {
      name: `${tag} 이틀 전 인기`,
      created_at: ago(48 * HOUR),
    });
    const yesterdayStar = await createDeal(db, {
      name: `${tag} 어제 인기`,
      created_at: ago(24 * HOUR),
    });
    const morning = await createDeal(db, { name: `${tag} 아침 강세`, created_at: ago(6 * HOUR) });
    const weakNew = await createDeal(db, { name: `${tag} 방금 조용`, created_at: ago(60_000) });
    const fewLikes = await createDeal(db, { name: `${tag} 방금 좋아요`, created_at: ago(30_000) });
    const ended = await createDeal(db, {
      name: `${tag} 종료`,
      created_at: ago(HOUR),
      ended_at: new Date(),
    });

    for (const member of members.slice(0, 10)) await like(oldStar, member);
    for (const member of members.slice(0, 12)) await like(yesterdayStar, member);
    for (const member of members.slice(0, 5)) await like(morning, member);
    for (const member of members.slice(0, 3)) await bookmark(morning, member);
    for (const member of members.slice(0, 2)) await comment(morning, member);
    await like(fewLikes, members[0]!);
    for (const member of members.slice(0, 10)) await like(ended, member);

    const hot = await hotPage(`keyword=${encodeURIComponent(tag)}`);
    // 아침 강세: ln(1 + 10 + 9 + 6) − 6/8 ≈ 2.51; 방금 좋아요: ln 3 ≈ 1.10; 어제 인기: ln 25 − 3 ≈ 0.22;
    // 방금 조용: ≈ 0; 이틀 전 인기: ln 21 − 6 ≈ −2.96. The ended deal is never ranked.
    expect(ids(hot)).toEqual([morning.id, fewLikes.id, yesterdayStar.id, weakNew.id, oldStar.id]);
    expect(hot.content[0]).toMatchObject({ likeCount: 5, commentCount: 2 });

    const latest = feedListResponseSchema.parse(
      (await ctx.app.inject({ url: `/v1/feed/?keyword=${encodeURIComponent(tag)}` })).json(),
    );
    expect(ids(latest)).toEqual([
      fewLikes.id,
      weakNew.id,
      ended.id,
      morning.id,
      yesterdayStar.id,
      oldStar.id,
    ]);

    const pageTwo = await hotPage(`keyword=${encodeURIComponent(tag)}&size=2&page=1`);
    expect(ids(pageTwo)).toEqual([yesterdayStar.id, weakNew.id]);
  });

  it('keeps a score at its peak: an unlike or removed bookmark does not lower it', async () => {
    const deal = await createDeal(ctx.db, { name: '최고점 유지', created_at: ago(HOUR) });
    const start = await scoreOf(deal);
    await like(deal, members[0]!);
    await bookmark(deal, members[0]!);
    const peak = await scoreOf(deal);
    expect(peak).toBeGreaterThan(start);
    await like(deal, members[0]!);
    await bookmark(deal, members[0]!);
    const row = await ctx.db
      .selectFrom('deal')
      .select(['like_count', 'bookmark_count', 'hot_score'])
      .where('id', '=', deal.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ like_count: 0, bookmark_count: 0, hot_score: peak });
  });

  it('pages by cursor without duplicates while scores change between pages', async () => {
    const tag = '커서순위';
    const deals: Deal[] = [];
    for (let i = 0; i < 15; i++) {
      deals.push(
        await createDeal(ctx.db, {
          name: `${tag} ${i}`,
          created_at: ago((15 - i) * 20 * 60_000),
        }),
      );
    }
    // An older deal lifted to the top by likes before the first page is read.
    const lifted = deals[5]!;
    for (const member of members.slice(0, 4)) await like(lifted, member);
    const query = `keyword=${encodeURIComponent(tag)}&size=4`;
    const seen: number[] = [];
    let page = await hotPage(query);
    seen.push(...ids(page));
    const firstPage = [...seen];
    expect(firstPage).toEqual([lifted, ...deals.slice(-3).reverse()].map((deal) => deal.id));

    // Its likes are taken back (a score that would fall below the cursor), another shown deal
    // gains votes, and a deal not yet shown rises past the cursor.
    for (const member of members.slice(0, 4)) await like(lifted, member);
    for (const member of members.slice(0, 4)) {
      await like(
        deals.find((d) => d.id === firstPage[3])!,
        member,
      );
    }
    const riser = deals[2]!;
    for (const member of members.slice(0, 8)) await bookmark(riser, member);

    while (page.page.nextCursor) {
      page = await hotPage(`${query}&cursor=${encodeURIComponent(page.page.nextCursor)}`);
      seen.push(...ids(page));
      // Between pages, a shown deal ends and the last shown deal gets a comment.
      await ctx.db
        .updateTable('deal')
        .set({ ended_at: new Date() })
        .where('id', '=', firstPage[2]!)
        .execute();
      await comment(
        deals.find((deal) => deal.id === seen[seen.length - 1])!,
        members[1]!,
      );
    }
    expect(new Set(seen).size).toBe(seen.length);
    // Every deal whose score stayed below the cursor was listed; only the riser was passed over.
    expect(new Set(seen)).toEqual(
      new Set(deals.filter((deal) => deal !== riser).map((deal) => deal.id)),
    );
  });

  it('refuses a cursor of the latest list and a malformed one', async () => {
    const latest = feedListResponseSchema.parse(
      (await ctx.app.inject({ url: '/v1/feed/?size=1' })).json(),
    );
    const cursor = encodeURIComponent(latest.page.nextCursor!);
    const response = await ctx.app.inject({ url: `/v1/feed/?sort=hot&size=1&cursor=${cursor}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_CURSOR' });
    const bad = await ctx.app.inject({ url: '/v1/feed/?sort=popular' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('votes without standing', () => {
  async function counters(deal: Deal) {
    return ctx.db
      .selectFrom('deal')
      .select(['like_count', 'bookmark_count', 'scored_like_count', 'scored_bookmark_count'])
      .where('id', '=', deal.id)
      .executeTakeFirstOrThrow();
  }

  it('leave the score alone: fresh accounts, old ones that never wrote, young ones that did', async () => {
    const deal = await createDeal(ctx.db, { name: '조작 시도', created_at: ago(8 * HOUR) });
    const start = await scoreOf(deal);
    const voters: Member[] = [];
    for (let i = 0; i < 11; i++) voters.push(await createMember(ctx.db));
    voters.push(await createMember(ctx.db, { created_at: ago(30 * 24 * HOUR) }));
    const young = await createMember(ctx.db, { created_at: ago(2 * 24 * HOUR) });
    await createBoard(ctx.db, { member_id: young.id });
    voters.push(young);
    for (const voter of voters) {
      await like(deal, voter);
      await bookmark(deal, voter);
      expect((await injectAs(ctx.app, voter, 'GET', `/go/${deal.id}`)).statusCode).toBe(302);
    }
    // A click of a member with standing, queued last, is written last: once its row is there,
    // every click before it was looked at, and none of them counted.
    expect((await injectAs(ctx.app, members[3]!, 'GET', `/go/${deal.id}`)).statusCode).toBe(302);
    const clickRows = async () =>
      (
        await sql<{ visitor: string }>`
          select visitor from deal_click where deal_id = ${deal.id}`.execute(ctx.db)
      ).rows.map((row) => row.visitor);
    await vi.waitFor(async () => expect(await clickRows()).toEqual([`m:${members[3]!.id}`]), {
      timeout: 5_000,
    });
    expect(await scoreOf(deal)).toBeCloseTo(start + Math.log(1 + 1), 9);
    expect(await counters(deal)).toEqual({
      like_count: 13,
      bookmark_count: 13,
      scored_like_count: 0,
      scored_bookmark_count: 0,
    });
    // Their own like and bookmark still show to them.
    const mine = await injectAs(ctx.app, voters[0]!, 'GET', `/v1/feed/${deal.id}`);
    expect(mine.json()).toMatchObject({ isLiked: true, isBookmarked: true, likeCount: 13 });

    // A like of a member with standing moves it.
    await like(deal, members[3]!);
    expect(await scoreOf(deal)).toBeCloseTo(start + Math.log(1 + 1 + 2), 9);
  });

  it('need an account a day old even when standing asks for less', async () => {
    const lenient = await ctx.startInstance({
      config: { standing: { minAccountAgeDays: 0, minContributions: 0 } },
    });
    const deal = await createDeal(ctx.db, { created_at: ago(10 * 60_000) });
    const start = await scoreOf(deal);
    const fresh = await createMember(ctx.db);
    const dayOld = await createMember(ctx.db, { created_at: ago(25 * HOUR) });
    const tap = (member: Member) =>
      injectAs(lenient.app, member, 'POST', `/v1/feed/${deal.id}/like`);
    expect((await tap(fresh)).statusCode).toBe(200);
    expect(await scoreOf(deal)).toBe(start);
    expect((await tap(dayOld)).statusCode).toBe(200);
    expect(await scoreOf(deal)).toBeCloseTo(start + Math.log(1 + 2), 9);
  });
});

describe('GET /go/{id}', () => {
  async function clicks(deal: Deal) {
    const { rows } = await sql<{ rows: number; members: number; visitors: number }>`
      select (select count(*)::int from deal_click where deal_id = ${deal.id}) as rows,
        click_count as members, visitor_click_count as visitors
      from deal where id = ${deal.id}`.execute(ctx.db);
    return rows[0]!;
  }

  function go(
    deal: Pick<Deal, 'id'>,
    headers: Record<string, string> = {},
    query = '',
    remoteAddress = '127.0.0.1',
  ) {
    return ctx.app.inject({ url: `/go/${deal.id}${query}`, headers, remoteAddress });
  }

  it('redirects to the partner link, else the store link, whatever the query says', async () => {
    const partner = await createDeal(ctx.db, {
      link: 'https://www.coupang.com/vp/products/77',
      converted_url: 'https://link.coupang.com/a/go77',
    });
    const store = await createDeal(ctx.db, { link: 'https://shop.example.com/p/78' });
    const first = await go(partner, {}, '?url=https://evil.example/steal&next=//evil.example');
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('https://link.coupang.com/a/go77');
    expect(first.headers['cache-control']).toBe('no-store');
    const second = await go(store, {}, '?redirect=https%3A%2F%2Fevil.example');
    expect(second.statusCode).toBe(302);
    expect(second.headers.location).toBe('https://shop.example.com/p/78');
  });

  it('answers the 404 of an unknown address for a missing deal, and 400 for a bad id', async () => {
    const missing = await go({ id: 987_654 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(missing.headers.location).toBeUndefined();
    const bad = await ctx.app.inject({ url: '/go/abc' });
    expect(bad.statusCode).toBe(400);
  });

  it('counts one click a member or address prefix a deal a day, a visitor at half weight', async () => {
    const deal = await createDeal(ctx.db, { created_at: ago(HOUR) });
    const before = await scoreOf(deal);
    // Three networks: one /24 (whatever the browser says), another /24, one IPv6 /56.
    for (const [address, agent] of [
      ['198.51.100.7', 'Phone A'],
      ['198.51.100.7', 'Phone B'],
      ['198.51.100.200', 'Phone C'],
      ['203.0.113.5', 'Phone A'],
      ['2001:db8:1:ab01::1', 'Phone A'],
      ['2001:db8:1:abff::2', 'Phone B'],
    ] as const) {
      expect((await go(deal, { 'user-agent': agent }, '', address)).statusCode).toBe(302);
    }
    const member = members[0]!;
    for (let i = 0; i < 2; i++) {
      const response = await injectAs(ctx.app, member, 'GET', `/go/${deal.id}`);
      expect(response.statusCode).toBe(302);
    }
    // A HEAD request and a browser's prefetch of the link redirect too, but are no clicks.
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: `/go/${deal.id}`,
      headers: { 'user-agent': 'Phone D' },
    });
    expect(head.statusCode).toBe(302);
    const prefetch = await go(deal, { 'user-agent': 'Phone E', 'sec-purpose': 'prefetch' });
    expect(prefetch.statusCode).toBe(302);
    // The last click is of a new network: its row arriving means every earlier click is written
    // (the queue writes in order).
    expect((await go(deal, { 'user-agent': 'Phone C' }, '', '192.0.2.1')).statusCode).toBe(302);
    await vi.waitFor(async () => expect((await clicks(deal)).rows).toBe(5), { timeout: 5_000 });
    expect(await clicks(deal)).toEqual({ rows: 5, members: 1, visitors: 4 });
    // One member's click weighs 1, each visitor network's 0.5.
    expect(await scoreOf(deal)).toBeCloseTo(before + Math.log(1 + 1 + 4 * 0.5), 9);

    const { rows } = await sql<{ visitor: string }>`
      select visitor from deal_click where deal_id = ${deal.id} order by visitor`.execute(ctx.db);
    expect(rows.filter((row) => row.visitor === `m:${member.id}`)).toHaveLength(1);
    for (const row of rows) expect(row.visitor).not.toMatch(/198\.51|203\.0|2001|192\.0/);
  });

  it("stops counting a network's visitor clicks past its hourly limit, still redirecting", async () => {
    const limited = await ctx.startInstance({
      config: { rateLimits: { ...ctx.app.config.rateLimits, buyClicks: 2 } },
    });
    const deals = [await createDeal(ctx.db), await createDeal(ctx.db), await createDeal(ctx.db)];
    // Two addresses of one /24, three deals: the network's third click is past its limit.
    for (const [deal, address] of [
      [deals[0]!, '100.24.7.1'],
      [deals[1]!, '100.24.7.2'],
      [deals[2]!, '100.24.7.1'],
    ] as const) {
      const response = await limited.app.inject({
        url: `/go/${deal.id}`,
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(302);
    }
    // A member's click is not limited by address; queued last, it is written last.
    const member = await injectAs(limited.app, members[2]!, 'GET', `/go/${deals[2]!.id}`);
    expect(member.statusCode).toBe(302);
    await vi.waitFor(async () => expect((await clicks(deals[2]!)).members).toBe(1), {
      timeout: 5_000,
    });
    expect(await clicks(deals[0]!)).toEqual({ rows: 1, members: 0, visitors: 1 });
    expect(await clicks(deals[1]!)).toEqual({ rows: 1, members: 0, visitors: 1 });
    expect(await clicks(deals[2]!)).toEqual({ rows: 1, members: 1, visitors: 0 });
  });

  it('redirects at once while the click cannot be written yet', async () => {
    if (ctx.database.kind !== 'postgres') return; // PGlite runs one statement at a time for everyone.
    const deal = await createDeal(ctx.db);
    await ctx.db.transaction().execute(async (trx) => {
      await sql`lock table deal_click in exclusive mode`.execute(trx);
      const response = await go(deal, { 'user-agent': 'Blocked' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(deal.link);
      expect((await clicks(deal)).rows).toBe(0);
    });
    await vi.waitFor(async () => expect((await clicks(deal)).visitors).toBe(1), {
      timeout: 5_000,
    });
  });
});
