import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { messages } from '@akkyeo/contracts';
import { buildApp, type App } from './app';
import { loadConfig, REPO_ROOT, type Config } from './config';
import { createDatabase, pgliteDirOf, type Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { trigramsSeeHangul } from './db/search-filter';
import { finishDemoTemplate } from './db/seed/demo-template';
import { DEMO_ADMIN, DEMO_MANAGER, DEMO_USER, seedDemo } from './db/seed/index';
import { collectWhenIdle } from './lib/idle-gc';
import { createProcessLogger, type ProcessLogger } from './lib/logger';
import { createStorage } from './lib/storage';
import { warmUp } from './warm-up';

/** SIGTERM to exit without a drain: the process is gone before this in every case (supervisors wait ~10 s). */
const SHUTDOWN_DEADLINE_MS = 8_000;
/** After a drain, closing gets this long (the stream grace, the database, the log). */
const CLOSE_DEADLINE_MS = 4_500;
/** Streams that do not end by themselves (upload progress, slow uploads) get this long. */
const CONNECTION_GRACE_MS = 3_000;
const FINAL_FLUSH_MS = 500;

/** What a compiled build ships beside main.js (cli/prepare-release.ts); absent when run from source. */
const PREBUILT = {
  pgliteTemplate: join(import.meta.dirname, 'pglite'),
  demoTemplate: join(import.meta.dirname, 'pglite-demo'),
  seedImages: join(import.meta.dirname, 'seed-images'),
  demoPasswords: join(import.meta.dirname, 'demo-passwords.json'),
  /** The embedded database's worker thread (`db/pglite-thread.ts`), built beside main.js. */
  pgliteThread: join(import.meta.dirname, 'pglite-thread.js'),
};

/**
 * Process entry: config → database (locks DATA_DIR on PGlite) → migrations → seed → app → warm-up
 * → listen.
 */
async function main(): Promise<void> {
  const phases = startupClock();
  const envFile = join(REPO_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);

  const warnings: string[] = [];
  const config = loadConfig(process.env, (message) => warnings.push(message));
  const log = createProcessLogger(config.logLevel);
  const logger = log.logger;
  for (const warning of warnings) logger.warn(warning);
  if (!process.env.PUBLIC_URL?.trim()) logger.warn(messages.ops.publicUrlUnset(config.publicUrl));
  if (config.outboundAllowLoopback) {
    logger.warn(
      'OUTBOUND_ALLOW_LOOPBACK is on: link previews and deal pictures may fetch loopback addresses; never set it in production',
    );
  }

  const prebuiltImages = existsSync(PREBUILT.seedImages) ? PREBUILT.seedImages : undefined;
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
    template:
      config.seedDemo && prebuiltImages && existsSync(PREBUILT.demoTemplate)
        ? PREBUILT.demoTemplate
        : PREBUILT.pgliteTemplate,
    onPoolError: (error) => logger.error({ err: error }, 'database pool error'),
    onEmbeddedEnded: (error) => {
      logger.fatal({ err: error }, 'the embedded database stopped; exiting to be started again');
      void log.flush(FINAL_FLUSH_MS).finally(() => process.exit(1));
    },
    // Run from sources (`npm run dev`) there is no built thread script: PGlite stays in this thread.
    pgliteThread: existsSync(PREBUILT.pgliteThread)
      ? pathToFileURL(PREBUILT.pgliteThread)
      : undefined,
  });
  phases.mark('database');
  let app: App | undefined;
  let seeded = false;
  try {
    await migrateToLatest(database.db);
    phases.mark('migrations');
    if (database.kind === 'postgres' && !(await trigramsSeeHangul(database.db))) {
      logger.warn(
        'this database reads Hangul as non-letters (LC_CTYPE C): Korean searches of three syllables or more will scan their table; create it with a UTF-8 locale such as C.UTF-8',
      );
    }
    const storage = await createStorage(config);
    const info = (message: string) => logger.info(message);
    if (database.kind === 'pglite') {
      seeded = await finishDemoTemplate(database.db, {
        pgliteDir: pgliteDirOf(config.dataDir),
        storage,
        imagesDir: prebuiltImages,
        log: info,
      });
    }
    if (config.seedDemo) {
      const added = await seedDemo(database.db, {
        storage,
        prebuiltImagesDir: prebuiltImages,
        passwordHashes: readPrebuilt(PREBUILT.demoPasswords),
        log: info,
      });
      seeded ||= added;
    }
    phases.mark('seed');
    app = await buildApp({ config, db: database, logger, storage });
    phases.mark('app');
    await warmUp(app);
    phases.mark('warm-up');
    await app.listen({ port: config.port, host: config.host });
    const { server } = app;
    collectWhenIdle((seen) => server.on('request', seen));
    await app.backgroundJobs.start();
    phases.mark('jobs');
  } catch (error) {
    await app?.backgroundJobs.stop().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
  closeOnSignals(app, database, log, config.shutdownDrainMs);
  phases.mark('listen');
  logger.info({ startup: phases.done() }, 'started');
  log.print(banner(config, seeded));
}

