import { messages } from '@akkyeo/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/password';
import { createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import { testRateLimits } from './helpers/test-config';

const ctx = withTestApp({ config: { rateLimits: testRateLimits({ joins: 1000 }) } });

const valid = {
  id: 'newbie01',
  password: 'Sav1ng$pree',
  name: '새내기',
  email: 'newbie01@example.com',
  marketingAgreed: true,
};

const join = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/v1/auth/join', payload, remoteAddress: ip });

const expect400 = async (payload: Record<string, unknown>, message: string) => {
  const response = await join(payload);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ status: 400, code: 'VALIDATION_FAILED', message });
};

describe('POST /v1/auth/join', () => {
  it('creates the member with an argon2id hash, the terms time and the marketing consent version', async () => {
    const response = await join(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, id: 'newbie01' });
    const row = await ctx.db
      .selectFrom('member')
      .selectAll()
      .where('login_id', '=', 'newbie01')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'newbie01@example.com',
      nickname: '새내기',
      role: 'ROLE_USER',
      marketing_agreed: true,
      marketing_version: '2025-02-27',
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row.password_hash!, valid.password)).toBe(true);
    expect(row.terms_agreed_at).toBeInstanceOf(Date);
    expect(row.marketing_agreed_at).toBeInstanceOf(Date);
  });

  it('stores no marketing consent when it was not given', async () => {
    const response = await join({
      ...valid,
      id: 'nomarket',
      email: 'nomarket@example.com',
      name: '광고싫어',
      marketingAgreed: false,
    });
    expect(response.statusCode).toBe(200);
    const row = await ctx.db
      .selectFrom('member')
      .selectAll()
      .where('login_id', '=', 'nomarket')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      marketing_agreed: false,
      marketing_agreed_at: null,
      marketing_version: null,
    });
  });

  it.each([
    [{ id: 'ab' }, messages.auth.idFormat],
    [{ id: 'Upper1' }, messages.auth.idFormat],
    [{ id: '1abc' }, messages.auth.idFormat],
    [{ id: 'a'.repeat(17) }, messages.auth.idFormat],
    [{ id: 'logout' }, messages.auth.idReserved],
    [{ password: 'short1!' }, messages.auth.passwordPolicy],
    [{ password: 'nodigits!!' }, messages.auth.passwordPolicy],
    [{ password: 'nospecial12' }, messages.auth.passwordPolicy],
    [{ password: '12345678!' }, messages.auth.passwordPolicy],
    [{ password: 'seventeen-chars1!' }, messages.auth.passwordPolicy],
    [{ password: 'password1!' }, messages.auth.passwordCommonWord('password')],
    [{ password: 'Qwerty123!' }, messages.auth.passwordCommonWord('qwerty')],
    [{ password: 'P@ssw0rd1' }, messages.auth.passwordCommonWord('password')],
    [{ password: 'Test1234!' }, messages.auth.passwordCommonWord('test')],
    [{ password: '1q2w3e4r!' }, messages.auth.passwordKeyboardWalk],
    [{ id: 'kimchi77', password: 'xkimchi77!' }, messages.auth.passwordContainsId],
    [{ email: 'not-an-email' }, messages.auth.emailFormat],
    [{ name: 'ab' }, messages.member.nicknameLength],
    [{ name: '열한글자닉네임입니다요' }, messages.member.nicknameLength],
  ])('refuses %o with its Korean message', async (change, message) => {
    await expect400(
      { ...valid, id: 'fresh01', email: 'fresh01@example.com', name: '신규회원', ...change },
      message,
    );
  });

  it('answers 400 naming the field when a required field is missing', async () => {
    const response = await join({ id: 'someone1', password: valid.password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers 409 for a taken ID, email (any case) or nickname', async () => {
    const taken = await createMember(ctx.db, {
      login_id: 'taken01',
      email: 'Taken@Example.com',
      nickname: '이미있음',
    });
    const cases = [
      [{ id: taken.login_id }, 'DUPLICATE_ID', '이미 사용 중인 아이디입니다.'],
      [{ email: 'taken@example.com' }, 'DUPLICATE_EMAIL', '이미 사용 중인 이메일입니다.'],
      [{ name: '이미있음' }, 'DUPLICATE_NICKNAME', '이미 사용 중인 닉네임입니다.'],
    ] as const;
    for (const [change, code, message] of cases) {
      const response = await join({
        ...valid,
        id: 'other01',
        email: 'other01@example.com',
        name: '다른사람',
        ...change,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ status: 409, code, message });
    }
  });

  it('ends a race of two joins with the same ID in one success and one 409', async () => {
    // Parallel only on PostgreSQL (TEST_DB_KIND=postgres: a pool of 4 connections); PGlite's one
    // connection runs these requests a statement at a time, so that run gives this test its meaning.
    const attempt = (n: number) =>
      join({ ...valid, id: 'racer01', email: `racer${n}@example.com`, name: `경주자${n}` });
    const replies = await Promise.all([attempt(1), attempt(2)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.statusCode === 409)?.json()).toMatchObject({
      code: 'DUPLICATE_ID',
    });
  });
});

describe('POST /v1/auth/join rate limit', () => {
  const limited = withTestApp({ config: { rateLimits: testRateLimits({ joins: 2 }) } });

  it('limits joins per IP with a Korean 429', async () => {
    const attempt = (n: number) =>
      limited.app.inject({
        method: 'POST',
        url: '/v1/auth/join',
        remoteAddress: '10.9.9.9',
        payload: { ...valid, id: `limit0${n}`, email: `limit${n}@example.com`, name: `제한${n}` },
      });
    expect((await attempt(1)).statusCode).toBe(200);
    expect((await attempt(2)).statusCode).toBe(200);
    const third = await attempt(3);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toMatch(/^\d+$/);
    expect(third.json()).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: `${messages.protection.throttled.default} ${messages.protection.retryIn(Number(third.headers['retry-after']))}`,
    });
  });
});

describe('GET /v1/auth/{id} and /v1/auth/email/{email}', () => {
  beforeAll(async () => {
    await createMember(ctx.db, { login_id: 'checked1', email: 'checked1@example.com' });
  });

  it('tells whether an ID is free, with Korean messages', async () => {
    const check = async (id: string) =>
      (await ctx.app.inject({ url: `/v1/auth/${encodeURIComponent(id)}` })).json<unknown>();
    expect(await check('freeid01')).toEqual({
      result: true,
      id: 'freeid01',
      message: messages.auth.idAvailable,
    });
    expect(await check('checked1')).toEqual({
      result: false,
      id: 'checked1',
      message: messages.errors.DUPLICATE_ID,
    });
    expect(await check('x!')).toEqual({ result: false, id: 'x!', message: messages.auth.idFormat });
    expect(await check('login')).toEqual({
      result: false,
      id: 'login',
      message: messages.auth.idReserved,
    });
  });

  it('tells whether an email is free, ignoring case', async () => {
    const check = async (email: string) =>
      (
        await ctx.app.inject({ url: `/v1/auth/email/${encodeURIComponent(email)}` })
      ).json<unknown>();
    expect(await check('fresh@example.com')).toEqual({
      result: true,
      id: 'fresh@example.com',
      message: messages.auth.emailAvailable,
    });
    expect(await check('CHECKED1@example.com')).toMatchObject({
      result: false,
      message: messages.errors.DUPLICATE_EMAIL,
    });
    expect(await check('nope')).toMatchObject({
      result: false,
      message: messages.auth.emailFormat,
    });
  });
});
