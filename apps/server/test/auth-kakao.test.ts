import { messages } from '@akkyeo/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from './helpers/factories';
import { refreshWith, setCookie } from './helpers/auth-session';
import { withTestApp } from './helpers/test-app';
import { testConfig } from './helpers/test-config';
import { startKakaoStub, type KakaoStub } from './stubs/kakao-stub';

const STATE_COOKIE = 'akkyeo_kakao_state';
const REDIRECT_URI = 'http://app.test/joinSuccess';
let kakao: KakaoStub;

beforeAll(async () => {
  kakao = await startKakaoStub({
    clientId: 'rest-key',
    clientSecret: 'client-secret',
    redirectUri: REDIRECT_URI,
  });
});
afterAll(async () => {
  await kakao?.close();
});
const ctx = withTestApp(() => ({
  config: {
    kakao: {
      ...testConfig().kakao,
      restApiKey: 'rest-key',
      clientSecret: 'client-secret',
      redirectUri: REDIRECT_URI,
      authBaseUrl: kakao.url,
      apiBaseUrl: kakao.url,
    },
  },
}));

async function newState(): Promise<string> {
  const response = await ctx.app.inject({ method: 'POST', url: '/v1/auth/kakao/state' });
  expect(response.statusCode).toBe(200);
  const { state } = response.json<{ state: string }>();
  const cookie = response.cookies.find((c) => c.name === STATE_COOKIE);
  expect(cookie).toMatchObject({ value: state, httpOnly: true, path: '/v1/auth' });
  return state;
}

async function kakaoLogin(code: string, state: string, browserState: string | null = state) {
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/kakao',
    payload: { code, state, redirectUri: REDIRECT_URI },
    cookies: browserState === null ? {} : { [STATE_COOKIE]: browserState },
  });
}

describe('GET /v1/config', () => {
  it('publishes the Kakao authorize URL, REST key and redirect URI', async () => {
    const response = await ctx.app.inject({ url: '/v1/config' });
    expect(response.json()).toEqual({
      kakaoLogin: {
        authorizeUrl: `${kakao.url}/oauth/authorize`,
        clientId: 'rest-key',
        redirectUri: REDIRECT_URI,
      },
    });
  });

  it('says null when no REST key is configured, and Kakao endpoints answer 503', async () => {
    const plain = await ctx.startInstance();
    expect((await plain.app.inject({ url: '/v1/config' })).json()).toEqual({ kakaoLogin: null });
    const state = await plain.app.inject({ method: 'POST', url: '/v1/auth/kakao/state' });
    expect(state.statusCode).toBe(503);
    expect(state.json()).toMatchObject({
      code: 'KAKAO_UNAVAILABLE',
      message: messages.auth.kakaoUnavailable,
    });
  });
});

