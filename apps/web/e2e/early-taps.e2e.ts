import { messages } from '@akkyeo/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';

const { phone } = withPhoneBrowser();

/** Holds back the app's entry script (a slow network) until the returned function is called. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const started = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );

describe('taps on a drawn screen before the app has started', () => {
  it("are answered once it has: the feed's 인기 tab", async () => {
    const { context, page } = await phone();
    const release = await holdEntryScript(page);
    // The boot script asks for the held entry before the page's load event.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const hotTab = page.getByRole('tab', { name: messages.feed.sortHot });
    await hotTab.tap();
    expect(await started(page)).toBe(false);
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.getByRole('tab', { name: messages.feed.sortHot, selected: true }).waitFor();
    await page.getByLabel(messages.feed.hotRank(1)).waitFor();
    expect(new URL(page.url()).search).toBe('?sort=hot');
    await context.close();
  });

  it("are answered on a screen without a first picture: a post's menu tapped twice opens", async () => {
    const { context, page } = await phone();
    const release = await holdEntryScript(page);
    // The entry is the page's own module script: held, it holds the page's DOMContentLoaded.
    await page.goto('/f/board', { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: messages.board.menu }).first();
    await menu.tap();
    await menu.tap();
    expect(await started(page)).toBe(false);
    release();
    await hydrated(page);
    await page.getByRole('button', { name: messages.board.hide, exact: true }).waitFor();
    await context.close();
  });
});