/** A JSON file the build made, or undefined (run from source). */
function readPrebuilt<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

/**
 * SIGTERM (docs/security.md, "Shutdown and drain"): for SHUTDOWN_DRAIN_MS /healthz answers
 * 503 while every other request is still served, each reply closing its connection, and the job
 * worker stops; then the server stops accepting, finishes in-flight requests (streams are cut
 * after a grace period), closes the database (releasing DATA_DIR), flushes the log for a bounded
 * time and exits 0. Whatever hangs, the process exits by SHUTDOWN_DEADLINE_MS, or the drain plus
 * CLOSE_DEADLINE_MS when longer (9.5 s with the default drain); a second signal exits at once.
 * SIGINT (Ctrl-C) does the same without the drain.
 */
function closeOnSignals(app: App, database: Database, log: ProcessLogger, drainMs: number): void {
  let closing = false;
  const exit = (code: number) => {
    void log.flush(FINAL_FLUSH_MS).finally(() => process.exit(code));
  };
  const close = (signal: NodeJS.Signals) => {
    if (closing) {
      process.exit(1);
    }
    closing = true;
    const drainFor = signal === 'SIGTERM' ? drainMs : 0;
    log.logger.info({ signal, drainMs: drainFor }, 'draining before shutdown');
    app.drain.start();
    const deadline = Math.max(SHUTDOWN_DEADLINE_MS, drainFor + CLOSE_DEADLINE_MS);
    setTimeout(() => {
      log.logger.error('shutdown timed out');
      exit(1);
    }, deadline - FINAL_FLUSH_MS).unref();
    const drained = new Promise((done) => setTimeout(done, drainFor));
    Promise.all([app.backgroundJobs.stop(), drained])
      .then(() => {
        log.logger.info('shutting down');
        setTimeout(() => app.server.closeAllConnections(), CONNECTION_GRACE_MS).unref();
        return app.close();
      })
      .then(() => database.close())
      .then(
        () => exit(0),
        (error: unknown) => {
          log.logger.error({ err: error }, 'shutdown failed');
          exit(1);
        },
      );
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}

/** Wall and CPU milliseconds of each start-up phase (the first since process start), for the `started` log line. */
function startupClock() {
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const phases: Record<string, { ms: number; cpuMs: number }> = {};
  let last = { ms: 0, cpuMs: 0 };
  const mark = (phase: string) => {
    const now = { ms: performance.now(), cpuMs: cpuMs() };
    phases[phase] = { ms: Math.round(now.ms - last.ms), cpuMs: Math.round(now.cpuMs - last.cpuMs) };
    last = now;
  };
  mark('modules');
  return {
    mark,
    done: () => ({ ...phases, total: { ms: Math.round(last.ms), cpuMs: Math.round(last.cpuMs) } }),
  };
}

function banner(config: Config, seeded: boolean): string {
  const lines = [`아껴라껴 is running at ${config.publicUrl}`];
  if (seeded) {
    lines.push(
      'Demo content was added. Demo accounts (ID / password):',
      `  member   ${DEMO_USER.loginId} / ${DEMO_USER.password}`,
      `  manager  ${DEMO_MANAGER.loginId} / ${DEMO_MANAGER.password}`,
      `  admin    ${DEMO_ADMIN.loginId} / ${DEMO_ADMIN.password}`,
    );
  }
  return lines.join('\n');
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`아껴라껴 could not start: ${message}`);
  if (/^(debug|trace)$/.test(process.env.LOG_LEVEL ?? '') && error instanceof Error)
    console.error(error.stack);
  process.exit(1);
});
