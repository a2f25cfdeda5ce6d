import { messages } from '@akkyeo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from './helpers/factories';
import { loginAs, refreshWith } from './helpers/auth-session';
import { withTestApp } from './helpers/test-app';
import { testRateLimits } from './helpers/test-config';
import { startSmtpStub, type SmtpStub } from './stubs/smtp-stub';

let smtp: SmtpStub;
const PASSWORD = 'Mail#2024x';
const NEW_PASSWORD = 'Fresh!2025y';

beforeAll(async () => {
  smtp = await startSmtpStub();
});
afterAll(async () => {
  await smtp?.close();
});

/** An app that mails through the SMTP stub, with `mails` as its mail rate limit. */
const mailingApp = (mails: number, publicUrl?: string) =>
  withTestApp(() => ({
    config: {
      ...(publicUrl ? { publicUrl } : {}),
      smtp: { url: smtp.url, from: '아껴라껴 <no-reply@akkyeo.test>', logMailText: false },
      rateLimits: testRateLimits({ mails }),
    },
  }));

const ctx = mailingApp(100, 'https://akkyeo.test');

beforeAll(async () => {
  await createMember(ctx.db, {
    login_id: 'mailer01',
    email: 'Mailer01@Example.com',
    password: PASSWORD,
  });
  await createMember(ctx.db, { login_id: null, email: 'kakao@example.com', kakao_id: '77' });
});

const post = (url: string, payload: Record<string, unknown>, ip = '10.5.5.5') =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

/** Asks for one more ID mail to mailer01 and waits until it and every mail asked for before it arrived. */
const settleMails = () =>
  smtp.settle(
    () => post('/v1/auth/find-id', { email: 'mailer01@example.com' }, '10.5.5.6'),
    (m) => m.to.includes('mailer01@example.com') && m.subject === messages.auth.mail.findIdSubject,
  );

const resetLink = (text: string) =>
  /https:\/\/akkyeo\.test\/password\/reset\?token=([\w-]+)/.exec(text);

describe('POST /v1/auth/find-id', () => {
  it('mails the ID and answers the same for unknown addresses', async () => {
    const known = await post('/v1/auth/find-id', { email: 'mailer01@example.com' });
    const unknown = await post('/v1/auth/find-id', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ result: true, message: messages.auth.findIdSent });
    expect(unknown.json()).toEqual(known.json());
    const mail = await smtp.waitForMail((m) => m.subject === messages.auth.mail.findIdSubject);
    expect(mail.to).toEqual(['mailer01@example.com']);
    expect(mail.from).toBe('no-reply@akkyeo.test');
    expect(mail.text).toContain('mailer01');
    await settleMails();
    expect(smtp.mails.some((m) => m.to.includes('nobody@example.com'))).toBe(false);
  });

  it('tells a Kakao member to use Kakao login', async () => {
    await post('/v1/auth/find-id', { email: 'kakao@example.com' });
    const mail = await smtp.waitForMail((m) => m.to.includes('kakao@example.com'));
    expect(mail.text).toBe(messages.auth.mail.findIdKakaoBody);
  });

  it('answers 400 for a malformed address', async () => {
    const response = await post('/v1/auth/find-id', { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.auth.emailFormat });
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends every session', async () => {
    const session = await loginAs(ctx.app, 'mailer01', PASSWORD);
    const before = smtp.mails.length;
    const response = await post('/v1/auth/password-reset', { email: 'MAILER01@example.com' });
    expect(response.json()).toEqual({ result: true, message: messages.auth.resetSent });
    const mail = await smtp.waitForMail(
      (m) => smtp.mails.indexOf(m) >= before && m.subject === messages.auth.mail.resetSubject,
    );
    const token = resetLink(mail.text)?.[1];
    expect(token).toBeTruthy();

    const weak = await post('/v1/auth/password-reset/confirm', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ message: messages.auth.passwordPolicy });

    const done = await post('/v1/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ result: true, message: messages.auth.resetDone });
    expect((await refreshWith(ctx.app, session.refresh)).statusCode).toBe(401);
    expect((await loginAs(ctx.app, 'mailer01', PASSWORD)).status).toBe(401);
    expect((await loginAs(ctx.app, 'mailer01', NEW_PASSWORD)).status).toBe(200);

    const again = await post('/v1/auth/password-reset/confirm', { token, password: 'Other!2026z' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      status: 400,
      code: 'INVALID_RESET_TOKEN',
      message: messages.auth.resetTokenInvalid,
    });
  });

  it('refuses an expired link and an unknown token', async () => {
    const before = smtp.mails.length;
    await post('/v1/auth/password-reset', { email: 'mailer01@example.com' });
    const mail = await smtp.waitForMail(
      (m) => smtp.mails.indexOf(m) >= before && m.subject === messages.auth.mail.resetSubject,
    );
    const token = resetLink(mail.text)?.[1];
    await ctx.db
      .updateTable('password_reset_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    for (const value of [token, 'unknown-token']) {
      const response = await post('/v1/auth/password-reset/confirm', {
        token: value,
        password: 'Other!2026z',
      });
      expect(response.json()).toMatchObject({ code: 'INVALID_RESET_TOKEN' });
    }
  });

  it('sends no link for unknown or Kakao-only addresses, with the same answer', async () => {
    const before = smtp.mails.length;
    for (const email of ['ghost@example.com', 'kakao@example.com']) {
      const response = await post('/v1/auth/password-reset', { email });
      expect(response.json()).toEqual({ result: true, message: messages.auth.resetSent });
    }
    const probe = await settleMails();
    expect(smtp.mails.slice(before)).toEqual([probe]);
  });
});

describe('mail throttling per IP', () => {
  const limited = mailingApp(2);

  it('answers 429 after too many requests from one IP', async () => {
    const send = (email: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/v1/auth/find-id',
        payload: { email },
        remoteAddress: '10.7.7.7',
      });
    expect((await send('a@example.com')).statusCode).toBe(200);
    expect((await send('b@example.com')).statusCode).toBe(200);
    const third = await send('c@example.com');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('mail throttling per address', () => {
  const limited = mailingApp(1);

  it('stops mailing one address after the hourly count, without telling', async () => {
    await createMember(limited.db, { login_id: 'hourly01', email: 'hourly01@example.com' });
    await createMember(limited.db, { login_id: 'hourly02', email: 'hourly02@example.com' });
    const before = smtp.mails.length;
    const send = (email: string, ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/v1/auth/find-id',
        payload: { email },
        remoteAddress: ip,
      });
    const replies = [
      await send('hourly01@example.com', '10.8.0.1'),
      await send('hourly01@example.com', '10.8.0.2'),
    ];
    replies.forEach((reply) => expect(reply.statusCode).toBe(200));
    const probe = await smtp.settle(
      () => send('hourly02@example.com', '10.8.0.3'),
      (m) => m.to.includes('hourly02@example.com'),
    );
    const sent = smtp.mails.slice(before).filter((m) => m !== probe);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toEqual(['hourly01@example.com']);
  });
});
