import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@akkyeo/contracts';
import { decodeJwt, decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/index';
import { createLocalStorage } from '../src/lib/storage';
import type { Member } from '../src/db/types';
import { createMember } from './helpers/factories';
import { loginAs, refreshWith, REFRESH_COOKIE, setCookie } from './helpers/auth-session';
import { withTestApp } from './helpers/test-app';
import { testConfig, TEST_JWT_SECRET } from './helpers/test-config';

let alice: Member;
const PASSWORD = 'Alice#2024x';

// The per-minute layer is tested here; the slowdown and lockouts in auth-lockout.test.ts.
const ctx = withTestApp({ config: { login: { ...testConfig().login, slowdownAfter: 100 } } });

beforeAll(async () => {
  await seedDemo(ctx.db, {
    storage: createLocalStorage(mkdtempSync(join(tmpdir(), 'akkyeo-seed-'))),
  });
  alice = await createMember(ctx.db, {
    login_id: 'alice01',
    email: 'Alice@Example.com',
    nickname: '앨리스',
    password: PASSWORD,
  });
});

const memberInfo = (token: string | undefined) =>
  ctx.app.inject({ url: '/v1/member/', headers: token ? { 'x-auth-token': token } : {} });

describe('POST /v1/auth/login', () => {
  it.each([
    ['demo', 'demo1234!', ['ROLE_USER']],
    ['manager', 'manager1234!', ['ROLE_USER', 'ROLE_MANAGER']],
    ['admin', 'admin1234!', ['ROLE_USER', 'ROLE_MANAGER', 'ROLE_ADMIN']],
  ])('logs in the seeded account %s with its roles', async (id, password, roles) => {
    const result = await loginAs(ctx.app, id, password);
    expect(result.status).toBe(200);
    expect(decodeJwt(result.token!)).toMatchObject({ roles });
  });

  it('issues a short HS256 access token and an httpOnly, SameSite=Strict refresh cookie on /v1/auth', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { id: 'alice01', password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: String(alice.id),
      roles: ['ROLE_USER'],
      nickname: '앨리스',
      iss: 'akkyeo',
      aud: 'akkyeo-web',
    });
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(30 * 60);
    const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/auth' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBeGreaterThan(13 * 24 * 3600);
    expect(cookie?.maxAge).toBeLessThanOrEqual(14 * 24 * 3600);
    expect((await memberInfo(token)).statusCode).toBe(200);
  });

  it('accepts the email (any case) in place of the ID', async () => {
    expect((await loginAs(ctx.app, 'alice@example.COM', PASSWORD)).status).toBe(200);
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const secure = await ctx.startInstance({
      config: { publicUrl: 'https://akkyeo.example.com' },
    });
    const response = await secure.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { id: 'alice01', password: PASSWORD },
    });
    expect(response.cookies.find((c) => c.name === REFRESH_COOKIE)?.secure).toBe(true);
  });

  it('gives an unknown ID, a wrong password and a password-less member the same 401', async () => {
    await createMember(ctx.db, { login_id: 'kakaoish', kakao_id: '991' });
    const replies = await Promise.all([
      loginAs(ctx.app, 'nobody99', PASSWORD),
      loginAs(ctx.app, 'alice01', 'Wrong#2024x'),
      loginAs(ctx.app, 'kakaoish', PASSWORD),
    ]);
    for (const reply of replies) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({
        status: 401,
        code: 'LOGIN_FAILED',
        message: messages.auth.loginFailed,
      });
      expect(reply.refresh).toBeUndefined();
    }
  });

  it('answers 400 when a field is missing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { id: 'alice01' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('throttles after 6 attempts a minute per IP and ID, even with the right password', async () => {
    await createMember(ctx.db, { login_id: 'target01', password: PASSWORD });
    const attempt = (password: string, ip = '10.1.1.1', id = 'target01') =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { id, password },
        remoteAddress: ip,
      });
    for (let i = 0; i < 6; i++) expect((await attempt('Wrong#1234x')).statusCode).toBe(401);
    const blocked = await attempt(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: `${messages.protection.throttled.login} ${messages.protection.retryIn(Number(blocked.headers['retry-after']))}`,
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(PASSWORD, '10.1.1.2')).statusCode).toBe(200);
  });

  it('forgets earlier failures after a success', async () => {
    await createMember(ctx.db, { login_id: 'forgets1', password: PASSWORD });
    const attempt = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { id: 'forgets1', password },
        remoteAddress: '10.2.2.2',
      });
    for (let i = 0; i < 5; i++) await attempt('Wrong#1234x');
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt('Wrong#1234x')).statusCode).toBe(401);
  });
});

