import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { insertJob } from '../src/jobs/queries';
import { createJobRunner, type JobRunner } from '../src/jobs/runner';
import { createPgJobWake, createPgliteJobWake, JOBS_CHANNEL, type JobWake } from '../src/jobs/wake';
import { createTestDatabase } from './helpers/test-database';

/** Far beyond any test's wait: only a wake-up can run a job the first poll did not see. */
const POLL_MS = 60_000;
const silent = { info() {}, warn() {}, error() {}, debug() {} };

let database: Database;
let runners: JobRunner[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.deleteFrom('job').execute();
});
afterEach(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  runners = [];
});

async function newWake(): Promise<JobWake> {
  if (database.listen) return createPgliteJobWake(database.listen);
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
    database.db,
  );
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return createPgJobWake({ databaseUrl: url.toString(), log: silent });
}

/** Counts the sessions listening on the jobs channel. */
async function listeners(): Promise<number> {
  if (database.pglite) {
    const { rows } = await sql<{ channel: string }>`
      select pg_listening_channels() as channel`.execute(database.db);
    return rows.filter((r) => r.channel === JOBS_CHANNEL).length;
  }
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from pg_stat_activity
    where datname = current_database() and query ilike ${`listen ${JOBS_CHANNEL}`}`.execute(
    database.db,
  );
  return rows[0]!.count;
}

/** A runner polling every minute whose handler reports each payload; resolves once it listens and its first poll is over. */
async function startRunner(queue: string) {
  const inner = await newWake();
  let ready!: () => void;
  const listening = new Promise<void>((resolve) => (ready = resolve));
  const wake: JobWake = {
    start: (onWake) => inner.start(onWake).then(ready),
    close: () => inner.close(),
  };
  const seen: unknown[] = [];
  const waiters: (() => void)[] = [];
  const runner = createJobRunner({
    db: database.db,
    logger: silent,
    pollIntervalMs: POLL_MS,
    wake,
  });
  runner.register(queue, (job) => {
    seen.push(job.payload);
    waiters.shift()?.();
  });
  runners.push(runner);

  const first = new Promise<void>((resolve) => waiters.push(resolve));
  await insertJob(database.db, { queue, payload: 'first poll' });
  runner.start();
  await Promise.all([listening, first]);
  await runner.runDue();
  seen.length = 0;
  const nextRun = () => new Promise<void>((resolve) => waiters.push(resolve));
  return { runner, seen, nextRun };
}

/** How many jobs of the queue a reader outside any open transaction sees. */
const visibleJobs = async (queue: string) =>
  (await database.db.selectFrom('job').select('id').where('queue', '=', queue).execute()).length;

/**
 * Enqueues inside a transaction that stays open until another connection has looked for the job
 * and not found it, so an early wake-up would have found nothing. PGlite has one connection: every
 * reader waits for the commit, so there is nothing to wait for.
 */
const enqueueInTransaction = (queue: string, payload: string, rollback = false) =>
  database.db
    .transaction()
    .execute(async (trx) => {
      const before = database.pglite ? 0 : await visibleJobs(queue);
      await insertJob(trx, { queue, payload });
      if (!database.pglite) expect(await visibleJobs(queue)).toBe(before);
      if (rollback) throw new Error('rolled back');
    })
    .catch((error: unknown) => {
      if (!rollback) throw error;
    });

describe('job wake-up (LISTEN/NOTIFY)', () => {
  it('runs a job committed in a transaction without waiting for the poll, on every runner', async () => {
    const a = await startRunner('wake.a');
    const b = await startRunner('wake.b');
    const ranA = a.nextRun();
    const ranB = b.nextRun();

    await enqueueInTransaction('wake.a', 'for a');
    await enqueueInTransaction('wake.b', 'for b');
    await Promise.all([ranA, ranB]);

    expect(a.seen).toEqual(['for a']);
    expect(b.seen).toEqual(['for b']);
  });

  it('never runs a job whose transaction rolled back', async () => {
    const { seen, nextRun } = await startRunner('wake.c');
    await enqueueInTransaction('wake.c', 'rolled back', true);
    const ran = nextRun();
    await enqueueInTransaction('wake.c', 'committed');
    await ran;

    expect(seen).toEqual(['committed']);
    const rows = await database.db.selectFrom('job').select('payload').execute();
    expect(rows.map((r) => r.payload)).not.toContain('rolled back');
  });

  it('closes the LISTEN connection on stop', async () => {
    const { runner } = await startRunner('wake.d');
    expect(await listeners()).toBe(1);
    await runner.stop();
    await expect.poll(listeners).toBe(0);
  });
});
