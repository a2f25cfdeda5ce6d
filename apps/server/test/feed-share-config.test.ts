import { describe, expect, it } from 'vitest';
import { testConfig } from './helpers/test-config';
import { withTestApp } from './helpers/test-app';

const scriptSrc = (csp: string | undefined) =>
  csp
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '));

describe('KakaoTalk share configuration', () => {
  describe('with a JavaScript key', () => {
    const ctx = withTestApp({
      config: { kakao: { ...testConfig().kakao, javascriptKey: 'abc123jskey' } },
    });

    it('publishes the key and lets Kakao’s SDK through the CSP', async () => {
      const response = await ctx.app.inject({ url: '/v1/config' });
      expect(response.json()).toMatchObject({ kakaoShare: { javascriptKey: 'abc123jskey' } });
      expect(scriptSrc(response.headers['content-security-policy'] as string)).toBe(
        "script-src 'self' https://t1.kakaocdn.net",
      );
    });
  });

  describe('without a key', () => {
    const ctx = withTestApp();

    it('omits both', async () => {
      const response = await ctx.app.inject({ url: '/v1/config' });
      expect(response.json()).not.toHaveProperty('kakaoShare');
      expect(scriptSrc(response.headers['content-security-policy'] as string)).toBe(
        "script-src 'self'",
      );
    });
  });
});
