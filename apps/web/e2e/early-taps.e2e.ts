import { messages, SERVER_RENDERED_ATTRIBUTE } from '@akkyeo/contracts';
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
    // A page left while its entry was held (see `openDrawn`) no longer wants it.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/**
 * Opens `path` as the server draws it: a busy server that had not its first data in time sends
 * the undrawn shell, whose entry script (held) is the only way to a screen, so it asks again.
 * Waits for the response and the boot script (a deferred script, run once the page is parsed;
 * the held entry holds the page's DOMContentLoaded or load).
 */
async function openDrawn(page: Page, path: string) {
  await expect
    .poll(
      async () => {
        await page.goto(path, { waitUntil: 'commit' });
        const root = page.locator('#root');
        await root.waitFor({ state: 'attached' });
        return root.getAttribute(SERVER_RENDERED_ATTRIBUTE);
      },
      { timeout: 30_000 },
    )
    .toBe('');
  await page.waitForFunction(() => typeof window.takeEarlyTaps === 'function');
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
    await openDrawn(page, '/');
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
    await openDrawn(page, '/f/board');
    const menu = page.getByRole('button', { name: messages.board.menu }).first();
    await menu.tap();
    await menu.tap();
    expect(await started(page)).toBe(false);
    release();
    await hydrated(page);
    await page.getByRole('button', { name: messages.board.hide, exact: true }).waitFor();
    await context.close();
  });

  it('keeps what is typed into the drawn search box, and searches it once the app has started', async () => {
    const { context, page } = await phone();
    const release = await holdEntryScript(page);
    await openDrawn(page, '/search');
    const box = page.getByRole('searchbox', { name: messages.header.search });
    await box.pressSequentially('없는검색어', { delay: 30 });
    expect(await started(page)).toBe(false);
    release();
    await hydrated(page);
    await page.getByText(messages.search.emptyDeals('없는검색어')).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('없는검색어');
    expect(await box.inputValue()).toBe('없는검색어');
    await context.close();
  });
});
