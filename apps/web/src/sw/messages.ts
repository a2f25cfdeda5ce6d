/** Messages between the page and the service worker (`postMessage` data `{ type, ... }`). */

/** Page → worker: activate the waiting version now (what workbox-window's messageSkipWaiting sends). */
export const SKIP_WAITING = 'SKIP_WAITING';
/** Worker → page: a cached list changed after revalidation; `{ type, url }`. */
export const LIST_UPDATED = 'LIST_UPDATED';
/** Worker → page: open an in-app path (a tapped notification); `{ type, url }`. */
export const NAVIGATE = 'NAVIGATE';

export interface WorkerMessage {
  type: typeof LIST_UPDATED | typeof NAVIGATE;
  url: string;
}

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  const message = data as Partial<WorkerMessage> | null;
  return (
    !!message &&
    (message.type === LIST_UPDATED || message.type === NAVIGATE) &&
    typeof message.url === 'string'
  );
}
