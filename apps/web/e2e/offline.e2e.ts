import { feedListResponseSchema, messages } from '@akkyeo/contracts';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

const { baseUrl, phone } = withPhoneBrowser();

async function waitForControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

const tab = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name });

describe('offline on a phone', () => {
  it('says it is offline, shows the deal seen before, and offers 다시 시도 where nothing was kept', async () => {
    const feed = feedListResponseSchema.parse(
      await (await fetch(`${baseUrl}/v1/feed/?page=0&size=10`)).json(),
    );
    const deal = feed.content[0]!;
    const { context, page } = await phone();
    await page.goto('/');
    await waitForControl(page);
    await page.reload();
    await page.getByText(deal.name).first().tap();
    await page.waitForURL((url) => url.pathname === `/f/about/${deal.id}`);
    await page.getByRole('heading', { name: deal.name }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');

    await context.setOffline(true);
    await page.getByText(messages.offline.banner).waitFor();
    await page.getByText(deal.name).first().waitFor();
    await saveScreenshot(page, 'offline-feed');

    // The board was never opened: no endless spinner, but the reason and 다시 시도.
    await tab(page, messages.menu.board).tap();
    await page.getByText(messages.offline.title).waitFor();
    const retry = page.getByRole('button', { name: messages.offline.retry });
    await retry.waitFor();
    await saveScreenshot(page, 'offline-board');

    // The deal opened a moment ago comes from the service worker's copy.
    await tab(page, messages.menu.hotDeal).tap();
    await page.getByText(deal.name).first().tap();
    await page.getByRole('heading', { name: deal.name }).waitFor();
    await saveScreenshot(page, 'offline-deal');

    // Back online, the board loads by itself.
    await page.goBack();
    await tab(page, messages.menu.board).tap();
    await retry.waitFor();
    await context.setOffline(false);
    await page.locator('article').first().waitFor();
    await context.close();
  });
});
