import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testConfig } from './helpers/test-config';
import { createTestDatabase } from './helpers/test-database';

let database: Database;
let plain: TestApp;
let withKakao: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  plain = await createTestApp(database);
  const base = testConfig();
  withKakao = await createTestApp(database, {
    config: { kakao: { ...base.kakao, javascriptKey: 'abc123jskey' } },
  });
});

afterAll(async () => {
  await plain?.app.close();
  await withKakao?.app.close();
  await database?.close();
});

const scriptSrc = (csp: string | undefined) =>
  csp
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '));

describe('KakaoTalk share configuration', () => {
  it('publishes the JavaScript key and lets Kakao’s SDK through the CSP when configured', async () => {
    const response = await withKakao.app.inject({ url: '/v1/config' });
    expect(response.json()).toMatchObject({ kakaoShare: { javascriptKey: 'abc123jskey' } });
    expect(scriptSrc(response.headers['content-security-policy'] as string)).toBe(
      "script-src 'self' https://t1.kakaocdn.net",
    );
  });

  it('omits both when no key is set', async () => {
    const response = await plain.app.inject({ url: '/v1/config' });
    expect(response.json()).not.toHaveProperty('kakaoShare');
    expect(scriptSrc(response.headers['content-security-policy'] as string)).toBe(
      "script-src 'self'",
    );
  });
});
