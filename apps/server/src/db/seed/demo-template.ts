import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Storage } from '../../lib/storage';
import type { DB } from '../types';
import { writeDemoImages } from './demo-images';
import { DEMO_IMAGE_COUNTS, logSeeded, seedDemo, type SeedOptions } from './index';

/** In a database made from the demo template: what its first start has left to do (removed once done). */
const PENDING_FILE = 'akkyeo-demo.json';

interface Pending {
  /** The time the template's demo content is dated from (ms). */
  seededAt: number;
  /** The newest deal's time in the template: a database whose times moved no longer has it. */
  newestDeal: string;
}

/**
 * Build time (cli/prepare-release.ts): seeds the demo content, dated from `seededAt`, into the
 * migrated database in `pgliteDir` (with the build's demo images and password hashes) and leaves
 * the note finishDemoTemplate reads.
 */
export async function seedDemoTemplate(
  db: Kysely<DB>,
  opts: {
    pgliteDir: string;
    imagesDir: string;
    passwordHashes?: Record<string, string>;
    seededAt?: number;
  },
): Promise<void> {
  const seededAt = opts.seededAt ?? Date.now();
  const seeded = await seedDemo(db, {
    storage: { put: () => Promise.resolve() },
    prebuiltImagesDir: opts.imagesDir,
    passwordHashes: opts.passwordHashes,
    now: seededAt,
  });
  if (!seeded) throw new Error('the demo template was not empty');
  const { rows } = await sql<{ newest: Date }>`select max(created_at) as newest from deal`.execute(
    db,
  );
  const pending: Pending = { seededAt, newestDeal: (rows[0]?.newest ?? new Date(0)).toISOString() };
  writeFileSync(join(opts.pgliteDir, PENDING_FILE), JSON.stringify(pending));
}

/**
 * First start on a database copied from the demo template: stores the demo images and moves every
 * time in the database forward by the template's age, so the demo reads as seeded now. Does
 * nothing (false) on any other database; a start stopped half-way finishes at the next.
 */
export async function finishDemoTemplate(
  db: Kysely<DB>,
  opts: {
    pgliteDir: string;
    storage: Pick<Storage, 'put'>;
    imagesDir?: string;
    log?: SeedOptions['log'];
  },
): Promise<boolean> {
  const file = join(opts.pgliteDir, PENDING_FILE);
  if (!existsSync(file)) return false;
  const started = Date.now();
  const pending = JSON.parse(readFileSync(file, 'utf8')) as Pending;
  await writeDemoImages(
    (key, data, type) => opts.storage.put(key, data, type),
    DEMO_IMAGE_COUNTS,
    opts.imagesDir,
  );
  await moveTimes(db, started - pending.seededAt, pending.newestDeal);
  rmSync(file);
  logSeeded(opts.log, `Added the build's demo content in ${Date.now() - started} ms`);
  return true;
}

/** Adds `ms` to every timestamptz column of every table, once (triggers off: nothing else changes). */
async function moveTimes(db: Kysely<DB>, ms: number, newestDeal: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ unmoved: boolean }>`
      select max(created_at) = ${newestDeal}::timestamptz as unmoved from deal`.execute(trx);
    if (!rows[0]?.unmoved) return;
    await sql`set local session_replication_role = replica`.execute(trx);
    const { rows: columns } = await sql<{ table: string; column: string }>`
      select c.relname as table, a.attname as column
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and a.atttypid = 'timestamptz'::regtype
      order by c.relname, a.attnum`.execute(trx);
    const byTable = new Map<string, string[]>();
    for (const { table, column } of columns)
      byTable.set(table, [...(byTable.get(table) ?? []), column]);
    for (const [table, names] of byTable) {
      const sets = names.map(
        (name) =>
          sql`${sql.ref(name)} = ${sql.ref(name)} + ${ms}::float8 * interval '1 millisecond'`,
      );
      await sql`update ${sql.table(table)} set ${sql.join(sets)}`.execute(trx);
    }
  });
}
