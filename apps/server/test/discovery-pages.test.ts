// What a link card and a search engine read of each page: the shell's tags, parsed by a real Open
// Graph scraper fetching over a socket as KakaoTalk's and Facebook's crawlers, and its JSON-LD.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import ogs from 'open-graph-scraper';
import type { OgObject } from 'open-graph-scraper/types';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { createBoard, createDeal, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';

const PUBLIC_URL = 'https://akkyeo.example.com';
/** The shell as the web build writes it: its own title and description, replaced per page. */
const INDEX_HTML = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="핫딜과 커뮤니티를 한 곳에서, 아껴라껴" />
    <title>아껴라껴</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const AGENTS = {
  kakaotalk: 'facebookexternalhit/1.1; kakaotalk-scrap/1.0; +https://devtalk.kakao.com/',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
};

const ctx = withTestApp(() => {
  const dist = mkdtempSync(join(tmpdir(), 'akkyeo-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  return { listen: true, config: { webDistDir: dist, publicUrl: PUBLIC_URL } };
});

/** What the head holds, as a browser's parser reads it (entities decoded). */
interface Head {
  titles: string[];
  meta: Map<string, string[]>;
  links: Record<string, string>[];
  scripts: { type: string | undefined; text: string }[];
}

function parseHead(html: string): Head {
  const head: Head = { titles: [], meta: new Map(), links: [], scripts: [] };
  let text: string | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'title' || name === 'script') text = '';
      if (name === 'meta') {
        const key = attributes.property ?? attributes.name;
        if (key) head.meta.set(key, [...(head.meta.get(key) ?? []), attributes.content ?? '']);
      }
      if (name === 'link') head.links.push(attributes);
      if (name === 'script') head.scripts.push({ type: attributes.type, text: '' });
    },
    ontext(data) {
      if (text !== undefined) text += data;
    },
    onclosetag(name) {
      if (name === 'title') head.titles.push(text ?? '');
      if (name === 'script') head.scripts.at(-1)!.text = text ?? '';
      text = undefined;
    },
  });
  parser.end(html);
  return head;
}

interface Card {
  status: number;
  html: string;
  og: OgObject;
  head: Head;
  /** The page's JSON-LD, each script read with JSON.parse. */
  jsonLd: Record<string, unknown>[];
}

/**
 * The page as a crawler reads it: fetched with the crawler's user agent, parsed by
 * open-graph-scraper (which fetches a 2xx page itself; it refuses to parse a 404's body, so that
 * one is handed the body fetched here).
 */
async function cardOf(path: string, agent: string): Promise<Card> {
  const url = `${ctx.origin}${path}`;
  const response = await fetch(url, { headers: { 'user-agent': agent, accept: 'text/html' } });
  let html = await response.text();
  let og: OgObject;
  if (response.ok) {
    const scraped = await ogs({
      url,
      fetchOptions: { headers: { 'user-agent': agent } },
      onlyGetOpenGraphInfo: true,
    });
    expect(scraped.error).toBe(false);
    og = scraped.result;
    html = scraped.html ?? html;
  } else {
    og = (await ogs({ html, onlyGetOpenGraphInfo: true })).result;
  }
  const head = parseHead(html);
  const jsonLd = head.scripts
    .filter((script) => script.type === 'application/ld+json')
    .map((script) => JSON.parse(script.text) as Record<string, unknown>);
  return { status: response.status, html, og, head, jsonLd };
}

/**
 * The card once the page's tags are in it: the shell waits at most 50 ms for the page's subject,
 * so on a busy machine an answer may come with the generic card; asked again until it does not.
 */
async function settledCard(path: string, agent: string, ready: (card: Card) => boolean) {
  let card: Card | undefined;
  await expect
    .poll(async () => ready((card = await cardOf(path, agent))), { timeout: 15_000 })
    .toBe(true);
  return card!;
}

/** The generic card: the site's own tags and nothing of the page's subject. */
function expectGenericCard(card: Card) {
  expect(card.og.ogTitle).toBe('아껴라껴');
  expect(card.og.ogDescription).toBe('핫딜과 커뮤니티를 한 곳에서, 아껴라껴');
  expect(card.og.ogImage?.[0]).toMatchObject({
    url: `${PUBLIC_URL}/og-card.png`,
    width: '1200',
    height: '630',
  });
  expect(card.og.ogUrl).toBeUndefined();
  expect(card.head.titles).toEqual(['아껴라껴']);
  expect(card.head.links.find((link) => link.rel === 'canonical')).toBeUndefined();
  expect(card.jsonLd).toEqual([]);
}

