import { feedListResponseSchema, paths } from '@akkyeo/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { goldBoxImportHooks } from './helpers/test-services';
import { createOutbound } from '../src/lib/outbound';
import { createCoupangClient } from '../src/modules/partner/coupang-client';
import { CoupangApiError } from '../src/modules/partner/coupang-errors';
import { runGoldBoxImport, type GoldBoxImportDeps } from '../src/modules/partner/goldbox-import';
import { createDeal } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import {
  coupangStubConfig,
  startCoupangStub,
  STUB_KEYS,
  type CoupangStub,
} from './stubs/coupang-stub';

let stub: CoupangStub;
const logs: { level: string; msg: string; data?: unknown }[] = [];
const logger = {
  info: (data: unknown, msg?: string) =>
    logs.push({ level: 'info', msg: msg ?? String(data), data }),
  warn: (data: unknown, msg?: string) =>
    logs.push({ level: 'warn', msg: msg ?? String(data), data }),
} as GoldBoxImportDeps['logger'];

beforeAll(async () => {
  stub = await startCoupangStub();
});
afterAll(async () => {
  await stub.close();
});

const ctx = withTestApp(() => ({ config: { coupang: coupangStubConfig(stub.url) } }));
beforeEach(async () => {
  await ctx.db.deleteFrom('deal').execute();
  await ctx.db.deleteFrom('price_observation').execute();
  logs.length = 0;
  stub.delayMs = 0;
  stub.goldBox = [stub.product(501), stub.product(502), stub.product(503, { isRocket: false })];
});

const deps = (): GoldBoxImportDeps => ({
  db: ctx.db,
  logger,
  ...goldBoxImportHooks(ctx.database),
  client: createCoupangClient({
    keys: STUB_KEYS,
    baseUrl: stub.url,
    budget: { take: async () => {}, pause: async () => {} },
    outbound: createOutbound(),
  }),
});

const goldBoxDeals = () =>
  ctx.db
    .selectFrom('deal')
    .selectAll()
    .where('source', '=', 'COUPANG_GOLD_BOX')
    .orderBy('external_id')
    .execute();

const observations = (productKey: string) =>
  ctx.db
    .selectFrom('price_observation')
    .select(['price'])
    .where('product_key', '=', productKey)
    .orderBy('id')
    .execute();

