import { join } from 'node:path';
import { createDatabaseFromPglite, createPglite } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { prerenderDemoImages } from '../db/seed/demo-images';
import { DEMO_IMAGE_COUNTS } from '../db/seed/index';

/**
 * Run by `npm run build` on a fresh server build (`node prepare-release.js <build dir>`): does once
 * what every start on an empty DATA_DIR would otherwise do — an embedded database with every
 * migration applied (`pglite/`) and the demo images (`seed-images/`).
 */
async function main(outDir: string): Promise<void> {
  const database = await createDatabaseFromPglite(await createPglite(join(outDir, 'pglite')), {
    closePglite: true,
  });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  await prerenderDemoImages(join(outDir, 'seed-images'), DEMO_IMAGE_COUNTS);
}

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: prepare-release <build dir>');
await main(outDir);
