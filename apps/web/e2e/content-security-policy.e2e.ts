import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { messages } from '@akkyeo/contracts';
import { firstDeal } from './support/api';
import { expectTitle } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';

const title = messages.pageTitle.format;
/** An image host outside the CSP's img-src (plain http to another host). */
const PROBE_HOST = 'csp-probe.invalid';
/** A server of its own: the first deal is the seeded one whatever other files wrote. */
const { server, phone } = withPhoneBrowser({ server: {} });

/** A phone whose pages record every CSP violation (event or console message) they raise. */
async function watchedPhone(): Promise<{
  context: BrowserContext;
  page: Page;
  violations: string[];
}> {
  const { context, page } = await phone();
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    const target = window as unknown as { reportCspViolation: (text: string) => void };
    document.addEventListener('securitypolicyviolation', (event) => {
      target.reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return { context, page, violations };
}

describe('content security policy', () => {
  it('raises no CSP violation on the feed, a deal, the board and the deal write form', async () => {
    const deal = await firstDeal(server.url);
    const { context, page, violations } = await watchedPhone();
    await page.goto('/');
    await page.getByRole('img', { name: deal.name, exact: true }).first().waitFor();
    await page.goto(`/f/about/${deal.id}`);
    await page.getByRole('heading', { name: deal.name }).waitFor();
    await page.goto('/f/board');
    await page.getByRole('article').first().waitFor();

    await page.goto(`/login?redirect=${encodeURIComponent('/feed/write')}`);
    await page.getByPlaceholder(messages.auth.idPlaceholder).fill('manager');
    await page.getByPlaceholder(messages.auth.passwordPlaceholder).fill('manager1234!');
    await page.getByRole('button', { name: messages.auth.login, exact: true }).tap();
    await page.waitForURL((url) => url.pathname === '/feed/write');
    await expectTitle(page, title(messages.pageTitle.screens.feedWritePage));
    await page.getByPlaceholder(messages.feed.titlePlaceholder).fill('속도 점검용 상품');
    // A picture the policy refuses, loaded last: once both its reports have come, any violation
    // the screens raised before it has been reported too.
    await page.evaluate((src) => {
      new Image().src = src;
    }, `http://${PROBE_HOST}/probe.png`);
    await expect.poll(() => violations.filter((text) => text.includes(PROBE_HOST)).length).toBe(2);

    expect(violations.filter((text) => !text.includes(PROBE_HOST))).toEqual([]);
    await context.close();
  });
});
