import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pino, type Logger } from 'pino';
import { buildApp, type App } from './app';
import { loadConfig, REPO_ROOT, type Config } from './config';
import { createDatabase, type Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { DEMO_ADMIN, DEMO_MANAGER, DEMO_USER, seedDemo } from './db/seed/index';
import { startBackgroundJobs } from './jobs/background';
import type { JobRunner } from './jobs/runner';

const SHUTDOWN_TIMEOUT_MS = 15_000;

/** Process entry: config → database (locks DATA_DIR on PGlite) → migrations → seed → listen. */
async function main(): Promise<void> {
  const envFile = join(REPO_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);

  const warnings: string[] = [];
  const config = loadConfig(process.env, (message) => warnings.push(message));
  const logger = pino({ level: config.logLevel });
  for (const warning of warnings) logger.warn(warning);

  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (error) => logger.error({ err: error }, 'database pool error'),
  });
  let app: App | undefined;
  let jobs: JobRunner | undefined;
  let seeded = false;
  try {
    await migrateToLatest(database.db);
    if (config.seedDemo) {
      seeded = await seedDemo(database.db, {
        uploadsDir: config.uploadsDir,
        log: (message) => logger.info(message),
      });
    }
    app = await buildApp({ config, db: database, logger });
    await app.listen({ port: config.port, host: config.host });
    jobs = await startBackgroundJobs(app, database);
  } catch (error) {
    await jobs?.stop().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
  closeOnSignals(app, jobs, database, logger);
  printBanner(config, seeded);
}

/** SIGINT/SIGTERM: stop the job worker, finish in-flight requests, close the database (releasing DATA_DIR), exit 0. */
function closeOnSignals(app: App, jobs: JobRunner, database: Database, logger: Logger): void {
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    jobs
      .stop()
      .then(() => app.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}

function printBanner(config: Config, seeded: boolean): void {
  const lines = [`아껴라껴 is running at ${config.publicUrl}`];
  if (seeded) {
    lines.push(
      'Demo content was added. Demo accounts (ID / password):',
      `  member   ${DEMO_USER.loginId} / ${DEMO_USER.password}`,
      `  manager  ${DEMO_MANAGER.loginId} / ${DEMO_MANAGER.password}`,
      `  admin    ${DEMO_ADMIN.loginId} / ${DEMO_ADMIN.password}`,
    );
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`아껴라껴 could not start: ${message}`);
  if (/^(debug|trace)$/.test(process.env.LOG_LEVEL ?? '') && error instanceof Error)
    console.error(error.stack);
  process.exit(1);
});
