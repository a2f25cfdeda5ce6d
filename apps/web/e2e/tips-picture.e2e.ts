import { messages } from '@akkyeo/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility';
import { DEMO_ACCOUNTS, solidPng } from './support/api';
import { logIn } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { withRefusingStore } from './support/refusing-store';
import { saveScreenshot } from './support/screenshot';

const say = messages.tip;
const NAME = '사진 제보 테스트 캠핑 의자';

/** A store that refuses servers (403), so the member types the deal and attaches its picture. */
const shop = withRefusingStore();

const { phone } = withPhoneBrowser({ server: { OUTBOUND_ALLOW_LOOPBACK: 'true' } });

const shot = (page: Page, name: string) => saveScreenshot(page, `tips-picture-${name}`);

/** The width the browser decoded an image at (0 while it is not loaded or broken). */
const decodedWidth = (image: Locator) =>
  image.evaluate((node) => (node as HTMLImageElement).naturalWidth);

describe('제보 with a picture on a phone', () => {
  it('a member attaches a picture, a manager publishes the tip, the deal shows the picture', async () => {
    const member = await phone();
    const { page } = member;
    await logIn(page, DEMO_ACCOUNTS.member, '/feed/tip');
    await page.getByRole('heading', { name: messages.pageTitle.screens.tipWritePage }).waitFor();

    await page.getByPlaceholder(messages.feed.linkPlaceholder).fill(shop.url('/products/chair'));
    await page.getByText(messages.dealForm.manualHint).waitFor();
    await page.getByRole('textbox', { name: messages.feed.fieldTitle }).fill(NAME);
    await page.getByRole('spinbutton', { name: messages.feed.fieldPrice }).fill('45000');
    await page.getByRole('textbox', { name: messages.dealForm.fieldMarket }).fill('동네상점');

    const field = page.getByRole('group', { name: say.picture.label });
    await field.locator('input[type="file"]').setInputFiles({
      name: 'chair.png',
      mimeType: 'image/png',
      buffer: await solidPng(600, 400, '#2a9d8f'),
    });
    const picked = field.getByRole('img', { name: say.picture.current });
    await expect.poll(() => decodedWidth(picked)).toBe(600);
    expect(await picked.getAttribute('src')).toMatch(/^blob:/);
    const preview = page.getByRole('region', { name: messages.feed.livePreview });
    await expect.poll(() => preview.locator('img').first().getAttribute('src')).toMatch(/^blob:/);
    expect(await accessibilityProblems(page)).toEqual([]);
    await field.scrollIntoViewIfNeeded();
    await shot(page, 'form');

    await page.getByRole('button', { name: say.submit, exact: true }).tap();
    await page.getByText(say.sent).waitFor();
    await page.waitForURL((url) => url.pathname === '/myinfo/tips');

    const manager = await phone();
    await logIn(manager.page, DEMO_ACCOUNTS.manager, '/admin/tips');
    const queued = manager.page.getByRole('article', { name: NAME });
    const inQueue = queued.getByRole('img', { name: say.picture.current });
    await expect.poll(() => decodedWidth(inQueue)).toBe(600);
    expect(await inQueue.getAttribute('src')).toMatch(/\/cdn\/tip\/[0-9a-f]{32}\.webp$/);

    await queued.getByRole('button', { name: say.publish, exact: true }).tap();
    const sheet = manager.page.getByRole('dialog', { name: say.publishTitle });
    const inSheet = sheet.getByRole('img', { name: say.picture.current });
    await expect.poll(() => decodedWidth(inSheet)).toBe(600);
    await inSheet.scrollIntoViewIfNeeded();
    await shot(manager.page, 'publish-sheet');
    await sheet.getByRole('button', { name: say.publish, exact: true }).tap();
    await manager.page.getByText(say.published).waitFor();
    await manager.context.close();

    await page.goto('/');
    const card = page.locator('main article').first();
    await expect.poll(() => card.locator('h2').textContent()).toBe(NAME);
    const dealPicture = card.locator('img').first();
    await expect
      .poll(() => dealPicture.getAttribute('src'))
      .toMatch(/\/cdn\/deal\/[0-9a-f]{32}\.webp$/);
    await dealPicture.scrollIntoViewIfNeeded();
    await expect.poll(() => decodedWidth(dealPicture)).toBeGreaterThan(0);
    await shot(page, 'in-feed');
    await member.context.close();
  });
});