describe('gold-box import', () => {
  it('turns each item into a Coupang gold-box deal with its search columns', async () => {
    const summary = await runGoldBoxImport(deps());
    expect(summary).toEqual({
      status: 'done',
      received: 3,
      invalid: 0,
      created: 3,
      updated: 0,
      priceChanged: 0,
      reopened: 0,
      ended: 0,
      unchanged: 0,
    });
    const deals = await goldBoxDeals();
    expect(deals).toHaveLength(3);
    const [first] = deals;
    const item = stub.goldBox[0]!;
    expect(first).toMatchObject({
      source: 'COUPANG_GOLD_BOX',
      external_id: '501',
      name: item.productName,
      price: item.productPrice,
      market: '쿠팡',
      img_link: item.productImage,
      link: 'https://www.coupang.com/vp/products/501',
      converted_url: item.productUrl,
      content_text: '식품',
      is_rocket: true,
      is_free_shipping: true,
      ended_at: null,
      author_id: null,
    });
    expect(first?.search_text).toBe('골드박스 상품 501 쿠팡 식품');
    expect(first?.search_bigrams).toEqual(expect.arrayContaining(['골드', '쿠팡']));
    expect(first?.search_chosung).toBe('ㄱㄷㅂㅅ ㅅㅍ ㅋㅍ ㅅㅍ');
    expect(await observations('coupang:501')).toEqual([{ price: item.productPrice }]);
  });

  it('never duplicates on a re-run and leaves unchanged deals alone', async () => {
    await runGoldBoxImport(deps());
    const before = await goldBoxDeals();
    const summary = await runGoldBoxImport(deps());
    expect(summary).toMatchObject({ created: 0, updated: 0, ended: 0, unchanged: 3 });
    const after = await goldBoxDeals();
    expect(after).toHaveLength(3);
    expect(after.map((d) => [d.id, d.updated_at.getTime()])).toEqual(
      before.map((d) => [d.id, d.updated_at.getTime()]),
    );
    expect(await observations('coupang:501')).toHaveLength(1);
  });

  it('updates a changed price and records a price observation', async () => {
    await runGoldBoxImport(deps());
    stub.goldBox[1] = { ...stub.goldBox[1]!, productPrice: 7_900, productName: '가격 내린 상품' };
    const summary = await runGoldBoxImport(deps());
    expect(summary).toMatchObject({ updated: 1, priceChanged: 1, unchanged: 2 });

    const deal = (await goldBoxDeals()).find((d) => d.external_id === '502');
    expect(deal).toMatchObject({ price: 7_900, name: '가격 내린 상품' });
    expect(deal?.search_text).toBe('가격 내린 상품 쿠팡 식품');
    expect(await observations('coupang:502')).toEqual([{ price: 10_502 }, { price: 7_900 }]);
    const done = logs.find((l) => l.msg === 'gold-box import done' && l.data);
    expect(done).toBeDefined();
    const last = logs.filter((l) => l.msg === 'gold-box import done').at(-1);
    expect(last?.data).toMatchObject({
      priceChanges: [{ productId: '502', from: 10_502, to: 7_900 }],
    });
  });

  it('marks an item that left the gold box as ended, keeps it, and reopens it when it returns', async () => {
    await runGoldBoxImport(deps());
    const gone = stub.goldBox.splice(2, 1)[0]!;
    expect(await runGoldBoxImport(deps())).toMatchObject({ ended: 1, unchanged: 2 });

    const ended = (await goldBoxDeals()).find((d) => d.external_id === '503');
    expect(ended?.ended_at).toBeInstanceOf(Date);
    const page = feedListResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: paths.feed.list })).json(),
    );
    expect(page.content.find((d) => d.id === ended?.id)).toMatchObject({
      ended: true,
      goldbox: true,
    });
    expect(page.content.filter((d) => !d.ended)).toHaveLength(2);

    stub.goldBox.push(gone);
    expect(await runGoldBoxImport(deps())).toMatchObject({ reopened: 1, updated: 1, ended: 0 });
    expect((await goldBoxDeals()).every((d) => d.ended_at === null)).toBe(true);
  });

  it('ends only gold-box deals, and nothing when the gold box comes back empty', async () => {
    const ownPick = await createDeal(ctx.db);
    await runGoldBoxImport(deps());
    stub.goldBox = [];
    expect(await runGoldBoxImport(deps())).toMatchObject({ received: 0, ended: 0 });
    expect((await goldBoxDeals()).every((d) => d.ended_at === null)).toBe(true);
    expect(logs.some((l) => l.level === 'warn' && l.msg.includes('empty'))).toBe(true);

    stub.goldBox = [stub.product(600)];
    expect(await runGoldBoxImport(deps())).toMatchObject({ created: 1, ended: 3 });
    const own = await ctx.db
      .selectFrom('deal')
      .select('ended_at')
      .where('id', '=', ownPick.id)
      .executeTakeFirstOrThrow();
    expect(own.ended_at).toBeNull();
  });

  it('runs once when two imports start at the same time', async () => {
    stub.delayMs = 150;
    const callsBefore = stub.calls('goldbox');
    const results = await Promise.all([runGoldBoxImport(deps()), runGoldBoxImport(deps())]);
    expect(results.map((r) => r.status).sort()).toEqual(['done', 'skipped']);
    expect(stub.calls('goldbox')).toBe(callsBefore + 1);
    expect(await goldBoxDeals()).toHaveLength(3);
  });

  it('changes nothing when the API refuses, and frees the lock for the next run', async () => {
    const wrongKey = createCoupangClient({
      keys: { ...STUB_KEYS, secretKey: 'wrong' },
      baseUrl: stub.url,
      budget: { take: async () => {}, pause: async () => {} },
      outbound: createOutbound(),
    });
    await expect(runGoldBoxImport({ ...deps(), client: wrongKey })).rejects.toBeInstanceOf(
      CoupangApiError,
    );
    expect(await goldBoxDeals()).toHaveLength(0);
    expect(await runGoldBoxImport(deps())).toMatchObject({ status: 'done', created: 3 });
  });
});
