// What several benchmarks share: the databases they measure on and the 100k-row data set.
import { createDatabase, type Database } from '../../apps/server/src/db/database';
import { embeddedUpkeep } from '../../apps/server/src/db/embedded-upkeep';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { loadScaleData } from '../../apps/server/test/helpers/scale-data';
import { withScratchDatabase } from './scratch-database';

/**
 * Runs `measure` on a scratch PostgreSQL database on `databaseUrl`'s server (when given; created
 * and dropped) and on PGlite in memory (unless `pglite` is false): their figures, PostgreSQL first.
 */
export async function onBenchDatabases<T>(
  databaseUrl: string | undefined,
  opts: { pglite?: boolean },
  measure: (label: string, database: Database, databaseUrl?: string) => Promise<T>,
): Promise<T[]> {
  const figures: T[] = [];
  if (databaseUrl) {
    figures.push(
      await withScratchDatabase(databaseUrl, async (env) => {
        const database = await createDatabase({
          databaseUrl: env.DATABASE_URL,
          // The scratch database is dropped with its connections once measured.
          onPoolError: (error) => {
            if ((error as { code?: string }).code !== '57P01') console.error(error);
          },
        });
        try {
          return await measure('PostgreSQL', database, env.DATABASE_URL);
        } finally {
          await database.close();
        }
      }),
    );
  }
  if (opts.pglite ?? true) {
    const database = await createDatabase({ memory: true });
    try {
      figures.push(await measure('embedded PGlite', database));
    } finally {
      await database.close();
    }
  }
  return figures;
}

/**
 * Migrates `database` and loads the scale data set (`rows` deals and as many posts, with one
 * member's likes, bookmarks, comments and hidden posts); resolves that member's id.
 */
export async function loadScaleSet(database: Database, rows: number): Promise<number> {
  await migrateToLatest(database.db);
  const member = await database.db
    .insertInto('member')
    .values({ nickname: 'bench', login_id: 'bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await loadScaleData(database.db, { deals: rows, boards: rows, memberId: member.id });
  // Where the server's upkeep (or autovacuum) brings a database after a load.
  await embeddedUpkeep(database.db, { everyTable: true });
  return member.id;
}

/** Runs `fn` `warmup` times untimed, then `runs` times: each timed run's milliseconds. */
export async function timed(
  runs: number,
  fn: (i: number) => Promise<unknown>,
  warmup = 5,
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  return times;
}
