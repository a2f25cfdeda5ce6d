import type { App } from '../app';
import { registerPartnerJobs } from '../modules/partner/scheduler';
import { registerPushJobs } from '../modules/push/delivery';
import { createJobRunner, type JobRunner } from './runner';

/**
 * The process's job worker with every module's jobs registered, started. main.ts calls it after
 * listen (tests build the app without it) and stops it before closing the app.
 */
export async function startBackgroundJobs(app: App): Promise<JobRunner> {
  const runner = createJobRunner({ db: app.db, logger: app.log });
  await registerPartnerJobs(runner, {
    partner: app.partner,
    config: app.config.coupang,
    logger: app.log,
  });
  registerPushJobs(runner, { db: app.db, config: app.config.push, logger: app.log });
  runner.start();
  return runner;
}