describe('POST /v1/auth/refresh', () => {
  it('rotates the refresh token and returns a new access token', async () => {
    const first = await loginAs(ctx.app, 'alice01', PASSWORD);
    const response = await refreshWith(ctx.app, first.refresh);
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    expect(decodeJwt(token)).toMatchObject({ sub: String(alice.id), roles: ['ROLE_USER'] });
    const next = setCookie(response);
    expect(next).toBeTruthy();
    expect(next).not.toBe(first.refresh);
    expect((await memberInfo(token)).statusCode).toBe(200);
    expect((await refreshWith(ctx.app, next)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used token comes back after the grace window (reuse detection)', async () => {
    const first = await loginAs(ctx.app, 'alice01', PASSWORD);
    const second = setCookie(await refreshWith(ctx.app, first.refresh));
    await ctx.db
      .updateTable('refresh_token')
      .set({ used_at: new Date(Date.now() - 31_000) })
      .where('member_id', '=', alice.id)
      .where('used_at', 'is not', null)
      .execute();
    const reuse = await refreshWith(ctx.app, first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({
      status: 401,
      code: 'LOGIN_REQUIRED',
      message: messages.auth.refreshInvalid,
    });
    expect(setCookie(reuse)).toBe('');
    expect((await refreshWith(ctx.app, second)).statusCode).toBe(401);
    // Another login (another family) is untouched.
    const other = await loginAs(ctx.app, 'alice01', PASSWORD);
    expect((await refreshWith(ctx.app, other.refresh)).statusCode).toBe(200);
  });

  it('gives a token reused inside the grace window its successor only while that is unused', async () => {
    const first = await loginAs(ctx.app, 'alice01', PASSWORD);
    const second = setCookie(await refreshWith(ctx.app, first.refresh));
    const again = await refreshWith(ctx.app, first.refresh);
    expect(again.statusCode).toBe(200);
    expect(setCookie(again)).toBe(second);
    const third = setCookie(await refreshWith(ctx.app, second));
    expect(third).toBeTruthy();
    const stale = await refreshWith(ctx.app, first.refresh);
    expect(stale.statusCode).toBe(401);
    expect((await refreshWith(ctx.app, third)).statusCode).toBe(401);
  });

  it('answers 401 without a cookie, for an unknown one and after the 14-day family lifetime', async () => {
    expect((await refreshWith(ctx.app, undefined)).statusCode).toBe(401);
    expect((await refreshWith(ctx.app, 'made-up')).statusCode).toBe(401);
    const session = await loginAs(ctx.app, 'alice01', PASSWORD);
    const rotated = setCookie(await refreshWith(ctx.app, session.refresh));
    await ctx.db
      .updateTable('refresh_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', alice.id)
      .where('revoked_at', 'is', null)
      .where('used_at', 'is', null)
      .execute();
    expect((await refreshWith(ctx.app, rotated)).statusCode).toBe(401);
  });

  it('keeps the absolute expiry across rotations', async () => {
    const session = await loginAs(ctx.app, 'alice01', PASSWORD);
    const rows = () =>
      ctx.db
        .selectFrom('refresh_token')
        .select(['family_id', 'expires_at'])
        .where('member_id', '=', alice.id)
        .orderBy('id', 'desc')
        .limit(2)
        .execute();
    await refreshWith(ctx.app, session.refresh);
    const [newest, previous] = await rows();
    expect(newest?.family_id).toBe(previous?.family_id);
    expect(newest?.expires_at.getTime()).toBe(previous?.expires_at.getTime());
  });

  it('carries the current role after it changed', async () => {
    const bob = await createMember(ctx.db, { login_id: 'bobrole1', password: PASSWORD });
    const session = await loginAs(ctx.app, 'bobrole1', PASSWORD);
    await ctx.db
      .updateTable('member')
      .set({ role: 'ROLE_MANAGER' })
      .where('id', '=', bob.id)
      .execute();
    const response = await refreshWith(ctx.app, session.refresh);
    expect(decodeJwt(response.json<{ token: string }>().token).roles).toEqual([
      'ROLE_USER',
      'ROLE_MANAGER',
    ]);
  });
});

describe('GET /v1/auth/logout', () => {
  it('revokes the family and clears the cookie', async () => {
    const session = await loginAs(ctx.app, 'alice01', PASSWORD);
    const response = await ctx.app.inject({
      url: '/v1/auth/logout',
      cookies: { [REFRESH_COOKIE]: session.refresh! },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, message: messages.auth.loggedOut });
    expect(setCookie(response)).toBe('');
    expect((await refreshWith(ctx.app, session.refresh)).statusCode).toBe(401);
  });

  it('succeeds without a cookie and with a stale access token', async () => {
    const response = await ctx.app.inject({
      url: '/v1/auth/logout',
      headers: { 'x-auth-token': 'expired.token.value' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('access tokens on a protected route', () => {
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const claims = () => ({ roles: ['ROLE_USER'] });
  const signed = (alg: string, secret: Uint8Array, exp: string | number = '5m') =>
    new SignJWT(claims())
      .setProtectedHeader({ alg })
      .setSubject(String(alice.id))
      .setIssuer('akkyeo')
      .setAudience('akkyeo-web')
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(secret);

  it.each([
    ['expired', () => signed('HS256', key, Math.floor(Date.now() / 1000) - 5)],
    ['wrong algorithm', () => signed('HS384', key)],
    ['wrong key', () => signed('HS256', new TextEncoder().encode('k'.repeat(48)))],
    [
      'alg none',
      () =>
        Promise.resolve(
          new UnsecuredJWT(claims())
            .setSubject(String(alice.id))
            .setIssuer('akkyeo')
            .setAudience('akkyeo-web')
            .setExpirationTime('5m')
            .encode(),
        ),
    ],
    [
      'tampered payload',
      async () => {
        const [header, , signature] = (await signed('HS256', key)).split('.');
        const payload = Buffer.from(
          JSON.stringify({ ...claims(), roles: ['ROLE_ADMIN'], sub: String(alice.id) }),
        ).toString('base64url');
        return `${header}.${payload}.${signature}`;
      },
    ],
  ])('answers 401 LOGIN_REQUIRED for a %s token', async (_name, make) => {
    const response = await memberInfo(await make());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'LOGIN_REQUIRED' });
  });

  it('lets login and refresh through with a stale token', async () => {
    const stale = await signed('HS256', key, Math.floor(Date.now() / 1000) - 5);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'x-auth-token': stale },
      payload: { id: 'alice01', password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });
});
