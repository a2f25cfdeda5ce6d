import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutbound } from '../src/lib/outbound';
import {
  AUTH_HEADER,
  feedDetailSchema,
  paths,
  toUrl,
  type FeedCreateRequest,
} from '@akkyeo/contracts';
import { signAccessToken } from '../src/modules/auth/tokens';
import { isCoupangStoreUrl } from '../src/modules/partner/deeplinks';
import {
  createCoupangConnection,
  createPartnerLinks,
} from '../src/modules/partner/partner-service';
import { productKeyOf } from '../src/modules/feed/price-observations';
import { createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import { TEST_JWT_SECRET } from './helpers/test-config';
import {
  coupangStubConfig,
  startCoupangStub,
  stubShortUrl,
  type CoupangStub,
} from './stubs/coupang-stub';

let stub: CoupangStub;
let managerHeaders: Record<string, string>;
const warnings: string[] = [];
const logger = {
  info: () => undefined,
  warn: (_data: unknown, message?: string) => void warnings.push(message ?? ''),
} as unknown as Pick<FastifyBaseLogger, 'info' | 'warn'>;

beforeAll(async () => {
  stub = await startCoupangStub();
});

const ctx = withTestApp(() => ({ config: { coupang: coupangStubConfig(stub.url) } }));

beforeAll(async () => {
  const manager = await createMember(ctx.db, { role: 'ROLE_MANAGER' });
  managerHeaders = {
    [AUTH_HEADER]: await signAccessToken(
      { jwtSecret: TEST_JWT_SECRET },
      { memberId: manager.id, roles: ['ROLE_MANAGER'], nickname: manager.nickname },
    ),
  };
});
afterAll(async () => {
  await stub.close();
});
beforeEach(async () => {
  await ctx.db.deleteFrom('partner_call_budget').execute();
  await ctx.db.deleteFrom('rate_limit').execute();
  stub.requests.length = 0;
  warnings.length = 0;
});

const service = (overrides: Parameters<typeof coupangStubConfig>[1] = {}) =>
  createPartnerLinks({
    client: createCoupangConnection({
      config: coupangStubConfig(stub.url, overrides),
      db: ctx.db,
      outbound: createOutbound(),
    }),
    logger,
  });

const product = (id: number) => `https://www.coupang.com/vp/products/${id}?itemId=${id}`;
const deeplinkBodies = () =>
  stub.requests
    .filter((r) => r.url.endsWith('/deeplink'))
    .map((r) => (r.body as { coupangUrls: string[] }).coupangUrls);

describe('Coupang store URLs', () => {
  it('are coupang.com pages, not partner links or other stores', () => {
    expect(isCoupangStoreUrl('https://www.coupang.com/vp/products/123')).toBe(true);
    expect(isCoupangStoreUrl('https://m.coupang.com/vm/products/123')).toBe(true);
    expect(isCoupangStoreUrl('http://coupang.com/np/goldbox')).toBe(true);
    expect(isCoupangStoreUrl('https://link.coupang.com/a/abc')).toBe(false);
    expect(isCoupangStoreUrl('https://coupa.ng/bgQjht')).toBe(false);
    expect(isCoupangStoreUrl('https://www.coupang.com.evil.example/vp/products/1')).toBe(false);
    expect(isCoupangStoreUrl('https://www.11st.co.kr/products/1')).toBe(false);
    expect(isCoupangStoreUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('partner deeplinks', () => {
  it('converts Coupang URLs in batches of at most 20, once each', async () => {
    const urls = Array.from({ length: 45 }, (_, i) => product(i + 1));
    const mixed = [...urls, 'https://www.gmarket.co.kr/item?goodscode=1', urls[0]!];
    const links = await service().convertLinks(mixed);

    expect(deeplinkBodies().map((batch) => batch.length)).toEqual([20, 20, 5]);
    expect(deeplinkBodies().flat()).toEqual(urls);
    expect(links.size).toBe(45);
    expect(links.get(product(7))).toBe(stubShortUrl(product(7)));
    expect(links.has('https://www.gmarket.co.kr/item?goodscode=1')).toBe(false);
    expect(stub.requests.every((r) => r.status === 200)).toBe(true);
  });

  it('keeps the plain URLs of a batch that fails, and logs it', async () => {
    const urls = Array.from({ length: 25 }, (_, i) => product(100 + i));
    stub.failNext(500, { rCode: '500', rMessage: 'Internal Server Error' });
    const links = await service().convertLinks(urls);
    expect(links.size).toBe(5);
    expect(links.has(product(100))).toBe(false);
    expect(links.get(product(124))).toBe(stubShortUrl(product(124)));
    expect(warnings).toEqual([expect.stringContaining('keeping the plain URLs')]);
  });

  it('calls nothing without keys, and stops at the shared call budget', async () => {
    expect((await service({ keys: undefined }).convertLinks([product(1)])).size).toBe(0);
    expect(stub.requests).toHaveLength(0);

    const limited = service({ callsPerHour: 5 });
    expect((await limited.convertLinks([product(1)])).size).toBe(1);
    expect((await limited.convertLinks([product(2)])).size).toBe(0);
    expect(stub.requests).toHaveLength(1);
    expect(warnings).toHaveLength(1);
  });

  it('keeps the plain URL when the gateway refuses the keys', async () => {
    const wrong = service({ keys: { accessKey: 'unknown', secretKey: 'x' } });
    expect((await wrong.convertLinks([product(1)])).size).toBe(0);
    expect(stub.requests[0]?.refusal).toBeDefined();
    expect(warnings).toHaveLength(1);
  });
});

async function postDeal(body: FeedCreateRequest) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: paths.feed.create,
    headers: managerHeaders,
    payload: body,
  });
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: number }>();
  const detail = await ctx.app.inject({ method: 'GET', url: toUrl(paths.feed.detail, { id }) });
  return feedDetailSchema.parse(detail.json());
}

const prices = (storeUrl: string) =>
  ctx.db
    .selectFrom('price_observation')
    .select('price')
    .where('product_key', '=', productKeyOf(storeUrl))
    .orderBy('id')
    .execute();

describe('a manager posting a deal', () => {
  it("gets the Coupang URL's partner deeplink as the buy link, with the disclosure", async () => {
    const url = 'https://www.coupang.com/vp/products/7788?itemId=1&vendorItemId=2';
    const deal = await postDeal({ url, name: '쿠팡 특가 상품', price: 12_900 });
    expect(deal).toMatchObject({ url, link: stubShortUrl(url), isPartnerLink: true });
    expect(deeplinkBodies()).toEqual([[url]]);
    expect(await prices(url)).toEqual([{ price: 12_900 }]);
    expect(productKeyOf(url)).toBe('coupang:7788');
  });

  it("keeps other stores' links as they are, without calling Coupang", async () => {
    const url = 'https://www.11st.co.kr/products/123';
    const deal = await postDeal({ url, name: '11번가 상품', price: 5_000 });
    expect(deal).toMatchObject({ link: url, isPartnerLink: false });
    expect(stub.requests).toHaveLength(0);
  });

  it('keeps the plain Coupang URL (no disclosure) when the deeplink call fails', async () => {
    stub.failNext(500, { rCode: '500', rMessage: 'Internal Server Error' });
    const url = 'https://www.coupang.com/vp/products/9911';
    const deal = await postDeal({ url, name: '쿠팡 상품', price: 3_000 });
    expect(deal).toMatchObject({ link: url, isPartnerLink: false });
  });

  it('records a price observation when an edit changes the price', async () => {
    const url = 'https://www.coupang.com/vp/products/5511';
    const deal = await postDeal({ url, name: '가격 바뀌는 상품', price: 20_000 });
    const edit = (price: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: paths.feed.update,
        headers: managerHeaders,
        payload: { feedId: deal.id, name: deal.name, price, isFreeShipping: true, content: '' },
      });
    expect((await edit(20_000)).statusCode).toBe(200);
    expect((await edit(17_500)).statusCode).toBe(200);
    expect(await prices(url)).toEqual([{ price: 20_000 }, { price: 17_500 }]);
  });
});
