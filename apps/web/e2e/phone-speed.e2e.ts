import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  boardDetailSchema,
  boardListResponseSchema,
  feedListResponseSchema,
  messages,
  paths,
  toUrl,
} from '@akkyeo/contracts';
import { apiToken, DEMO_ACCOUNTS, writePost } from './support/api';
import { logIn } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';

const title = messages.pageTitle.format;
/** An image host outside the CSP's img-src (plain http to another host). */
const PROBE_HOST = 'csp-probe.invalid';
/** A server of its own: the first deal and post are the seeded ones whatever other files wrote. */
const { server, phone } = withPhoneBrowser({ server: {} });

async function firstDeal() {
  const reply = await fetch(`${server.url}/v1/feed/?page=0&size=1`);
  return feedListResponseSchema.parse(await reply.json()).content[0]!;
}

/** A phone whose pages record every CSP violation (event or console message) they raise. */
async function watchedPhone(): Promise<{
  context: BrowserContext;
  page: Page;
  violations: string[];
}> {
  const { context, page } = await phone();
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    const target = window as unknown as { reportCspViolation: (text: string) => void };
    document.addEventListener('securitypolicyviolation', (event) => {
      target.reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return { context, page, violations };
}

/** The paths the page asks for, in the order it asks. */
function requestedPaths(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(new URL(request.url()).pathname));
  return seen;
}

async function titleOf(page: Page, expected: string) {
  await expect.poll(() => page.title()).toBe(expected);
}

describe('fast on a phone', () => {
  it('gets the entry script as brotli and the feed list compressed', async () => {
    const { context, page } = await phone();
    const entry = page.waitForResponse((reply) => /\/assets\/index-[^/]+\.js$/.test(reply.url()));
    const list = page.waitForResponse((reply) => reply.url().includes('/v1/feed/?'));
    await page.goto('/');

    const entryReply = await entry;
    expect(await entryReply.request().headerValue('accept-encoding')).toContain('br');
    expect(await entryReply.headerValue('content-encoding')).toBe('br');
    expect(await entryReply.headerValue('vary')).toMatch(/accept-encoding/i);

    const listReply = await list;
    expect(listReply.status()).toBe(200);
    expect(await listReply.headerValue('content-encoding')).toMatch(/^(br|gzip)$/);
    expect((await listReply.json()) as unknown).toHaveProperty('content');
    await context.close();
  });

  it('loads the first card images at once and first', async () => {
    const deal = await firstDeal();
    const { context, page } = await phone();
    await page.goto('/');
    const image = page.getByRole('img', { name: deal.name, exact: true }).first();
    await image.waitFor();
    expect(await image.getAttribute('loading')).not.toBe('lazy');
    expect(await image.getAttribute('fetchpriority')).toBe('high');
    expect(await image.getAttribute('width')).toBe('125');
    expect(await image.getAttribute('height')).toBe('130');
    await context.close();
  });

  it.each([
    ['the feed', '/', '/v1/feed/'],
    ['a deal', 'deal', '/v1/feed/'],
    ['the board', '/f/board', '/v1/board/'],
  ])('asks for the first picture of %s before the API answers the page', async (_, path, api) => {
    const deal = await firstDeal();
    expect(deal.imgLink).toBeTruthy();
    let picture = deal.imgLink!;
    if (path === '/f/board') {
      const token = await apiToken(server.url, DEMO_ACCOUNTS.member);
      const id = await writePost(server.url, token, {
        content: `첫 화면 사진 확인용 글입니다 ${Date.now()}`,
        category: '자유',
        colors: ['#5588bb', '#bb8855'],
      });
      const post = boardDetailSchema.parse(
        await (await fetch(`${server.url}${toUrl(paths.board.detail, { id })}`)).json(),
      );
      picture = post.imgPaths[0]!;
    }
    const { context, page } = await phone();
    const requested = requestedPaths(page);
    await page.goto(path === 'deal' ? `/f/about/${deal.id}` : path);
    const image = page.locator(`img[src="${picture}"]`).filter({ visible: true }).first();
    await image.waitFor();
    expect(await image.getAttribute('loading')).not.toBe('lazy');
    expect(await image.getAttribute('fetchpriority')).toBe('high');
    const pictureAt = requested.indexOf(new URL(picture, server.url).pathname);
    const apiAt = requested.findIndex((pathname) => pathname.startsWith(api));
    expect(pictureAt).toBeGreaterThanOrEqual(0);
    expect(apiAt).toBeGreaterThan(pictureAt);
    await context.close();
  });

  /**
   * Opens `path`: the shell names its page's chunk (`chunk`, first) and stylesheets, the chunk is
   * asked for from the shell before the page's data (`dataPath`), and the chunk is held back until
   * the data has been asked for (a route that asked for its data only once the page's script ran
   * would never show). Nothing named is fetched twice.
   */
  async function expectChunkNamedAndDataNotWaiting(
    path: string,
    dataPath: string,
    chunk: string,
    shown: (page: Page) => Promise<void>,
  ) {
    const { context, page } = await phone();
    const requested = requestedPaths(page);
    const dataAsked = page.waitForRequest(
      (request) => new URL(request.url()).pathname === dataPath,
    );
    await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), (route) =>
      dataAsked.then(
        () => route.continue(),
        () => route.abort(),
      ),
    );
    const shell = await page.goto(path);
    const html = await shell!.text();
    const named = (rel: string) =>
      [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="([^"]+)">`, 'g'))].map(
        (match) => match[1]!,
      );
    const scripts = named('modulepreload');
    const styles = named('preload" as="style');
    expect(scripts[0]).toMatch(new RegExp(`^/assets/${chunk}-[^/]+\\.js$`));
    expect(styles.length).toBeGreaterThan(0);
    await dataAsked;
    await shown(page);

    // Asked for from the shell, before the entry had run and asked for the data.
    expect(requested.indexOf(scripts[0]!)).toBeGreaterThanOrEqual(0);
    expect(requested.indexOf(scripts[0]!)).toBeLessThan(requested.indexOf(dataPath));
    // Each once: the entry's preload helper found them named and fetched none again.
    for (const href of [...scripts, ...styles]) {
      expect(
        requested.filter((pathname) => pathname === href),
        href,
      ).toHaveLength(1);
    }
    const linked = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[href]')].map(
        (link) => `${link.rel} ${new URL(link.href).pathname}`,
      ),
    );
    for (const href of scripts) {
      expect(linked.filter((link) => link.endsWith(` ${href}`))).toEqual([`modulepreload ${href}`]);
    }
    for (const href of styles) {
      expect(linked.filter((link) => link === `stylesheet ${href}`)).toHaveLength(1);
    }
    await context.close();
  }

  it("names a deal page's scripts in the shell, and asks for its data without waiting for them", async () => {
    const deal = await firstDeal();
    await expectChunkNamedAndDataNotWaiting(
      `/f/about/${deal.id}`,
      toUrl(paths.feed.priceHistory, { id: deal.id }),
      'feed-view-page',
      (page) => page.getByRole('heading', { name: deal.name }).waitFor(),
    );
  });

  it("gives a visitor's deal page its deal in the page itself; a member's asks the API for theirs", async () => {
    const deal = await firstDeal();
    const dealPath = toUrl(paths.feed.detail, { id: deal.id });

    const visitor = await phone();
    const visitorAsked = requestedPaths(visitor.page);
    await visitor.page.goto(`/f/about/${deal.id}`);
    await visitor.page.getByRole('heading', { name: deal.name }).waitFor();
    await visitor.page.getByText(messages.feed.comments(deal.commentCount)).waitFor();
    expect(visitorAsked).toContain(toUrl(paths.feed.priceHistory, { id: deal.id }));
    expect(visitorAsked).not.toContain(dealPath);
    expect(await visitor.page.locator('#page-data').count()).toBe(0);
    await visitor.context.close();

    const member = await phone();
    await logIn(member.page, DEMO_ACCOUNTS.member, '/');
    const memberAsked = member.page.waitForRequest(
      (request) => new URL(request.url()).pathname === dealPath,
    );
    await member.page.goto(`/f/about/${deal.id}`);
    await memberAsked;
    await member.page.getByRole('heading', { name: deal.name }).waitFor();
    await member.context.close();
  });

  it("names a board post page's scripts in the shell, and asks for its data without waiting for them", async () => {
    const reply = await fetch(`${server.url}${paths.board.list}?page=0&size=1`);
    const post = boardListResponseSchema.parse(await reply.json()).content[0]!;
    await expectChunkNamedAndDataNotWaiting(
      `/f/board/${post.id}`,
      toUrl(paths.board.detail, { id: post.id }),
      'board-view-page',
      (page) => page.getByRole('article').first().waitFor(),
    );
  });

  it('names each screen in the tab title', async () => {
    const deal = await firstDeal();
    const { context, page } = await phone();
    await page.goto('/');
    await titleOf(page, title(messages.pageTitle.screens.main));

    await page.getByRole('img', { name: deal.name, exact: true }).first().tap();
    await page.waitForURL(`**/f/about/${deal.id}`);
    await titleOf(page, title(deal.name));
    await page.goBack();
    await titleOf(page, title(messages.pageTitle.screens.main));

    await page.goto('/f/board');
    await titleOf(page, title(messages.pageTitle.screens.boardListPage));
    await page.goto('/search');
    await titleOf(page, title(messages.pageTitle.screens.searchPage));
    await page.goto('/login');
    await titleOf(page, title(messages.pageTitle.screens.login));
    await page.goto('/find/id');
    await titleOf(page, title(messages.pageTitle.screens.idFind));
    await context.close();
  });

  it('raises no CSP violation on the feed, a deal, the board and the deal write form', async () => {
    const deal = await firstDeal();
    const { context, page, violations } = await watchedPhone();
    await page.goto('/');
    await page.getByRole('img', { name: deal.name, exact: true }).first().waitFor();
    await page.goto(`/f/about/${deal.id}`);
    await page.getByRole('heading', { name: deal.name }).waitFor();
    await page.goto('/f/board');
    await page.getByRole('article').first().waitFor();

    await page.goto(`/login?redirect=${encodeURIComponent('/feed/write')}`);
    await page.getByPlaceholder(messages.auth.idPlaceholder).fill('manager');
    await page.getByPlaceholder(messages.auth.passwordPlaceholder).fill('manager1234!');
    await page.getByRole('button', { name: messages.auth.login, exact: true }).tap();
    await page.waitForURL((url) => url.pathname === '/feed/write');
    await titleOf(page, title(messages.pageTitle.screens.feedWritePage));
    await page.getByPlaceholder(messages.feed.titlePlaceholder).fill('속도 점검용 상품');
    // A picture the policy refuses, loaded last: once both its reports have come, any violation
    // the screens raised before it has been reported too.
    await page.evaluate((src) => {
      new Image().src = src;
    }, `http://${PROBE_HOST}/probe.png`);
    await expect.poll(() => violations.filter((text) => text.includes(PROBE_HOST)).length).toBe(2);

    expect(violations.filter((text) => !text.includes(PROBE_HOST))).toEqual([]);
    await context.close();
  });
});
