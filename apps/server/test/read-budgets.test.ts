import { AUTH_HEADER, messages } from '@akkyeo/contracts';
import { describe, expect, it } from 'vitest';
import { memberWithToken } from './helpers/auth-session';
import { withTestApp } from './helpers/test-app';

const ctx = withTestApp({
  config: {
    readBudgets: {
      keywordPreviews: { member: 2, address: 3 },
      searches: { member: 2, address: 3 },
      lists: { member: 2, address: 3 },
    },
  },
});

const read = (url: string, ip: string, token?: string) =>
  ctx.app.inject({
    url,
    remoteAddress: ip,
    headers: token ? { [AUTH_HEADER]: token } : {},
  });

function expectThrottled(
  reply: Awaited<ReturnType<typeof read>>,
  reason: keyof typeof messages.protection.throttled,
) {
  expect(reply.statusCode).toBe(429);
  const retryAfter = Number(reply.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(reply.json()).toEqual({
    status: 429,
    code: 'RATE_LIMITED',
    message: `${messages.protection.throttled[reason]} ${messages.protection.retryIn(retryAfter)}`,
  });
}

const PREVIEW = '/v1/alert/keyword/preview?keyword=%EC%97%90%EC%96%B4%ED%8C%9F';

describe('read budgets', () => {
  it('limits keyword-rule previews per member, then per address', async () => {
    const [first, second] = [await memberWithToken(ctx.db), await memberWithToken(ctx.db)];
    const ip = '10.30.0.1';
    expect((await read(PREVIEW, ip, first.token)).statusCode).toBe(200);
    expect((await read(PREVIEW, ip, first.token)).statusCode).toBe(200);
    expectThrottled(await read(PREVIEW, ip, first.token), 'search');
    // The first member's refused third try still counted for the address (3 of 3).
    expectThrottled(await read(PREVIEW, ip, second.token), 'search');
    expect((await read(PREVIEW, '10.30.0.2', second.token)).statusCode).toBe(200);
  });

  it('limits searches per address, anonymous included, but never the plain feed', async () => {
    const ip = '10.31.0.1';
    for (let i = 0; i < 3; i++) {
      expect((await read('/v1/feed/?keyword=%EC%82%AC%EA%B3%BC', ip)).statusCode).toBe(200);
    }
    expectThrottled(await read('/v1/board/?keyword=%EC%82%AC%EA%B3%BC', ip), 'search');
    for (let i = 0; i < 5; i++) expect((await read('/v1/feed/', ip)).statusCode).toBe(200);
    expect((await read('/v1/feed/?keyword=%EC%82%AC%EA%B3%BC', '10.31.0.2')).statusCode).toBe(200);
  });

  it('limits the other list reads per member', async () => {
    const { token } = await memberWithToken(ctx.db);
    const ip = '10.32.0.1';
    expect((await read('/v1/notification/', ip, token)).statusCode).toBe(200);
    expect((await read('/v1/member/bookmark', ip, token)).statusCode).toBe(200);
    expectThrottled(await read('/v1/member/block', ip, token), 'default');
    // A search is a budget of its own.
    expect((await read('/v1/board/?keyword=%EC%82%AC%EA%B3%BC', ip, token)).statusCode).toBe(200);
  });

  it('limits anonymous board lists per address', async () => {
    const ip = '10.33.0.1';
    for (let i = 0; i < 3; i++) expect((await read('/v1/board/', ip)).statusCode).toBe(200);
    expectThrottled(await read('/v1/board/', ip), 'default');
  });
});
