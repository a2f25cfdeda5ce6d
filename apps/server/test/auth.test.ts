import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/modules/auth/tokens';
import { withTestApp } from './helpers/test-app';
import { TEST_JWT_SECRET } from './helpers/test-config';

const config = { jwtSecret: TEST_JWT_SECRET };
const key = new TextEncoder().encode(TEST_JWT_SECRET);

const ctx = withTestApp({
  setup: (instance) => {
    instance.get('/test/whoami', (request) => ({ member: request.member }));
    instance.get('/test/private', { onRequest: instance.requireAuth }, (request) => ({
      id: request.member?.id,
    }));
    instance.get(
      '/test/manager',
      { onRequest: instance.requireRole('ROLE_MANAGER', 'ROLE_ADMIN') },
      () => ({ ok: true }),
    );
    instance.post('/test/refresh', { config: { ignoreInvalidToken: true } }, (request) => ({
      member: request.member,
    }));
  },
});

const get = (url: string, token?: string) =>
  ctx.app.inject({ url, headers: token === undefined ? {} : { 'x-auth-token': token } });

const forged = (
  claims: Record<string, unknown>,
  opts: {
    alg?: string;
    secret?: Uint8Array;
    iss?: string;
    aud?: string;
    exp?: number | string;
  } = {},
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: opts.alg ?? 'HS256' })
    .setSubject('7')
    .setIssuer(opts.iss ?? 'akkyeo')
    .setAudience(opts.aud ?? 'akkyeo-web')
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? '5m')
    .sign(opts.secret ?? key);

describe('X-AUTH-TOKEN', () => {
  it('sets request.member from a valid token', async () => {
    const token = await signAccessToken(config, {
      memberId: 7,
      roles: ['ROLE_USER'],
      nickname: '알뜰',
    });
    expect((await get('/test/whoami', token)).json()).toEqual({
      member: { id: 7, roles: ['ROLE_USER'] },
    });
    expect((await get('/test/private', token)).json()).toEqual({ id: 7 });
  });

  it('treats no token (or an empty/"null" header) as anonymous', async () => {
    for (const token of [undefined, '', 'null', 'undefined']) {
      expect((await get('/test/whoami', token)).json()).toEqual({ member: null });
    }
  });

  it.each([
    ['garbage', () => Promise.resolve('not-a-jwt')],
    [
      'expired',
      () => forged({ roles: ['ROLE_USER'] }, { exp: Math.floor(Date.now() / 1000) - 60 }),
    ],
    [
      'signed with another key',
      () => forged({ roles: ['ROLE_USER'] }, { secret: new TextEncoder().encode('y'.repeat(40)) }),
    ],
    ['another algorithm', () => forged({ roles: ['ROLE_USER'] }, { alg: 'HS512' })],
    [
      'alg none',
      () =>
        Promise.resolve(
          new UnsecuredJWT({ roles: ['ROLE_ADMIN'] })
            .setSubject('1')
            .setIssuer('akkyeo')
            .setAudience('akkyeo-web')
            .setExpirationTime('5m')
            .encode(),
        ),
    ],
    ['another issuer', () => forged({ roles: ['ROLE_USER'] }, { iss: 'someone-else' })],
    ['another audience', () => forged({ roles: ['ROLE_USER'] }, { aud: 'other-app' })],
    ['unknown role', () => forged({ roles: ['ROLE_ROOT'] })],
  ])('answers 401 LOGIN_REQUIRED for a %s token, even on public routes', async (_name, make) => {
    const token = await make();
    for (const url of ['/test/whoami', '/v1/feed/']) {
      const response = await get(url, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 401,
        code: 'LOGIN_REQUIRED',
        message: '로그인 후 이용 가능합니다!',
      });
    }
  });

  it('lets routes marked ignoreInvalidToken treat a bad token as anonymous', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/test/refresh',
      headers: { 'x-auth-token': 'expired.or.bad' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ member: null });
  });
});

describe('requireAuth / requireRole', () => {
  it('answers 401 to anonymous callers', async () => {
    for (const url of ['/test/private', '/test/manager']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'LOGIN_REQUIRED' });
    }
  });

  it('answers 403 FORBIDDEN without any of the roles, 200 with one', async () => {
    const user = await signAccessToken(config, {
      memberId: 1,
      roles: ['ROLE_USER'],
      nickname: 'u',
    });
    const forbidden = await get('/test/manager', user);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: '접근할 수 없습니다.',
    });
    const manager = await signAccessToken(config, {
      memberId: 2,
      roles: ['ROLE_USER', 'ROLE_MANAGER'],
      nickname: 'm',
    });
    expect((await get('/test/manager', manager)).statusCode).toBe(200);
    const admin = await signAccessToken(config, {
      memberId: 3,
      roles: ['ROLE_ADMIN'],
      nickname: 'a',
    });
    expect((await get('/test/manager', admin)).statusCode).toBe(200);
  });
});
