import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  appPath,
  appRoutes,
  FEED_ITEMS,
  messages,
  paths,
  routePath,
  sitemapPartName,
  type AppRouteName,
  type DealFeedQuery,
  type FeedDetail,
  type SitemapPart,
} from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { bindDeps } from '../../lib/bind-deps';
import { toCdnUrl } from '../../lib/cdn-url';
import { matchesWords, toMatchText } from '../alert/keyword-match';
import type { PageMeta } from '../../plugins/page-preloads';
import type { PostPageValue } from '../board/post-page';
import {
  absoluteUrl,
  dealTags,
  genericTags,
  pageUrl,
  postTags,
  screenTags,
  SITEMAP_PAGES,
  type Site,
} from './page-tags';
import {
  selectDealsIn,
  selectLastIds,
  selectNewestOpenDeals,
  selectPostsIn,
  type FeedDealRow,
} from './queries';
import { atomXml, rssXml, sitemapIndexXml, urlSetXml, type FeedEntry, type FeedHead } from './xml';

export interface DiscoveryDeps {
  db: Kysely<DB>;
  config: Pick<Config, 'publicUrl' | 'cdnBaseUrl' | 'sitemapPartSize'>;
}

/** Open deals a keyword feed reads, newest first, to find its FEED_ITEMS matches among. */
const KEYWORD_CANDIDATES = 500;

const gzipAsync = promisify(gzip);
/** A part's gzip level: the fastest is 2.5× as fast as the default and 5 % larger on URL lists. */
const GZIP_LEVEL = 1;

const siteOf = ({ config }: DiscoveryDeps): Site => ({
  publicUrl: config.publicUrl,
  cdnBaseUrl: config.cdnBaseUrl,
});

/** A path with `:id` turned into the prefix it stands for: `/feed/edit/:id` → `/feed/edit/`. */
const pathPrefix = (path: string) => path.replace(/:\w+$/, '');

/**
 * robots.txt: every page may be crawled but the API, the buy redirects, the API docs and the
 * screens only members see (write and edit pages, my info, admin), and the sitemap is named.
 */
function robots(deps: DiscoveryDeps): string {
  const memberScreens = appRoutes
    .filter((route) => route.requiresAuth)
    .map((route) => pathPrefix(route.path));
  const prefixes = ['/v1/', pathPrefix(paths.feed.go), paths.ops.docs, '/admin', ...memberScreens];
  // A rule is a path prefix: `/noti` already covers `/noti/keyword`.
  const covers = (prefix: string, path: string) =>
    path.startsWith(prefix) && (prefix.endsWith('/') || path[prefix.length] === '/');
  const disallowed = [...new Set(prefixes)].filter(
    (path, _i, all) => !all.some((prefix) => prefix !== path && covers(prefix, path)),
  );
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${pageUrl(siteOf(deps), paths.discovery.sitemapIndex)}`,
    '',
  ].join('\n');
}

const partUrl = (deps: DiscoveryDeps, part: SitemapPart) =>
  pageUrl(siteOf(deps), paths.discovery.sitemapPart.replace(':part', sitemapPartName(part)));

/** How many parts `lastId` rows take: part n holds the ids ((n-1)·size, n·size]. */
const partCount = (deps: DiscoveryDeps, lastId: number) =>
  Math.ceil(lastId / deps.config.sitemapPartSize);

/** The sitemap index: the list pages' part, then the deals' and the posts' parts by id. */
async function sitemapIndex(deps: DiscoveryDeps): Promise<string> {
  const last = await selectLastIds(deps.db);
  const parts: SitemapPart[] = [{ kind: 'pages', number: 1 }];
  for (let number = 1; number <= partCount(deps, last.deals); number++) {
    parts.push({ kind: 'deals', number });
  }
  for (let number = 1; number <= partCount(deps, last.posts); number++) {
    parts.push({ kind: 'posts', number });
  }
  return sitemapIndexXml(parts.map((part) => partUrl(deps, part)));
}

/**
 * One gzip-compressed part, or null past the last part. Part n reads the ids ((n-1)·size,
 * n·size] (a keyset range on the primary key, never an OFFSET), so a part's address names the
 * same rows for good and its copy only goes stale when one of them changes: an ended deal stays
 * (its page says 종료) with a newer `lastmod`, a deleted or hidden post leaves its part.
 */
async function sitemapPart(deps: DiscoveryDeps, part: SitemapPart): Promise<Buffer | null> {
  const site = siteOf(deps);
  if (part.kind === 'pages') {
    return part.number === 1
      ? gzipAsync(
          urlSetXml(
            site.publicUrl,
            SITEMAP_PAGES.map((path) => ({ key: path })),
          ),
        )
      : null;
  }
  const size = deps.config.sitemapPartSize;
  const range = { after: (part.number - 1) * size, upTo: part.number * size };
  const [rows, route] =
    part.kind === 'deals'
      ? [await selectDealsIn(deps.db, range), 'feedViewPage' as const]
      : [await selectPostsIn(deps.db, range), 'boardViewPage' as const];
  if (rows.length === 0 && !(await isListedPart(deps, part))) return null;
  // Every page of the part is the route's path with its id: `https://…/f/about/` + id.
  const base = pageUrl(site, pathPrefix(routePath(route)));
  return gzipAsync(
    urlSetXml(
      base,
      rows.map((row) => ({ key: row.id, lastmod: row.lastmod })),
    ),
    { level: GZIP_LEVEL },
  );
}

