/// <reference lib="webworker" />
import * as messages from '@akkyeo/contracts/messages';
import type { PushPayload } from '@akkyeo/contracts/push-payload';
import { NAVIGATE, type WorkerMessage } from './messages';

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

/** The payload `{ title, body, url }` our server sends; anything else still shows something sane. */
export function readPushMessage(data: PushMessageData | null, origin: string): PushPayload {
  let raw: Partial<Record<keyof PushPayload, unknown>> = {};
  try {
    raw = (data?.json() as typeof raw | null) ?? {};
  } catch {
    raw = { body: data?.text() };
  }
  const text = (value: unknown, fallback: string) =>
    typeof value === 'string' && value.trim() ? value : fallback;
  return {
    title: text(raw.title, messages.app.name),
    body: text(raw.body, ''),
    url: sameOriginPath(raw.url, origin),
  };
}

/** A path on our origin; anything else (another site, garbage) becomes '/'. */
export function sameOriginPath(value: unknown, origin: string): string {
  if (typeof value !== 'string') return '/';
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/** `push` shows the notification; `notificationclick` focuses an open window (and opens the path in it) or opens a new one. */
export function registerPush(self: ServiceWorkerGlobalScope): void {
  const origin = self.location.origin;

  self.addEventListener('push', (event) => {
    const message = readPushMessage(event.data, origin);
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body,
        icon: ICON,
        badge: BADGE,
        lang: 'ko',
        data: { url: message.url },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = sameOriginPath((event.notification.data as { url?: unknown } | null)?.url, origin);
    event.waitUntil(openPath(self, path));
  });
}

async function openPath(self: ServiceWorkerGlobalScope, path: string): Promise<unknown> {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === target) ?? windows[0];
  if (!open) return self.clients.openWindow(target);
  const focused = await open.focus();
  if (focused.url !== target) {
    const message: WorkerMessage = { type: NAVIGATE, url: path };
    focused.postMessage(message);
  }
  return focused;
}
