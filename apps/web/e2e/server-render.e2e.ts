import {
  AUTH_HEADER,
  feedListResponseSchema,
  MEMBER_HINT_COOKIE,
  messages,
  muteSchema,
  paths,
  toUrl,
} from '@akkyeo/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, DEMO_ACCOUNTS, firstDeal, writePost } from './support/api';
import { hydrated, logIn } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

/** A server of its own: the member's bookmark below changes nobody else's screens. */
const { server, phone } = withPhoneBrowser({ server: {} });

const POST_TEXT = '서버가 그린 게시글의 첫 화면입니다';

/** The names of the feed's first page as the API lists it to a visitor in the order `sort` names. */
async function firstNames(sort: 'latest' | 'hot'): Promise<string[]> {
  const reply = await fetch(`${server.url}${paths.feed.list}?sort=${sort}`);
  return feedListResponseSchema.parse(await reply.json()).content.map((deal) => deal.name);
}

/** The names on the feed's cards, in the order the page shows them. */
const shownNames = (page: Page) =>
  page.getByRole('tabpanel').getByRole('heading', { level: 2 }).allTextContents();

/**
 * Every error the page reports: console errors (React's hydration warnings among them) and throws;
 * but the app's note that it could not register its service worker, blocked here so that every
 * visit reaches the server rather than the worker's cached shell.
 */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !text.startsWith('service worker')) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('first screens drawn on the server', () => {
  it('shows the feed, a deal, the board and a post to a phone that runs no script', async () => {
    const deal = await firstDeal(server.url);
    const postId = await writePost(server.url, await apiToken(server.url, DEMO_ACCOUNTS.member), {
      content: POST_TEXT,
      category: '자유',
    });
    const { context, page } = await phone(server.url, {
      javaScriptEnabled: false,
      serviceWorkers: 'block',
    });
    await page.goto('/');
    await page.getByRole('heading', { name: deal.name }).first().waitFor();
    await page.getByRole('tab', { name: messages.feed.sortLatest }).waitFor();
    expect(await page.locator('#root[data-server-rendered]').count()).toBe(1);

    const hotNames = await firstNames('hot');
    expect(hotNames).not.toEqual(await firstNames('latest'));
    await page.goto('/?sort=hot');
    await page.getByRole('tab', { name: messages.feed.sortHot, selected: true }).waitFor();
    expect(await shownNames(page)).toEqual(hotNames);

    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto(`/f/about/${deal.id}`);
    await page.getByRole('heading', { name: deal.name }).first().waitFor();
    // Styled from the stylesheets the page carries: the column, the picture's box.
    expect(
      await page
        .locator('#root > div')
        .first()
        .evaluate((shell) => getComputedStyle(shell).maxWidth),
    ).toBe('480px');
    const picture = page.getByRole('img', { name: deal.name }).first();
    expect(await picture.evaluate((image) => getComputedStyle(image).objectFit)).not.toBe('fill');
    expect(stylesheets).toEqual([]);

    await page.goto('/f/board');
    await page.getByText(POST_TEXT).first().waitFor();
    await page.goto(`/f/board/${postId}`);
    await page.getByText(POST_TEXT).first().waitFor();
    await saveScreenshot(page, 'server-drawn-post');
    await context.close();
  });

  it('hydrates every drawn screen for a visitor without a warning, and its taps work', async () => {
    const deal = await firstDeal(server.url);
    const { context, page } = await phone(server.url, { serviceWorkers: 'block' });
    const errors = errorsOf(page);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet')
        stylesheets.push(new URL(request.url()).pathname);
    });
    for (const url of ['/', `/f/about/${deal.id}`, '/f/board']) {
      await page.goto(url);
      expect(await page.locator('#root[data-server-rendered]').count()).toBe(1);
      await hydrated(page);
      // What the page carries inline is not fetched again when its chunk loads.
      const inline = await page
        .locator('link[rel="stylesheet"][disabled]')
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
        );
      expect(inline.filter((href) => stylesheets.includes(href))).toEqual([]);
    }
    // Drawn from the 인기 list the screen asks for at this address: hydrating it warns of nothing.
    const hotNames = await firstNames('hot');
    await page.goto('/?sort=hot');
    expect(await page.locator('#root[data-server-rendered]').count()).toBe(1);
    expect(await shownNames(page)).toEqual(hotNames);
    await hydrated(page);
    await page.getByRole('tab', { name: messages.feed.sortLatest }).tap();
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    await page.evaluate(() => localStorage.setItem('feed.hideEnded', 'true'));
    await page.goto('/');
    await hydrated(page);
    const hideEnded = page.getByRole('switch', { name: messages.feed.hideEnded });
    await expect.poll(() => hideEnded.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('tab', { name: messages.feed.sortHot }).tap();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'hot');
    await page.getByRole('heading', { name: deal.name }).first().tap();
    await page.waitForURL((url) => url.pathname === `/f/about/${deal.id}`);
    await page.getByText(messages.feed.comments(deal.commentCount)).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws the search screen: a search before the scripts loads its page, then hydrates', async () => {
    const deal = await firstDeal(server.url);
    const word = deal.name.split(' ')[0]!;
    const box = (page: Page) => page.getByRole('searchbox', { name: messages.header.search });

    const bare = await phone(server.url, { javaScriptEnabled: false, serviceWorkers: 'block' });
    await bare.page.goto('/search');
    expect(await bare.page.locator('#root[data-server-rendered]').count()).toBe(1);
    expect(await box(bare.page).getAttribute('placeholder')).toBe(messages.search.placeholder);
    await bare.page.getByRole('heading', { name: messages.search.recentTitle }).waitFor();
    await box(bare.page).fill(word);
    await box(bare.page).press('Enter');
    await bare.page.waitForURL((url) => url.searchParams.get('q') === word);
    expect(await box(bare.page).inputValue()).toBe(word);
    await bare.page
      .getByRole('tab', { name: messages.search.tabHotDeal, selected: true })
      .waitFor();
    await bare.context.close();

    const { context, page } = await phone(server.url, { serviceWorkers: 'block' });
    const errors = errorsOf(page);
    await page.goto('/search');
    await page.evaluate(() =>
      localStorage.setItem('recentSearches', JSON.stringify(['기억한 검색어'])),
    );
    await page.goto('/search');
    expect(await page.locator('#root[data-server-rendered]').count()).toBe(1);
    await hydrated(page);
    // The device's own keywords come after hydration (the server knows none).
    await page.getByRole('button', { name: '기억한 검색어', exact: true }).waitFor();
    await page.goto(`/search?q=${encodeURIComponent(word)}`);
    expect(await page.locator('#root[data-server-rendered]').count()).toBe(1);
    await hydrated(page);
    await page.locator('#search-results').getByRole('heading', { name: deal.name }).waitFor();
    await box(page).fill('');
    await page.getByRole('button', { name: '기억한 검색어', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("asks for a drawn deal's scripts only once its picture has come, then hydrates", async () => {
    const deal = await firstDeal(server.url);
    expect(deal.imgLink).toBeTruthy();
    const picture = new URL(deal.imgLink!, server.url).pathname;
    const { context, page } = await phone(server.url, { serviceWorkers: 'block' });
    const errors = errorsOf(page);
    // A slow picture: the app's scripts wait for it rather than share the network with it.
    await page.route(`**${picture}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    const events: string[] = [];
    const documents: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'document') documents.push(pathname);
      if (/^\/assets\/(?!boot-).+\.js$/.test(pathname)) events.push(`script ${pathname}`);
    });
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === picture) events.push('picture');
    });
    const shell = await (await page.goto(`/f/about/${deal.id}`))!.text();
    expect(shell).toMatch(
      /<script defer src="\/assets\/boot-[^"]+\.js" data-entry="\/assets\/index-/,
    );
    expect(shell).not.toContain('<script type="module"');
    expect(shell).not.toContain('rel="modulepreload"');
    await hydrated(page);
    expect(events[0]).toBe('picture');
    expect(events.some((event) => /^script \/assets\/index-/.test(event))).toBe(true);
    // The app took the tap: the feed opens without loading a page.
    documents.length = 0;
    await page.getByRole('link', { name: messages.header.home }).tap();
    await page.getByRole('tab', { name: messages.feed.sortLatest }).waitFor();
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives a member the same drawn screen, then their own flags and stored choices', async () => {
    const deal = await firstDeal(server.url);
    const token = await apiToken(server.url, DEMO_ACCOUNTS.member);
    const marked = await fetch(`${server.url}${toUrl(paths.feed.bookmark, { id: deal.id })}`, {
      method: 'POST',
      headers: { [AUTH_HEADER]: token },
    });
    expect(marked.status).toBe(200);

    const { context, page } = await phone(server.url, { serviceWorkers: 'block' });
    await logIn(page, DEMO_ACCOUNTS.member, '/myinfo');
    const errors = errorsOf(page);
    await page.goto('/');
    expect(await page.locator('#root[data-server-rendered]').count()).toBe(1);
    await hydrated(page);
    const star = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: deal.name }) })
      .getByRole('button', { name: messages.feed.bookmark });
    await expect.poll(() => star.first().getAttribute('aria-pressed')).toBe('true');

    await page.evaluate(() => localStorage.setItem('feedSort', 'hot'));
    await page.goto('/');
    await hydrated(page);
    await page.waitForURL((url) => url.searchParams.get('sort') === 'hot');
    await page.getByRole('tab', { name: messages.feed.sortHot, selected: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("never shows a member the deal they muted, not even in the page's first bytes", async () => {
    const deal = await firstDeal(server.url);
    const word = Array.from(deal.name.split(' ').find((part) => part.length > 1) ?? deal.name)
      .slice(0, 20)
      .join('');
    const token = await apiToken(server.url, DEMO_ACCOUNTS.member);
    const muted = await fetch(`${server.url}${paths.member.mutes}`, {
      method: 'POST',
      headers: { [AUTH_HEADER]: token, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'WORD', value: word }),
    });
    expect(muted.status).toBe(201);
    const mute = muteSchema.parse(await muted.json());

    const { context, page } = await phone(server.url, { serviceWorkers: 'block' });
    // From the document's first node on: was the muted deal's name ever in the page?
    await page.addInitScript((name) => {
      const seen = () => document.documentElement?.textContent?.includes(name) ?? false;
      const w = window as unknown as { mutedSeen: boolean };
      w.mutedSeen = false;
      new MutationObserver(() => {
        if (seen()) w.mutedSeen = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, deal.name);
    await logIn(page, DEMO_ACCOUNTS.member, '/myinfo');
    const hint = (await context.cookies()).find((cookie) => cookie.name === MEMBER_HINT_COOKIE);
    expect(hint?.value).toBe('1');
    const errors = errorsOf(page);
    for (const url of ['/', '/f', '/f/board']) {
      await page.goto(url);
      expect(await page.locator('#root[data-server-rendered]').count()).toBe(1);
      await hydrated(page);
      await page.getByRole('article').first().waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { mutedSeen: boolean }).mutedSeen),
      ).toBe(false);
    }
    await saveScreenshot(page, 'server-drawn-member-feed');

    // A visitor's drawing of the same address still holds it: the hint chose the variant.
    const drawn = async (cookie?: string) =>
      (await fetch(`${server.url}/`, { headers: cookie ? { cookie } : {} })).text();
    expect(await drawn()).toContain(deal.name);
    expect(await drawn(`${hint!.name}=${hint!.value}`)).not.toContain(deal.name);
    expect(errors).toEqual([]);
    await context.close();

    const unmuted = await fetch(`${server.url}${toUrl(paths.member.mute, { id: mute.id })}`, {
      method: 'DELETE',
      headers: { [AUTH_HEADER]: token },
    });
    expect(unmuted.ok).toBe(true);
  });
});
