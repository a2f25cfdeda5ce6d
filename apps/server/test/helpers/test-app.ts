import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type AppDeps } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/database';
import type { DB } from '../../src/db/types';
import { createTestDatabase, databaseUrlOf, type TestDatabaseOptions } from './test-database';
import { testConfig } from './test-config';

export interface TestApp {
  app: App;
  config: Config;
}

interface TestAppOptions {
  config?: Partial<Config>;
  /** Options of the test database withTestApp creates. */
  database?: TestDatabaseOptions;
  /** withTestApp also listens on a free local port, for clients that need a real socket. */
  listen?: boolean;
  /** withTestApp sets config.databaseUrl to the PostgreSQL test database, for LISTEN connections. */
  databaseUrl?: boolean;
  /** The app's logger, e.g. one writing to a sink the test reads. */
  logger?: AppDeps['logger'];
  /** Overrides the storage the composition root would build from the config. */
  storage?: AppDeps['storage'];
  /** Overrides the platform the composition root would build from the config. */
  outbound?: AppDeps['outbound'];
  /** Runs before ready(), for test-only routes. */
  setup?: (app: App) => void;
}

/**
 * Builds the app on a database (from createTestDatabase) and a temp-dir config. The caller closes
 * the app, then the database.
 */
export async function createTestApp(db: Database, opts: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(opts.config);
  const app = await buildApp({
    config,
    db,
    logger: opts.logger,
    storage: opts.storage,
    outbound: opts.outbound,
  });
  opts.setup?.(app);
  await app.ready();
  return { app, config };
}

/** A test file's app on a fresh database of its own, readable once its beforeAll has run. */
export interface TestAppContext {
  readonly app: App;
  readonly config: Config;
  readonly database: Database;
  /** `database.db`. */
  readonly db: Kysely<DB>;
  /** The app's `http://127.0.0.1:port`, when started with `listen: true`. */
  readonly origin: string;
  /**
   * Another app on the same database, as a second instance of the server; closed before the
   * file's own app. Its `origin` is set when it listens.
   */
  startInstance(opts?: Omit<TestAppOptions, 'database'>): Promise<TestApp & { origin?: string }>;
}

/** The app of `options` on `database`, listening when asked. */
async function startOn(
  database: Database,
  options: TestAppOptions,
): Promise<TestApp & { origin?: string }> {
  const databaseUrl = options.databaseUrl ? await databaseUrlOf(database) : undefined;
  const testApp = await createTestApp(database, {
    ...options,
    config: { ...(databaseUrl ? { databaseUrl } : {}), ...options.config },
  });
  if (!options.listen) return testApp;
  return { ...testApp, origin: await testApp.app.listen({ host: '127.0.0.1', port: 0 }) };
}

/**
 * Registers the hooks of a server test file: a fresh test database and the app on it before its
 * tests, both closed after them. A function `opts` is read when the hooks run, after the hooks the
 * file registered before this call (e.g. a stub whose address goes into the config).
 */
export function withTestApp(opts: TestAppOptions | (() => TestAppOptions) = {}): TestAppContext {
  let database: Database | undefined;
  let testApp: (TestApp & { origin?: string }) | undefined;
  const instances: App[] = [];
  beforeAll(async () => {
    const options = typeof opts === 'function' ? opts() : opts;
    database = await createTestDatabase(options.database);
    testApp = await startOn(database, options);
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await testApp?.app.close();
    await database?.close();
  });
  const started = () => {
    if (!testApp || !database)
      throw new Error('The test app is not started: use it in a test or hook');
    return { ...testApp, database };
  };
  return {
    get app() {
      return started().app;
    },
    get config() {
      return started().config;
    },
    get database() {
      return started().database;
    },
    get db() {
      return started().database.db;
    },
    get origin() {
      const { origin } = started();
      if (!origin) throw new Error('The test app does not listen: start it with listen: true');
      return origin;
    },
    async startInstance(instanceOpts = {}) {
      const instance = await startOn(started().database, instanceOpts);
      instances.push(instance.app);
      return instance;
    },
  };
}
