import { messages } from '@akkyeo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startKakaoStub,
  type KakaoStub,
  type KakaoStubOptions,
} from '../../server/test/stubs/kakao-stub';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

let kakao: KakaoStub;
const kakaoOptions: KakaoStubOptions = { clientId: 'e2e-rest-key', redirectUri: '' };

beforeAll(async () => {
  kakao = await startKakaoStub(kakaoOptions);
});
afterAll(async () => {
  await kakao?.close();
});

const { server, phone } = withPhoneBrowser({
  server: () => ({
    KAKAO_REST_API_KEY: kakaoOptions.clientId,
    KAKAO_AUTH_BASE_URL: kakao.url,
    KAKAO_API_BASE_URL: kakao.url,
    RATE_LIMIT_JOINS: '100',
  }),
});

beforeAll(() => {
  kakaoOptions.redirectUri = `${server.url}/joinSuccess`;
});

describe('Kakao login in the browser', () => {
  it('logs in with Kakao through the stub and shows the link on edit my info', async () => {
    kakao.signInAs({ id: 880_001, nickname: '카카오이투이' });
    const { context, page } = await phone();
    await page.goto('/login?redirect=%2FEditMyinfo');
    await page.getByRole('button', { name: messages.auth.kakaoLogin }).tap();
    await page.waitForURL((url) => url.pathname === '/EditMyinfo', { timeout: 20_000 });
    await page.getByText('카카오이투이').first().waitFor();
    await page.getByText(messages.member.kakaoLinked).waitFor();
    const authorize = kakao.requests.find((r) => r.path === '/oauth/authorize');
    expect(authorize).toBeDefined();
    await context.close();
  });

  it('shows a clear failure with a way back when the Kakao callback is bad', async () => {
    const { context, page } = await phone();
    await page.goto('/joinSuccess?code=used&state=bogus');
    await page.getByText(messages.auth.kakaoStateInvalid).waitFor();
    await saveScreenshot(page, 'accounts-join-success-failed');
    await page.getByRole('button', { name: messages.auth.backToLogin }).tap();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });
});
