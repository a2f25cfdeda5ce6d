import type { App } from '../app';
import type { Database } from '../db/database';
import { registerPartnerJobs } from '../modules/partner/scheduler';
import { registerPushJobs } from '../modules/push/delivery';
import { createJobRunner, type JobRunner } from './runner';
import { createPgJobWake, createPgliteJobWake, type JobWake } from './wake';

/**
 * The process's job worker with every module's jobs registered, started. main.ts calls it after
 * listen (tests build the app without it) and stops it before closing the app.
 */
export async function startBackgroundJobs(app: App, database: Database): Promise<JobRunner> {
  const runner = createJobRunner({ db: app.db, logger: app.log, wake: jobWake(app, database) });
  await registerPartnerJobs(runner, {
    partner: app.partner,
    config: app.config.coupang,
    logger: app.log,
  });
  registerPushJobs(runner, { db: app.db, config: app.config.push, logger: app.log });
  runner.start();
  return runner;
}

/** Committed jobs wake the worker at once; without a way to listen it only polls. */
function jobWake(app: App, database: Database): JobWake | undefined {
  if (database.listen) return createPgliteJobWake(database.listen);
  const databaseUrl = app.config.databaseUrl;
  if (!databaseUrl) return undefined;
  return createPgJobWake({ databaseUrl, log: app.log });
}
