import { messages } from '@akkyeo/contracts';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS } from './api';

export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A phone: 390×844, touch, Korean locale and time zone (and `options`, e.g. without scripts). */
export async function newPhone(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...options,
    baseURL,
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const page = await context.newPage();
  return { context, page };
}

/** Fills the open login form and taps 로그인; where the browser goes next is the caller's to wait for. */
export async function submitLogIn(page: Page, id: string, password: string) {
  await page.getByPlaceholder(messages.auth.idPlaceholder).fill(id);
  await page.getByPlaceholder(messages.auth.passwordPlaceholder).fill(password);
  await page.getByRole('button', { name: messages.auth.login, exact: true }).tap();
}

/** Logs in through the login screen, which sends the browser on to `to`. */
export async function logIn(page: Page, account: { id: string; password: string }, to: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`);
  await submitLogIn(page, account.id, account.password);
  await page.waitForURL((url) => url.pathname === to);
}

/** Who a phone is: logged out, or one of the seeded accounts. */
export type Role = 'visitor' | keyof typeof DEMO_ACCOUNTS;

/** A new phone (from `phone`) logged in as `role` through the login page, or logged out. */
export async function phoneLoggedInAs(
  phone: () => Promise<{ context: BrowserContext; page: Page }>,
  role: Role,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await phone();
  if (role !== 'visitor') await logIn(opened.page, DEMO_ACCOUNTS[role], '/myinfo');
  return opened;
}

/** Taps 확인 on the open confirm dialog after checking its message; waits until it has closed. */
export async function confirmDialog(page: Page, message: string) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(message, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: messages.app.confirm }).tap();
  await dialog.waitFor({ state: 'detached' });
}

/** Taps 확인 on the open dialog once it shows `text` (anywhere in it); waits until it has closed. */
export async function acceptDialog(page: Page, text: string) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(text).first().waitFor();
  await dialog.getByRole('button', { name: messages.app.confirm }).tap();
  await dialog.waitFor({ state: 'detached' });
}

/** The paths the page asks for from now on, in the order it asks. */
export function requestedPaths(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(new URL(request.url()).pathname));
  return seen;
}

/** Waits until the tab's title is `expected`. */
export async function expectTitle(page: Page, expected: string) {
  await expect.poll(() => page.title()).toBe(expected);
}

/**
 * Waits until React has taken over the page's root (its handlers are attached). A drawn page with
 * a picture asks for the app's scripts only after the picture, so after its `load` event.
 */
export async function hydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.getElementById('root');
        return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
      }),
    )
    .toBe(true);
}
