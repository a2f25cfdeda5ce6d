/**
 * The real server for the deal browser tests, built as main.ts builds it (embedded database, demo
 * content, the built web app) with one test-only difference: server-side fetches of user-given
 * URLs may reach loopback, where the tests serve their product pages. Never used in production.
 */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/index';
import { createLocalStorage } from '../src/lib/storage';

const config = loadConfig(process.env, () => {});
const database = await createDatabase({ dataDir: config.dataDir });
await migrateToLatest(database.db);
await seedDemo(database.db, { storage: createLocalStorage(config.uploadsDir) });
const app = await buildApp({ config, db: database, outboundFetch: { allowLoopback: true } });
await app.listen({ port: config.port, host: config.host });

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
