import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabaseFromPglite, createPglite, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { prerenderDemoImages } from '../db/seed/demo-images';
import { seedDemoTemplate } from '../db/seed/demo-template';
import { DEMO_IMAGE_COUNTS } from '../db/seed/index';

/**
 * Run by `npm run build` on a fresh server build (`node prepare-release.js <build dir>`): does once
 * what every start on an empty DATA_DIR would otherwise do — the demo images (`seed-images/`), an
 * embedded database with every migration applied (`pglite/`) and the same with the demo content
 * in it (`pglite-demo/`, see db/seed/demo-template.ts).
 */
async function main(outDir: string): Promise<void> {
  const images = join(outDir, 'seed-images');
  await prerenderDemoImages(images, DEMO_IMAGE_COUNTS);
  await withPglite(join(outDir, 'pglite'), (database) => migrateToLatest(database.db));
  cpSync(join(outDir, 'pglite'), join(outDir, 'pglite-demo'), { recursive: true });
  await withPglite(join(outDir, 'pglite-demo'), (database) =>
    seedDemoTemplate(database.db, join(outDir, 'pglite-demo'), images),
  );
}

async function withPglite(dir: string, work: (database: Database) => Promise<void>): Promise<void> {
  const database = await createDatabaseFromPglite(await createPglite(dir), { closePglite: true });
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: prepare-release <build dir>');
await main(outDir);
