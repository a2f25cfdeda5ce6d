// Each case an attack round found, numbered as in the hardening issue; each must stay fixed.
import { AUTH_HEADER, messages, paths } from '@akkyeo/contracts';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractProblem } from '../../../tools/fuzz/contract';
import { sendRaw, sendRequest, type RawReply } from '../../../tools/fuzz/raw-http';
import type { App } from '../src/app';
import type { Config } from '../src/config';
import { createRateLimiter } from '../src/plugins/rate-limit';
import { createCallBudget } from '../src/modules/partner/call-budget';
import {
  createCoupangConnection,
  createPartnerLinks,
} from '../src/modules/partner/partner-service';
import { createOutbound } from '../src/lib/outbound';
import { SESSION_CHECK_TTL_MS } from '../src/modules/auth/session-checks';
import { loginAs, refreshWith, REFRESH_COOKIE, setCookie } from './helpers/auth-session';
import { createMember } from './helpers/factories';
import { loggerInto } from './helpers/log-lines';
import { withTestApp } from './helpers/test-app';
import { testConfig } from './helpers/test-config';
import { coupangStubConfig, startCoupangStub, type CoupangStub } from './stubs/coupang-stub';
import { startSmtpStub, type SmtpStub } from './stubs/smtp-stub';

const PASSWORD = 'Abuse#2024x';
let smtp: SmtpStub;
let coupang: CoupangStub;
let app: App;
let origin: string;
const logLines: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpStub();
  coupang = await startCoupangStub();
});
afterAll(async () => {
  await coupang?.close();
  await smtp?.close();
});
const ctx = withTestApp(() => ({
  listen: true,
  logger: loggerInto(logLines),
  config: {
    smtp: { url: smtp.url, from: 'x@akkyeo.test', logMailText: false },
    coupang: coupangStubConfig(coupang.url),
  },
}));
beforeAll(() => {
  ({ app, origin } = ctx);
});

/** Another instance of the server on the same database, listening. */
const startApp = (config: Partial<Config> = {}, lines?: string[]) =>
  ctx.startInstance({ listen: true, config, logger: loggerInto(lines) });

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const expectContract = (reply: RawReply, status: number) => {
  expect(reply.status).toBe(status);
  expect(contractProblem(reply)).toBeUndefined();
};

async function memberSession(ip = '10.0.0.1') {
  const member = await createMember(ctx.db, { password: PASSWORD });
  const login = await app.inject({
    method: 'POST',
    url: paths.auth.login,
    payload: { id: member.login_id, password: PASSWORD },
    remoteAddress: ip,
  });
  expect(login.statusCode).toBe(200);
  return { member, token: login.json<{ token: string }>().token, refresh: setCookie(login) };
}

