import { messages, paths } from '@akkyeo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpStub, type SmtpStub } from '../../server/test/stubs/smtp-stub';
import { DEMO_ACCOUNTS } from './support/api';
import { confirmDialog } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

const FAILURES = 3;
let smtp: SmtpStub;

beforeAll(async () => {
  smtp = await startSmtpStub();
});
afterAll(() => smtp?.close());

const { server, phone } = withPhoneBrowser({
  server: () => ({
    SMTP_URL: smtp.url,
    LOGIN_UNKNOWN_DEVICE_FAILURES: String(FAILURES),
    LOGIN_SLOWDOWN_AFTER: '100',
  }),
});

const account = DEMO_ACCOUNTS.member;

/** Someone else's wrong guesses at the account, through the API. */
async function lockOut(): Promise<void> {
  for (let i = 0; i < FAILURES; i++) {
    const reply = await fetch(`${server.url}${paths.auth.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: account.id, password: `Wrong#${i}guess` }),
    });
    expect(reply.status).toBe(401);
  }
}

describe('login lockout on a new phone', () => {
  it('is lifted by the mailed link, once, and the owner logs in', async () => {
    await lockOut();
    const { context, page } = await phone();
    await page.goto('/login');
    await page.getByPlaceholder(messages.auth.idPlaceholder).fill(account.id);
    await page.getByPlaceholder(messages.auth.passwordPlaceholder).fill(account.password);
    await page.getByRole('button', { name: messages.auth.login, exact: true }).tap();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(messages.protection.throttled.loginLocked, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: messages.app.confirm }).tap();

    const mail = await smtp.waitForMail((m) => m.subject === messages.auth.mail.lockedSubject);
    const link = /https?:\/\/\S+\/login\/unlock\?token=[\w%-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByRole('heading', { name: messages.auth.unlockTitle }).waitFor();
    await page.getByText(messages.auth.unlockHint).waitFor();
    await saveScreenshot(page, 'login-unlock');
    await page.getByRole('button', { name: messages.auth.unlockSubmit }).tap();
    await confirmDialog(page, messages.auth.unlockDone(account.id));
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.getByPlaceholder(messages.auth.idPlaceholder).inputValue()).toBe(account.id);
    await page.getByPlaceholder(messages.auth.passwordPlaceholder).fill(account.password);
    await page.getByRole('button', { name: messages.auth.login, exact: true }).tap();
    await page.waitForURL((url) => url.pathname === '/');

    // The link is spent.
    await page.goto(link!);
    await page.getByRole('button', { name: messages.auth.unlockSubmit }).tap();
    await confirmDialog(page, messages.errors.INVALID_UNLOCK_TOKEN);
    await context.close();
  });

  it('says so when opened without a token', async () => {
    const { context, page } = await phone();
    await page.goto('/login/unlock');
    await page.getByText(messages.auth.unlockMissing).waitFor();
    await page.getByRole('link', { name: messages.auth.backToLogin }).tap();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });
});
