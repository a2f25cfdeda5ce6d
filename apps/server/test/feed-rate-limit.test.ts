import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { Database } from '../src/db/database';
import { signAccessToken } from '../src/modules/auth/tokens';
import { createDeal, createMember } from './helpers/factories';
import { createTestApp } from './helpers/test-app';
import { TEST_JWT_SECRET, testConfig } from './helpers/test-config';
import { createTestDatabase } from './helpers/test-database';

let database: Database;
let app: App;

const tokenFor = async (role: 'ROLE_USER' | 'ROLE_MANAGER' = 'ROLE_USER') => {
  const member = await createMember(database.db, { role });
  return signAccessToken(
    { jwtSecret: TEST_JWT_SECRET },
    { memberId: member.id, roles: [role], nickname: member.nickname },
  );
};

beforeAll(async () => {
  database = await createTestDatabase();
  const base = testConfig();
  ({ app } = await createTestApp(database, {
    config: { rateLimits: { ...base.rateLimits, comments: 2, reactions: 3, previews: 1 } },
  }));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
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
    const deal = await createDeal(database.db);
    const [first, second] = [await tokenFor(), await tokenFor()];
    const post = (token: string) =>
      app.inject({
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
    const deal = await createDeal(database.db);
    const token = await tokenFor();
    const tap = (what: 'like' | 'bookmark') =>
      app.inject({
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
      app.inject({
        url: `/v1/feed/preview?url=${encodeURIComponent('http://10.0.0.1/')}`,
        headers: { 'x-auth-token': token },
      });
    expect((await preview()).statusCode).toBe(400);
    expect((await preview()).json()).toEqual(tooMany);
  });
});
