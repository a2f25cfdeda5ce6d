import { AUTH_HEADER, messages, paths } from '@akkyeo/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startCoupangStub,
  STUB_KEYS,
  type CoupangStub,
} from '../../server/test/stubs/coupang-stub';
import { apiToken, DEMO_ACCOUNTS, writeDeal } from './support/api';
import { confirmDialog, logIn } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

let stub: CoupangStub;
let managerToken: string;
const PASSWORD = 'ended1234!';

beforeAll(async () => {
  stub = await startCoupangStub();
  stub.goldBox = [stub.product(7101, { productName: '골드박스 전기포트', productPrice: 24_900 })];
});
afterAll(async () => {
  await stub.close();
});

const { server, phone } = withPhoneBrowser({
  server: () => ({
    COUPANG_ACCESS_KEY: STUB_KEYS.accessKey,
    COUPANG_SECRET_KEY: STUB_KEYS.secretKey,
    COUPANG_API_BASE_URL: stub.url,
    COUPANG_IMPORT_ENABLED: 'false',
  }),
});

beforeAll(async () => {
  managerToken = await apiToken(server.url, DEMO_ACCOUNTS.manager);
});

/**
 * Seeded members of long standing (accounts weeks old, each with posts): their 종료됐어요 reports
 * count toward ending a deal.
 */
const STANDING = ['saver9', 'jachwi', 'camping', 'coffee', 'jini', 'deukteam'].map((id) => ({
  id,
  password: 'password1234!',
}));