describe('1. NUL and unpaired surrogates are a Korean 400, never a 500', () => {
  it('refuses them in queries, path parameters and JSON bodies, anonymous or signed in', async () => {
    const { token } = await memberSession();
    const auth = { [AUTH_HEADER]: token };
    const cases = [
      { method: 'GET', path: '/v1/feed/?keyword=%00' },
      { method: 'POST', path: paths.auth.login, ...json({ id: 'x', password: 'a\udc00b' }) },
      { method: 'GET', path: '/v1/auth/a%00b' },
      { method: 'POST', path: paths.auth.login, ...json({ id: 'a\u0000', password: 'x' }) },
      { method: 'POST', path: paths.auth.login, ...json({ id: '\ud800', password: 'x' }) },
      {
        method: 'POST',
        path: paths.auth.join,
        ...json({ id: 'nuljoin', password: PASSWORD, name: '이름\u0000', email: 'n@example.com' }),
      },
      { method: 'PUT', path: paths.member.nickname, ...json({ nickname: '닉\u0000네임' }, auth) },
      {
        method: 'POST',
        path: paths.push.subscribe,
        ...json({ endpoint: 'https://a/\u0000' }, auth),
      },
    ];
    for (const request of cases) {
      const reply = await sendRequest(origin, request);
      expectContract(reply, 400);
      expect(JSON.parse(reply.body)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('2. every error body speaks the contract, in Korean', () => {
  it('answers headers or a URL over the limit with 431', async () => {
    const big = await sendRequest(origin, {
      method: 'GET',
      path: '/v1/feed/',
      headers: { 'x-filler': 'a'.repeat(20_000) },
    });
    expectContract(big, 431);
    expectContract(
      await sendRequest(origin, { method: 'GET', path: `/v1/feed/?q=${'a'.repeat(20_000)}` }),
      431,
    );
  });

  it('answers a malformed request line and conflicting lengths with 400', async () => {
    const host = new URL(origin).host;
    const raw = [
      'GARBAGE\r\n\r\n',
      `GET /v1/feed/ HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab`,
      `POST /v1/auth/login HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ];
    for (const request of raw) expectContract(await sendRaw(origin, request), 400);
  });

  it("names a non-string board content in Korean, not in zod's English", async () => {
    const { token } = await memberSession();
    const form = new FormData();
    form.append('json', JSON.stringify({ content: 12345 }));
    const reply = await fetch(`${origin}/v1/board/`, {
      method: 'POST',
      headers: { [AUTH_HEADER]: token },
      body: form,
    });
    const body = (await reply.json()) as { message: string };
    expect(reply.status).toBe(400);
    expect(body.message).toMatch(/[\uac00-\ud7a3]/);
    expect(body.message).not.toMatch(/Invalid|expected/);
  });
});

describe('3. uploads are bounded as they arrive and leave no temporary file', () => {
  const spooled = () => readdirSync(tmpdir()).filter((name) => name.startsWith('akkyeo-upload-'));

  it('refuses an oversized image and a non-image at once and removes every temporary file', async () => {
    const { token } = await memberSession();
    const before = spooled().length;
    const post = (file: Buffer) => {
      const form = new FormData();
      form.append(
        'json',
        JSON.stringify({ content: '업로드 제한 확인 글입니다', category: '자유' }),
      );
      form.append('image', new Blob([new Uint8Array(file)]), 'a.jpg');
      form.append('image', new Blob([new Uint8Array(file)]), 'b.jpg');
      return fetch(`${origin}/v1/board/`, {
        method: 'POST',
        headers: { [AUTH_HEADER]: token },
        body: form,
      });
    };
    expect((await post(Buffer.alloc(11 * 1024 * 1024, 1))).status).toBe(413);
    const notImage = await post(Buffer.alloc(1024 * 1024, 7));
    expect(notImage.status).toBe(400);
    expect(((await notImage.json()) as { message: string }).message).toBe(
      messages.imageFiles.notAnImage('a.jpg'),
    );
    expect(spooled().length).toBeLessThanOrEqual(before);
  });
});

describe('4. login, password change and recovery are throttled in layers', () => {
  it('limits failures per IP across IDs', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const reply = await app.inject({
        method: 'POST',
        url: paths.auth.login,
        payload: { id: `nobody${i}`, password: 'Wrong#1234' },
        remoteAddress: '10.4.0.1',
      });
      statuses.push(reply.statusCode);
      if (reply.statusCode === 429) {
        expect(reply.headers['retry-after']).toMatch(/^\d+$/);
        expect(reply.json<{ message: string }>().message).toContain('후 다시 시도해주세요');
      }
    }
    expect(statuses.filter((status) => status === 401).length).toBe(30);
    expect(statuses.at(-1)).toBe(429);
  });

  it('locks unknown devices out of an account attacked from many IPs and mails its owner once', async () => {
    // Without the slowdown (its own test is in auth-lockout.test.ts), every guess gets a verdict.
    const { app: guarded } = await startApp({
      smtp: { url: smtp.url, from: 'x@akkyeo.test', logMailText: false },
      login: { ...testConfig().login, slowdownAfter: 10 },
    });
    const member = await createMember(ctx.db, {
      password: PASSWORD,
      email: 'burst@example.com',
    });
    const statuses: number[] = [];
    for (let ip = 1; ip <= 20; ip++) {
      for (let guess = 0; guess < 6; guess++) {
        const reply = await guarded.inject({
          method: 'POST',
          url: paths.auth.login,
          payload: { id: member.login_id, password: `Wrong#${ip}x${guess}` },
          remoteAddress: `10.5.${ip}.1`,
        });
        statuses.push(reply.statusCode);
      }
    }
    expect(statuses.filter((status) => status === 401).length).toBe(10);
    const mail = await smtp.waitForMail((m) => m.to.includes('burst@example.com'));
    expect(mail.subject).toBe(messages.auth.mail.lockedSubject);
    const probe = await createMember(ctx.db, { email: 'burst-probe@example.com' });
    await smtp.settle(
      () =>
        app.inject({
          method: 'POST',
          url: paths.auth.findId,
          payload: { email: probe.email },
          remoteAddress: '10.5.200.1',
        }),
      (m) => m.to.includes('burst-probe@example.com'),
    );
    expect(smtp.mails.filter((m) => m.to.includes('burst@example.com'))).toHaveLength(1);
    const right = await app.inject({
      method: 'POST',
      url: paths.auth.login,
      payload: { id: member.login_id, password: PASSWORD },
      remoteAddress: '10.5.99.1',
    });
    expect(right.statusCode).toBe(429);
  });

  it('limits password changes per member', async () => {
    const { token } = await memberSession('10.6.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const reply = await app.inject({
        method: 'PUT',
        url: paths.member.password,
        headers: { [AUTH_HEADER]: token },
        payload: { password: `Wrong#${i}abc`, newPassword: 'Next#2024xyz' },
      });
      statuses.push(reply.statusCode);
      if (reply.statusCode === 429) expect(reply.headers['retry-after']).toMatch(/^\d+$/);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('limits account recovery requests per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const reply = await app.inject({
        method: 'POST',
        url: paths.auth.passwordReset,
        payload: { email: `someone${i}@example.com` },
        remoteAddress: '10.7.0.1',
      });
      statuses.push(reply.statusCode);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });
});

describe('5. an access token ends with its session, on every instance', () => {
  const me = (token: string, target = app) =>
    target.inject({ method: 'GET', url: paths.member.info, headers: { [AUTH_HEADER]: token } });

  it('after logout', async () => {
    const { token, refresh } = await memberSession();
    expect((await me(token)).statusCode).toBe(200);
    await app.inject({
      method: 'GET',
      url: paths.auth.logout,
      cookies: { [REFRESH_COOKIE]: refresh! },
    });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('after refresh-token reuse revokes the family', async () => {
    const { member, token, refresh } = await memberSession();
    await refreshWith(app, refresh);
    await ctx.db
      .updateTable('refresh_token')
      .set({ used_at: new Date(Date.now() - 60_000) })
      .where('member_id', '=', member.id)
      .where('used_at', 'is not', null)
      .execute();
    expect((await refreshWith(app, refresh)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('after a password reset, and on another instance within the cache TTL', async () => {
    const other = await startApp();
    const { member, token } = await memberSession();
    expect((await me(token, other.app)).statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: paths.auth.passwordReset,
      payload: { email: member.email },
      remoteAddress: '10.8.0.1',
    });
    const mail = await smtp.waitForMail((m) => m.to.includes(member.email!));
    const resetToken = /token=([\w-]+)/.exec(mail.text)?.[1];
    const reset = await app.inject({
      method: 'POST',
      url: paths.auth.passwordResetConfirm,
      payload: { token: resetToken, password: 'Reset#2024xyz' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    // The other instance's cached check runs out: its clock moves past the cache time.
    const later = Date.now() + SESSION_CHECK_TTL_MS + 1;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect((await me(token, other.app)).statusCode).toBe(401);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('6. two refreshes at the same moment keep the user logged in', () => {
  it('hands both the same successor, which then works', async () => {
    const { refresh } = await memberSession();
    const [a, b] = await Promise.all([refreshWith(app, refresh), refreshWith(app, refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(setCookie(a)).toBe(setCookie(b));
    expect((await refreshWith(app, setCookie(a))).statusCode).toBe(200);
  });
});

describe('7. the Coupang budget and back-off are shared and safe from cleanup', () => {
  it('keeps the budget through the rate-limit cleanup', async () => {
    const budget = createCallBudget(ctx.db, { key: 'coupang:abuse', callsPerHour: 5 });
    await budget.take();
    await expect(budget.take()).rejects.toThrow('budget used up');
    const limiter = createRateLimiter(ctx.db);
    for (let i = 0; i < 200; i++) await limiter.hit(`abuse:${i}`, 1_000, 1);
    await expect(budget.take()).rejects.toThrow('budget used up');
  });

  it('after a 429 every caller waits, and a failed import logs one line', async () => {
    const admin = await createMember(ctx.db, { role: 'ROLE_ADMIN', password: PASSWORD });
    const login = await loginAs(app, admin.login_id!, PASSWORD);
    coupang.failNext(429, { code: 'ERROR', message: 'Too many requests' });
    const before = logLines.length;
    const run = () =>
      app.inject({
        method: 'POST',
        url: paths.partner.import,
        headers: { [AUTH_HEADER]: login.token! },
      });
    expect((await run()).statusCode).toBe(503);
    const calls = coupang.requests.length;
    expect((await run()).statusCode).toBe(503);
    const links = createPartnerLinks({
      client: createCoupangConnection({
        config: app.config.coupang,
        db: ctx.db,
        outbound: createOutbound(),
      }),
      logger: pino({ level: 'silent' }),
    });
    expect(await links.convertLinks(['https://www.coupang.com/vp/products/1'])).toEqual(new Map());
    expect(coupang.requests.length).toBe(calls);
    const errors = logLines.slice(before).filter((line) => /"level":(50|60)/.test(line));
    expect(errors).toHaveLength(2);
    expect(errors.every((line) => !line.includes('"stack"'))).toBe(true);
  });
});

describe('8. reset links reach the log only under DEV_LOG_MAIL_TEXT', () => {
  it('logs the subject only by default, the whole mail with the flag', async () => {
    const member = await createMember(ctx.db, { password: PASSWORD });
    for (const logMailText of [false, true]) {
      const lines: string[] = [];
      const quiet = await startApp({ smtp: { url: undefined, from: 'x@a', logMailText } }, lines);
      await quiet.app.inject({
        method: 'POST',
        url: paths.auth.passwordReset,
        payload: { email: member.email },
        remoteAddress: `10.9.0.${logMailText ? 2 : 1}`,
      });
      await expect.poll(() => lines.join('')).toContain(messages.auth.mail.resetSubject);
      const logged = lines.join('');
      expect(logged).toContain(messages.auth.mail.resetSubject);
      expect(logged.includes('token=')).toBe(logMailText);
    }
  });
});
