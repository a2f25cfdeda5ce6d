import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CoupangConfig } from '../../src/config';

/** Keys the stub accepts unless told otherwise. */
export const STUB_KEYS = {
  accessKey: 'a1b2c3d4-0000-4000-8000-stubaccesskey',
  secretKey: 'stub-secret-key-0123456789abcdef0123456789',
};

/** The app's Coupang configuration pointed at a stub (no daily schedule unless overridden). */
export function coupangStubConfig(
  stubUrl: string,
  overrides: Partial<CoupangConfig> = {},
): CoupangConfig {
  return {
    keys: STUB_KEYS,
    subId: 'akkyeo',
    apiBaseUrl: stubUrl,
    importEnabled: false,
    importTime: { hour: 7, minute: 35 },
    callsPerHour: 100,
    ...overrides,
  };
}

const API = '/v2/providers/affiliate_open_api/apis/openapi/v1';

/** The gateway's own refusal messages (HTTP 401, `{ code: "ERROR", message, transactionId }`). */
export const GATEWAY_MESSAGES = {
  notAuthorized: 'Request is not authorized.',
  formatInvalid: 'HMAC format is invalid.',
  unknownKey: 'Unknown error occurred, please contact api-gateway channel for the details.',
  expired: 'Specified signature is expired.',
  invalidSignature: 'Invalid signature.',
} as const;

export interface StubProduct {
  productId: number;
  productName: string;
  productPrice: number;
  productImage: string;
  productUrl: string;
  categoryName: string;
  isRocket: boolean;
  isFreeShipping: boolean;
}

export interface StubRequest {
  method: string;
  /** Path and query exactly as received. */
  url: string;
  authorization: string | undefined;
  body: unknown;
  status: number;
  /** The gateway message when the stub refused the signature. */
  refusal?: string;
}

export interface CoupangStub {
  /** Base URL to use as COUPANG_API_BASE_URL. */
  url: string;
  /** Today's gold box; change it between imports. */
  goldBox: StubProduct[];
  requests: StubRequest[];
  /** Accepted (signed correctly) calls to an endpoint: 'goldbox' or 'deeplink'. */
  calls(endpoint: 'goldbox' | 'deeplink'): number;
  /** The next accepted API call answers this instead. */
  failNext(status: number, body: unknown): void;
  /** Accepted API calls wait this long before answering. */
  delayMs: number;
  /** A gold-box item whose productUrl (a tracking link) is served by this stub. */
  product(id: number, overrides?: Partial<StubProduct>): StubProduct;
  close(): Promise<void>;
}

export interface CoupangStubOptions {
  keys?: { accessKey: string; secretKey: string }[];
  /** Largest accepted distance between the signed-date and the stub's clock. */
  maxSkewMs?: number;
}

/** The short link the stub's deeplink endpoint gives a URL (stable, so tests can expect it). */
export function stubShortUrl(originalUrl: string): string {
  return `https://link.coupang.com/a/${createHash('sha256').update(originalUrl).digest('hex').slice(0, 8)}`;
}

/**
 * A local Coupang Partners gateway: checks every API call's HMAC `Authorization` exactly as the
 * gateway does (header form, 2-digit-year signed-date, known access key, clock window, signature
 * over signed-date + method + path + query as received) and answers with the gateway's messages;
 * serves the gold box and deeplinks in the `{ rCode, rMessage, data }` envelope, and the tracking
 * links it hands out (`/re/AFFSDP`) as a small product page.
 */
