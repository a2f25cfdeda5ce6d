import { DAY_MINUTES, kstDayAt, kstDayKey } from '@akkyeo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { CoupangConfig } from '../../config';
import type { JobRunner } from '../../jobs/runner';
import type { PartnerService } from './partner-service';

/** The job queue of the daily gold-box import. */
export const GOLD_BOX_QUEUE = 'partner.goldbox-import';
const MAX_ATTEMPTS = 8;

/**
 * Today's and tomorrow's import slots (dates in KST), keyed by date: the job table's unique key
 * lets each slot run once whatever the number of instances; a slot already past today runs at once.
 */
export function dailySlots(
  now: Date,
  time: CoupangConfig['importTime'],
): { uniqueKey: string; runAt: Date }[] {
  return [0, 1].map((days) => {
    const runAt = kstDayAt(now, days * DAY_MINUTES + time.hour * 60 + time.minute);
    return { uniqueKey: `${GOLD_BOX_QUEUE}:${kstDayKey(runAt)}`, runAt };
  });
}

export interface PartnerJobsDeps {
  partner: PartnerService;
  config: CoupangConfig;
  logger: Pick<FastifyBaseLogger, 'info'>;
  now?: () => Date;
}

/**
 * Registers the daily gold-box import on the runner and enqueues its next slots; without keys
 * (or with COUPANG_IMPORT_ENABLED=false) it says so once and registers nothing.
 */
export async function registerPartnerJobs(runner: JobRunner, deps: PartnerJobsDeps): Promise<void> {
  const { partner, config, logger } = deps;
  const now = deps.now ?? (() => new Date());
  if (!partner.enabled) {
    logger.info(
      'Coupang Partners is off (COUPANG_ACCESS_KEY and COUPANG_SECRET_KEY not set): no gold-box import, no partner links',
    );
    return;
  }
  if (!config.importEnabled) {
    logger.info(
      'Daily gold-box import is off (COUPANG_IMPORT_ENABLED=false); npm run partner:import still works',
    );
    return;
  }
  const scheduleSlots = async () => {
    for (const slot of dailySlots(now(), config.importTime)) {
      await runner.enqueue({ queue: GOLD_BOX_QUEUE, maxAttempts: MAX_ATTEMPTS, ...slot });
    }
  };
  runner.register(GOLD_BOX_QUEUE, async () => {
    try {
      await partner.importGoldBox();
    } finally {
      await scheduleSlots();
    }
  });
  await scheduleSlots();
  const at = `${String(config.importTime.hour).padStart(2, '0')}:${String(config.importTime.minute).padStart(2, '0')}`;
  logger.info(`Daily gold-box import scheduled at ${at} KST`);
}
