import { feedListResponseSchema, messages } from '@akkyeo/contracts';
import { describe, expect, it } from 'vitest';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

const { baseUrl, phone } = withPhoneBrowser();

async function firstNames(query: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/v1/feed/?size=3${query}`);
  return feedListResponseSchema.parse(await response.json()).content.map((item) => item.name);
}

describe('feed 최신 | 인기', () => {
  it('switches to 인기 and back, the order kept in the URL and for the next visit', async () => {
    const { context, page } = await phone();
    await page.goto('/');
    const latestTab = page.getByRole('tab', { name: messages.feed.sortLatest });
    const hotTab = page.getByRole('tab', { name: messages.feed.sortHot });
    await page.locator('main article').first().waitFor();
    expect(await latestTab.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByLabel(messages.feed.hotRank(1)).count()).toBe(0);

    await hotTab.tap();
    const firstHot = page.getByLabel(messages.feed.hotRank(1));
    await firstHot.waitFor();
    expect(new URL(page.url()).search).toBe('?sort=hot');
    expect(await hotTab.getAttribute('aria-selected')).toBe('true');
    const [hotFirst] = await firstNames('&sort=hot');
    expect(await page.locator('main article h2').first().textContent()).toBe(hotFirst);
    await saveScreenshot(page, 'feed-hot');

    // Into a deal and back: still 인기.
    await page.locator('main article a').first().tap();
    await page.waitForURL(/\/f\/about\/\d+$/);
    const buy = page.getByRole('link', { name: messages.feed.buy }).last();
    expect(await buy.getAttribute('href')).toMatch(/^\/go\/\d+$/);
    await page.goBack();
    await firstHot.waitFor();
    expect(new URL(page.url()).search).toBe('?sort=hot');

    // A new visit to the bare address opens 인기 again.
    await page.goto('/');
    await page.waitForURL((url) => url.search === '?sort=hot');
    await firstHot.waitFor();

    await latestTab.tap();
    await page.waitForURL((url) => url.search === '');
    const [latestFirst] = await firstNames('');
    await page.locator('main article h2', { hasText: latestFirst }).first().waitFor();
    expect(await latestTab.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByLabel(messages.feed.hotRank(1)).count()).toBe(0);
    await page.reload();
    await page.locator('main article').first().waitFor();
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });
});
