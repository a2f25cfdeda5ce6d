import { messages } from '@akkyeo/contracts';
import { xmlText } from '../../lib/xml-text';

/**
 * The XML crawlers and feed readers read: sitemaps (sitemaps.org 0.9), RSS 2.0 and Atom (RFC
 * 4287). Every text goes through `xmlText`.
 */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap index naming each part's absolute address. */
export function sitemapIndexXml(partUrls: readonly string[]): string {
  const parts = partUrls.map((url) => `<sitemap><loc>${xmlText(url)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">${parts.join('')}</sitemapindex>\n`;
}

/** One URL of a sitemap part: the part's base address and this key, and when it last changed. */
export interface SitemapUrl {
  /** Appended to the base: an id, or a path. */
  key: number | string;
  /** W3C datetime (`2030-01-02T03:04:05Z`), when known. */
  lastmod?: string;
}

/**
 * A sitemap part (`urlset`) of the URLs `${base}${key}`. Written in one pass with the base
 * escaped once: a part of 50,000 rows is about 5 MB of XML, and escaping each URL (or formatting
 * each date here rather than in SQL) tripled its time.
 */
export function urlSetXml(base: string, urls: readonly SitemapUrl[]): string {
  const loc = `<url><loc>${xmlText(base)}`;
  let xml = `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">`;
  for (const { key, lastmod } of urls) {
    xml += `${loc}${typeof key === 'number' ? key : xmlText(key)}</loc>`;
    xml += lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod></url>\n` : '</url>\n';
  }
  return `${xml}</urlset>\n`;
}

/** A deal as the feeds list it. */
export interface FeedEntry {
  url: string;
  title: string;
  description: string;
  /** Its market, as the entry's category. */
  category: string;
  /** Its picture's absolute address (the enclosure); none without one. */
  image: string | null;
  published: Date;
  updated: Date;
}

/** The feed itself: its title and description, its own address and the page it stands for. */
export interface FeedHead {
  title: string;
  description: string;
  /** The feed's own address (with its `q`). */
  self: string;
  /** The site's address. */
  site: string;
}

const IMAGE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** A picture's media type from its address's extension; JPEG when it names none. */
function imageType(url: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  return (extension && IMAGE_TYPES[extension]) ?? 'image/jpeg';
}

/** RSS 2.0, newest first; the picture as an enclosure (its length unknown: 0, as readers accept). */
export function rssXml(head: FeedHead, entries: readonly FeedEntry[]): string {
  const items = entries.map(
    (entry) =>
      '<item>' +
      `<title>${xmlText(entry.title)}</title>` +
      `<link>${xmlText(entry.url)}</link>` +
      `<guid isPermaLink="true">${xmlText(entry.url)}</guid>` +
      `<description>${xmlText(entry.description)}</description>` +
      `<category>${xmlText(entry.category)}</category>` +
      `<pubDate>${entry.published.toUTCString()}</pubDate>` +
      (entry.image
        ? `<enclosure url="${xmlText(entry.image)}" length="0" type="${imageType(entry.image)}"/>`
        : '') +
      '</item>',
  );
  const built = (entries[0]?.published ?? new Date(0)).toUTCString();
  return (
    `${XML_HEAD}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
    `<title>${xmlText(head.title)}</title>` +
    `<link>${xmlText(head.site)}</link>` +
    `<description>${xmlText(head.description)}</description>` +
    '<language>ko</language>' +
    `<lastBuildDate>${built}</lastBuildDate>` +
    `<atom:link href="${xmlText(head.self)}" rel="self" type="application/rss+xml"/>` +
    `${items.join('\n')}</channel></rss>\n`
  );
}

/** Atom, newest first; the picture as a `rel="enclosure"` link. */
export function atomXml(head: FeedHead, entries: readonly FeedEntry[]): string {
  const updated = entries.reduce(
    (latest, entry) => (entry.updated > latest ? entry.updated : latest),
    new Date(0),
  );
  const items = entries.map(
    (entry) =>
      '<entry>' +
      `<id>${xmlText(entry.url)}</id>` +
      `<title>${xmlText(entry.title)}</title>` +
      `<link rel="alternate" type="text/html" href="${xmlText(entry.url)}"/>` +
      (entry.image
        ? `<link rel="enclosure" type="${imageType(entry.image)}" href="${xmlText(entry.image)}"/>`
        : '') +
      `<published>${entry.published.toISOString()}</published>` +
      `<updated>${entry.updated.toISOString()}</updated>` +
      `<summary>${xmlText(entry.description)}</summary>` +
      `<category term="${xmlText(entry.category)}"/>` +
      '</entry>',
  );
  return (
    `${XML_HEAD}<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ko">` +
    `<id>${xmlText(head.self)}</id>` +
    `<title>${xmlText(head.title)}</title>` +
    `<subtitle>${xmlText(head.description)}</subtitle>` +
    `<link rel="self" type="application/atom+xml" href="${xmlText(head.self)}"/>` +
    `<link rel="alternate" type="text/html" href="${xmlText(head.site)}"/>` +
    `<updated>${updated.toISOString()}</updated>` +
    `<author><name>${xmlText(messages.app.name)}</name></author>` +
    `${items.join('\n')}</feed>\n`
  );
}
