import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MEMBER_HINT_COOKIE, type PageData } from '@akkyeo/contracts';
import { describe, expect, it, vi } from 'vitest';
import { INLINE_STYLES_MAX } from '../src/plugins/drawn-styles';
import { createBoard, createDeal } from './helpers/factories';
import { withTestApp } from './helpers/test-app';

const INDEX_HTML =
  '<!doctype html><html lang="ko"><head><title>아껴라껴</title>' +
  '<script type="module" crossorigin src="/assets/index-E1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-E2.css"></head><body>' +
  '<div id="root"><div class="boot">아껴라껴</div></div></body></html>';
const ENTRY_CSS = '.entry{color:red}';
const DEAL_CSS = '.deal{color:blue}';

/**
 * A stand-in for the web build's renderer (`vite build --ssr`, tested in the browser tests): it
 * draws the route and what its data holds, counts its drawings, and fails where told to.
 */
const RENDERER = `
globalThis.screenDraws = globalThis.screenDraws ?? [];
export async function renderScreen(url, page) {
  globalThis.screenDraws.push(url);
  if (url.includes('throw')) throw new Error('broken component');
  if (url.includes('suspend')) return '<!--$!--><template></template><!--/$-->';
  const items = page.data === undefined ? [] : Array.isArray(page.data.content) ? page.data.content : [page.data];
  const names = page.data === undefined ? '불러오는 중' : items.map((item) => item.name ?? item.content).join('|');
  return '<link rel="preload" as="image" href="/hoisted.webp"/>' +
    '<main data-route="' + page.route + '" data-at="' + page.renderedAt + '">' + names + '</main>';
}
`;
const ROUTE_ASSETS = {
  feedViewPage: { scripts: ['/assets/deal-A1.js'], styles: ['/assets/deal-B2.css'] },
  boardListPage: { scripts: [], styles: ['/assets/board-C3.css'] },
};
const BOOT_SCRIPT = '/assets/boot-F1.js';
/** More CSS than a page carries inline: the board's stylesheet stays a link. */
const BOARD_CSS = `.board{color:green}${' '.repeat(INLINE_STYLES_MAX)}`;

function buildDir(): string {
  const dist = mkdtempSync(join(tmpdir(), 'akkyeo-drawn-'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-E2.css'), ENTRY_CSS);
  writeFileSync(join(dist, 'assets', 'deal-B2.css'), DEAL_CSS);
  writeFileSync(join(dist, 'assets', 'board-C3.css'), BOARD_CSS);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'route-assets.json'), JSON.stringify(ROUTE_ASSETS));
  writeFileSync(join(dist, '.vite', 'boot-script.json'), JSON.stringify({ file: BOOT_SCRIPT }));
  mkdirSync(join(dist, '.ssr'));
  writeFileSync(join(dist, '.ssr', 'entry-server.mjs'), RENDERER);
  return dist;
}

const draws = () => (globalThis as { screenDraws?: string[] }).screenDraws ?? [];
const dist = buildDir();
const ctx = withTestApp(() => ({ config: { webDistDir: dist } }));

const MEMBER_HINT = `theme=dark; ${MEMBER_HINT_COOKIE}=1`;

const pageDataOf = (body: string) =>
  JSON.parse(/id="page-data">([^<]*)</.exec(body)![1]!) as PageData & {
    data?: { content: { id: number }[] };
  };

const rootOf = (body: string) =>
  /<div id="root"([^>]*)>([\s\S]*?)<\/div>(?:<script[^>]*><\/script>)*<\/body>/.exec(body);

