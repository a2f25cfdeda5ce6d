/// <reference lib="webworker" />
import { matchesAppRoute } from '@akkyeo/contracts/app-routes';
import { paths } from '@akkyeo/contracts/paths';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { listUpdateNotifier, memberCacheKey } from './list-cache-plugins';
import { offlinePage } from './offline-page';

export const LIST_CACHE = 'api-lists';
const DETAIL_CACHE = 'api-details';
const IMAGE_CACHE = 'cdn-images';
const DAY_SECONDS = 24 * 60 * 60;

/** Lists shown first from cache, then refreshed: the deal feed and the board. */
const LIST_PATHS = new Set<string>([paths.feed.list, paths.board.list]);
/** A deal (with its price history) and a post: from the network, or as last seen when offline. */
const DETAIL_PATH = /^\/v1\/(?:feed\/\d+(?:\/price-history)?|board\/\d+)$/;
/** Writes under these prefixes can change what the cached lists show. */
const LIST_WRITE_PREFIXES = ['/v1/feed', '/v1/board', '/v1/member'];

function cdnPrefix(origin: string): string {
  const base = (import.meta.env.VITE_CDN_BASE_URL ?? paths.ops.cdn).replace(/\/+$/, '');
  return `${new URL(base, origin).href}/`;
}

/**
 * Runtime caching: the precached shell for every app route, stale-while-revalidate for the
 * feed and board lists, network-first for a deal and a post (the copy last seen answers when
 * offline), cache-first (30 days) for CDN images, and an offline page for any other navigation
 * that the network cannot answer.
 */
export function registerCaching(self: ServiceWorkerGlobalScope): void {
  const origin = self.location.origin;
  const sameOrigin = (url: URL) => url.origin === origin;

  registerRoute(
    ({ request, url }) =>
      request.mode === 'navigate' && sameOrigin(url) && matchesAppRoute(url.pathname),
    createHandlerBoundToURL('/index.html'),
  );
  registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

  registerRoute(
    ({ url }) => sameOrigin(url) && LIST_PATHS.has(url.pathname),
    new StaleWhileRevalidate({
      cacheName: LIST_CACHE,
      plugins: [
        memberCacheKey(),
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY_SECONDS }),
        listUpdateNotifier(self),
      ],
    }),
  );

  registerRoute(
    ({ url }) => sameOrigin(url) && DETAIL_PATH.test(url.pathname),
    new NetworkFirst({
      cacheName: DETAIL_CACHE,
      networkTimeoutSeconds: 6,
      plugins: [
        memberCacheKey(),
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 7 * DAY_SECONDS }),
      ],
    }),
  );

  const cdn = cdnPrefix(origin);
  registerRoute(
    ({ url, request }) => request.destination === 'image' && url.href.startsWith(cdn),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({
          maxEntries: 300,
          maxAgeSeconds: 30 * DAY_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );

  setCatchHandler(({ request }) =>
    Promise.resolve(
      request.destination === 'document' ? offlinePage(request.url) : Response.error(),
    ),
  );

  // A write may change a list: drop the cached lists so the next read goes to the network.
  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const url = new URL(request.url);
    if (!sameOrigin(url) || !LIST_WRITE_PREFIXES.some((p) => url.pathname.startsWith(p))) return;
    event.waitUntil(caches.delete(LIST_CACHE));
  });
}
