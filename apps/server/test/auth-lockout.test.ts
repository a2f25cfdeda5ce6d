import { messages, paths } from '@akkyeo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../src/db/types';
import { deviceCookieName } from '../src/modules/auth/device-cookie';
import { createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import { startSmtpStub, type SmtpStub } from './stubs/smtp-stub';

const PASSWORD = 'Owner#2024x';
const LIMITS = {
  lockoutMinutes: 15,
  unknownDeviceFailures: 5,
  deviceFailures: 4,
  addressFailures: 12,
  // Tests of the lockout itself guess faster than the slowdown lets them; it has its own test.
  slowdownAfter: 100,
};

let smtp: SmtpStub;
beforeAll(async () => {
  smtp = await startSmtpStub();
});
afterAll(() => smtp?.close());

const ctx = withTestApp(() => ({
  config: {
    login: LIMITS,
    smtp: { url: smtp.url, from: 'x@akkyeo.test', logMailText: false },
  },
}));

let ipSeq = 0;
/** A fresh client address (no throttle of an earlier test applies to it). */
const freshIp = () => `10.90.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

interface Attempt {
  id: string;
  password: string;
  ip?: string;
  cookies?: Record<string, string>;
}

const login = ({ id, password, ip = freshIp(), cookies = {} }: Attempt) =>
  ctx.app.inject({
    method: 'POST',
    url: paths.auth.login,
    payload: { id, password },
    remoteAddress: ip,
    cookies,
  });

type Reply = Awaited<ReturnType<typeof login>>;

/** The device cookie a reply set for the member, as a cookie jar entry. */
function deviceOf(reply: Reply, member: Member): Record<string, string> {
  const cookie = reply.cookies.find((c) => c.name === deviceCookieName(member.id));
  if (!cookie) throw new Error('no device cookie');
  return { [cookie.name]: cookie.value };
}

async function ownerWithDevice(overrides: Partial<Member> = {}) {
  const member = await createMember(ctx.db, { password: PASSWORD, ...overrides });
  const first = await login({ id: member.login_id!, password: PASSWORD });
  expect(first.statusCode).toBe(200);
  return { member, device: deviceOf(first, member) };
}

/** Wrong guesses from a new address each, as a botnet would. */
async function guessFromEverywhere(id: string, times: number) {
  for (let i = 0; i < times; i++) {
    expect((await login({ id, password: `Wrong#${i}guess` })).statusCode).toBe(401);
  }
}

