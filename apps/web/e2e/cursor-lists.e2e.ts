import { messages } from '@akkyeo/contracts';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withPhoneBrowser } from './support/phone-browser';

const { baseUrl, phone } = withPhoneBrowser();

/** Every row of a list, walked through the API by cursor (what the screen should end up showing). */
async function countAll(path: string): Promise<number> {
  let count = 0;
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const body = (await (await fetch(`${baseUrl}${path}${query}`)).json()) as {
      content: unknown[];
      page: { nextCursor: string | null };
    };
    count += body.content.length;
    cursor = body.page.nextCursor;
  } while (cursor);
  return count;
}

/**
 * Scrolls until the end message shows, then checks the list requests the page made: the first
 * page without a cursor (none asked for when the page brought it: `firstInPage`), every later one
 * by the cursor of the page before, never by page number.
 */
async function scrollToEnd(
  page: Page,
  endMessage: string,
  requests: URL[],
  { firstInPage = false } = {},
): Promise<void> {
  const end = page.getByText(endMessage);
  for (let i = 0; i < 60 && !(await end.isVisible()); i++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(150);
  }
  await end.waitFor();
  const later = firstInPage ? requests : requests.slice(1);
  expect(later.length).toBeGreaterThan(0);
  if (!firstInPage) expect(requests[0]!.searchParams.has('cursor')).toBe(false);
  expect(later.every((url) => url.searchParams.has('cursor'))).toBe(true);
  expect(requests.every((url) => !url.searchParams.has('page'))).toBe(true);
}

function record(page: Page, path: string): URL[] {
  const seen: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === path) seen.push(url);
  });
  return seen;
}

describe('infinite lists continue by cursor', () => {
  it('scrolls the feed to its end message (its first page comes in the page)', async () => {
    const { context, page } = await phone();
    const requests = record(page, '/v1/feed/');
    await page.goto('/');
    await page.locator('main article').first().waitFor();
    await scrollToEnd(page, messages.app.endOfList, requests, { firstInPage: true });
    expect(await page.locator('main article').count()).toBe(await countAll('/v1/feed/?size=10'));
    await context.close();
  });

  it('scrolls the board to its end message (its first page comes in the page)', async () => {
    const { context, page } = await phone();
    const requests = record(page, '/v1/board/');
    await page.goto('/f/board');
    await scrollToEnd(page, messages.board.endOfList, requests, { firstInPage: true });
    await context.close();
  });

  it('scrolls search results to their end message', async () => {
    const candidates = ['가', '이', '특가', '할인'];
    const totals = await Promise.all(
      candidates.map((word) => countAll(`/v1/feed/?size=10&keyword=${encodeURIComponent(word)}`)),
    );
    const best = totals.indexOf(Math.max(...totals));
    expect(totals[best]).toBeGreaterThan(10);
    const { context, page } = await phone();
    const requests = record(page, '/v1/feed/');
    await page.goto(`/search?q=${encodeURIComponent(candidates[best]!)}&tab=deal`);
    await page.locator('#search-results').getByRole('heading').first().waitFor();
    await scrollToEnd(page, messages.search.endOfResults, requests);
    await expect
      .poll(() => page.locator('#search-results').getByRole('heading').count())
      .toBe(totals[best]);
    await context.close();
  });
});