const HOSTILE_NAME = '다이슨 V12 "디텍트" </script><script>alert(1)</script> & <b>';

describe.each(Object.entries(AGENTS))('a link card as %s reads it', (name, agent) => {
  it('names a deal: its name, price, market and shipping, its own picture, its Product and Offer', async () => {
    const deal = await createDeal(ctx.db, {
      name: HOSTILE_NAME,
      price: 699_000,
      market: '쿠팡',
      is_free_shipping: true,
      img_link: 'deal/dyson.webp',
    });
    const url = `${PUBLIC_URL}/f/about/${deal.id}`;
    const card = await settledCard(`/f/about/${deal.id}`, agent, (c) => c.og.ogType === 'product');

    expect(card.status).toBe(200);
    const description = `${HOSTILE_NAME} 699,000원 · 쿠팡 · 무료배송`;
    expect(card.og).toMatchObject({
      ogTitle: HOSTILE_NAME,
      ogDescription: description,
      ogType: 'product',
      ogUrl: url,
      ogSiteName: '아껴라껴',
      ogLocale: 'ko_KR',
      twitterCard: 'summary_large_image',
    });
    expect(card.og.ogImage?.[0]?.url).toBe(`${PUBLIC_URL}/cdn/deal/dyson.webp`);
    // The tab's title as the web app names it, once; the shell's own title and description gone.
    expect(card.head.titles).toEqual([`${HOSTILE_NAME} · 아껴라껴`]);
    expect(card.head.meta.get('description')).toEqual([description]);
    expect(card.head.links).toContainEqual({ rel: 'canonical', href: url });
    expect(card.head.links).toContainEqual({
      rel: 'alternate',
      type: 'application/rss+xml',
      title: '아껴라껴 핫딜',
      href: `${PUBLIC_URL}/rss.xml`,
    });
    // Nothing broke out: the only scripts are the page's data and its structured data.
    expect(card.head.scripts.map((script) => script.type)).toEqual([
      'application/ld+json',
      'application/json',
    ]);
    expect(card.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: HOSTILE_NAME,
        description,
        url,
        image: [`${PUBLIC_URL}/cdn/deal/dyson.webp`],
        offers: {
          '@type': 'Offer',
          price: 699_000,
          priceCurrency: 'KRW',
          availability: 'https://schema.org/InStock',
          url,
          seller: { '@type': 'Organization', name: '쿠팡' },
        },
      },
    ]);
  });

  it('puts [종료] first on an ended deal, sells it out, and shows the app card without a picture', async () => {
    const deal = await createDeal(ctx.db, {
      name: '갤럭시 버즈3 프로',
      price: 129_000,
      market: '11번가',
      is_free_shipping: false,
      img_link: null,
      ended_at: new Date(),
      ended_by: 'MANAGER',
    });
    const card = await settledCard(`/f/about/${deal.id}`, agent, (c) => c.og.ogType === 'product');
    expect(card.og.ogTitle).toBe('[종료] 갤럭시 버즈3 프로');
    expect(card.og.ogDescription).toBe('[종료] 갤럭시 버즈3 프로 129,000원 · 11번가 · 유료배송');
    expect(card.og.ogImage?.[0]).toMatchObject({
      url: `${PUBLIC_URL}/og-card.png`,
      width: '1200',
      height: '630',
    });
    expect(card.jsonLd[0]).toMatchObject({
      offers: { availability: 'https://schema.org/SoldOut', price: 129_000 },
    });
    expect(card.jsonLd[0]).not.toHaveProperty('image');
  });

  it('names a post with a picture: its category, the start of its text, its author and comments', async () => {
    const nickname = `집게"왕"${name.slice(0, 1)}`;
    const author = await createMember(ctx.db, { nickname });
    const content =
      '에어팟 프로 2세대 후기 </script><b>"정말"</b> 좋아요.\n\n노이즈 캔슬링이 전 세대보다 확실히 좋아졌고 배터리도 오래 갑니다. 케이스 스피커로 찾기도 쉬워요.';
    const post = await createBoard(ctx.db, {
      member_id: author.id,
      category: '후기',
      content,
      comment_count: 3,
    });
    await ctx.db
      .insertInto('board_image')
      .values([
        { board_id: post.id, path: 'board/second.webp', width: 10, height: 10, position: 1 },
        { board_id: post.id, path: 'board/first.webp', width: 800, height: 600, position: 0 },
      ])
      .execute();
    const url = `${PUBLIC_URL}/f/board/${post.id}`;
    const card = await settledCard(`/f/board/${post.id}`, agent, (c) => c.og.ogType === 'article');

    expect(card.status).toBe(200);
    const headline = `${Array.from(content.replace(/\s+/g, ' ')).slice(0, 80).join('')}…`;
    expect(card.og).toMatchObject({
      ogTitle: content.slice(0, 30),
      ogDescription: `[후기] ${headline}`,
      ogType: 'article',
      ogUrl: url,
    });
    expect(card.og.ogImage?.[0]).toMatchObject({
      url: `${PUBLIC_URL}/cdn/board/first.webp`,
      width: '800',
      height: '600',
    });
    expect(card.head.titles).toEqual([`${content.slice(0, 30)} · 아껴라껴`]);
    // Nothing broke out: the only scripts are the page's data (the post) and its structured data.
    expect(card.head.scripts.map((script) => script.type)).toEqual([
      'application/ld+json',
      'application/json',
    ]);
    expect(card.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'DiscussionForumPosting',
        headline,
        text: content,
        url,
        datePublished: post.created_at.toISOString(),
        dateModified: post.updated_at.toISOString(),
        author: { '@type': 'Person', name: nickname },
        commentCount: 3,
        articleSection: '후기',
        image: [`${PUBLIC_URL}/cdn/board/first.webp`],
      },
    ]);
  });

  it("writes a post page's tags from the post its page data read: the post is read once", async () => {
    const post = await createBoard(ctx.db, { content: '한 번만 읽히는 게시글입니다' });
    const executor = ctx.db.getExecutor();
    const execute = vi.spyOn(executor, 'executeQuery');
    let body = '';
    let postReads = 0;
    await expect
      .poll(
        async () => {
          execute.mockClear();
          body = (await ctx.app.inject({ url: `/f/board/${post.id}` })).body;
          postReads = execute.mock.calls.filter(([query]) =>
            /from "board"[\s\S]*"board"\."id" = \$/.test(query.sql),
          ).length;
          return body.includes('id="page-data"');
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    execute.mockRestore();
    expect(body).toContain('<meta property="og:type" content="article">');
    expect(postReads).toBe(1);
  });

  it('gives a hidden or deleted post the generic card and 404, and nothing of it leaks', async () => {
    const author = await createMember(ctx.db, { nickname: `숨김작성자${name.slice(0, 1)}` });
    const hidden = await createBoard(ctx.db, {
      member_id: author.id,
      content: '숨겨진 게시글의 비밀 내용입니다',
      hidden_at: new Date(),
    });
    const deleted = await createBoard(ctx.db, {
      member_id: author.id,
      content: '삭제된 게시글의 비밀 내용입니다',
      deleted_at: new Date(),
    });
    for (const post of [hidden, deleted]) {
      const card = await settledCard(`/f/board/${post.id}`, agent, (c) => c.status === 404);
      expectGenericCard(card);
      expect(card.html).not.toContain('비밀 내용');
      expect(card.html).not.toContain('숨김작성자');
    }
  });

  it('gives a missing deal or post the generic card and 404', async () => {
    for (const path of ['/f/about/987654', '/f/board/987654']) {
      const card = await settledCard(path, agent, (c) => c.status === 404);
      expectGenericCard(card);
    }
  });

  it('describes the lists, and keeps members-only screens out of search results', async () => {
    const feed = await cardOf('/f', agent);
    expect(feed.status).toBe(200);
    expect(feed.head.titles).toEqual(['핫딜 · 아껴라껴']);
    expect(feed.og.ogType).toBe('website');
    expect(feed.head.links).toContainEqual({ rel: 'canonical', href: `${PUBLIC_URL}/` });
    expect(feed.head.meta.get('description')?.[0]).toContain('핫딜');

    const board = await cardOf('/f/board', agent);
    expect(board.head.titles).toEqual(['게시판 · 아껴라껴']);
    expect(board.og.ogUrl).toBe(`${PUBLIC_URL}/f/board`);
    expect(board.og.ogDescription).toContain('게시판');

    const myInfo = await cardOf('/myinfo', agent);
    expect(myInfo.head.meta.get('robots')).toEqual(['noindex']);
    expect(myInfo.head.links.find((link) => link.rel === 'canonical')).toBeUndefined();
  });
});

describe("the app's own card picture", () => {
  it('is a 1200×630 PNG in the web app’s public files', async () => {
    const picture = join(import.meta.dirname, '../../web/public/og-card.png');
    const { width, height, format } = await sharp(picture).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
  });
});