function expectLocked(reply: Reply) {
  expect(reply.statusCode).toBe(429);
  const retryAfter = Number(reply.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(reply.json()).toEqual({
    status: 429,
    code: 'RATE_LIMITED',
    message: `${messages.protection.throttled.loginLocked} ${messages.protection.retryIn(retryAfter)}`,
  });
}

const unlockTokenIn = (text: string) => {
  const match = /\/login\/unlock\?token=([\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no unlock link in: ${text}`);
  return decodeURIComponent(match[1]);
};

const unlock = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: paths.auth.unlock,
    payload: { token },
    remoteAddress: freshIp(),
  });

describe('device cookie', () => {
  it('is set by a login: httpOnly, SameSite=Strict, on /v1/auth, signed and naming the account', async () => {
    const member = await createMember(ctx.db, { password: PASSWORD });
    const reply = await login({ id: member.login_id!, password: PASSWORD });
    const cookie = reply.cookies.find((c) => c.name === deviceCookieName(member.id));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/auth' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBeGreaterThan(30 * 24 * 3600);
    expect(cookie?.value).toMatch(new RegExp(`^v1\\.${member.id}\\.[\\w-]+\\.[\\w-]{43}$`));
  });
});

describe('lockout of unknown devices', () => {
  it('blocks unknown devices but lets the owner in on a known device, and mails the owner', async () => {
    const { member, device } = await ownerWithDevice({ email: 'owner-locked@example.com' });
    const id = member.login_id!;
    await guessFromEverywhere(id, LIMITS.unknownDeviceFailures);
    // The right password from a browser that never logged in: blocked.
    expectLocked(await login({ id, password: PASSWORD }));
    // The owner's browser, from any address: in.
    expect((await login({ id, password: PASSWORD, cookies: device })).statusCode).toBe(200);
    const mail = await smtp.waitForMail((m) => m.to.includes('owner-locked@example.com'));
    expect(mail.subject).toBe(messages.auth.mail.lockedSubject);
    expect(mail.text).toContain(`${ctx.config.publicUrl}/login/unlock?token=`);
  });

  it('treats a tampered, foreign or other-account device cookie as an unknown device', async () => {
    const { member, device } = await ownerWithDevice();
    const other = await ownerWithDevice();
    const id = member.login_id!;
    await guessFromEverywhere(id, LIMITS.unknownDeviceFailures);
    const value = Object.values(device)[0]!;
    const name = deviceCookieName(member.id);
    const forged = [
      { [name]: `${value.slice(0, -2)}AA` },
      { [name]: value.replace(`v1.${member.id}.`, `v1.${other.member.id}.`) },
      { [name]: Object.values(other.device)[0]! },
      other.device,
    ];
    for (const cookies of forged) expectLocked(await login({ id, password: PASSWORD, cookies }));
  });

  it('locks out a device cookie that fails too often, and that cookie only', async () => {
    const { member, device } = await ownerWithDevice();
    const id = member.login_id!;
    const ip = freshIp();
    for (let i = 0; i < LIMITS.deviceFailures; i++) {
      expect((await login({ id, password: `Wrong#${i}x`, ip, cookies: device })).statusCode).toBe(
        401,
      );
    }
    const blocked = await login({ id, password: PASSWORD, ip, cookies: device });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toContain(
      messages.protection.throttled.login,
    );
    // Its failures were its own: a browser without it still logs in.
    expect((await login({ id, password: PASSWORD })).statusCode).toBe(200);
  });

  it("sends a manager's lockout notice to the manager's mail", async () => {
    const { member } = await ownerWithDevice({
      role: 'ROLE_MANAGER',
      email: 'manager-locked@example.com',
    });
    await guessFromEverywhere(member.login_id!, LIMITS.unknownDeviceFailures);
    expectLocked(await login({ id: member.login_id!, password: PASSWORD }));
    const mail = await smtp.waitForMail((m) => m.to.includes('manager-locked@example.com'));
    expect(mail.subject).toBe(messages.auth.mail.lockedSubject);
  });

  it('slows unknown devices down before it blocks them', async () => {
    const member = await createMember(ctx.db, { password: PASSWORD });
    const { app: slow } = await ctx.startInstance({
      config: { login: { ...LIMITS, slowdownAfter: 2 } },
    });
    const attempt = (password: string) =>
      slow.inject({
        method: 'POST',
        url: paths.auth.login,
        payload: { id: member.login_id, password },
        remoteAddress: freshIp(),
      });
    expect((await attempt('Wrong#1x')).statusCode).toBe(401);
    expect((await attempt('Wrong#2x')).statusCode).toBe(401);
    // Two failures: one try a second from now on, the right password included.
    expect((await attempt('Wrong#3x')).statusCode).toBe(401);
    const paced = await attempt(PASSWORD);
    expect(paced.statusCode).toBe(429);
    expect(Number(paced.headers['retry-after'])).toBe(1);
    // The second has passed (made so in the table rather than by waiting).
    await ctx.db
      .updateTable('rate_limit')
      .set({ reset_at: new Date(Date.now() - 1000) })
      .where('key', '=', `login-pace:account:member:${member.id}`)
      .execute();
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
  });
});