/** A member's 종료됐어요 through the API. */
async function reportEnded(account: { id: string; password: string }, dealId: number) {
  const token = await apiToken(server.url, account);
  const response = await fetch(`${server.url}/v1/feed/${dealId}/ended-report`, {
    method: 'POST',
    headers: { [AUTH_HEADER]: token },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A new member joined through the API (no standing: an account made a moment ago). */
async function join(id: string): Promise<{ id: string; password: string }> {
  const response = await fetch(`${server.url}${paths.auth.join}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id,
      password: PASSWORD,
      name: `종료${id.slice(-1)}`,
      email: `${id}@example.com`,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return { id, password: PASSWORD };
}

const card = (page: Page, name: string) => page.locator('article').filter({ hasText: name });
const COUNTDOWN = /^\d{2}:\d{2}:\d{2} 남음$/;

describe('ended deals', () => {
  it('three members with standing report 종료 on the deal view; the card then shows 종료 and the switch hides it', async () => {
    const name = '종료 시험 블루투스 스피커';
    const dealId = await writeDeal(server.url, managerToken, { name, price: 45_000 });
    const members = STANDING.slice(0, 3);
    const dealPath = `/f/about/${dealId}`;

    for (const [index, member] of members.entries()) {
      const { context, page } = await phone();
      await logIn(page, member, dealPath);
      const button = page.getByRole('button', { name: messages.feed.reportEnded, exact: true });
      await button.tap();
      if (index < members.length - 1) {
        await page.getByRole('button', { name: messages.feed.reportedEnded }).waitFor();
        await page.getByText(messages.feed.reportEndedHint(index + 1, 3)).waitFor();
        if (index === 1) await saveScreenshot(page, 'ended-report');
      } else {
        await page.getByText(messages.feed.endedNotice).waitFor();
        expect(await page.getByText(messages.feed.ended, { exact: true }).count()).toBe(1);
        await saveScreenshot(page, 'ended-deal-view');
      }
      await context.close();
    }

    const { context, page } = await phone();
    await page.goto('/');
    const ended = card(page, name);
    await ended.getByText(messages.feed.ended, { exact: true }).waitFor();
    await saveScreenshot(page, 'ended-feed');

    const hide = page.getByRole('switch', { name: messages.feed.hideEnded });
    expect(await hide.getAttribute('aria-checked')).toBe('false');
    await hide.tap();
    await ended.waitFor({ state: 'detached' });
    expect(await hide.getAttribute('aria-checked')).toBe('true');
    await page.reload();
    await page.getByRole('switch', { name: messages.feed.hideEnded, checked: true }).waitFor();
    await page.locator('article').first().waitFor();
    expect(await card(page, name).count()).toBe(0);
    await context.close();
  });

  it("a manager answers the 종료 신고 queue: new accounts' reports end nothing, 종료 확정 and 다시 열기 do", async () => {
    const puppetDeal = '신고 시험 무선 청소기';
    const reportedDeal = '신고 시험 캠핑 의자';
    const puppetId = await writeDeal(server.url, managerToken, { name: puppetDeal, price: 99_000 });
    const reportedId = await writeDeal(server.url, managerToken, {
      name: reportedDeal,
      price: 35_000,
    });
    for (const id of ['puppetone1', 'puppettwo2', 'puppetthree3']) {
      await reportEnded(await join(id), puppetId);
    }
    for (const member of STANDING.slice(3)) await reportEnded(member, reportedId);

    const { context, page } = await phone();
    await logIn(page, DEMO_ACCOUNTS.manager, '/myinfo');
    await page.getByRole('link', { name: messages.endedReports.title }).tap();
    await page.getByRole('heading', { name: messages.endedReports.title }).waitFor();
    const puppets = page.getByRole('article', { name: puppetDeal });
    const reported = page.getByRole('article', { name: reportedDeal });
    await puppets.waitFor();
    // Three new accounts: recorded, shown, counting for nothing; the deal is still open.
    await puppets.getByText(messages.endedReports.countingReports(0, 3)).waitFor();
    expect(await puppets.getByText(messages.endedReports.noStanding).count()).toBe(3);
    expect(await puppets.getByText(messages.endedReports.dealOpen).count()).toBe(1);
    await reported.getByText(messages.endedReports.endedBy.REPORTS).waitFor();
    expect(await reported.getByText(messages.endedReports.hasStanding).count()).toBe(3);
    await saveScreenshot(page, 'ended-reports-queue');

    await puppets.getByRole('button', { name: messages.endedReports.confirm }).tap();
    await confirmDialog(page, messages.endedReports.confirmConfirm);
    await page.getByText(messages.endedReports.confirmed).waitFor();
    await puppets.waitFor({ state: 'detached' });

    await reported.getByRole('button', { name: messages.endedReports.reopen }).tap();
    await confirmDialog(page, messages.endedReports.confirmReopen);
    await page.getByText(messages.endedReports.reopened).waitFor();
    await reported.waitFor({ state: 'detached' });
    await saveScreenshot(page, 'ended-reports-queue-done');

    // The confirmed deal reads 종료, the reopened one is open again.
    await page.goto(`/f/about/${puppetId}`);
    await page.getByText(messages.feed.endedNotice).waitFor();
    await page.goto(`/f/about/${reportedId}`);
    await page.getByRole('button', { name: messages.feed.reportEnded, exact: true }).waitFor();
    await context.close();
  });

  it('counts down on a gold-box card and on its deal view', async () => {
    const imported = await fetch(`${server.url}${paths.partner.import}`, {
      method: 'POST',
      headers: { [AUTH_HEADER]: managerToken },
    });
    expect(imported.status, await imported.clone().text()).toBe(200);

    const { context, page } = await phone();
    await page.goto('/');
    const goldBox = card(page, '골드박스 전기포트');
    const countdown = goldBox.locator('time').filter({ hasText: COUNTDOWN });
    await countdown.waitFor();
    const first = await countdown.textContent();
    await page.waitForFunction(
      ([selector, before]) =>
        [...document.querySelectorAll(selector)].some(
          (node) => /남음$/.test(node.textContent ?? '') && node.textContent !== before,
        ),
      ['article time', first] as const,
    );
    await saveScreenshot(page, 'goldbox-countdown-feed');

    await goldBox.getByRole('heading').tap();
    await page.getByText(messages.feed.goldBoxCountdownLabel).waitFor();
    expect(await page.locator('main time').filter({ hasText: COUNTDOWN }).count()).toBe(1);
    await saveScreenshot(page, 'goldbox-countdown-view');
    await context.close();
  });
});
