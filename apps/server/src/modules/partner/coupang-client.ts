import { z } from 'zod';
import type { Outbound } from '../../lib/outbound';
import { CallBudgetExhaustedError, type CallBudget } from './call-budget';
import { CoupangApiError, gatewayHint } from './coupang-errors';
import { coupangAuthorization, type CoupangKeys } from './coupang-signer';

/** Base path of the Partners Open API on the gateway. */
export const COUPANG_API_PATH = '/v2/providers/affiliate_open_api/apis/openapi/v1';
/** The deeplink endpoint takes at most this many URLs a call. */
export const DEEPLINK_BATCH_SIZE = 20;
const GOLD_BOX_IMAGE_SIZE = '512x512';
const DEFAULT_TIMEOUT_MS = 10_000;
const RATE_LIMITED_PAUSE_MS = 3_600_000;

/** One gold-box item, as the import needs it. */
export interface GoldBoxProduct {
  productId: string;
  productName: string;
  productPrice: number;
  productImage: string | null;
  productUrl: string;
  categoryName: string | null;
  isRocket: boolean;
  isFreeShipping: boolean;
}

export interface Deeplink {
  originalUrl: string;
  shortenUrl: string | null;
  landingUrl: string | null;
}

export interface CoupangClient {
  /** Today's gold box; `invalid` counts items dropped because they did not parse. */
  goldBox(): Promise<{ products: GoldBoxProduct[]; invalid: number }>;
  /** Partner links for 1–20 Coupang URLs. */
  deeplinks(urls: string[]): Promise<Deeplink[]>;
}

export interface CoupangClientOptions {
  keys: CoupangKeys;
  baseUrl: string;
  subId?: string | undefined;
  /** Takes one call from the shared budget before every request; paused on a 429. */
  budget: CallBudget;
  /** Sends the signed requests. */
  outbound: Outbound;
  timeoutMs?: number;
  now?: () => Date;
}

const httpUrl = z.url({ protocol: /^https?$/ });
const envelopeSchema = z.object({
  rCode: z.union([z.string(), z.number()]).transform(String),
  rMessage: z.string().nullish(),
  data: z.unknown().optional(),
});
const gatewayErrorSchema = z.object({ code: z.string().optional(), message: z.string() });
const productSchema = z.object({
  productId: z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]).transform(String),
  productName: z.string().trim().min(1),
  productPrice: z.coerce.number().int().nonnegative().max(2_000_000_000),
  productImage: httpUrl
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  productUrl: httpUrl,
  categoryName: z
    .string()
    .nullish()
    .transform((value) => value || null),
  isRocket: z.boolean().nullish().transform(Boolean),
  isFreeShipping: z.boolean().nullish().transform(Boolean),
});
const deeplinkSchema = z.object({
  originalUrl: z.string(),
  shortenUrl: httpUrl.nullish().transform((value) => value ?? null),
  landingUrl: httpUrl.nullish().transform((value) => value ?? null),
});

