import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBoard, createDeal } from './helpers/factories';
import { withTestApp } from './helpers/test-app';

const INDEX_HTML =
  '<!doctype html><html lang="ko"><head><title>아껴라껴</title></head><body><div id="root"></div></body></html>';
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
/** The map the web build writes: each lazy page's chunks and stylesheets (the feed has none). */
const ROUTE_ASSETS = {
  feedViewPage: {
    scripts: ['/assets/feed-view-page-A1.js', '/assets/comment-section-B2.js'],
    styles: ['/assets/feed-view-page-C3.css'],
  },
  login: { scripts: ['/assets/login-page-D4.js?v="1"&x'], styles: [] },
};

const ctx = withTestApp(() => {
  const dist = mkdtempSync(join(tmpdir(), 'akkyeo-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'route-assets.json'), JSON.stringify(ROUTE_ASSETS));
  return {
    config: { webDistDir: dist },
    setup: (app) => {
      app.pagePreloads.addData('login', () => new Promise(() => {}));
      app.pagePreloads.addData('MyInfoPage', () => Promise.reject(new Error('down')));
    },
  };
});

const preloadsOf = async (url: string, status = 200) => {
  const response = await ctx.app.inject({ url });
  expect(response.statusCode).toBe(status);
  return [
    ...response.body.matchAll(
      /<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/g,
    ),
  ].map((match) => match[1]);
};

/** The shell with the page's own tags (title, description, link card: discovery.test.ts) left out. */
const withoutPageTags = (body: string) =>
  body
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta [^>]*>|<link rel="(canonical|alternate)"[^>]*>/g, '')
    .replace(/<script type="application\/ld\+json">[^<]*<\/script>/, '');
const BARE_INDEX_HTML = withoutPageTags(INDEX_HTML);

describe('the app shell preloads the picture of the first screen', () => {
  it('names nothing but its own tags and data while there is nothing to show', async () => {
    const response = await ctx.app.inject({ url: '/' });
    const withoutData = withoutPageTags(response.body).replace(
      /<script type="application\/json" id="page-data">[^<]*<\/script>/,
      '',
    );
    expect(withoutData).toBe(BARE_INDEX_HTML);
    expect(response.body).toContain('<meta property="og:title"');
  });

  it("preloads the feed's first two pictures, the deal's own on its page, none for a deal without one", async () => {
    const older = await createDeal(ctx.db, { img_link: 'feed/older.webp' });
    await createDeal(ctx.db, { img_link: null });
    await createDeal(ctx.db, { img_link: 'https://img.example.com/a.jpg?x=1&y="2"' });
    await createDeal(ctx.db, { img_link: 'feed/newest.webp' });
    expect(await preloadsOf('/')).toEqual([
      '/cdn/feed/newest.webp',
      'https://img.example.com/a.jpg?x=1&amp;y=&quot;2&quot;',
    ]);
    expect(await preloadsOf('/f')).toHaveLength(2);
    expect(await preloadsOf(`/f/about/${older.id}`)).toEqual(['/cdn/feed/older.webp']);
    const dollars = await createDeal(ctx.db, { img_link: "https://img.example.com/$'$&.jpg" });
    expect(await preloadsOf(`/f/about/${dollars.id}`)).toEqual([
      "https://img.example.com/$'$&amp;.jpg",
    ]);
    const plain = await createDeal(ctx.db, { img_link: null });
    expect(await preloadsOf(`/f/about/${plain.id}`)).toEqual([]);
    expect(await preloadsOf('/f/about/987654', 404)).toEqual([]);
  });

  it("preloads the board's first post's first picture, and nothing when that post has none", async () => {
    const post = await createBoard(ctx.db);
    await ctx.db
      .insertInto('board_image')
      .values([
        {
          board_id: post.id,
          path: 'board/second.webp',
          thumb_path: null,
          width: 10,
          height: 10,
          position: 1,
        },
        {
          board_id: post.id,
          path: 'board/first.webp',
          thumb_path: 'board/first-t.webp',
          width: 10,
          height: 10,
          position: 0,
        },
      ])
      .execute();
    expect(await preloadsOf('/f/board')).toEqual(['/cdn/board/first.webp']);
    await createBoard(ctx.db);
    expect(await preloadsOf('/f/board')).toEqual([]);
  });

  it('serves the shell without preloads when a source hangs or fails', async () => {
    expect(await preloadsOf('/login')).toEqual([]);
    expect(await preloadsOf('/myinfo')).toEqual([]);
  });
});

describe("the app shell names the route's own scripts and stylesheets", () => {
  const headLinks = (body: string) =>
    [...body.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*>/g)]
      .map((match) => match[0])
      .join('\n');

  it("modulepreloads a deal page's chunks and preloads its stylesheet, whether the deal exists or not", async () => {
    const deal = await createDeal(ctx.db, { img_link: 'feed/deal.webp' });
    const links = [
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/feed-view-page-A1.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/comment-section-B2.js">',
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/feed-view-page-C3.css">',
    ];
    for (const url of ['/f/about/987654', `/f/about/${deal.id}`]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(url === '/f/about/987654' ? 404 : 200);
      expect(response.body).toContain(`${links.join('')}`);
      expect(response.body.indexOf(links[2]!)).toBeLessThan(response.body.indexOf('</head>'));
    }
    const own = await ctx.app.inject({ url: `/f/about/${deal.id}` });
    expect(headLinks(own.body)).toBe(
      [
        ...links,
        '<link rel="preload" as="image" href="/cdn/feed/deal.webp" fetchpriority="high">',
      ].join('\n'),
    );
  });

  it("keeps the deal page's chunk out of the feed and escapes the addresses", async () => {
    for (const url of ['/', '/f', '/f/board']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('modulepreload');
      expect(response.body).not.toContain('feed-view-page');
    }
    const login = await ctx.app.inject({ url: '/login' });
    expect(headLinks(login.body)).toBe(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/login-page-D4.js?v=&quot;1&quot;&amp;x">',
    );
  });

  it('names nothing on an unknown page, and does not serve the map', async () => {
    for (const url of ['/nope', '/f/about/abc', '/f/about/1/extra']) {
      const response = await ctx.app.inject({ url, headers: { accept: BROWSER_ACCEPT } });
      expect(response.statusCode).toBe(404);
      expect(withoutPageTags(response.body)).toBe(BARE_INDEX_HTML);
    }
    const map = await ctx.app.inject({ url: '/.vite/route-assets.json' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('feed-view-page');
  });
});

describe('the app shell hands a deal page its deal', () => {
  const pageDataOf = (body: string) =>
    /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(body)?.[1];

  it('writes the deal as the API answers a visitor, with no `<` that could end the script', async () => {
    const deal = await createDeal(ctx.db, {
      name: '</script><!-- 딜 <b>',
      content: '<p>좋은 <b>상품</b></p>',
    });
    // The shell waits 50 ms for the deal: on a busy machine the first answers may come without it.
    let body = '';
    await expect
      .poll(
        async () =>
          pageDataOf((body = (await ctx.app.inject({ url: `/f/about/${deal.id}` })).body)),
        {
          timeout: 10_000,
        },
      )
      .toBeDefined();
    const script = pageDataOf(body);
    expect(body.indexOf(script!)).toBeLessThan(body.indexOf('</head>'));
    const api = await ctx.app.inject({ url: `/v1/feed/${deal.id}` });
    expect(JSON.parse(script!)).toEqual({
      route: 'feedViewPage',
      params: { id: String(deal.id) },
      data: api.json<unknown>(),
      renderedAt: expect.any(Number) as number,
    });
    expect(api.json()).toMatchObject({ name: '</script><!-- 딜 <b>' });
  });

  it("writes the feed's and the board's first pages, and a post, as the API answers a visitor", async () => {
    const deal = await createDeal(ctx.db, { name: '첫 화면 딜' });
    const post = await createBoard(ctx.db, { content: '첫 화면 글의 내용입니다' });
    const pages = [
      ['/', 'main', {}, '/v1/feed/'],
      ['/f', 'home', {}, '/v1/feed/'],
      ['/f/board', 'boardListPage', {}, '/v1/board/'],
      [`/f/board/${post.id}`, 'boardViewPage', { id: String(post.id) }, `/v1/board/${post.id}`],
    ] as const;
    for (const [url, route, params, apiUrl] of pages) {
      let body = '';
      await expect
        .poll(async () => pageDataOf((body = (await ctx.app.inject({ url })).body)), {
          timeout: 10_000,
        })
        .toBeDefined();
      const api = await ctx.app.inject({ url: apiUrl });
      expect(JSON.parse(pageDataOf(body)!)).toEqual({
        route,
        params,
        data: api.json<unknown>(),
        renderedAt: expect.any(Number) as number,
      });
    }
    expect(pageDataOf((await ctx.app.inject({ url: '/' })).body)).toContain(`"id":${deal.id}`);
  });

  it('writes nothing for a missing deal or post (sent with 404, as the not-found page) or another screen', async () => {
    for (const url of ['/f/about/987654', '/f/board/987654', '/login']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(url === '/login' ? 200 : 404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).not.toContain('application/json');
    }
  });
});
