import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutbound } from '../src/lib/outbound';
import type { Database } from '../src/db/database';
import { createCallBudget } from '../src/modules/partner/call-budget';
import {
  COUPANG_API_PATH,
  createCoupangClient,
  type CoupangClientOptions,
} from '../src/modules/partner/coupang-client';
import { CoupangApiError } from '../src/modules/partner/coupang-errors';
import { coupangAuthorization, coupangSignedDate } from '../src/modules/partner/coupang-signer';
import { createTestDatabase } from './helpers/test-database';
import {
  GATEWAY_MESSAGES,
  startCoupangStub,
  STUB_KEYS,
  stubShortUrl,
  type CoupangStub,
} from './stubs/coupang-stub';

let stub: CoupangStub;
let database: Database;

beforeAll(async () => {
  stub = await startCoupangStub();
  database = await createTestDatabase();
});
afterAll(async () => {
  await stub.close();
  await database.close();
});
beforeEach(() => {
  stub.requests.length = 0;
  stub.delayMs = 0;
  stub.goldBox = [stub.product(101), stub.product(102, { isRocket: false, isFreeShipping: false })];
});

const unlimited = { take: async () => {}, pause: async () => {} };
const client = (opts: Partial<CoupangClientOptions> = {}) =>
  createCoupangClient({
    keys: STUB_KEYS,
    baseUrl: stub.url,
    subId: 'akkyeo',
    budget: unlimited,
    outbound: createOutbound(),
    ...opts,
  });

async function refusal(promise: Promise<unknown>): Promise<CoupangApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CoupangApiError);
  return error as CoupangApiError;
}