export async function startCoupangStub(opts: CoupangStubOptions = {}): Promise<CoupangStub> {
  const keys = new Map((opts.keys ?? [STUB_KEYS]).map((k) => [k.accessKey, k.secretKey]));
  const maxSkewMs = opts.maxSkewMs ?? 5 * 60_000;
  const accepted = { goldbox: 0, deeplink: 0 };
  let nextFailure: { status: number; body: unknown } | undefined;

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      send(response, 500, { rCode: '500', rMessage: String(error) });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const rawUrl = request.url ?? '/';
    const [path = '/', ...rest] = rawUrl.split('?');
    const query = rest.join('?');
    if (request.method === 'GET' && path === '/re/AFFSDP') {
      const itemId = new URLSearchParams(query).get('itemId') ?? '';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><title>쿠팡 상품 ${itemId}</title><h1>쿠팡 상품 ${itemId}</h1>`);
      return;
    }

    const bodyText = await readBody(request);
    const entry: StubRequest = {
      method: request.method ?? '',
      url: rawUrl,
      authorization: request.headers.authorization,
      body: bodyText ? safeJson(bodyText) : undefined,
      status: 0,
    };
    stub.requests.push(entry);
    const reply = (status: number, body: unknown) => {
      entry.status = status;
      send(response, status, body);
    };

    const refusal = checkSignature(entry.authorization, entry.method, path, query);
    if (refusal) {
      entry.refusal = refusal;
      const body: Record<string, unknown> = {
        code: 'ERROR',
        message: refusal,
        transactionId: randomUUID(),
      };
      if (refusal === GATEWAY_MESSAGES.notAuthorized) {
        body.messages = {
          korean:
            '미인증된 요청은 허용되지 않습니다. 클라이언트의 정보가 정상적으로 설정되어 있는지 확인 부탁드립니다. (CMDB, 컨수머 토큰 또는 HMAC)',
          english:
            "Unauthorized request is denied. Check if the client's credential meets the requirements (CMDB, consumer token or HMAC).",
        };
      }
      reply(401, body);
      return;
    }

    const endpoint =
      entry.method === 'GET' && path === `${API}/products/goldbox`
        ? 'goldbox'
        : entry.method === 'POST' && path === `${API}/deeplink`
          ? 'deeplink'
          : undefined;
    if (!endpoint) {
      reply(404, { rCode: '404', rMessage: 'Not Found' });
      return;
    }
    accepted[endpoint]++;
    if (stub.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, stub.delayMs));
    if (nextFailure) {
      const failure = nextFailure;
      nextFailure = undefined;
      reply(failure.status, failure.body);
      return;
    }
    if (endpoint === 'goldbox') {
      reply(200, { rCode: '0', rMessage: '', data: stub.goldBox });
      return;
    }
    const urls = (entry.body as { coupangUrls?: unknown } | undefined)?.coupangUrls;
    if (
      !Array.isArray(urls) ||
      urls.length === 0 ||
      urls.length > 20 ||
      !urls.every((u) => typeof u === 'string' && isCoupangUrl(u))
    ) {
      reply(400, { rCode: '400', rMessage: 'Invalid coupangUrls' });
      return;
    }
    reply(200, {
      rCode: '0',
      rMessage: '',
      data: (urls as string[]).map((originalUrl) => ({
        originalUrl,
        shortenUrl: stubShortUrl(originalUrl),
        landingUrl: `https://link.coupang.com/re/AFFSDP?lptag=AF0000000&pageKey=${encodeURIComponent(originalUrl)}`,
      })),
    });
  }

  /** The gateway's checks, in its order; undefined when the call is properly signed. */
  function checkSignature(
    header: string | undefined,
    method: string,
    path: string,
    query: string,
  ): string | undefined {
    if (!header?.startsWith('CEA ')) return GATEWAY_MESSAGES.notAuthorized;
    const fields = new Map<string, string>();
    for (const part of header.slice(4).split(',')) {
      const at = part.indexOf('=');
      if (at > 0) fields.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
    }
    const accessKey = fields.get('access-key');
    const signedDate = fields.get('signed-date') ?? '';
    const signature = fields.get('signature') ?? '';
    if (
      fields.get('algorithm') !== 'HmacSHA256' ||
      !accessKey ||
      !/^\d{6}T\d{6}Z$/.test(signedDate) ||
      !/^[0-9a-f]{64}$/.test(signature)
    ) {
      return GATEWAY_MESSAGES.formatInvalid;
    }
    const secretKey = keys.get(accessKey);
    if (!secretKey) return GATEWAY_MESSAGES.unknownKey;
    const signedAt = parseSignedDate(signedDate);
    if (signedAt === undefined || Math.abs(Date.now() - signedAt) > maxSkewMs) {
      return GATEWAY_MESSAGES.expired;
    }
    const expected = createHmac('sha256', secretKey)
      .update(signedDate + method + path + query, 'utf8')
      .digest();
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
      return GATEWAY_MESSAGES.invalidSignature;
    }
    return undefined;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const stub: CoupangStub = {
    url,
    goldBox: [],
    requests: [],
    delayMs: 0,
    calls: (endpoint) => accepted[endpoint],
    failNext(status, body) {
      nextFailure = { status, body };
    },
    product(id, overrides = {}) {
      return {
        productId: id,
        productName: `골드박스 상품 ${id}`,
        productPrice: 10_000 + id,
        productImage: `https://static.coupangcdn.com/image/affiliate/banner/${id}.jpg`,
        productUrl: `${url}/re/AFFSDP?lptag=AF1234567&pageKey=${id}&itemId=${id}&vendorItemId=${id}&traceid=V0-153`,
        categoryName: '식품',
        isRocket: true,
        isFreeShipping: true,
        ...overrides,
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return stub;
}

/** `yyMMddTHHmmssZ` (GMT) as epoch ms; undefined when it is not a real time. */
function parseSignedDate(value: string): number | undefined {
  const part = (at: number) => Number(value.slice(at, at + 2));
  const ms = Date.UTC(2000 + part(0), part(2) - 1, part(4), part(7), part(9), part(11));
  const back = new Date(ms);
  return back.getUTCMonth() === part(2) - 1 && back.getUTCDate() === part(4) ? ms : undefined;
}

function isCoupangUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && /(^|\.)coupang\.com$/.test(url.hostname);
  } catch {
    return false;
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
  response.end(JSON.stringify(body));
}
