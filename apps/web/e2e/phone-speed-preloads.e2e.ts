import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { boardDetailSchema, boardListResponseSchema, paths, toUrl } from '@akkyeo/contracts';
import { apiToken, DEMO_ACCOUNTS, firstDeal, writePost } from './support/api';
import { requestedPaths } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';

/** A server of its own: the first deal and post are the seeded ones whatever other files wrote. */
const { server, phone } = withPhoneBrowser({ server: {} });

describe('first pictures asked for before the page data', () => {
  it('loads the first card images at once and first', async () => {
    const deal = await firstDeal(server.url);
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
  ])(
    'asks for the first picture of %s before any API request of the page',
    async (_, path, api) => {
      const deal = await firstDeal(server.url);
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
      if (path === 'deal') {
        await page.waitForRequest((request) => new URL(request.url()).pathname.startsWith(api));
      }
      const pictureAt = requested.indexOf(new URL(picture, server.url).pathname);
      const apiAt = requested.findIndex((pathname) => pathname.startsWith(api));
      expect(pictureAt).toBeGreaterThanOrEqual(0);
      // The lists come in the page (no request at all); a deal page still asks for its prices.
      if (path === 'deal') expect(apiAt).toBeGreaterThan(pictureAt);
      else expect(apiAt).toBe(-1);
      await context.close();
    },
  );
});

describe('page scripts named in the shell', () => {
  /**
   * Opens `path`, a screen the server draws: the shell names its page's chunk (`chunk`, first; in
   * its boot script's data when the page has a first picture) and
   * carries its stylesheets inline (so the drawn screen is never unstyled), each named by a
   * disabled link that is never fetched, the chunk is
   * asked for from the shell before the page's data (`dataPath`), and the chunk is held back until
   * the data has been asked for (a route that asked for its data only once the page's script ran
   * would never show). Nothing named is fetched twice. `dataPath` null: the page brings all its
   * data, and the chunk is not held.
   */
  async function expectChunkNamedAndDataNotWaiting(
    path: string,
    dataPath: string | null,
    chunk: string,
    shown: (page: Page) => Promise<void>,
  ) {
    const { context, page } = await phone();
    const requested = requestedPaths(page);
    const dataAsked =
      dataPath === null
        ? Promise.resolve()
        : page.waitForRequest((request) => new URL(request.url()).pathname === dataPath);
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
    // A page with a first picture names its chunks in its boot script, which asks for them later.
    const booted = /<script defer src="[^"]+" data-entry="[^"]+" data-modules="([^"]*)">/.exec(
      html,
    );
    const scripts = booted ? booted[1]!.split(' ') : named('modulepreload');
    const styles = named('stylesheet').filter((href) => !href.includes('/index-'));
    expect(scripts[0]).toMatch(new RegExp(`^/assets/${chunk}-[^/]+\\.js$`));
    expect(styles.length).toBeGreaterThan(0);
    await dataAsked;
    await shown(page);

    // Asked for from the shell (or its boot script), before the entry had run and asked for the data.
    expect(requested.indexOf(scripts[0]!)).toBeGreaterThanOrEqual(0);
    if (dataPath === null) {
      await page.waitForLoadState('networkidle');
      expect(requested.filter((pathname) => pathname.startsWith('/v1/board/'))).toEqual([]);
    } else {
      expect(requested.indexOf(scripts[0]!)).toBeLessThan(requested.indexOf(dataPath));
    }
    // Scripts once, stylesheets never: the entry's preload helper found them named.
    for (const href of scripts) {
      expect(
        requested.filter((pathname) => pathname === href),
        href,
      ).toHaveLength(1);
    }
    for (const href of styles) {
      expect(
        requested.filter((pathname) => pathname === href),
        href,
      ).toEqual([]);
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
    const deal = await firstDeal(server.url);
    await expectChunkNamedAndDataNotWaiting(
      `/f/about/${deal.id}`,
      toUrl(paths.feed.priceHistory, { id: deal.id }),
      'feed-view-page',
      (page) => page.getByRole('heading', { name: deal.name }).waitFor(),
    );
  });

  it("names a board post page's scripts in the shell, and asks for no data: the post comes in the page", async () => {
    const reply = await fetch(`${server.url}${paths.board.list}?page=0&size=1`);
    const post = boardListResponseSchema.parse(await reply.json()).content[0]!;
    await expectChunkNamedAndDataNotWaiting(
      `/f/board/${post.id}`,
      null,
      'board-view-page',
      (page) => page.getByRole('article').first().waitFor(),
    );
  });
});
