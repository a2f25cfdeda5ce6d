import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPglite } from '../db/create-pglite';
import { createDatabaseFromPglite, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { prerenderDemoImages } from '../db/seed/demo-images';
import { seedDemoTemplate } from '../db/seed/demo-template';
import { DEMO_IMAGE_COUNTS, hashDemoPasswords } from '../db/seed/index';

/**
 * Run by `npm run build` on a fresh server build (`node prepare-release.js <build dir>`): does once
 * what every start on an empty DATA_DIR would otherwise do — the demo images (`seed-images/`) and
 * the demo accounts' password hashes (`demo-passwords.json`), an embedded database with every
 * migration applied (`pglite/`) and the same with the demo content in it (`pglite-demo/`, see
 * db/seed/demo-template.ts).
 */
async function main(outDir: string): Promise<void> {
  const images = join(outDir, 'seed-images');
  await prerenderDemoImages(images, DEMO_IMAGE_COUNTS);
  const passwordHashes = await hashDemoPasswords();
  writeFileSync(join(outDir, 'demo-passwords.json'), JSON.stringify(passwordHashes));
  await withPglite(join(outDir, 'pglite'), (database) => migrateToLatest(database.db));
  cpSync(join(outDir, 'pglite'), join(outDir, 'pglite-demo'), { recursive: true });
  await withPglite(join(outDir, 'pglite-demo'), (database) =>
    seedDemoTemplate(database.db, {
      pgliteDir: join(outDir, 'pglite-demo'),
      imagesDir: images,
      passwordHashes,
    }),
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
