import { z } from './zod';
import { PUSH_CONTENT_ENCODING } from './constants';
import { text } from './text';

/** GET /v1/push/key: the VAPID public key (base64url) to subscribe with. */
export const pushKeyResponseSchema = z.object({ publicKey: z.string() }).meta({ id: 'PushKey' });
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

/**
 * POST /v1/push/subscribe (product rules §3). `memberId` is accepted for the
 * old client and ignored: the subscription belongs to the caller. Only aes128gcm is accepted.
 */
export const pushSubscribeRequestSchema = z
  .object({
    endpoint: text()
      .trim()
      .max(2_048)
      .refine((value) => /^https:\/\/[^\s/?#]+\/\S*$/i.test(value)),
    /** The subscriber's P-256 public key: 65 bytes (uncompressed point), base64url. */
    p256dh: text()
      .trim()
      .regex(/^B[A-Za-z0-9_-]{86}=?$/),
    /** The subscriber's auth secret: 16 bytes, base64url. */
    auth: text()
      .trim()
      .regex(/^[A-Za-z0-9_-]{22}(==)?$/),
    contentEncoding: z.literal(PUSH_CONTENT_ENCODING).default(PUSH_CONTENT_ENCODING),
    memberId: z.unknown().optional(),
  })
  .meta({ id: 'PushSubscribeRequest' });
export type PushSubscribeRequest = z.input<typeof pushSubscribeRequestSchema>;
export type PushSubscribeInput = z.output<typeof pushSubscribeRequestSchema>;

/** The stored subscription's id (what the /push test widget sends to). */
export const pushSubscribeResponseSchema = z
  .object({ id: z.number().int() })
  .meta({ id: 'PushSubscribeResponse' });
export type PushSubscribeResponse = z.infer<typeof pushSubscribeResponseSchema>;

/** POST /v1/push/test-send?id=: the subscription to send a test notification to. */
export const pushTestSendQuerySchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const pushTestSendResponseSchema = z
  .object({ queued: z.boolean() })
  .meta({ id: 'PushTestSendResponse' });
export type PushTestSendResponse = z.infer<typeof pushTestSendResponseSchema>;
