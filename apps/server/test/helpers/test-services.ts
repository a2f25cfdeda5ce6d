import { pino } from 'pino';
import { createServices, type Platform, type Services } from '../../src/services';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/database';
import { createCursorCodec } from '../../src/lib/cursor';
import { createOutbound } from '../../src/lib/outbound';
import { createJobRunner, type JobRunner } from '../../src/jobs/runner';
import { createLocalStorage } from '../../src/lib/storage';
import { registerAlertJobs } from '../../src/modules/alert/jobs';
import { registerShareJobs } from '../../src/modules/share/jobs';
import { createRateLimiter } from '../../src/plugins/rate-limit';
import { testConfig } from './test-config';

/**
 * Every module's service as the composition root builds them, on a test database, for tests that
 * call a service directly (inside their own transactions, or without HTTP). Overrides win.
 */
export function createTestServices(
  database: Database,
  overrides: Partial<Omit<Platform, 'db'>> = {},
): Services {
  const config: Config = overrides.config ?? testConfig();
  return createServices({
    config,
    db: database,
    log: pino({ level: 'silent' }),
    storage: createLocalStorage(config.uploadsDir),
    cursors: createCursorCodec(config.jwtSecret),
    outbound: createOutbound(),
    limiter: createRateLimiter(database.db),
    ...overrides,
  });
}

/**
 * The feed's import writers as the composition root builds them, so that an import's deals reach
 * the notifications and keyword alerts through the same domain events.
 */
export function goldBoxImportHooks(database: Database) {
  return { deals: createTestServices(database).feed.imports };
}

/** A job runner with the alert jobs as the composition root registers them; tests call runDue(). */
export function alertJobRunner(database: Database): JobRunner {
  const logger = pino({ level: 'silent' });
  const runner = createJobRunner({ db: database.db, logger });
  registerAlertJobs(runner, { alerts: createTestServices(database).alerts, logger });
  return runner;
}

/**
 * A job runner with the share image job as the composition root registers it, on the services of
 * `config` (its uploads directory is the app's storage); tests call runDue().
 */
export function shareJobRunner(database: Database, config: Config): JobRunner {
  const logger = pino({ level: 'silent' });
  const runner = createJobRunner({ db: database.db, logger });
  registerShareJobs(runner, { shares: createTestServices(database, { config }).shares, logger });
  return runner;
}
