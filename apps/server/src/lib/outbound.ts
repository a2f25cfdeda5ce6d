import type { lookup as dnsLookup } from 'node:dns';
import type { IncomingMessage } from 'node:http';
import {
  guardedRequest,
  safeFetch,
  type GuardedRequestInit,
  type SafeFetchOptions,
  type SafeFetchResult,
} from './ssrf-fetch';

/** How a user-given URL may be fetched: media types, size, deadline, redirects, headers. */
export type UserUrlOptions = Omit<SafeFetchOptions, 'allowLoopback' | 'lookup'>;

/**
 * Every request the server sends out goes through one of these, built once by the composition
 * root. Tests and local runs replace it through the same seam (`createOutbound` options, or
 * OUTBOUND_ALLOW_LOOPBACK for a whole process).
 */
export interface Outbound {
  /** A configured service endpoint (Coupang Partners, Kakao): fetch with a deadline. */
  service(url: URL, init: RequestInit, timeoutMs: number): Promise<Response>;
  /** A user-given URL (link preview, deal picture): SSRF-guarded GET, bounded in size and time. */
  userUrl(url: string, options: UserUrlOptions): Promise<SafeFetchResult>;
  /** A push service endpoint from a subscription: one SSRF-guarded request. */
  pushEndpoint(url: URL, init: GuardedRequestInit): Promise<IncomingMessage>;
}

export interface OutboundOptions {
  /** Let loopback addresses through the SSRF guard (tests serve local pages); never in production. */
  allowLoopback?: boolean;
  /** Resolves host names instead of the system resolver. */
  lookup?: typeof dnsLookup;
}

/** The outbound client: the global fetch for services, the SSRF guard for user-given addresses. */
export function createOutbound(options: OutboundOptions = {}): Outbound {
  const guard = { allowLoopback: options.allowLoopback ?? false, lookup: options.lookup };
  return {
    service: (url, init, timeoutMs) =>
      fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(timeoutMs) }),
    userUrl: (url, fetchOptions) => safeFetch(url, { ...fetchOptions, ...guard }),
    pushEndpoint: (url, init) => guardedRequest(url, init, guard),
  };
}
