import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDatabase,
  createDatabaseFromPglite,
  pgliteDirOf,
  type Database,
} from '../src/db/database';
import { createPglite } from '../src/db/create-pglite';
import { prerenderDemoImages } from '../src/db/seed/demo-images';
import { finishDemoTemplate, seedDemoTemplate } from '../src/db/seed/demo-template';
import { DEMO_IMAGE_COUNTS, DEMO_USER, hashDemoPasswords, seedDemo } from '../src/db/seed/index';
import { verifyPassword } from '../src/lib/password';
import { createLocalStorage } from '../src/lib/storage';
import { migratedPgliteTarball } from './helpers/test-database';

const DAY = 86_400_000;
const root = join(tmpdir(), `akkyeo-demo-template-${process.pid}`);
const imagesDir = join(root, 'seed-images');
const plainTemplate = join(root, 'pglite');
const demoTemplate = join(root, 'pglite-demo');
/** The template is dated three days back, as a build made three days before the first start. */
const seededAt = Date.now() - 3 * DAY;

async function newestDeal(database: Database): Promise<number> {
  const { newest } = await database.db
    .selectFrom('deal')
    .select((eb) => eb.fn.max('created_at').as('newest'))
    .executeTakeFirstOrThrow();
  return new Date(newest).getTime();
}

/** A server's first start on a new DATA_DIR: the database from `template`, then what main.ts runs. */
async function firstStart(template: string) {
  const dataDir = mkdtempSync(join(root, 'data-'));
  const uploadsDir = join(dataDir, 'uploads');
  const database = await createDatabase({ dataDir, template });
  const storage = createLocalStorage(uploadsDir);
  const opts = { pgliteDir: pgliteDirOf(dataDir), storage, imagesDir };
  return { dataDir, uploadsDir, database, opts };
}

describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('the demo template', () => {
  beforeAll(async () => {
    mkdirSync(root, { recursive: true });
    await prerenderDemoImages(imagesDir, DEMO_IMAGE_COUNTS);
    const tarball = await migratedPgliteTarball();
    for (const dir of [plainTemplate, demoTemplate]) {
      const pglite = await createPglite(dir, { loadDataDir: tarball });
      const database = await createDatabaseFromPglite(pglite, { closePglite: true });
      try {
        if (dir === demoTemplate) {
          const passwordHashes = await hashDemoPasswords();
          await seedDemoTemplate(database.db, {
            pgliteDir: dir,
            imagesDir,
            passwordHashes,
            seededAt,
          });
        }
      } finally {
        await database.close();
      }
    }
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('gives a new DATA_DIR the demo content dated from its first start, with its images', async () => {
    const { uploadsDir, database, opts } = await firstStart(demoTemplate);
    try {
      const lines: string[] = [];
      expect(await finishDemoTemplate(database.db, { ...opts, log: (l) => lines.push(l) })).toBe(
        true,
      );
      expect(lines).toEqual([
        expect.stringMatching(/^Added the build's demo content in \d+ ms: 60 deals/),
      ]);
      // The newest deal was 5–90 minutes old when seeded; it still is, counted from now.
      const age = Date.now() - (await newestDeal(database));
      expect(age).toBeGreaterThanOrEqual(5 * 60_000);
      expect(age).toBeLessThan(91 * 60_000);
      const deals = await database.db.selectFrom('deal').select('img_link').execute();
      expect(deals).toHaveLength(60);
      for (const deal of deals)
        expect(existsSync(join(uploadsDir, deal.img_link ?? 'missing'))).toBe(true);
      expect(readdirSync(join(uploadsDir, 'seed'))).toHaveLength(
        readdirSync(join(imagesDir, 'seed')).length,
      );

      const demo = await database.db
        .selectFrom('member')
        .select('password_hash')
        .where('login_id', '=', DEMO_USER.loginId)
        .executeTakeFirstOrThrow();
      expect(await verifyPassword(demo.password_hash ?? '', DEMO_USER.password)).toBe(true);

      // Done once: a restart finds nothing left to do, and the seed finds the database filled.
      expect(await finishDemoTemplate(database.db, opts)).toBe(false);
      expect(await seedDemo(database.db, { storage: opts.storage })).toBe(false);
    } finally {
      await database.close();
    }
  });

  it('finishes at the next start when the first stopped before it was done, moving the times once', async () => {
    const { dataDir, database, opts } = await firstStart(demoTemplate);
    const note = join(root, 'pending-note.json');
    cpSync(join(pgliteDirOf(dataDir), 'akkyeo-demo.json'), note);
    try {
      expect(await finishDemoTemplate(database.db, opts)).toBe(true);
      const moved = await newestDeal(database);
      expect(moved).toBeGreaterThan(seededAt + 2 * DAY);
      // Stopped after the times moved but before the note was removed: the next start redoes the rest only.
      cpSync(note, join(pgliteDirOf(dataDir), 'akkyeo-demo.json'));
      expect(await finishDemoTemplate(database.db, opts)).toBe(true);
      expect(await newestDeal(database)).toBe(moved);
    } finally {
      await database.close();
    }
  });

  it('is not used without the demo: the plain template starts empty and the seed still fills it', async () => {
    const { database, opts } = await firstStart(plainTemplate);
    try {
      expect(await finishDemoTemplate(database.db, opts)).toBe(false);
      expect(await database.db.selectFrom('deal').select('id').execute()).toEqual([]);
      expect(
        await seedDemo(database.db, { storage: opts.storage, prebuiltImagesDir: imagesDir }),
      ).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('leaves no half-copied database behind: a copy left by a stopped start is removed', async () => {
    const dataDir = mkdtempSync(join(root, 'data-'));
    cpSync(plainTemplate, join(dataDir, 'pglite.copying-1'), { recursive: true });
    const database = await createDatabase({ dataDir, template: plainTemplate });
    await database.close();
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite'))).toEqual(['pglite']);
  });
});
