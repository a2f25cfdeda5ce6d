import { z } from './zod';
import { alertKeywordSchema } from './alert';
import * as messages from './messages';
import { text } from './text';

/** What the sitemap's parts list: the list pages, every deal, every listed post. */
export const SITEMAP_KINDS = ['pages', 'deals', 'posts'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
/** URLs a sitemap part may hold (the sitemaps protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000;
/** Deals an RSS or Atom feed holds. */
export const FEED_ITEMS = 50;

/** One part of the sitemap: what it lists and its number (from 1). */
export interface SitemapPart {
  kind: SitemapKind;
  number: number;
}

const PART_NAME = /^(pages|deals|posts)-([1-9]\d{0,8})\.xml\.gz$/;

/** A part's file name: `deals-1.xml.gz`. */
export const sitemapPartName = ({ kind, number }: SitemapPart): string =>
  `${kind}-${number}.xml.gz`;

/** The part a file name names, or null. */
export function parseSitemapPart(name: string): SitemapPart | null {
  const match = PART_NAME.exec(name);
  return match ? { kind: match[1] as SitemapKind, number: Number(match[2]) } : null;
}

/** GET /sitemap/{part}: `deals-1.xml.gz`, `posts-3.xml.gz`, `pages-1.xml.gz`. */
export const sitemapPartParamsSchema = z.object({
  part: text().regex(PART_NAME, messages.discovery.badPart),
});

/**
 * GET /rss.xml and /atom.xml: `q` keeps the deals a keyword alert with that keyword would match
 * (the same words, the same 2–20 characters).
 */
export const dealFeedQuerySchema = z.object({ q: alertKeywordSchema.optional() });
export type DealFeedQuery = z.infer<typeof dealFeedQuerySchema>;
