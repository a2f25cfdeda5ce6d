import {
  feedListResponseSchema,
  paths,
  priceHistorySchema,
  toUrl,
  type FeedCreateRequest,
} from '@akkyeo/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Member } from '../src/db/types';
import { productKeyOf, usualPrice } from '../src/modules/feed/price-observations';
import { runGoldBoxImport } from '../src/modules/partner/goldbox-import';
import { createCoupangClient } from '../src/modules/partner/coupang-client';
import { createOutbound } from '../src/lib/outbound';
import { injectAs } from './helpers/auth-session';
import { createDeal, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import { goldBoxImportHooks } from './helpers/test-services';
import {
  coupangStubConfig,
  startCoupangStub,
  STUB_KEYS,
  type CoupangStub,
} from './stubs/coupang-stub';

let stub: CoupangStub;
let manager: Member;

beforeAll(async () => {
  stub = await startCoupangStub();
});

const ctx = withTestApp(() => ({ config: { coupang: coupangStubConfig(stub.url) } }));

beforeAll(async () => {
  manager = await createMember(ctx.db, { role: 'ROLE_MANAGER' });
});
afterAll(async () => {
  await stub.close();
});
beforeEach(async () => {
  await ctx.db.deleteFrom('deal').execute();
  await ctx.db.deleteFrom('price_observation').execute();
  await ctx.db.deleteFrom('rate_limit').execute();
});

async function post(draft: Partial<FeedCreateRequest> & { url: string; price: number }) {
  const reply = await injectAs(ctx.app, manager, 'POST', paths.feed.create, {
    name: '무선 이어폰',
    content: '<p>특가</p>',
    containImage: false,
    ...draft,
  });
  expect(reply.statusCode).toBe(201);
  return reply.json<{ id: number }>().id;
}

async function edit(feedId: number, price: number) {
  const reply = await injectAs(ctx.app, manager, 'PUT', paths.feed.update, {
    feedId,
    name: '무선 이어폰',
    price,
    isFreeShipping: true,
    content: '<p>특가</p>',
  });
  expect(reply.statusCode).toBe(200);
}

/** Moves the product's newest observation `days` days into the past (a history built over time). */
async function seenDaysAgo(productKey: string, days: number) {
  await sql`update price_observation set observed_at = now() - ${days}::float8 * interval '1 day'
    where id = (select max(id) from price_observation where product_key = ${productKey})`.execute(
    ctx.db,
  );
}

async function history(id: number) {
  const reply = await ctx.app.inject({ url: toUrl(paths.feed.priceHistory, { id }) });
  expect(reply.statusCode).toBe(200);
  return priceHistorySchema.parse(reply.json());
}

async function cards() {
  const reply = await ctx.app.inject({ url: paths.feed.list });
  return new Map(
    feedListResponseSchema.parse(reply.json()).content.map((c) => [c.id, c.isLowestPrice]),
  );
}

const importDeps = () => ({
  db: ctx.db,
  logger: { info: () => undefined, warn: () => undefined },
  ...goldBoxImportHooks(ctx.database),
  client: createCoupangClient({
    keys: STUB_KEYS,
    baseUrl: stub.url,
    budget: { take: async () => {}, pause: async () => {} },
    outbound: createOutbound(),
  }),
});

describe('price history', () => {
  it("follows a manager's deal from its creation through its edits", async () => {
    const url = 'https://www.shop.example/p/1?utm_source=kakao';
    const key = productKeyOf(url);
    const id = await post({ url, price: 30_000 });
    await seenDaysAgo(key, 20);
    await edit(id, 36_000);
    await seenDaysAgo(key, 10);
    await edit(id, 27_000);

    const seen = await history(id);
    expect(seen.points.map((p) => p.price)).toEqual([30_000, 36_000, 27_000]);
    const times = seen.points.map((p) => Date.parse(p.observedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // 21 days: 10 at 30,000, 10 at 36,000 and today at 27,000.
    expect(seen).toMatchObject({
      lowest: 27_000,
      usual: 30_000,
      current: 27_000,
      isLowestPrice: true,
    });
    expect((await cards()).get(id)).toBe(true);

    // The same product under another URL (tracking parameters, www) shares the history.
    const other = await post({ url: 'https://shop.example/p/1/?fbclid=abc', price: 28_000 });
    expect((await history(other)).points.map((p) => p.price)).toEqual([
      30_000, 36_000, 27_000, 28_000,
    ]);
    expect(await history(other)).toMatchObject({ lowest: 27_000, isLowestPrice: false });
    expect(await cards()).toEqual(
      new Map([
        [other, false],
        [id, true],
      ]),
    );

    // A lower price seen for the product takes the badge from the first deal.
    await edit(other, 25_000);
    expect(await cards()).toEqual(
      new Map([
        [other, true],
        [id, false],
      ]),
    );
  });

  it('follows a gold-box item through imports, shared with a manager deal of the product', async () => {
    stub.goldBox = [stub.product(501, { productPrice: 12_000 })];
    await runGoldBoxImport(importDeps());
    await seenDaysAgo('coupang:501', 9);
    stub.goldBox = [stub.product(501, { productPrice: 11_000 })];
    await runGoldBoxImport(importDeps());
    await seenDaysAgo('coupang:501', 4);
    stub.goldBox = [stub.product(501, { productPrice: 11_500 })];
    await runGoldBoxImport(importDeps());

    const deal = await ctx.db
      .selectFrom('deal')
      .select(['id', 'product_key'])
      .where('external_id', '=', '501')
      .executeTakeFirstOrThrow();
    expect(deal.product_key).toBe('coupang:501');
    // Days -9..-5 at 12,000, -4..-1 at 11,000, today 11,500: the median of ten is 11,750.
    expect(await history(deal.id)).toMatchObject({
      points: [{ price: 12_000 }, { price: 11_000 }, { price: 11_500 }],
      lowest: 11_000,
      usual: 11_750,
      current: 11_500,
      isLowestPrice: false,
    });

    const picked = await post({
      url: 'https://www.coupang.com/vp/products/501?itemId=7&vendorItemId=8',
      price: 10_900,
    });
    expect(await history(picked)).toMatchObject({ lowest: 10_900, isLowestPrice: true });
    expect((await history(deal.id)).points).toHaveLength(4);
    expect(await cards()).toEqual(
      new Map([
        [picked, true],
        [deal.id, false],
      ]),
    );
  });

  it('badges 역대최저 only after three observations spanning seven days', async () => {
    const url = 'https://shop.example/p/badge';
    const key = productKeyOf(url);
    const id = await post({ url, price: 20_000 });
    await seenDaysAgo(key, 10);
    await edit(id, 19_000);
    // Two observations over ten days: too few.
    expect((await cards()).get(id)).toBe(false);

    const young = await post({ url: 'https://shop.example/p/young', price: 9_000 });
    const youngKey = productKeyOf('https://shop.example/p/young');
    await seenDaysAgo(youngKey, 6);
    await edit(young, 8_500);
    await seenDaysAgo(youngKey, 3);
    await edit(young, 8_000);
    // Three observations, but over six days only.
    expect((await cards()).get(young)).toBe(false);
    expect((await history(young)).isLowestPrice).toBe(false);

    await edit(id, 18_000);
    // Three over ten days, at or below each earlier one.
    expect((await cards()).get(id)).toBe(true);
    await edit(id, 18_500);
    expect((await cards()).get(id)).toBe(false);
    await edit(id, 18_000);
    // Equal to the lowest still counts.
    expect((await cards()).get(id)).toBe(true);

    // An ended deal carries no badge.
    await ctx.db.updateTable('deal').set({ ended_at: new Date() }).where('id', '=', id).execute();
    expect((await cards()).get(id)).toBe(false);
  });

  it('answers a deal without observations with its price alone', async () => {
    const deal = await createDeal(ctx.db, { price: 4_000 });
    expect(await history(deal.id)).toEqual({
      points: [],
      lowest: null,
      usual: null,
      current: 4_000,
      isLowestPrice: false,
    });
  });

  it('is 404 for a missing deal and 400 for a bad id', async () => {
    const missing = await ctx.app.inject({ url: toUrl(paths.feed.priceHistory, { id: 999_999 }) });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx.app.inject({ url: '/v1/feed/abc/price-history' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('usualPrice', () => {
  const now = new Date('2026-11-27T03:00:00Z'); // 12:00 KST
  const seen = (iso: string, price: number) => ({ observed_at: new Date(iso), price });

  it("takes each KST day's last observation and carries it over days without one", () => {
    expect(
      usualPrice(
        [
          seen('2026-11-20T01:00:00Z', 100),
          seen('2026-11-20T14:00:00Z', 300), // 23:00 KST, same day: the day's price
          seen('2026-11-26T16:00:00Z', 200), // 01:00 KST on the 27th
        ],
        now,
      ),
    ).toBe(300); // 20th–26th at 300 (7 days), 27th at 200
  });

  it('looks back 30 days, starting from the price in force then', () => {
    expect(
      usualPrice([seen('2026-09-01T00:00:00Z', 500), seen('2026-11-14T00:00:00Z', 100)], now),
    ).toBe(500); // Oct 29 – Nov 13 at 500 (16 days), Nov 14 – 27 at 100 (14 days)
    expect(
      usualPrice([seen('2026-09-01T00:00:00Z', 500), seen('2026-11-13T00:00:00Z', 100)], now),
    ).toBe(300); // 15 days each: the mean of the middle two
  });

  it('is null without observations', () => {
    expect(usualPrice([], now)).toBeNull();
  });
});
