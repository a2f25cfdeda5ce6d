import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { JobRunner } from '../../jobs/runner';
import {
  ALERT_DEAL_ENDED_QUEUE,
  ALERT_MATCH_QUEUE,
  ALERT_PRICE_DROP_QUEUE,
  ALERT_QUIET_SUMMARY_QUEUE,
  type AlertMatchPayload,
} from './queues';
import type { AlertService } from './service';

const matchSchema = z.object({
  dealIds: z.array(z.number().int()),
  authorId: z.number().int().nullable(),
  fanoutDealId: z.number().int().nullable(),
}) satisfies z.ZodType<AlertMatchPayload>;
const dealEndedSchema = z.object({ dealIds: z.array(z.number().int()) });
const summarySchema = z.object({ memberId: z.number().int() });
const priceDropSchema = z.object({
  dealId: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
});

/** The keyword alert jobs: matching new deals and price drops, ended deals' follow-ups, and the quiet hours' summary push. */
export function registerAlertJobs(
  runner: Pick<JobRunner, 'register'>,
  deps: { alerts: AlertService; logger: Pick<FastifyBaseLogger, 'info'> },
): void {
  runner.register(ALERT_MATCH_QUEUE, async (job) => {
    const report = await deps.alerts.matchDeals(matchSchema.parse(job.payload));
    deps.logger.info({ jobId: job.id, ...report }, 'keyword alerts matched');
  });
  runner.register(ALERT_PRICE_DROP_QUEUE, async (job) => {
    const report = await deps.alerts.priceDropped(priceDropSchema.parse(job.payload));
    deps.logger.info({ jobId: job.id, ...report }, 'price drop followed up');
  });
  runner.register(ALERT_DEAL_ENDED_QUEUE, async (job) => {
    const told = await deps.alerts.dealsEndedFollowUp(dealEndedSchema.parse(job.payload));
    deps.logger.info({ jobId: job.id, told }, 'ended deals followed up');
  });
  runner.register(ALERT_QUIET_SUMMARY_QUEUE, (job) =>
    deps.alerts.sendQuietSummary(summarySchema.parse(job.payload), job.id),
  );
}
