import { describe, expect, it } from 'vitest';
import { memberWithToken } from './helpers/auth-session';
import { createDeal } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import { testRateLimits } from './helpers/test-config';

const tokenFor = async (role: 'ROLE_USER' | 'ROLE_MANAGER' = 'ROLE_USER') =>
  (await memberWithToken(ctx.db, { role })).token;

const ctx = withTestApp({
  config: { rateLimits: testRateLimits({ comments: 2, reactions: 3, previews: 1 }) },
});

const tooMany = {
  status: 429,
  code: 'RATE_LIMITED',
  message: expect.stringMatching(
    /^요청이 너무 많습니다\. \d+(초|분) 후 다시 시도해주세요\.$/,
  ) as unknown,
};

describe('write limits per member', () => {
  it('limits comments a minute, per member', async () => {
    const deal = await createDeal(ctx.db);
    const [first, second] = [await tokenFor(), await tokenFor()];
    const post = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/v1/feed/${deal.id}/comment`,
        headers: { 'x-auth-token': token },
        payload: { content: '댓글' },
      });
    expect((await post(first)).statusCode).toBe(201);
    expect((await post(first)).statusCode).toBe(201);
    const limited = await post(first);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(tooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(second)).statusCode).toBe(201);
  });

  it('limits like and bookmark taps together', async () => {
    const deal = await createDeal(ctx.db);
    const token = await tokenFor();
    const tap = (what: 'like' | 'bookmark') =>
      ctx.app.inject({
        method: 'POST',
        url: `/v1/feed/${deal.id}/${what}`,
        headers: { 'x-auth-token': token },
      });
    expect((await tap('like')).statusCode).toBe(200);
    expect((await tap('bookmark')).statusCode).toBe(200);
    expect((await tap('like')).statusCode).toBe(200);
    expect((await tap('bookmark')).json()).toEqual(tooMany);
  });

  it('limits link previews', async () => {
    const token = await tokenFor('ROLE_MANAGER');
    const preview = () =>
      ctx.app.inject({
        url: `/v1/feed/preview?url=${encodeURIComponent('http://10.0.0.1/')}`,
        headers: { 'x-auth-token': token },
      });
    expect((await preview()).statusCode).toBe(400);
    expect((await preview()).json()).toEqual(tooMany);
  });
});
