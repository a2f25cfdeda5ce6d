import { vi } from 'vitest';

export function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch stand-in answering from `handler` (the URL as called, and the init). */
export function fakeFetch(
  handler: (url: string, init: RequestInit) => Response | Promise<Response>,
) {
  return vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(urlOf(input), init)),
  );
}