describe('unlock link', () => {
  it('arrives by mail, makes the browser opening it a known device, and works once', async () => {
    const member = await createMember(ctx.db, {
      password: PASSWORD,
      email: 'unlock-me@example.com',
    });
    const id = member.login_id!;
    await guessFromEverywhere(id, LIMITS.unknownDeviceFailures);
    expectLocked(await login({ id, password: PASSWORD }));
    const mail = await smtp.waitForMail((m) => m.to.includes('unlock-me@example.com'));
    const token = unlockTokenIn(mail.text);

    const opened = await unlock(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({
      result: true,
      id,
      message: messages.auth.unlockDone(id),
    });
    const device = deviceOf(opened, member);
    expect((await login({ id, password: PASSWORD, cookies: device })).statusCode).toBe(200);
    // Other unknown devices stay locked out.
    expectLocked(await login({ id, password: PASSWORD }));

    const again = await unlock(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      status: 400,
      code: 'INVALID_UNLOCK_TOKEN',
      message: messages.errors.INVALID_UNLOCK_TOKEN,
    });
    const stored = await ctx.db
      .selectFrom('login_unlock_token')
      .select(['token_hash', 'used_at'])
      .where('member_id', '=', member.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.token_hash).not.toContain(token);
    expect(stored[0]?.used_at).toBeInstanceOf(Date);
  });

  it('reaches the owner three times a day at most, however often the lockout comes back', async () => {
    const member = await createMember(ctx.db, {
      password: PASSWORD,
      email: 'often-locked@example.com',
    });
    for (let round = 0; round < 4; round++) {
      await guessFromEverywhere(member.login_id!, LIMITS.unknownDeviceFailures);
      // The window has ended (made so in the table rather than by waiting).
      await ctx.db
        .deleteFrom('rate_limit')
        .where('key', '=', `login-fail:account:member:${member.id}`)
        .execute();
    }
    // Every notice has been decided (counted) before the probe below is sent.
    await expect
      .poll(async () => {
        const row = await ctx.db
          .selectFrom('rate_limit')
          .select('count')
          .where('key', '=', `mail:lockout:member:${member.id}`)
          .executeTakeFirst();
        return row?.count;
      })
      .toBe(4);
    const noticed = () => smtp.mails.filter((m) => m.to.includes('often-locked@example.com'));
    await smtp.waitForMail(() => noticed().length >= 3);
    const probe = await createMember(ctx.db, { email: 'often-probe@example.com' });
    await smtp.settle(
      () =>
        ctx.app.inject({
          method: 'POST',
          url: paths.auth.findId,
          payload: { email: probe.email },
          remoteAddress: freshIp(),
        }),
      (m) => m.to.includes('often-probe@example.com'),
    );
    expect(noticed()).toHaveLength(3);
  });

  it('refuses an expired or unknown token', async () => {
    const member = await createMember(ctx.db, {
      password: PASSWORD,
      email: 'unlock-late@example.com',
    });
    await guessFromEverywhere(member.login_id!, LIMITS.unknownDeviceFailures);
    const mail = await smtp.waitForMail((m) => m.to.includes('unlock-late@example.com'));
    await ctx.db
      .updateTable('login_unlock_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', member.id)
      .execute();
    expect((await unlock(unlockTokenIn(mail.text))).statusCode).toBe(400);
    expect((await unlock('made-up-token')).statusCode).toBe(400);
  });
});

describe('per-address layer', () => {
  it("blocks one address's guesses on many accounts, not its owners on known devices", async () => {
    const ip = freshIp();
    const { member, device } = await ownerWithDevice();
    const bystander = await createMember(ctx.db, { password: PASSWORD });
    for (let i = 0; i < LIMITS.addressFailures; i++) {
      const reply = await login({ id: `nobody${i}x`, password: 'Wrong#1234x', ip });
      expect(reply.statusCode).toBe(401);
    }
    const blocked = await login({ id: 'nobody99x', password: 'Wrong#1234x', ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    // An unknown browser at that address is blocked, even with the right password …
    expect((await login({ id: bystander.login_id!, password: PASSWORD, ip })).statusCode).toBe(429);
    // … a known one is not, and the same account elsewhere is not.
    const known = await login({ id: member.login_id!, password: PASSWORD, ip, cookies: device });
    expect(known.statusCode).toBe(200);
    expect((await login({ id: bystander.login_id!, password: PASSWORD })).statusCode).toBe(200);
  });
});
