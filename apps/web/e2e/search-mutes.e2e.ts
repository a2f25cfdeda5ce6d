import { messages, MUTED_MATCHES_COUNTED, type FeedListResponse } from '@akkyeo/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './support/api';
import { logIn } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

// Its own server: the member's mute would thin other files' searches.
const { server, phone } = withPhoneBrowser({ server: {} });

const results = (page: Page) => page.locator('#search-results');
const cards = (page: Page) => results(page).locator('article');

describe('a search thinned by the member’s muted word', () => {
  it('says the mute hid the results, shows them for this search, and leads to the mutes', async () => {
    const reply = await fetch(`${server.url}/v1/feed/?keyword=${encodeURIComponent('라면')}`);
    const matches = ((await reply.json()) as FeedListResponse).content;
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThan(MUTED_MATCHES_COUNTED);

    const { context, page } = await phone();
    await logIn(page, DEMO_ACCOUNTS.member, '/');
    await page.goto(`/search?q=${encodeURIComponent('라면')}&tab=deal`);
    await expect.poll(() => cards(page).count()).toBe(matches.length);

    // 이런 딜 그만 보기 → 단어로 숨기기: 라면.
    await cards(page).first().getByRole('button', { name: messages.feed.dealMenu }).tap();
    await page.getByRole('button', { name: messages.block.muteWordAction }).tap();
    await page.getByPlaceholder(messages.block.muteWordPlaceholder).fill('라면');
    await page.getByRole('button', { name: messages.block.muteWordSave }).tap();

    const hidden = page.getByText(messages.search.mutedHidden(matches.length, false));
    await hidden.waitFor();
    await page.getByText(messages.search.emptyDeals('라면')).waitFor();
    expect(await cards(page).count()).toBe(0);
    await saveScreenshot(page, 'search-muted-hidden');

    await page.getByRole('button', { name: messages.search.showMuted }).tap();
    await expect.poll(() => cards(page).count()).toBe(matches.length);
    await page.getByText(messages.search.showingMuted).waitFor();
    await saveScreenshot(page, 'search-muted-shown');

    await page.getByRole('button', { name: messages.search.hideMutedAgain }).tap();
    await hidden.waitFor();
    await expect.poll(() => cards(page).count()).toBe(0);

    await page.getByRole('button', { name: messages.search.manageMutes }).tap();
    const sheet = page.getByRole('dialog', { name: messages.block.muteListTitle });
    await sheet.getByRole('button', { name: messages.block.unmuteNamed('라면') }).tap();
    await sheet.getByText(messages.block.muteListEmpty).waitFor();
    await expect.poll(() => cards(page).count()).toBe(matches.length);
    expect(await hidden.count()).toBe(0);
    await context.close();
  });
});
