import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { isCoupangStoreUrl } from '../src/modules/partner/deeplinks';
import { createPartnerService } from '../src/modules/partner/partner-service';
import { createTestDatabase } from './helpers/test-database';
import {
  coupangStubConfig,
  startCoupangStub,
  stubShortUrl,
  type CoupangStub,
} from './stubs/coupang-stub';

let stub: CoupangStub;
let database: Database;
const warnings: string[] = [];
const logger = {
  info: () => undefined,
  warn: (_data: unknown, message?: string) => void warnings.push(message ?? ''),
} as unknown as Pick<FastifyBaseLogger, 'info' | 'warn'>;

beforeAll(async () => {
  stub = await startCoupangStub();
  database = await createTestDatabase();
});
afterAll(async () => {
  await stub.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.deleteFrom('rate_limit').execute();
  stub.requests.length = 0;
  warnings.length = 0;
});

const service = (overrides: Parameters<typeof coupangStubConfig>[1] = {}) =>
  createPartnerService({
    config: coupangStubConfig(stub.url, overrides),
    db: database.db,
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
