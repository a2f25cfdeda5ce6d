import { buildApp, type App } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/database';
import { testConfig } from './test-config';

export interface TestApp {
  app: App;
  config: Config;
}

/**
 * Builds the app on a database (from createTestDatabase) and a temp-dir config. `setup` runs
 * before ready(), for test-only routes. The caller closes the app, then the database.
 */
export async function createTestApp(
  db: Database,
  opts: { config?: Partial<Config>; setup?: (app: App) => void } = {},
): Promise<TestApp> {
  const config = testConfig(opts.config);
  const app = await buildApp({ config, db });
  opts.setup?.(app);
  await app.ready();
  return { app, config };
}
