import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { JobRunner } from '../../jobs/runner';
import {
  SHARE_BACKFILL_QUEUE,
  SHARE_IMAGE_QUEUE,
  type ShareBackfillPayload,
  type ShareImagePayload,
} from './queues';
import type { ShareService } from './service';

const payloadSchema = z.object({
  dealId: z.number().int(),
}) satisfies z.ZodType<ShareImagePayload>;
const backfillSchema = z.object({
  beforeId: z.number().int().nullable(),
}) satisfies z.ZodType<ShareBackfillPayload>;

/**
 * The share image jobs: one draws a deal's image after its card changed; the backfill queues those
 * of open deals that have none (queued by `shares.startShareBackfill` as the worker starts).
 */
export function registerShareJobs(
  runner: Pick<JobRunner, 'register'>,
  deps: { shares: ShareService; logger: Pick<FastifyBaseLogger, 'info'> },
): void {
  runner.register(SHARE_BACKFILL_QUEUE, async (job) => {
    const queued = await deps.shares.backfillShareImages(backfillSchema.parse(job.payload));
    deps.logger.info({ jobId: job.id, queued }, 'share image backfill');
  });
  runner.register(SHARE_IMAGE_QUEUE, async (job) => {
    const payload = payloadSchema.parse(job.payload);
    const outcome = await deps.shares.drawDealShareImage(payload, job.attempts >= job.max_attempts);
    deps.logger.info({ jobId: job.id, dealId: payload.dealId, outcome }, 'share image');
  });
}
