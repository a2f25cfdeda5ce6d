// What crawlers and feed readers fetch: robots.txt, the sitemap index and its gzip parts, RSS and
// Atom, each read with an XML parser.
import { gunzipSync } from 'node:zlib';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { createBoard, createDeal } from './helpers/factories';
import { withTestApp } from './helpers/test-app';

const PUBLIC_URL = 'https://akkyeo.example.com';
const PART_SIZE = 3;

const ctx = withTestApp({ config: { publicUrl: PUBLIC_URL, sitemapPartSize: PART_SIZE } });

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (_name, path) =>
    [
      'sitemapindex.sitemap',
      'urlset.url',
      'rss.channel.item',
      'feed.entry',
      'feed.entry.link',
    ].includes(String(path)),
});

/** The XML text, checked well-formed, as an object. */
function parseXml(xml: string): Record<string, unknown> {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as Record<string, unknown>;
}

const get = (url: string) => ctx.app.inject({ url });
/** A sitemap's `lastmod`: UTC, to the second. */
const w3c = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

describe('robots.txt', () => {
  it('lets crawlers read the public pages, not the API, the admin or the members’ screens', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const lines = response.body.split('\n');
    const disallowed = lines.flatMap((line) => /^Disallow: (.+)$/.exec(line)?.[1] ?? []);
    for (const path of [
      '/v1/',
      '/admin',
      '/myinfo',
      '/feed/write',
      '/feed/edit/',
      '/f/board/write',
      '/f/board/edit/',
      '/go/',
    ]) {
      expect(disallowed).toContain(path);
    }
    // A prefix covers what starts with it: /noti/keyword needs no line of its own.
    expect(disallowed).toContain('/noti');
    expect(disallowed).not.toContain('/noti/keyword');
    const blocks = (path: string) => disallowed.some((prefix) => path.startsWith(prefix));
    // 제보: the form, a pending tip's edit, 내 제보 and the managers' queue.
    for (const closed of ['/feed/tip', '/feed/tip/edit/3', '/myinfo/tips', '/admin/tips']) {
      expect(blocks(closed), closed).toBe(true);
    }
    for (const open of ['/', '/f', '/f/about/1', '/f/board', '/f/board/12', '/search']) {
      expect(blocks(open), open).toBe(false);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

/** Every URL of the sitemap: the index, then each part gunzipped; checks each part's size and range. */
async function readSitemap() {
  const index = await get('/sitemap.xml');
  expect(index.statusCode).toBe(200);
  expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(index.headers['cache-control']).toBe('public, max-age=300');
  const parts = (parseXml(index.body).sitemapindex as { sitemap: { loc: string }[] }).sitemap.map(
    (entry) => entry.loc,
  );
  const urls = new Map<string, string | undefined>();
  for (const loc of parts) {
    expect(loc.startsWith(`${PUBLIC_URL}/sitemap/`)).toBe(true);
    const response = await ctx.app.inject({ url: loc.slice(PUBLIC_URL.length) });
    expect(response.statusCode, loc).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    const xml = gunzipSync(response.rawPayload).toString('utf8');
    const set = parseXml(xml).urlset as { url?: { loc: string; lastmod?: string }[] };
    const entries = set.url ?? [];
    expect(entries.length).toBeLessThanOrEqual(PART_SIZE);
    const [, kind, number] = /\/(pages|deals|posts)-(\d+)\.xml\.gz$/.exec(loc)!;
    for (const entry of entries) {
      expect(urls.has(entry.loc), entry.loc).toBe(false);
      urls.set(entry.loc, entry.lastmod);
      if (kind === 'pages') continue;
      // Part n holds the ids ((n-1)·size, n·size]: keyset ranges, no gap, no overlap.
      const id = Number(/\/(\d+)$/.exec(entry.loc)![1]);
      expect(Math.ceil(id / PART_SIZE), entry.loc).toBe(Number(number));
    }
  }
  return { parts, urls };
}

describe('the sitemap', () => {
  it('names every deal and listed post across keyset parts, ended deals kept with their change, hidden posts left out', async () => {
    const deals = [];
    for (let i = 0; i < 7; i++) deals.push(await createDeal(ctx.db));
    const posts = [];
    for (let i = 0; i < 5; i++) posts.push(await createBoard(ctx.db));
    await ctx.db
      .updateTable('board')
      .set({ hidden_at: new Date() })
      .where('id', '=', posts[1]!.id)
      .execute();
    await ctx.db
      .updateTable('board')
      .set({ deleted_at: new Date() })
      .where('id', '=', posts[2]!.id)
      .execute();
    const ended = await ctx.db
      .updateTable('deal')
      .set({
        ended_at: new Date(),
        ended_by: 'MANAGER',
        updated_at: new Date(Date.UTC(2031, 0, 2)),
      })
      .where('id', '=', deals[3]!.id)
      .returning(['id', 'updated_at'])
      .executeTakeFirstOrThrow();

    const { parts, urls } = await readSitemap();
    const allDeals = await ctx.db.selectFrom('deal').select('id').execute();
    const listed = await ctx.db
      .selectFrom('board')
      .select('id')
      .where('hidden_at', 'is', null)
      .where('deleted_at', 'is', null)
      .execute();
    const maxDeal = Math.max(...allDeals.map((row) => row.id));
    expect(parts.filter((loc) => loc.includes('/deals-'))).toHaveLength(
      Math.ceil(maxDeal / PART_SIZE),
    );
    expect(parts.length).toBeGreaterThan(3);
    expect([...urls.keys()].sort()).toEqual(
      [
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/f/board`,
        ...allDeals.map((row) => `${PUBLIC_URL}/f/about/${row.id}`),
        ...listed.map((row) => `${PUBLIC_URL}/f/board/${row.id}`),
      ].sort(),
    );
    expect(urls.get(`${PUBLIC_URL}/f/about/${ended.id}`)).toBe('2031-01-02T00:00:00Z');
    expect(urls.has(`${PUBLIC_URL}/f/board/${posts[1]!.id}`)).toBe(false);
    expect(urls.has(`${PUBLIC_URL}/f/board/${posts[2]!.id}`)).toBe(false);
    expect(urls.get(`${PUBLIC_URL}/f/board/${posts[0]!.id}`)).toBe(w3c(posts[0]!.updated_at));

    // Hidden later: gone from its part at the next read.
    await ctx.db
      .updateTable('board')
      .set({ hidden_at: new Date() })
      .where('id', '=', posts[0]!.id)
      .execute();
    expect((await readSitemap()).urls.has(`${PUBLIC_URL}/f/board/${posts[0]!.id}`)).toBe(false);
  });

  it('keeps an empty part inside the range, and answers a part past the last or a bad name in JSON', async () => {
    const last = await createDeal(ctx.db);
    const beyond = Math.ceil(last.id / PART_SIZE) + 1;
    for (const [url, status] of [
      [`/sitemap/deals-${beyond}.xml.gz`, 404],
      ['/sitemap/pages-2.xml.gz', 404],
      ['/sitemap/deals-0.xml.gz', 400],
      ['/sitemap/users-1.xml.gz', 400],
      ['/sitemap/deals-1.xml', 400],
    ] as const) {
      const response = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(status);
      expect(response.json()).toMatchObject({ status });
      expect(response.json<{ message: string }>().message).toMatch(/[가-힣]/);
    }
    // Never the app: a browser asking for a crawler's file that is not there gets JSON.
    for (const url of ['/sitemap/', '/sitemap.xml/', '/rss.xml/']) {
      const response = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
    // Every post of a part hidden: the part is still named, and answers an empty set.
    const posts = [];
    for (let i = 0; i < PART_SIZE * 2; i++) posts.push(await createBoard(ctx.db));
    const part = Math.ceil(posts[0]!.id / PART_SIZE) + 1;
    await ctx.db
      .updateTable('board')
      .set({ hidden_at: new Date() })
      .where(
        'id',
        'in',
        posts.map((post) => post.id),
      )
      .execute();
    await createBoard(ctx.db);
    const name = `posts-${part}.xml.gz`;
    expect((await get('/sitemap.xml')).body).toContain(`${PUBLIC_URL}/sitemap/${name}`);
    const response = await get(`/sitemap/${name}`);
    expect(response.statusCode).toBe(200);
    const set = parseXml(gunzipSync(response.rawPayload).toString('utf8')).urlset as object;
    expect(set).not.toHaveProperty('url');
  });
});

interface RssItem {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  description: string;
  pubDate: string;
  enclosure?: { '@_url': string; '@_type': string; '@_length': string };
}

async function readRss(query = '') {
  const response = await get(`/rss.xml${query}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  const rss = parseXml(response.body).rss as {
    '@_version': string;
    channel: { title: string; link: string; item?: RssItem[] };
  };
  expect(rss['@_version']).toBe('2.0');
  return { channel: rss.channel, items: rss.channel.item ?? [] };
}

interface AtomEntry {
  id: string;
  title: string;
  link: { '@_rel': string; '@_href': string; '@_type': string }[];
  published: string;
  updated: string;
}

async function readAtom(query = '') {
  const response = await get(`/atom.xml${query}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  const feed = parseXml(response.body).feed as { title: string; entry?: AtomEntry[] };
  return { feed, entries: feed.entry ?? [] };
}

describe('the deals feeds', () => {
  it('list the newest 50 open deals with the price in the title and the picture as an enclosure', async () => {
    const older = await createDeal(ctx.db, {
      name: '오래된 딜',
      created_at: new Date(Date.UTC(2020, 0, 1)),
    });
    for (let i = 0; i < 50; i++) {
      await createDeal(ctx.db, {
        name: `피드 상품 ${i}`,
        created_at: new Date(Date.UTC(2030, 0, 1, 0, i)),
      });
    }
    const dyson = await createDeal(ctx.db, {
      name: '다이슨 V12 "디텍트" </item>',
      price: 699_000,
      market: '쿠팡',
      source: 'AKKYEO',
      is_free_shipping: true,
      img_link: 'deal/dyson.webp',
      created_at: new Date(Date.UTC(2030, 0, 2)),
    });
    const endedDeal = await createDeal(ctx.db, {
      name: '끝난 딜',
      ended_at: new Date(),
      ended_by: 'MANAGER',
      created_at: new Date(Date.UTC(2030, 0, 3)),
    });

    const { channel, items } = await readRss();
    expect(channel.title).toBe('아껴라껴 핫딜');
    expect(channel.link).toBe(`${PUBLIC_URL}/`);
    expect(items).toHaveLength(50);
    const first = items[0]!;
    expect(first.title).toBe('[쿠팡] 다이슨 V12 "디텍트" </item> 699,000원 (무료배송)');
    expect(first.link).toBe(`${PUBLIC_URL}/f/about/${dyson.id}`);
    expect(first.guid['#text']).toBe(first.link);
    expect(first.enclosure).toEqual({
      '@_url': `${PUBLIC_URL}/cdn/deal/dyson.webp`,
      '@_type': 'image/webp',
      '@_length': '0',
    });
    expect(new Date(first.pubDate).toISOString()).toBe('2030-01-02T00:00:00.000Z');
    const links = items.map((item) => item.link);
    expect(links).not.toContain(`${PUBLIC_URL}/f/about/${endedDeal.id}`);
    expect(links).not.toContain(`${PUBLIC_URL}/f/about/${older.id}`);
    const dates = items.map((item) => new Date(item.pubDate).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const { feed, entries } = await readAtom();
    expect(feed.title).toBe('아껴라껴 핫딜');
    expect(entries).toHaveLength(50);
    expect(entries[0]).toMatchObject({
      id: `${PUBLIC_URL}/f/about/${dyson.id}`,
      title: '[쿠팡] 다이슨 V12 "디텍트" </item> 699,000원 (무료배송)',
      published: '2030-01-02T00:00:00.000Z',
    });
    expect(entries[0]!.link).toContainEqual({
      '@_rel': 'enclosure',
      '@_type': 'image/webp',
      '@_href': `${PUBLIC_URL}/cdn/deal/dyson.webp`,
    });
  });

  it('keep with `q` the deals a keyword alert would match: every word, spacing aside, 초성 by initials', async () => {
    const pro = await createDeal(ctx.db, {
      name: '애플 에어팟 프로 2세대',
      created_at: new Date(Date.UTC(2031, 0, 1)),
    });
    const spaced = await createDeal(ctx.db, {
      name: '에어 팟 맥스 실버',
      source: 'COUPANG',
      market: '쿠팡',
      created_at: new Date(Date.UTC(2031, 0, 2)),
    });
    await createDeal(ctx.db, { name: '갤럭시 버즈3', created_at: new Date(Date.UTC(2031, 0, 3)) });
    await createDeal(ctx.db, {
      name: '에어팟 3세대 끝',
      ended_at: new Date(),
      ended_by: 'MANAGER',
      created_at: new Date(Date.UTC(2031, 0, 4)),
    });

    const airpods = await readRss(`?q=${encodeURIComponent('에어팟')}`);
    expect(airpods.channel.title).toBe('아껴라껴 핫딜: 에어팟');
    expect(airpods.items.map((item) => item.link)).toEqual([
      `${PUBLIC_URL}/f/about/${spaced.id}`,
      `${PUBLIC_URL}/f/about/${pro.id}`,
    ]);
    expect(airpods.items[0]!.title).toBe('[쿠팡] 에어 팟 맥스 실버 10,000원 (와우무료)');

    const words = await readAtom(`?q=${encodeURIComponent('에어팟 2세대')}`);
    expect(words.entries.map((entry) => entry.id)).toEqual([`${PUBLIC_URL}/f/about/${pro.id}`]);

    const initials = await readRss(`?q=${encodeURIComponent('ㅇㅇㅍ')}`);
    expect(initials.items.map((item) => item.link)).toEqual([
      `${PUBLIC_URL}/f/about/${spaced.id}`,
      `${PUBLIC_URL}/f/about/${pro.id}`,
    ]);

    for (const bad of ['에', '<script>', 'a'.repeat(21)]) {
      const response = await get(`/rss.xml?q=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/[가-힣]/);
    }
  });
});