describe('POST /v1/auth/kakao', () => {
  it('creates a member from the Kakao profile on the first login and finds it by Kakao id after', async () => {
    const user = {
      id: 4_200_001,
      nickname: '카카오친구',
      profileImageUrl: 'https://k.kakaocdn.net/img_640x640.jpg',
      thumbnailUrl: 'https://k.kakaocdn.net/img_110x110.jpg',
    };
    const first = await kakaoLogin(kakao.codeFor(user), await newState());
    expect(first.statusCode).toBe(200);
    const claims = decodeJwt(first.json<{ token: string }>().token);
    expect(claims).toMatchObject({ roles: ['ROLE_USER'], nickname: '카카오친구' });
    expect(setCookie(first)).toBeTruthy();
    expect(setCookie(first, STATE_COOKIE)).toBe('');
    expect((await refreshWith(ctx.app, setCookie(first))).statusCode).toBe(200);

    const row = await ctx.db
      .selectFrom('member')
      .selectAll()
      .where('kakao_id', '=', String(user.id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      login_id: null,
      email: null,
      password_hash: null,
      nickname: '카카오친구',
      profile_img: user.profileImageUrl,
      profile_thumb: user.thumbnailUrl,
    });
    expect(row.terms_agreed_at).toBeInstanceOf(Date);

    const again = await kakaoLogin(kakao.codeFor(user), await newState());
    expect(decodeJwt(again.json<{ token: string }>().token).sub).toBe(String(row.id));
    const count = await ctx.db
      .selectFrom('member')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kakao_id', '=', String(user.id))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('sent what Kakao expects: form-encoded code exchange with key, secret and redirect URI; bearer user/me', () => {
    const token = kakao.requests.filter((r) => r.path === '/oauth/token').at(-1);
    expect(token?.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=utf-8');
    expect(Object.fromEntries(token?.form ?? [])).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'rest-key',
      client_secret: 'client-secret',
      redirect_uri: REDIRECT_URI,
    });
    const me = kakao.requests.filter((r) => r.path === '/v2/user/me').at(-1);
    expect(me?.headers.authorization).toMatch(/^Bearer [0-9a-f]+$/);
  });

  it('never matches by email and gives a new member a unique nickname', async () => {
    await createMember(ctx.db, { nickname: '겹치는이름', email: 'same@example.com' });
    const response = await kakaoLogin(
      kakao.codeFor({ id: 4_200_002, nickname: '겹치는이름' }),
      await newState(),
    );
    expect(response.statusCode).toBe(200);
    const nickname = decodeJwt(response.json<{ token: string }>().token).nickname as string;
    expect(nickname).not.toBe('겹치는이름');
    expect(nickname).toMatch(/^겹치는이름\d{4}$/);
  });

  it('fits a short or missing Kakao nickname to 3–10 characters', async () => {
    for (const [id, nickname] of [
      [4_200_003, '김'],
      [4_200_004, undefined],
      [4_200_005, '아주아주아주긴카카오닉네임'],
    ] as const) {
      const response = await kakaoLogin(kakao.codeFor({ id, nickname }), await newState());
      const name = decodeJwt(response.json<{ token: string }>().token).nickname as string;
      expect(name.length).toBeGreaterThanOrEqual(3);
      expect(name.length).toBeLessThanOrEqual(10);
    }
  });

  it('refuses a used, unknown or other browser state', async () => {
    const state = await newState();
    const user = { id: 4_200_010, nickname: '상태검사' };
    expect((await kakaoLogin(kakao.codeFor(user), state, 'someone-else')).json()).toEqual({
      status: 400,
      code: 'KAKAO_LOGIN_FAILED',
      message: messages.auth.kakaoStateInvalid,
    });
    // The state was spent by that attempt.
    expect((await kakaoLogin(kakao.codeFor(user), state)).statusCode).toBe(400);
    expect((await kakaoLogin(kakao.codeFor(user), 'never-issued')).statusCode).toBe(400);
    const fresh = await newState();
    expect((await kakaoLogin(kakao.codeFor(user), fresh, null)).statusCode).toBe(400);
  });

  it('refuses an expired state', async () => {
    const state = await newState();
    await ctx.db
      .updateTable('oauth_state')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const response = await kakaoLogin(kakao.codeFor({ id: 4_200_011 }), state);
    expect(response.json()).toMatchObject({ message: messages.auth.kakaoStateInvalid });
  });

  it('refuses a redirect URI other than the registered one', async () => {
    const state = await newState();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/kakao',
      payload: { code: 'x', state, redirectUri: 'https://evil.example/joinSuccess' },
      cookies: { [STATE_COOKIE]: state },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.auth.kakaoRedirectInvalid });
  });

  it('maps a reused code (KOE320) to a Korean 400', async () => {
    const code = kakao.codeFor({ id: 4_200_020, nickname: '재사용' });
    expect((await kakaoLogin(code, await newState())).statusCode).toBe(200);
    const reused = await kakaoLogin(code, await newState());
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      status: 400,
      code: 'KAKAO_LOGIN_FAILED',
      message: messages.auth.kakaoCodeInvalid,
    });
  });

  it.each([
    [
      'token: unregistered redirect URI (KOE006)',
      'token',
      400,
      { error: 'misconfigured', error_code: 'KOE006' },
      503,
      messages.auth.kakaoUnavailable,
    ],
    [
      'token: bad app key (KOE101)',
      'token',
      401,
      { error: 'invalid_client', error_code: 'KOE101' },
      503,
      messages.auth.kakaoUnavailable,
    ],
    [
      'token: Kakao down',
      'token',
      500,
      { error: 'server_error' },
      503,
      messages.auth.kakaoUnavailable,
    ],
    [
      'user/me: consent missing (-402)',
      'profile',
      403,
      { msg: 'insufficient scopes.', code: -402 },
      400,
      messages.auth.kakaoConsentRequired,
    ],
    [
      'user/me: token unknown (-401)',
      'profile',
      401,
      { msg: 'this access token does not exist', code: -401 },
      400,
      messages.auth.kakaoCodeInvalid,
    ],
    [
      'user/me: API limit (-10)',
      'profile',
      429,
      { msg: 'API limit has been exceeded.', code: -10 },
      503,
      messages.auth.kakaoUnavailable,
    ],
  ] as const)('maps %s', async (_name, where, status, body, expected, message) => {
    if (where === 'token') kakao.failNextToken(status, body);
    else kakao.failNextProfile(status, body);
    const response = await kakaoLogin(
      kakao.codeFor({ id: 4_200_030, nickname: '오류' }),
      await newState(),
    );
    expect(response.statusCode).toBe(expected);
    expect(response.json()).toMatchObject({ message });
  });

  it('answers 400 for a missing code', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/kakao',
      payload: { state: 's', redirectUri: REDIRECT_URI },
    });
    expect(response.statusCode).toBe(400);
  });
});