/** The page, once its data came within the shell's wait (a busy machine may miss it at first). */
async function drawnPage(url: string, status = 200, cookie?: string): Promise<string> {
  let body = '';
  await expect
    .poll(
      async () => {
        const response = await ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
        expect(response.statusCode).toBe(status);
        body = response.body;
        return body.includes('id="page-data"');
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return body;
}

describe('the server draws the first screen into the page', () => {
  it('draws the feed, a deal, the board and a post from the data it writes into the page', async () => {
    const deal = await createDeal(ctx.db, { name: '그린 딜' });
    const post = await createBoard(ctx.db, { content: '그려진 게시글의 내용' });
    const screens = [
      ['/', 'main', '그린 딜'],
      [`/f/about/${deal.id}`, 'feedViewPage', '그린 딜'],
      ['/f/board', 'boardListPage', '그려진 게시글의 내용'],
      [`/f/board/${post.id}`, 'boardViewPage', '그려진 게시글의 내용'],
    ] as const;
    for (const [url, route, shown] of screens) {
      const body = await drawnPage(url);
      const root = rootOf(body);
      expect(root?.[1]).toBe(' data-server-rendered');
      expect(root?.[2]).toContain(`<main data-route="${route}"`);
      expect(root?.[2]).toContain(shown);
      expect(root?.[2]).not.toContain('class="boot"');
      const data = /id="page-data">([^<]*)</.exec(body)?.[1];
      const renderedAt = (JSON.parse(data!) as { renderedAt: number }).renderedAt;
      expect(root?.[2]).toContain(`data-at="${renderedAt}"`);
      const hoisted = body.indexOf('<link rel="preload" as="image" href="/hoisted.webp"/>');
      expect(hoisted).toBeGreaterThan(0);
      expect(hoisted).toBeLessThan(body.indexOf('</head>'));
    }
  });

  it("carries a drawn screen's stylesheets in its head, so its first paint waits for no file", async () => {
    const deal = await createDeal(ctx.db);
    const body = await drawnPage(`/f/about/${deal.id}`);
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(`<style>${ENTRY_CSS}</style>`);
    expect(head).toContain(`<style>${DEAL_CSS}</style>`);
    expect(head.indexOf(ENTRY_CSS)).toBeLessThan(head.indexOf(DEAL_CSS));
    expect(head).not.toMatch(/<link rel="stylesheet" crossorigin/);
    // Named, but not fetched: the entry's preload helper then does not load it again.
    expect(head).toContain('<link rel="stylesheet" disabled href="/assets/deal-B2.css">');
    expect(head).not.toContain('as="style"');
    // The scripts come after the paint: the boot script, last in the body, asks for them.
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('index-E1.js');
    expect(body).toMatch(
      /<script defer src="[^"]+" data-entry="\/assets\/index-E1\.js"[^>]*><\/script><\/body>/,
    );
    const response = await ctx.app.inject({ url: `/f/about/${deal.id}` });
    const styleSrc = /style-src ([^;]*)/.exec(String(response.headers['content-security-policy']));
    expect(styleSrc?.[1]).toContain("'unsafe-inline'");
  });

  it("starts a drawn screen's scripts from its boot script, after its first paint", async () => {
    const deal = await createDeal(ctx.db, { img_link: 'deal-picture.webp' });
    const body = await drawnPage(`/f/about/${deal.id}`);
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/cdn/deal-picture.webp" fetchpriority="high">',
    );
    expect(head).toContain(`<style>${DEAL_CSS}</style>`);
    expect(head).toContain('<link rel="stylesheet" disabled href="/assets/deal-B2.css">');
    // The boot script names the entry and the route's chunks; it asks for them after the paint.
    const bootFor = (modules: string) =>
      `<script defer src="${BOOT_SCRIPT}" data-entry="/assets/index-E1.js"` +
      ` data-modules="${modules}"></script></body>`;
    expect(body).not.toContain('modulepreload');
    expect(body).not.toContain('<script type="module"');
    expect(body).toContain(bootFor('/assets/deal-A1.js'));
    // A screen without a picture, the board's list and the search screen alike.
    const plain = await createDeal(ctx.db);
    expect(await drawnPage(`/f/about/${plain.id}`)).toContain(bootFor('/assets/deal-A1.js'));
    const post = await createBoard(ctx.db);
    await ctx.db
      .insertInto('board_image')
      .values({ board_id: post.id, path: 'board/p.webp', width: 10, height: 10, position: 0 })
      .execute();
    const board = await drawnPage('/f/board?with=picture');
    expect(board).toMatch(/<link rel="preload" as="image" href="[^"]*board\/p\.webp"/);
    expect(board).toContain(bootFor(''));
    expect(await drawnPage('/search')).toContain(bootFor(''));
    const undrawn = await ctx.app.inject({ url: '/login' });
    expect(undrawn.body).not.toContain(BOOT_SCRIPT);
    expect(undrawn.body).toContain('<script type="module" crossorigin src="/assets/index-E1.js">');
  });

  it('keeps stylesheets as blocking links past the inline cap, and undrawn pages as they are', async () => {
    await createBoard(ctx.db);
    const board = await drawnPage('/f/board');
    expect(board).toContain(`<style>${ENTRY_CSS}</style>`);
    expect(board).toContain('<link rel="stylesheet" crossorigin href="/assets/board-C3.css">');
    expect(board).not.toContain('.board{');
    const undrawn = await ctx.app.inject({ url: '/login' });
    expect(undrawn.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-E2.css">',
    );
    expect(undrawn.body).not.toContain('<style>');
    expect(undrawn.body.indexOf('index-E1.js')).toBeLessThan(undrawn.body.indexOf('</head>'));
  });

  it('sends a missing deal or post, and a screen without first data, as the undrawn shell', async () => {
    for (const [url, status] of [
      ['/f/about/987654', 404],
      ['/f/board/987654', 404],
      ['/login', 200],
    ] as const) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(status);
      expect(rootOf(response.body)?.[1]).toBe('');
      expect(response.body).toContain('class="boot"');
    }
  });

  it('draws the search screen from its address alone, for visitors and members alike', async () => {
    for (const cookie of [undefined, MEMBER_HINT]) {
      const body = await drawnPage('/search?q=%EB%AA%A8%EB%8B%88%ED%84%B0&tab=board', 200, cookie);
      expect(draws()).toContain('/search?q=%EB%AA%A8%EB%8B%88%ED%84%B0&tab=board');
      expect(rootOf(body)?.[1]).toBe(' data-server-rendered');
      expect(rootOf(body)?.[2]).toContain('<main data-route="searchPage"');
      const data = pageDataOf(body);
      expect(data).not.toHaveProperty('data');
      expect(rootOf(body)?.[2]).toContain(`data-at="${data.renderedAt}"`);
      expect(body).toContain(`<script defer src="${BOOT_SCRIPT}" data-entry=`);
    }
  });

  it('sends the page undrawn, with its data, when drawing fails or part of it cannot be drawn', async () => {
    for (const url of ['/?throw=1', '/?suspend=1']) {
      const body = await drawnPage(url);
      expect(draws()).toContain(url);
      expect(rootOf(body)?.[1]).toBe('');
      expect(body).toContain('class="boot"');
      expect(body).not.toContain('hoisted.webp');
    }
  });

  it('keeps a drawn page a few seconds per address, so a burst of visitors costs one drawing', async () => {
    await createDeal(ctx.db, { name: '유지되는 딜' });
    const url = '/?kept=1';
    const first = await drawnPage(url);
    const before = draws().filter((drawn) => drawn === url).length;
    const again = await ctx.app.inject({ url });
    expect(again.body).toBe(first);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(draws().filter((drawn) => drawn === url)).toHaveLength(before);
    const other = await drawnPage('/?kept=2');
    expect(other).not.toBe(first);
  });

  it('sends a kept page in the encoding asked for, compressed once while it is kept', async () => {
    await createDeal(ctx.db, { name: '압축되는 딜' });
    const url = '/?kept=encoded';
    const html = await drawnPage(url);
    const as = (encoding: string) =>
      ctx.app.inject({ url, headers: { 'accept-encoding': encoding } });
    const br = await as('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    const again = await as('br');
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    const gzip = await as('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
    const preferred = await as('br;q=0.5, gzip');
    expect(preferred.headers['content-encoding']).toBe('gzip');
    expect(preferred.rawPayload.equals(gzip.rawPayload)).toBe(true);
    const refused = await as('br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(html);
  });

  it("draws a hinted member's list screens loading, without a visitor's list", async () => {
    const deal = await createDeal(ctx.db, { name: '회원에게 숨길 딜' });
    const post = await createBoard(ctx.db, { content: '회원에게 숨길 게시글' });
    for (const url of ['/?member=1', '/f?member=1', '/f/board?member=1']) {
      const visitor = await drawnPage(url);
      const member = await drawnPage(url, 200, MEMBER_HINT);
      // Asked in either order within the keeping time, each gets its own drawing.
      expect((await ctx.app.inject({ url })).body).toBe(visitor);
      expect(rootOf(visitor)?.[2]).toMatch(/회원에게 숨길 (딜|게시글)/);
      expect(rootOf(member)?.[1]).toBe(' data-server-rendered');
      expect(rootOf(member)?.[2]).toContain('불러오는 중');
      expect(member).not.toContain('회원에게 숨길');
      expect(member).not.toContain('fetchpriority="high"');
      const data = pageDataOf(member);
      expect(data).not.toHaveProperty('data');
      expect(data.route).toBe(pageDataOf(visitor).route);
      expect(rootOf(member)?.[2]).toContain(`data-at="${data.renderedAt}"`);
    }
    const again = await ctx.app.inject({ url: '/?member=1', headers: { cookie: MEMBER_HINT } });
    expect(again.body).not.toContain('회원에게 숨길');
    expect(again.headers.vary).toMatch(/cookie/i);
    // A deal and a post are the same for a member but their flags: drawn with their data.
    for (const [url, shown] of [
      [`/f/about/${deal.id}`, '회원에게 숨길 딜'],
      [`/f/board/${post.id}`, '회원에게 숨길 게시글'],
    ] as const) {
      expect(rootOf(await drawnPage(url, 200, MEMBER_HINT))?.[2]).toContain(shown);
    }
    // Only the hint's own value counts.
    const other = await drawnPage(
      '/?member=2',
      200,
      `${MEMBER_HINT_COOKIE}x=1; x${MEMBER_HINT_COOKIE}=1`,
    );
    expect(rootOf(other)?.[2]).toContain('회원에게 숨길 딜');
  });

  it('draws `/?sort=hot` from the 인기 list, the newest first without it', async () => {
    const risen = await createDeal(ctx.db, {
      name: '인기로 오른 딜',
      created_at: new Date(Date.now() - 3_600_000),
    });
    await ctx.db.updateTable('deal').set({ hot_score: 1e6 }).where('id', '=', risen.id).execute();
    const newest = await createDeal(ctx.db, { name: '방금 올라온 딜' });
    const hot = pageDataOf(await drawnPage('/?sort=hot'));
    const latest = pageDataOf(await drawnPage('/?sort=nonsense'));
    expect(hot.data?.content[0]?.id).toBe(risen.id);
    expect(latest.data?.content[0]?.id).toBe(newest.id);
  });

  it('draws every time with no keeping time, and never with drawing switched off', async () => {
    const fresh = await ctx.startInstance({
      config: { webDistDir: dist, serverRender: { enabled: true, cacheMs: 0 } },
    });
    const url = '/?fresh=1';
    for (let i = 0; i < 2; i += 1) await fresh.app.inject({ url });
    expect(draws().filter((drawn) => drawn === url).length).toBeGreaterThanOrEqual(2);

    const off = await ctx.startInstance({
      config: { webDistDir: dist, serverRender: { enabled: false, cacheMs: 3_000 } },
    });
    const parse = vi.spyOn(JSON, 'parse');
    const response = await off.app.inject({ url: '/?off=1' });
    // Nothing will draw: the page's data is written as text, never parsed.
    const pageJsonParsed = parse.mock.calls.some(([text]) => String(text).startsWith('{"content"'));
    parse.mockRestore();
    expect(pageJsonParsed).toBe(false);
    expect(response.body).toContain('id="page-data"');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)?.[1]).toBe('');
    expect(draws()).not.toContain('/?off=1');
  });
});
