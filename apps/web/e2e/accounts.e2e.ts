import { messages } from '@akkyeo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpStub, type SmtpStub } from '../../server/test/stubs/smtp-stub';
import { solidPng } from './support/api';
import { confirmDialog, submitLogIn } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

let smtp: SmtpStub;

beforeAll(async () => {
  smtp = await startSmtpStub();
});
afterAll(async () => {
  await smtp?.close();
});

const { phone } = withPhoneBrowser({
  server: () => ({
    SMTP_URL: smtp.url,
    RATE_LIMIT_JOINS: '100',
    RATE_LIMIT_MAILS: '100',
  }),
});

describe('an account with an ID and password, in the browser', () => {
  it('joins through the form with both duplicate checks, then logs in and out', async () => {
    const { context, page } = await phone();
    await page.goto('/selectJoin');
    await page.getByRole('button', { name: messages.auth.joinWithEmail }).tap();
    await page.waitForURL('**/join');

    const idInput = page.getByLabel(messages.auth.idLabel);
    const join = page.getByRole('button', { name: messages.auth.join, exact: true });
    await idInput.fill('A');
    await page.getByLabel(messages.auth.emailLabel).fill('not-an-email');
    await page.getByLabel(messages.auth.nicknameLabel).fill('ab');
    await join.tap();
    // Every problem at once, each under its field, and no dialog.
    for (const problem of [
      messages.auth.idFormat,
      messages.auth.passwordPolicy,
      messages.auth.emailFormat,
      messages.member.nicknameLength,
      messages.auth.termsRequired,
    ]) {
      await page.getByText(problem, { exact: true }).waitFor();
    }
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await idInput.evaluate((input) => input === document.activeElement)).toBe(true);
    await saveScreenshot(page, 'accounts-signup-problems');

    await idInput.fill('e2ejoin1');
    await page.getByText(messages.auth.idCheckRequired, { exact: true }).waitFor();
    const checks = page.getByRole('button', { name: messages.auth.duplicateCheck });
    await checks.first().tap();
    await page.getByText(messages.auth.idAvailable, { exact: true }).waitFor();
    expect(await idInput.getAttribute('readonly')).not.toBeNull();
    expect(await checks.count()).toBe(1);

    // A password of the shown rule that is too easy says why, under the field.
    const password = page.getByLabel(messages.auth.passwordLabel, { exact: true });
    await password.fill('Test1234!');
    await page.getByText(messages.auth.passwordCommonWord('test'), { exact: true }).waitFor();
    await password.fill('E2e#Join2024');
    await page.getByLabel(messages.auth.passwordConfirmLabel).fill('E2e#Join2025');
    await page.getByText(messages.auth.passwordMismatch, { exact: true }).waitFor();
    await page.getByLabel(messages.auth.passwordConfirmLabel).fill('E2e#Join2024');
    await page.getByLabel(messages.auth.emailLabel).fill('e2ejoin1@example.com');
    await page.getByText(messages.auth.emailCheckRequired, { exact: true }).waitFor();
    await checks.first().tap();
    await page.getByText(messages.auth.emailAvailable, { exact: true }).waitFor();
    expect(await checks.count()).toBe(0);
    // Ten characters, as the field's hint says.
    await page.getByLabel(messages.auth.nicknameLabel).fill('이투이가입열글자닉네');
    await page.getByLabel(messages.auth.agreeTerms).check();
    expect(await page.getByText(messages.member.nicknameLength).count()).toBe(0);
    expect(await page.getByText(messages.auth.termsRequired).count()).toBe(0);
    await page.getByRole('button', { name: messages.auth.viewMarketing }).tap();
    await page.getByText(messages.marketing.effectiveDate).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: messages.app.close }).tap();
    await saveScreenshot(page, 'accounts-signup');
    await page.getByRole('button', { name: messages.auth.join, exact: true }).tap();
    await confirmDialog(page, messages.auth.welcome);
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/myinfo');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/myinfo');
    await saveScreenshot(page, 'accounts-login');
    await submitLogIn(page, 'e2ejoin1', 'E2e#Join2024');
    await page.waitForURL((url) => url.pathname === '/myinfo');
    await page.getByText('이투이가입열글자닉네').waitFor();
    await page.getByTestId('bookMarkCount').waitFor();
    await saveScreenshot(page, 'accounts-myinfo');

    await page.getByRole('button', { name: messages.auth.logout }).tap();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    await page.goto('/f/like');
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogIn(page, 'e2ejoin1@example.com', 'E2e#Join2024');
    await page.waitForURL((url) => url.pathname === '/f/like');
    await context.close();
  });

  it('shows the failure message and clears the password on the legacy login', async () => {
    const { context, page } = await phone();
    await page.goto('/f/login');
    const password = page.getByPlaceholder(messages.auth.passwordPlaceholder);
    expect(await password.getAttribute('maxlength')).toBe('16');
    await submitLogIn(page, 'demo', 'wrong-password1!');
    await confirmDialog(page, messages.auth.loginFailed);
    expect(await password.inputValue()).toBe('');
    await saveScreenshot(page, 'accounts-legacy-login');
    await submitLogIn(page, 'demo', 'demo1234!');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('changes the nickname, the password and the profile image', async () => {
    const { context, page } = await phone();
    await page.goto('/login?redirect=%2FEditMyinfo');
    await submitLogIn(page, 'e2ejoin1', 'E2e#Join2024');
    await page.waitForURL((url) => url.pathname === '/EditMyinfo');

    await page.getByRole('button', { name: messages.member.changeNickname }).tap();
    const sheet = page.getByRole('dialog');
    await sheet.getByLabel(messages.auth.nicknameLabel).fill('새별명이요');
    await sheet.getByRole('button', { name: messages.member.save }).tap();
    await confirmDialog(page, messages.member.profileChanged);
    await page.getByText('새별명이요').first().waitFor();

    await page.getByRole('button', { name: messages.member.changePassword }).tap();
    await sheet.getByLabel(messages.member.currentPasswordPlaceholder).fill('Wrong#Pass2024');
    await sheet
      .getByLabel(messages.auth.newPasswordPlaceholder, { exact: true })
      .fill('New#Pass2025');
    await sheet.getByLabel(messages.auth.newPasswordConfirmPlaceholder).fill('New#Pass2025');
    await sheet.getByRole('button', { name: messages.member.save }).tap();
    await confirmDialog(page, messages.member.currentPasswordWrong);
    await sheet.getByLabel(messages.member.currentPasswordPlaceholder).fill('E2e#Join2024');
    await sheet.getByRole('button', { name: messages.member.save }).tap();
    await confirmDialog(page, messages.member.passwordChanged);

    const png = await solidPng(400, 400, '#3a7bd5');
    await page.getByRole('button', { name: messages.member.changeProfileImage }).tap();
    await sheet
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await sheet.getByRole('button', { name: messages.member.save }).tap();
    await confirmDialog(page, messages.member.profileChanged);
    const avatar = page.getByRole('img', { name: messages.member.profileImageAlt }).first();
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/cdn\/profile\/.+-thumb\.webp$/);
    await saveScreenshot(page, 'accounts-edit');
    await context.close();

    const again = await phone();
    await again.page.goto('/login');
    await submitLogIn(again.page, 'e2ejoin1', 'New#Pass2025');
    await again.page.waitForURL((url) => url.pathname === '/');
    await again.context.close();
  });

  it('sets a new password from the reset mail and logs in with it', async () => {
    const { context, page } = await phone();
    await page.goto('/password/reset');
    await page.getByLabel(messages.auth.emailLabel).fill('e2ejoin1@example.com');
    await page.getByRole('button', { name: messages.auth.sendMail }).tap();
    await page.getByText(messages.auth.resetSent).waitFor();
    const mail = await smtp.waitForMail((m) => m.subject === messages.auth.mail.resetSubject);
    const link = /https?:\/\/\S+\/password\/reset\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page
      .getByLabel(messages.auth.newPasswordPlaceholder, { exact: true })
      .fill('Reset#Pass2026');
    await page.getByLabel(messages.auth.newPasswordConfirmPlaceholder).fill('Reset#Pass2026');
    await saveScreenshot(page, 'accounts-reset');
    await page.getByRole('button', { name: messages.auth.submit }).tap();
    await confirmDialog(page, messages.auth.resetDone);
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogIn(page, 'e2ejoin1', 'Reset#Pass2026');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