/** A Partners Open API client: HMAC-signed calls under a shared budget, errors that say what to fix. */
export function createCoupangClient(opts: CoupangClientOptions): CoupangClient {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = opts.now ?? (() => new Date());
  const base = opts.baseUrl.replace(/\/+$/, '');

  async function call(
    method: 'GET' | 'POST',
    endpoint: string,
    query?: URLSearchParams,
    body?: unknown,
  ) {
    const url = new URL(`${base}${COUPANG_API_PATH}${endpoint}`);
    if (query) url.search = query.toString();
    await takeCall(opts.budget);
    const authorization = coupangAuthorization(opts.keys, {
      method,
      path: url.pathname,
      query: url.search.slice(1),
      now: now(),
    });
    const label = `${method} ${endpoint}`;
    let response: Response;
    let text: string;
    try {
      response = await opts.outbound.service(
        url,
        {
          method,
          redirect: 'error',
          headers: {
            Authorization: authorization,
            Accept: 'application/json',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json;charset=UTF-8' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        timeoutMs,
      );
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new CoupangApiError(
        timedOut ? 'timeout' : 'network',
        timedOut
          ? `Coupang API ${label} timed out after ${timeoutMs} ms`
          : `Coupang API ${label} could not be reached: ${(error as Error).message}`,
        { cause: error },
      );
    }
    try {
      return unwrap(label, response.status, text);
    } catch (error) {
      if (error instanceof CoupangApiError && error.kind === 'rate-limited' && error.retryAt) {
        await opts.budget.pause(error.retryAt);
      }
      throw error;
    }
  }

  return {
    async goldBox() {
      const query = new URLSearchParams();
      if (opts.subId) query.set('subId', opts.subId);
      query.set('imageSize', GOLD_BOX_IMAGE_SIZE);
      const data = await call('GET', '/products/goldbox', query);
      if (!Array.isArray(data)) {
        throw new CoupangApiError('invalid-response', 'Coupang gold box: data is not a list');
      }
      const products: GoldBoxProduct[] = [];
      for (const item of data) {
        const parsed = productSchema.safeParse(item);
        if (parsed.success) products.push(parsed.data);
      }
      return { products, invalid: data.length - products.length };
    },

    async deeplinks(urls) {
      if (urls.length === 0) return [];
      if (urls.length > DEEPLINK_BATCH_SIZE) {
        throw new RangeError(`deeplinks takes at most ${DEEPLINK_BATCH_SIZE} URLs a call`);
      }
      const data = await call('POST', '/deeplink', undefined, {
        coupangUrls: urls,
        ...(opts.subId ? { subId: opts.subId } : {}),
      });
      const parsed = z.array(deeplinkSchema).safeParse(data);
      if (!parsed.success) {
        throw new CoupangApiError('invalid-response', 'Coupang deeplink: unexpected data');
      }
      return parsed.data;
    },
  };
}

async function takeCall(budget: CallBudget): Promise<void> {
  try {
    await budget.take();
  } catch (error) {
    if (!(error instanceof CallBudgetExhaustedError)) throw error;
    throw new CoupangApiError(
      'budget',
      `Coupang API not called: the call budget is used up or paused after a 429 until ${error.retryAt.toISOString()}`,
      { retryAt: error.retryAt },
    );
  }
}

/** The envelope's data on success; a CoupangApiError naming the cause otherwise. */
function unwrap(label: string, status: number, text: string): unknown {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const gateway = gatewayErrorSchema.safeParse(json);
  const envelope = envelopeSchema.safeParse(json);

  if (status === 429) {
    const detail = envelope.data?.rMessage ?? gateway.data?.message ?? '';
    throw new CoupangApiError(
      'rate-limited',
      `Coupang API ${label} answered 429 (rate limited) ${detail}`.trim(),
      { status, retryAt: new Date(Date.now() + RATE_LIMITED_PAUSE_MS) },
    );
  }
  if (status === 401 || (status === 403 && !envelope.success && gateway.success)) {
    const message = gateway.data?.message ?? 'no message';
    throw new CoupangApiError(
      'auth',
      `Coupang gateway refused ${label} (${status} ${message}): ${gatewayHint(message)}`,
      { status, gatewayMessage: message },
    );
  }
  if (status < 200 || status >= 300) {
    const detail = envelope.success
      ? `rCode ${envelope.data.rCode} ${envelope.data.rMessage ?? ''}`.trim()
      : (gateway.data?.message ?? text.slice(0, 200));
    throw new CoupangApiError('http', `Coupang API ${label} answered ${status}: ${detail}`, {
      status,
      gatewayMessage: envelope.data?.rMessage ?? gateway.data?.message,
    });
  }
  if (!envelope.success) {
    throw new CoupangApiError('invalid-response', `Coupang API ${label}: not a JSON envelope`, {
      status,
    });
  }
  if (envelope.data.rCode !== '0') {
    const rMessage = envelope.data.rMessage ?? '';
    throw new CoupangApiError(
      'api',
      `Coupang API ${label} answered rCode ${envelope.data.rCode}: ${rMessage}`.trim(),
      { status, gatewayMessage: rMessage },
    );
  }
  return envelope.data.data;
}
