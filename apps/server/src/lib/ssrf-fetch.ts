import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { ipLiteralOf, isForbiddenAddress } from './ssrf-address';

export type SafeFetchFailure =
  | 'BAD_URL'
  | 'FORBIDDEN_ADDRESS'
  | 'TOO_MANY_REDIRECTS'
  | 'TOO_LARGE'
  | 'TIMEOUT'
  | 'BAD_STATUS'
  | 'BAD_CONTENT_TYPE'
  | 'NETWORK';

/** A refused or failed guarded fetch; `reason` says why. */
export class SafeFetchError extends Error {
  override name = 'SafeFetchError';
  readonly code = 'ESAFEFETCH';

  constructor(readonly reason: SafeFetchFailure) {
    super(`safe fetch failed: ${reason}`);
  }
}

/** Options a test may set; production code never passes them. */
export interface SafeFetchTestOptions {
  /** Let loopback addresses through (tests serve local pages). */
  allowLoopback?: boolean;
  /** Resolves host names instead of the system resolver. */
  lookup?: typeof dnsLookup;
}

export interface SafeFetchOptions extends SafeFetchTestOptions {
  /** Accepts the reply's media type (lower case, no parameters). */
  accept: (mediaType: string) => boolean;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  headers?: Record<string, string>;
}

export interface SafeFetchResult {
  /** The URL finally answered, after redirects. */
  url: URL;
  /** The full Content-Type header. */
  contentType: string;
  body: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * A DNS lookup that refuses the whole name when any address it resolves to is forbidden. It runs
 * inside the socket's connect, so the address checked is the address connected to (no
 * check-then-resolve gap for DNS rebinding).
 */
function guardedLookup(resolve: typeof dnsLookup, allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const list = addresses ?? [];
      if (list.length === 0 || list.some((a) => isForbiddenAddress(a.address, allowLoopback))) {
        return callback(new SafeFetchError('FORBIDDEN_ADDRESS'), '', 0);
      }
      if (options.all) return callback(null, list);
      const first = list[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

function checkUrl(url: URL, allowLoopback: boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('BAD_URL');
  const literal = ipLiteralOf(url.hostname);
  if (literal && isForbiddenAddress(literal, allowLoopback)) {
    throw new SafeFetchError('FORBIDDEN_ADDRESS');
  }
}

/** One outgoing request: method, headers, an optional body and what aborts it. */
export interface GuardedRequestInit {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: Uint8Array;
  signal: AbortSignal;
}

function requestOnce(
  url: URL,
  init: GuardedRequestInit,
  allowLoopback: boolean,
  lookup: LookupFunction,
): Promise<IncomingMessage> {
  checkUrl(url, allowLoopback);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: init.method,
      agent: false,
      lookup,
      signal: init.signal,
      headers: init.headers,
    });
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        const remote = socket.remoteAddress;
        if (!remote || isForbiddenAddress(remote, allowLoopback)) {
          request.destroy(new SafeFetchError('FORBIDDEN_ADDRESS'));
        }
      });
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end(init.body);
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new SafeFetchError('TOO_LARGE');
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      throw new SafeFetchError('TOO_LARGE');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function toFailure(error: unknown, signal: AbortSignal): SafeFetchError {
  if (signal.aborted) return new SafeFetchError('TIMEOUT');
  if (error instanceof SafeFetchError) return error;
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (cause instanceof SafeFetchError) return cause;
  return new SafeFetchError('NETWORK');
}

/**
 * Sends one request (redirects are not followed) on a guarded connection: the URL's IP literal and
 * every address its host resolves to, checked at connect time, must be public unicast. Resolves
 * with the response (the caller reads or discards the body); throws SafeFetchError
 * (FORBIDDEN_ADDRESS, BAD_URL, TIMEOUT when `init.signal` aborted, NETWORK).
 */
export async function guardedRequest(
  url: URL,
  init: GuardedRequestInit,
  options: SafeFetchTestOptions = {},
): Promise<IncomingMessage> {
  const allowLoopback = options.allowLoopback ?? false;
  try {
    return await requestOnce(
      url,
      init,
      allowLoopback,
      guardedLookup(options.lookup ?? dnsLookup, allowLoopback),
    );
  } catch (error) {
    throw toFailure(error, init.signal);
  }
}

/**
 * GETs a user-given http(s) URL behind an SSRF guard: every address connected to (after DNS, at
 * connect time) must be public unicast; redirects are followed by hand, at most `maxRedirects`,
 * each re-checked; the body is cut at `maxBytes`; the whole exchange at `timeoutMs`; the media
 * type must pass `accept`. Throws SafeFetchError.
 */
export async function safeFetch(
  input: string,
  options: SafeFetchOptions,
): Promise<SafeFetchResult> {
  const allowLoopback = options.allowLoopback ?? false;
  const lookup = guardedLookup(options.lookup ?? dnsLookup, allowLoopback);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    clearTimeout(timer);
    throw new SafeFetchError('BAD_URL');
  }
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await requestOnce(
        url,
        {
          method: 'GET',
          headers: { 'accept-encoding': 'identity', ...options.headers },
          signal: controller.signal,
        },
        allowLoopback,
        lookup,
      );
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location) throw new SafeFetchError('BAD_STATUS');
        if (redirects >= options.maxRedirects) throw new SafeFetchError('TOO_MANY_REDIRECTS');
        url = new URL(location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new SafeFetchError('BAD_STATUS');
      }
      const contentType = response.headers['content-type'] ?? '';
      const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      const encoding = response.headers['content-encoding']?.toLowerCase() ?? 'identity';
      if (!options.accept(mediaType) || encoding !== 'identity') {
        response.destroy();
        throw new SafeFetchError('BAD_CONTENT_TYPE');
      }
      return { url, contentType, body: await readBody(response, options.maxBytes) };
    }
  } catch (error) {
    throw toFailure(error, controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