/** A raw call with a hand-made Authorization header, to probe the gateway's checks. */
async function rawCall(path: string, authorization?: string) {
  const response = await fetch(`${stub.url}${path}`, {
    headers: authorization ? { Authorization: authorization } : {},
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

const GOLD_BOX_PATH = `${COUPANG_API_PATH}/products/goldbox`;
const sign = (message: string, secret = STUB_KEYS.secretKey) =>
  createHmac('sha256', secret).update(message).digest('hex');
const header = (signedDate: string, signature: string) =>
  `CEA algorithm=HmacSHA256, access-key=${STUB_KEYS.accessKey}, signed-date=${signedDate}, signature=${signature}`;

describe('Coupang request signing', () => {
  it('formats signed-date as yyMMddTHHmmssZ in GMT', () => {
    expect(coupangSignedDate(new Date('2025-01-05T15:30:22Z'))).toBe('250105T153022Z');
    expect(coupangSignedDate(new Date('2031-12-31T23:59:59.999+09:00'))).toBe('311231T145959Z');
  });

  it('signs date + method + path + query with the secret key, in the gateway header form', () => {
    const now = new Date('2025-01-05T15:30:22Z');
    const value = coupangAuthorization(STUB_KEYS, {
      method: 'GET',
      path: GOLD_BOX_PATH,
      query: 'subId=akkyeo&imageSize=512x512',
      now,
    });
    const expected = sign(`250105T153022ZGET${GOLD_BOX_PATH}subId=akkyeo&imageSize=512x512`);
    expect(value).toBe(header('250105T153022Z', expected));
  });
});

describe('Coupang client against the gateway stub', () => {
  it('reads the gold box with a signature the gateway accepts', async () => {
    const { products, invalid } = await client().goldBox();
    expect(invalid).toBe(0);
    expect(products).toEqual([
      {
        productId: '101',
        productName: '골드박스 상품 101',
        productPrice: 10_101,
        productImage: 'https://static.coupangcdn.com/image/affiliate/banner/101.jpg',
        productUrl: stub.goldBox[0]!.productUrl,
        categoryName: '식품',
        isRocket: true,
        isFreeShipping: true,
      },
      expect.objectContaining({ productId: '102', isRocket: false, isFreeShipping: false }),
    ]);
    const [request] = stub.requests;
    expect(request?.status).toBe(200);
    expect(request?.url).toBe(`${GOLD_BOX_PATH}?subId=akkyeo&imageSize=512x512`);
    expect(request?.authorization).toMatch(
      /^CEA algorithm=HmacSHA256, access-key=[^,]+, signed-date=\d{6}T\d{6}Z, signature=[0-9a-f]{64}$/,
    );
  });

  it('signs a query with percent-encoding exactly as it is sent', async () => {
    const { products } = await client({ subId: '아껴 라껴/채널&1' }).goldBox();
    expect(products).toHaveLength(2);
    expect(stub.requests[0]?.url).toContain('?subId=%EC%95%84%EA%BB%B4+%EB%9D%BC%EA%BB%B4%2F');
    expect(stub.requests[0]?.status).toBe(200);
  });

  it('is refused with "Invalid signature." for a wrong secret key', async () => {
    const error = await refusal(client({ keys: { ...STUB_KEYS, secretKey: 'wrong' } }).goldBox());
    expect(error.kind).toBe('auth');
    expect(error.status).toBe(401);
    expect(error.gatewayMessage).toBe(GATEWAY_MESSAGES.invalidSignature);
    expect(error.message).toContain('COUPANG_SECRET_KEY');
  });

  it('is refused for an unknown access key', async () => {
    const error = await refusal(client({ keys: { ...STUB_KEYS, accessKey: 'nobody' } }).goldBox());
    expect(error.gatewayMessage).toBe(GATEWAY_MESSAGES.unknownKey);
    expect(error.message).toContain('COUPANG_ACCESS_KEY');
  });

  it('is refused with "Specified signature is expired." when the clock is minutes off', async () => {
    const skewed = (ms: number) => () => new Date(Date.now() + ms);
    for (const offset of [-10 * 60_000, 10 * 60_000]) {
      const error = await refusal(client({ now: skewed(offset) }).goldBox());
      expect(error.gatewayMessage).toBe(GATEWAY_MESSAGES.expired);
      expect(error.message).toContain('clock');
    }
    await expect(client({ now: skewed(-2 * 60_000) }).goldBox()).resolves.toBeDefined();
  });

  it('the gateway refuses a 4-digit-year date, a missing header and a query signed differently', async () => {
    const now = new Date();
    const iso = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
    const isoSignature = sign(`${iso}GET${GOLD_BOX_PATH}`);
    expect((await rawCall(GOLD_BOX_PATH, header(iso, isoSignature))).body.message).toBe(
      GATEWAY_MESSAGES.formatInvalid,
    );
    const long = `${now.getUTCFullYear()}${coupangSignedDate(now).slice(2)}`;
    expect(
      (await rawCall(GOLD_BOX_PATH, header(long, sign(`${long}GET${GOLD_BOX_PATH}`)))).status,
    ).toBe(401);
    expect(stub.requests.at(-1)?.refusal).toBe(GATEWAY_MESSAGES.formatInvalid);

    const missing = await rawCall(GOLD_BOX_PATH);
    expect(missing).toMatchObject({
      status: 401,
      body: { message: GATEWAY_MESSAGES.notAuthorized },
    });
    expect((await rawCall(GOLD_BOX_PATH, 'Bearer x')).body.message).toBe(
      GATEWAY_MESSAGES.notAuthorized,
    );

    const date = coupangSignedDate(now);
    const signedRaw = sign(`${date}GET${GOLD_BOX_PATH}subId=아껴&imageSize=512x512`);
    const sentEncoded = `${GOLD_BOX_PATH}?subId=${encodeURIComponent('아껴')}&imageSize=512x512`;
    expect((await rawCall(sentEncoded, header(date, signedRaw))).body.message).toBe(
      GATEWAY_MESSAGES.invalidSignature,
    );
    const reordered = sign(`${date}GET${GOLD_BOX_PATH}imageSize=512x512&subId=a`);
    expect(
      (await rawCall(`${GOLD_BOX_PATH}?subId=a&imageSize=512x512`, header(date, reordered))).body
        .message,
    ).toBe(GATEWAY_MESSAGES.invalidSignature);
    const withQuestionMark = sign(`${date}GET${GOLD_BOX_PATH}?subId=a`);
    expect(
      (await rawCall(`${GOLD_BOX_PATH}?subId=a`, header(date, withQuestionMark))).body.message,
    ).toBe(GATEWAY_MESSAGES.invalidSignature);
    const good = sign(`${date}GET${GOLD_BOX_PATH}subId=a`);
    expect((await rawCall(`${GOLD_BOX_PATH}?subId=a`, header(date, good))).status).toBe(200);
  });

  it('maps an rCode other than "0", error statuses and 429 to errors', async () => {
    stub.failNext(200, { rCode: '1', rMessage: 'Invalid subId' });
    const api = await refusal(client().goldBox());
    expect(api).toMatchObject({ kind: 'api', gatewayMessage: 'Invalid subId' });
    expect(api.message).toContain('rCode 1');

    stub.failNext(400, { rCode: '400', rMessage: 'Invalid or Unsupported Category Id' });
    const bad = await refusal(client().goldBox());
    expect(bad).toMatchObject({ kind: 'http', status: 400 });
    expect(bad.message).toContain('Invalid or Unsupported Category Id');

    stub.failNext(429, { rCode: '429', rMessage: 'Too many requests' });
    const limited = await refusal(client().goldBox());
    expect(limited.kind).toBe('rate-limited');
    expect(limited.retryAt!.getTime()).toBeGreaterThan(Date.now() + 30 * 60_000);

    stub.failNext(502, 'Bad Gateway');
    expect((await refusal(client().goldBox())).kind).toBe('http');
  });

  it('gives up after its timeout', async () => {
    stub.delayMs = 400;
    const error = await refusal(client({ timeoutMs: 50 }).goldBox());
    expect(error.kind).toBe('timeout');
  });

  it('drops gold-box items that do not parse and counts them', async () => {
    stub.goldBox = [
      stub.product(1),
      { ...stub.product(2), productPrice: -5 },
      { ...stub.product(3), productUrl: 'javascript:alert(1)' },
      { ...stub.product(4), productImage: 'not a url' },
    ];
    const { products, invalid } = await client().goldBox();
    expect(products.map((p) => p.productId)).toEqual(['1', '4']);
    expect(products[1]?.productImage).toBeNull();
    expect(invalid).toBe(2);
  });

  it('gets deeplinks for up to 20 URLs in one signed POST', async () => {
    const urls = ['https://www.coupang.com/vp/products/1', 'https://www.coupang.com/np/goldbox'];
    const links = await client().deeplinks(urls);
    expect(links.map((l) => l.shortenUrl)).toEqual(urls.map(stubShortUrl));
    expect(stub.requests[0]?.body).toEqual({ coupangUrls: urls, subId: 'akkyeo' });
    await expect(client().deeplinks(Array<string>(21).fill(urls[0]!))).rejects.toThrow(RangeError);
  });
});

describe('the shared call budget', () => {
  it('refuses calls beyond the budget without reaching the API, across clients', async () => {
    await database.db.deleteFrom('partner_call_budget').execute();
    const budget = createCallBudget(database.db, { key: 'coupang:test', callsPerHour: 10 });
    const a = client({ budget });
    const b = client({
      budget: createCallBudget(database.db, { key: 'coupang:test', callsPerHour: 10 }),
    });
    await a.goldBox();
    await b.goldBox();
    const error = await refusal(a.goldBox());
    expect(error.kind).toBe('budget');
    expect(error.retryAt!.getTime()).toBeGreaterThan(Date.now());
    expect(stub.requests).toHaveLength(2);
  });

  it('bursts a fifth of the hourly budget, then refills steadily', async () => {
    await database.db.deleteFrom('partner_call_budget').execute();
    const budget = createCallBudget(database.db, { key: 'coupang:refill', callsPerHour: 100 });
    const take = () => budget.take();
    for (let i = 0; i < 20; i++) await take();
    await expect(take()).rejects.toThrow('budget used up');

    const row = await database.db
      .selectFrom('partner_call_budget')
      .selectAll()
      .where('key', '=', 'coupang:refill')
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('partner_call_budget')
      .set({ refilled_at: new Date(row.refilled_at.getTime() - 100_000) })
      .where('key', '=', 'coupang:refill')
      .execute();
    await take();
    await take();
    await expect(take()).rejects.toThrow('budget used up');
  });

  it('gives one call to exactly one of many concurrent takers', async () => {
    // Parallel only on PostgreSQL (TEST_DB_KIND=postgres: a pool of 4 connections); PGlite's one
    // connection runs these requests a statement at a time, so that run gives this test its meaning.
    await database.db.deleteFrom('partner_call_budget').execute();
    const budget = createCallBudget(database.db, { key: 'coupang:race', callsPerHour: 5 });
    const take = () => budget.take();
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => take()));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});