/** True when the index names the part (an empty part inside the range is still named). */
async function isListedPart(deps: DiscoveryDeps, part: SitemapPart): Promise<boolean> {
  const last = await selectLastIds(deps.db);
  const lastId = part.kind === 'deals' ? last.deals : last.posts;
  return part.number <= partCount(deps, lastId);
}

/**
 * The newest FEED_ITEMS open deals; with `q`, those a keyword alert with that keyword would match
 * (its prefilter, then its matcher on each name, as alert/keyword-match.ts decides), among the
 * newest KEYWORD_CANDIDATES that may match.
 */
async function feedDeals(deps: DiscoveryDeps, keyword: string | undefined): Promise<FeedDealRow[]> {
  if (keyword === undefined) {
    return selectNewestOpenDeals(deps.db, { keyword: undefined, limit: FEED_ITEMS });
  }
  const candidates = await selectNewestOpenDeals(deps.db, { keyword, limit: KEYWORD_CANDIDATES });
  const rule = { keyword, excludes: [] };
  return candidates
    .filter((deal) => matchesWords(toMatchText(deal.name), rule))
    .slice(0, FEED_ITEMS);
}

function toFeedEntry(site: Site, deal: FeedDealRow): FeedEntry {
  const shipping = messages.shipping.label({
    source: deal.source,
    freeShipping: deal.is_free_shipping,
  });
  const text = { name: deal.name, price: deal.price, market: deal.market, shipping };
  return {
    url: pageUrl(site, appPath('feedViewPage', { id: deal.id })),
    title: messages.discovery.feedItemTitle(text),
    description: messages.discovery.dealDescription({ ...text, ended: false }),
    category: deal.market,
    image: absoluteUrl(site, toCdnUrl(site.cdnBaseUrl, deal.img_link)),
    published: deal.created_at,
    updated: deal.updated_at,
  };
}

/** The deals feed as RSS 2.0 or Atom. */
async function dealFeed(
  deps: DiscoveryDeps,
  format: 'rss' | 'atom',
  query: DealFeedQuery,
): Promise<string> {
  const site = siteOf(deps);
  const deals = await feedDeals(deps, query.q);
  const path = format === 'rss' ? paths.discovery.rss : paths.discovery.atom;
  const head: FeedHead = {
    title: query.q ? messages.discovery.searchFeedTitle(query.q) : messages.discovery.feedTitle,
    description: query.q
      ? messages.discovery.searchFeedDescription(query.q)
      : messages.discovery.feedDescription,
    self: pageUrl(site, query.q ? `${path}?q=${encodeURIComponent(query.q)}` : path),
    site: pageUrl(site, '/'),
  };
  const entries = deals.map((deal) => toFeedEntry(site, deal));
  return format === 'rss' ? rssXml(head, entries) : atomXml(head, entries);
}

/** A deal page's tags from the deal the page already loaded (null: missing, undefined: late). */
function dealPage(deps: DiscoveryDeps, deal: FeedDetail | null | undefined): PageMeta {
  if (!deal) return { tags: genericTags(siteOf(deps)), missing: deal === null };
  return { tags: dealTags(siteOf(deps), deal) };
}

/** A post page's tags from the post the page already loaded (null: missing, undefined: late). */
function postPage(deps: DiscoveryDeps, post: PostPageValue | null | undefined): PageMeta {
  if (!post) return { tags: genericTags(siteOf(deps)), missing: post === null };
  return { tags: postTags(siteOf(deps), post) };
}

/** The tags of the screens that describe themselves from the route table alone. */
function screenPage(deps: DiscoveryDeps, route: AppRouteName): PageMeta {
  return { tags: screenTags(siteOf(deps), route) };
}

/** The site's own tags (an address no route opens, or a page whose tags came late). */
function fallbackTags(deps: DiscoveryDeps): string {
  return genericTags(siteOf(deps));
}

/** What crawlers, link cards and feed readers get, built once by the composition root. */
export function createDiscoveryService(deps: DiscoveryDeps) {
  return bindDeps(deps, {
    robots,
    sitemapIndex,
    sitemapPart,
    dealFeed,
    dealPage,
    postPage,
    screenPage,
    fallbackTags,
  });
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
