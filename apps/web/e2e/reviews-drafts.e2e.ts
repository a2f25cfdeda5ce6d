import { messages } from '@akkyeo/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, DEMO_ACCOUNTS, solidPng, writeDeal } from './support/api';
import { logIn } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

const { baseUrl, phone } = withPhoneBrowser();
let dealId: number;

beforeAll(async () => {
  const manager = await apiToken(baseUrl, DEMO_ACCOUNTS.manager);
  dealId = await writeDeal(baseUrl, manager, {
    name: `후기 받을 무선 이어폰 ${Date.now()}`,
    price: 89_000,
  });
});

/** How many images this browser's IndexedDB keeps with the page's drafts. */
const keptDraftImages = (page: Page) =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('akkyeo-drafts', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('images');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error('no IndexedDB'));
    });
    const all = await new Promise<unknown[][]>((resolve) => {
      const request = db.transaction('images').objectStore('images').getAll();
      request.onsuccess = () => resolve(request.result as unknown[][]);
    });
    db.close();
    return all.reduce((sum, images) => sum + images.length, 0);
  });

const contentBox = (page: Page) => page.getByRole('textbox', { name: messages.feed.fieldContent });

describe('후기 linked to its deal, on a phone', () => {
  it('writes a 후기 from the deal view and finds 이 딜 후기 1개 leading to it', async () => {
    const { context, page } = await phone();
    await logIn(page, DEMO_ACCOUNTS.member, `/f/about/${dealId}`);
    await page.getByRole('link', { name: messages.feed.reviewCount(0) }).waitFor();

    await page.getByRole('link', { name: messages.feed.writeReview }).tap();
    await page.waitForURL((url) => url.pathname === '/f/board/write');
    const deal = page.getByRole('group', { name: messages.board.reviewDealLabel });
    await deal.getByText('후기 받을 무선 이어폰').waitFor();
    expect(await page.getByRole('button', { name: '후기' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const review = `이어폰 한 달 써 본 후기입니다 ${Date.now()}`;
    await contentBox(page).fill(review);
    await saveScreenshot(page, 'review-write');
    await page.getByRole('button', { name: messages.app.post }).tap();
    await page.getByText(messages.board.posted).waitFor();
    await page.waitForURL((url) => url.pathname === '/f/board');

    await page.goto(`/f/about/${dealId}`);
    await page.getByRole('link', { name: messages.feed.reviewCount(1) }).tap();
    await page.waitForURL(
      (url) => url.pathname === '/f/board' && url.search === `?dealId=${dealId}`,
    );
    await page.getByRole('heading', { name: messages.board.reviewsOfDealTitle }).waitFor();
    const card = page.locator('article', { hasText: review });
    await card.waitFor();
    expect(await page.locator('article').count()).toBe(1);
    await card.getByText('89,000원').waitFor();
    await saveScreenshot(page, 'review-list');
    await card.locator(`[data-reviewed-deal="${dealId}"] a`).tap();
    await page.waitForURL((url) => url.pathname === `/f/about/${dealId}`);
    await context.close();
  });
});

describe('drafts on a phone', () => {
  it('keeps a board post typed and pictured, brings it back, and forgets it once posted', async () => {
    const { context, page } = await phone();
    await logIn(page, DEMO_ACCOUNTS.member, '/f/board/write');
    const draft = `쓰다 만 게시글 초안입니다 ${Date.now()}`;
    await page.getByRole('button', { name: '정보' }).tap();
    await contentBox(page).fill(draft);
    await page
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'draft.png', mimeType: 'image/png', buffer: await solidPng(320, 240, '#3a7bd5') },
      ]);
    await expect.poll(() => page.getByTestId('image-preview').count()).toBe(1);
    // The picture is written to IndexedDB as it is picked; leave once it is there.
    await expect.poll(() => keptDraftImages(page), { timeout: 5_000 }).toBe(1);

    await page.goto('/');
    await page.goto('/f/board/write');
    await page.getByText(messages.drafts.restored).waitFor();
    expect(await contentBox(page).inputValue()).toBe(draft);
    await expect.poll(() => page.getByTestId('image-preview').count(), { timeout: 5_000 }).toBe(1);
    await saveScreenshot(page, 'draft-restored');

    await page.getByRole('button', { name: messages.app.post }).tap();
    await page.getByText(messages.board.posted).waitFor();
    await page.waitForURL((url) => url.pathname === '/f/board');
    await page.locator('article', { hasText: draft }).waitFor();

    await page.goto('/f/board/write');
    await contentBox(page).waitFor();
    expect(await contentBox(page).inputValue()).toBe('');
    expect(await page.getByText(messages.drafts.restored).count()).toBe(0);
    expect(await keptDraftImages(page)).toBe(0);
    await context.close();
  });
});
