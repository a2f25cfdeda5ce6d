import type { PushPayload } from '@akkyeo/contracts';
import type { PushConfig } from '../../config';
import type { Outbound } from '../../lib/outbound';

export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface SendOptions {
  /** Seconds the push service keeps the message for an offline device. */
  ttl: number;
  urgency: Urgency;
}

/** What the push service answered. */
export interface SendResult {
  status: number;
  /** Milliseconds from a Retry-After header, when given. */
  retryAfterMs?: number;
}

/** Payloads stay under this many bytes (RFC 8291 allows 3,993 of plaintext). */
export const MAX_PAYLOAD_BYTES = 3_000;
const TIMEOUT_MS = 15_000;

/** The JSON the service worker reads; a long body (then title) is cut with '…' to fit MAX_PAYLOAD_BYTES. */
export function encodePayload(payload: PushPayload): string {
  const fits = (value: PushPayload) =>
    Buffer.byteLength(JSON.stringify(value)) <= MAX_PAYLOAD_BYTES;
  const message = { ...payload };
  for (const field of ['body', 'title'] as const) {
    let text = message[field];
    while (!fits(message) && text.length > 0) {
      text = text.slice(0, -Math.max(1, Math.ceil(text.length / 10)));
      message[field] = text ? `${text}…` : '';
    }
  }
  return JSON.stringify(message);
}

/**
 * Encrypts the payload (aes128gcm, RFC 8291), signs the VAPID JWT (RFC 8292) and POSTs it to
 * the subscription's endpoint with TTL and Urgency over an SSRF-guarded connection (the host must
 * resolve to public addresses only, checked at connect time). Resolves with the push service's
 * status; rejects with SafeFetchError: FORBIDDEN_ADDRESS, or NETWORK / TIMEOUT.
 */
export async function sendPush(
  config: PushConfig,
  target: PushTarget,
  payload: string,
  options: SendOptions,
  outbound: Outbound,
): Promise<SendResult> {
  const { default: webpush } = await import('web-push');
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      TTL: options.ttl,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
      vapidDetails: {
        subject: config.subject,
        publicKey: config.vapidPublicKey,
        privateKey: config.vapidPrivateKey,
      },
    },
  );
  const response = await outbound.pushEndpoint(new URL(request.endpoint), {
    method: 'POST',
    headers: request.headers,
    body: request.body ? new Uint8Array(request.body) : undefined,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  response.resume();
  const retryAfter = response.headers['retry-after'];
  return { status: response.statusCode ?? 0, retryAfterMs: retryAfterMs(retryAfter ?? null) };
}

function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1_000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}
