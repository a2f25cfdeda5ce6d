import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { JobRunner } from '../../jobs/runner';
import { SHARE_IMAGE_QUEUE, type ShareImagePayload } from './queues';
import type { ShareService } from './service';

const payloadSchema = z.object({
  dealId: z.number().int(),
}) satisfies z.ZodType<ShareImagePayload>;

/** The share image job: draws a deal's image after its card changed. */
export function registerShareJobs(
  runner: Pick<JobRunner, 'register'>,
  deps: { shares: ShareService; logger: Pick<FastifyBaseLogger, 'info'> },
): void {
  runner.register(SHARE_IMAGE_QUEUE, async (job) => {
    const payload = payloadSchema.parse(job.payload);
    const outcome = await deps.shares.drawDealShareImage(payload, job.attempts >= job.max_attempts);
    deps.logger.info({ jobId: job.id, dealId: payload.dealId, outcome }, 'share image');
  });
}
