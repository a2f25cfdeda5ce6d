/// <reference lib="webworker" />
import { AUTH_HEADER } from '@akkyeo/contracts/constants';
import type { WorkboxPlugin } from 'workbox-core';
import { decodeAccessToken } from '@/shared/lib/jwt';
import { LIST_UPDATED, type WorkerMessage } from './messages';

/** The member id (JWT `sub`) of a request's access token; '' when anonymous or unreadable. */
export function memberOf(request: Request): string {
  return decodeAccessToken(request.headers.get(AUTH_HEADER) ?? '')?.sub ?? '';
}

/**
 * Keys cached lists by member as well as URL: lists carry the caller's like and bookmark flags,
 * so one member never sees another's (or a logged-out visitor a member's) cached page.
 */
export function memberCacheKey(): WorkboxPlugin {
  return {
    cacheKeyWillBeUsed: ({ request }) => {
      const url = new URL(request.url);
      url.searchParams.set('__member', memberOf(request));
      return Promise.resolve(url.href);
    },
  };
}

/** Tells the pages when a revalidated list differs from the copy they were shown. */
export function listUpdateNotifier(self: ServiceWorkerGlobalScope): WorkboxPlugin {
  return {
    cacheDidUpdate: async ({ request, oldResponse, newResponse }) => {
      if (!oldResponse) return;
      const [before, after] = await Promise.all([oldResponse.text(), newResponse.clone().text()]);
      if (before === after) return;
      const message: WorkerMessage = { type: LIST_UPDATED, url: request.url };
      const windows = await self.clients.matchAll({ type: 'window' });
      for (const client of windows) client.postMessage(message);
    },
  };
}
