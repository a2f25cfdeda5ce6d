import { matchAppRoute, paths, type AppRouteMatch } from '@akkyeo/contracts';

/**
 * What a request no route answered gets: the app at the route it opens, the app with 404, or the
 * JSON 404.
 */
export type Fallback = AppRouteMatch | 'app-not-found' | 'json-not-found';

/** Paths that are never pages: the API, stored images, built assets, the API docs, sitemap parts. */
const NON_PAGE_PREFIXES = [
  '/v1/',
  `${paths.ops.cdn}/`,
  '/assets/',
  `${paths.ops.docs}/`,
  paths.discovery.sitemapPart.replace(':part', ''),
];

/** Exact paths that are never pages: the API docs, and what crawlers and feed readers fetch. */
const NON_PAGE_PATHS = new Set<string>([
  paths.ops.docs,
  paths.discovery.robots,
  paths.discovery.sitemapIndex,
  paths.discovery.rss,
  paths.discovery.atom,
]);

/**
 * GET of a route of the app's table (ids checked) gets the app. A browser opening any other
 * address outside the API, images, assets and the crawlers' files (it asks for HTML) gets the app too, with 404, so
 * the app shows its not-found page; everything else gets the JSON 404.
 */
export function pageFallback(
  method: string,
  pathname: string,
  accept: string | undefined,
): Fallback {
  if (method !== 'GET' && method !== 'HEAD') return 'json-not-found';
  const match = matchAppRoute(pathname);
  if (match) return match;
  const isPagePath =
    !NON_PAGE_PATHS.has(pathname.replace(/\/+$/, '')) &&
    !NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  return isPagePath && !!accept?.includes('text/html') ? 'app-not-found' : 'json-not-found';
}
