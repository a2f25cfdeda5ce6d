import { messages } from '@akkyeo/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility';
import { DEMO_ACCOUNTS } from './support/api';
import { logIn, submitLogIn } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { withRefusingStore } from './support/refusing-store';
import { saveScreenshot } from './support/screenshot';

const say = messages.tip;
const FINDER = '알뜰쇼퍼';
const NAME = '제보 테스트 무선 청소기';

/** A store that refuses servers: every product page answers 403, so the preview fails. */
const shop = withRefusingStore();
let productUrl: string;
beforeAll(() => {
  productUrl = shop.url('/products/4242');
});

/** Loopback fetches allowed: the preview reaches the local store (and is refused by it). */
const { phone } = withPhoneBrowser({ server: { OUTBOUND_ALLOW_LOOPBACK: 'true' } });

const shot = (page: Page, name: string) => saveScreenshot(page, `tips-${name}`);
const tipCard = (page: Page) => page.getByRole('article', { name: NAME });

describe('제보 on a phone', () => {
  it('a member tips a deal the store will not preview; a manager fixes the price and publishes it', async () => {
    const member = await phone();
    const { page } = member;
    // A visitor's 제보하기 goes through login and back to the form.
    await page.goto('/');
    await page.getByRole('link', { name: messages.feed.tip }).tap();
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogIn(page, DEMO_ACCOUNTS.member.id, DEMO_ACCOUNTS.member.password);
    await page.waitForURL((url) => url.pathname === '/feed/tip');
    await page.getByRole('heading', { name: messages.pageTitle.screens.tipWritePage }).waitFor();

    await page.getByPlaceholder(messages.feed.linkPlaceholder).fill(productUrl);
    await page.getByText(messages.dealForm.manualHint).waitFor();
    await page.getByText(messages.linkPreview.badStatus).first().waitFor();
    await page.getByRole('textbox', { name: messages.feed.fieldTitle }).fill(NAME);
    await page.getByRole('spinbutton', { name: messages.feed.fieldPrice }).fill('139000');
    await page.getByRole('checkbox', { name: messages.feed.fieldFreeShipping }).check();
    await page
      .getByRole('textbox', { name: say.textLabel })
      .fill('카드 할인 받으면 이 가격이에요\n\n오늘 밤까지');
    await page.getByRole('textbox', { name: say.termsLabel }).fill('삼성카드 10% 청구할인');
    await page.getByRole('textbox', { name: messages.dealForm.fieldMarket }).fill('동네상점');
    const preview = page.getByRole('region', { name: messages.feed.livePreview });
    await preview.getByText('139,000원').waitFor();
    await preview.getByText(messages.feed.tippedBy(FINDER)).waitFor();
    await shot(page, 'form');

    await page.getByRole('button', { name: say.submit, exact: true }).tap();
    await page.getByText(say.sent).waitFor();
    await page.waitForURL((url) => url.pathname === '/myinfo/tips');
    await tipCard(page).getByText(say.status.PENDING).waitFor();

    const manager = await phone();
    await logIn(manager.page, DEMO_ACCOUNTS.manager, '/myinfo');
    const queueLink = manager.page.getByRole('link', {
      name: messages.pageTitle.screens.adminTipsPage,
    });
    await queueLink.getByLabel(say.pendingCount(1)).waitFor();
    await queueLink.tap();
    await manager.page.waitForURL((url) => url.pathname === '/admin/tips');
    const queued = tipCard(manager.page);
    await queued.getByText(messages.feed.tippedBy(FINDER)).waitFor();
    await queued.getByText(say.finderRecord(0, 0)).waitFor();
    expect(await queued.getByText('카드 할인 받으면 이 가격이에요').count()).toBe(1);
    expect(await accessibilityProblems(manager.page)).toEqual([]);
    await shot(manager.page, 'queue');

    await queued.getByRole('button', { name: say.publish, exact: true }).tap();
    const sheet = manager.page.getByRole('dialog', { name: say.publishTitle });
    await sheet.getByRole('spinbutton', { name: messages.feed.fieldPrice }).fill('129000');
    await shot(manager.page, 'publish-sheet');
    await sheet.getByRole('button', { name: say.publish, exact: true }).tap();
    await manager.page.getByText(say.published).waitFor();
    await manager.page.getByText(say.queueEmpty).waitFor();
    await manager.context.close();

    await page.goto('/');
    const card = page.locator('main article').first();
    await expect.poll(() => card.locator('h2').textContent()).toBe(NAME);
    await card.getByText(messages.feed.tippedBy(FINDER)).waitFor();
    await card.getByText('129,000').waitFor();
    await shot(page, 'in-feed');
    await card.locator('h2').tap();
    await page.waitForURL(/\/f\/about\/\d+$/);
    const dealPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await page.getByText(messages.feed.tippedBy(FINDER)).first().waitFor();
    await page.getByText('삼성카드 10% 청구할인').waitFor();

    await page.goto('/myinfo/tips');
    await tipCard(page).getByText(say.status.PUBLISHED).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await shot(page, 'mine');
    await tipCard(page).getByRole('link', { name: say.openDeal }).tap();
    await page.waitForURL((url) => url.pathname === dealPath);
    await page.goto('/noti');
    await page.getByText(say.publishedTitle).waitFor();
    await page.getByText(say.publishedMessage(NAME)).waitFor();

    // The same product again (a tracking parameter added): the deal already posted is shown.
    await page.goto('/feed/tip');
    await page.getByPlaceholder(messages.feed.linkPlaceholder).fill(`${productUrl}?utm_source=e2e`);
    const notice = page.getByRole('region', { name: say.duplicateTitle });
    await notice.getByRole('article').getByText(NAME).waitFor();
    await page.getByRole('button', { name: say.cheaperAnyway }).waitFor();
    // The refused preview's toast comes and goes meanwhile; axe reads the screen once it has gone.
    await page.getByText(messages.linkPreview.badStatus).first().waitFor({ state: 'hidden' });
    expect(await accessibilityProblems(page)).toEqual([]);
    await shot(page, 'duplicate');
    await notice.getByRole('link', { name: say.notifyInComments }).tap();
    await page.waitForURL((url) => url.pathname === dealPath);
    const box = page.getByRole('textbox', { name: messages.comment.placeholder });
    await expect.poll(() => box.isVisible()).toBe(true);
    await expect
      .poll(() => box.evaluate((node) => node.getBoundingClientRect().bottom <= innerHeight))
      .toBe(true);
    await member.context.close();
  });
});
