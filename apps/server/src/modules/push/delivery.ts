import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { PushConfig } from '../../config';
import type { DB } from '../../db/types';
import type { Outbound } from '../../lib/outbound';
import { SafeFetchError } from '../../lib/ssrf-fetch';
import { deleteSubscription, markDelivered, selectSubscription } from './queries';
import {
  PUSH_DELIVER_QUEUE,
  PUSH_FANOUT_QUEUE,
  queueNotificationPushes,
  type PushDeliveryPayload,
} from './queue';
import { encodePayload, sendPush, type SendOptions } from './sender';

export interface PushDeliveryDeps {
  db: Kysely<DB>;
  config: PushConfig;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Sends to the subscriptions' push services. */
  outbound: Outbound;
}

/** A failed send worth retrying (429, 5xx, network); `retryAt` follows the service's Retry-After. */
export class PushRetryError extends Error {
  override name = 'PushRetryError';
  constructor(
    message: string,
    readonly retryAt?: Date,
  ) {
    super(message);
  }
}

const HOUR = 3_600;
/** TTL and urgency by notification type: deal news ages fast and can wait; replies matter more. */
const SEND_OPTIONS: Record<string, SendOptions> = {
  NEW_DEAL: { ttl: 24 * HOUR, urgency: 'low' },
  TEST: { ttl: 5 * 60, urgency: 'high' },
};
const DEFAULT_SEND_OPTIONS: SendOptions = { ttl: 3 * 24 * HOUR, urgency: 'normal' };

const deliverySchema = z.object({
  subscriptionId: z.number().int(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
}) satisfies z.ZodType<PushDeliveryPayload>;
const fanoutSchema = z.object({ dealId: z.number().int(), type: z.string().default('NEW_DEAL') });

/** A job as the runner hands it over. */
export interface JobLike {
  id: number;
  payload: unknown;
}

/** What registering needs of the job runner (apps/server/src/jobs/runner.ts). */
export interface JobQueue {
  register(queue: string, handler: (job: JobLike) => Promise<void>): void;
}

/**
 * `push.deliver`: sends one notification to one subscription (404/410 delete the subscription,
 * 429/5xx/network retry with backoff, other refusals are dropped; an endpoint whose host resolves
 * to a private, loopback or otherwise non-public address is never contacted: the subscription is
 * deleted and a warning logged, as it can never reach a push service).
 */
export async function deliver(deps: PushDeliveryDeps, job: JobLike): Promise<void> {
  const parsed = deliverySchema.safeParse(job.payload);
  if (!parsed.success) {
    deps.logger.warn({ jobId: job.id }, 'push job with an unreadable payload dropped');
    return;
  }
  const { subscriptionId, type, title, body, url } = parsed.data;
  const subscription = await selectSubscription(deps.db, subscriptionId);
  if (!subscription) return;

  let result;
  try {
    result = await sendPush(
      deps.config,
      subscription,
      encodePayload({ title, body, url }),
      SEND_OPTIONS[type] ?? DEFAULT_SEND_OPTIONS,
      deps.outbound,
    );
  } catch (error) {
    if (error instanceof SafeFetchError && error.reason === 'FORBIDDEN_ADDRESS') {
      await deleteSubscription(deps.db, subscription);
      deps.logger.warn(
        { subscriptionId, host: new URL(subscription.endpoint).host },
        'push endpoint resolves to a non-public address; subscription deleted',
      );
      return;
    }
    throw new PushRetryError(`push endpoint unreachable: ${(error as Error).message}`);
  }
  const { status } = result;
  if (status >= 200 && status < 300) {
    await markDelivered(deps.db, subscription.id);
    return;
  }
  if (status === 404 || status === 410) {
    await deleteSubscription(deps.db, subscription);
    deps.logger.info({ subscriptionId, status }, 'push subscription gone; deleted');
    return;
  }
  if (status === 429 || status >= 500) {
    const retryAt =
      result.retryAfterMs === undefined ? undefined : new Date(Date.now() + result.retryAfterMs);
    throw new PushRetryError(`push service answered ${status}`, retryAt);
  }
  deps.logger.warn({ subscriptionId, status }, 'push refused by the push service; dropped');
}

/** `push.fanout`: turns a new deal's notifications into deliveries. */
export async function fanOut(deps: PushDeliveryDeps, job: JobLike): Promise<void> {
  const payload = fanoutSchema.parse(job.payload);
  const queued = await queueNotificationPushes(deps.db, payload);
  deps.logger.info({ dealId: payload.dealId, queued }, 'push fan-out');
}

/** The push jobs, run by the push service. */
export function registerPushJobs(
  queue: JobQueue,
  push: { deliver(job: JobLike): Promise<void>; fanOut(job: JobLike): Promise<void> },
): void {
  queue.register(PUSH_DELIVER_QUEUE, (job) => push.deliver(job));
  queue.register(PUSH_FANOUT_QUEUE, (job) => push.fanOut(job));
}
