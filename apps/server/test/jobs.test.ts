import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import type { Job } from '../src/db/types';
import { tryAcquireLease, withLease } from '../src/jobs/lease';
import { claimDueJob, completeJob, insertJob, pruneJobs } from '../src/jobs/queries';
import { createJobRunner, exponentialBackoff, type JobRunnerOptions } from '../src/jobs/runner';
import { createTestDatabase } from './helpers/test-database';

let database: Database;
const silent = { info() {}, warn() {}, error() {}, debug() {} };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.deleteFrom('job').execute();
  await database.db.deleteFrom('lease').execute();
});

const runner = (opts: Partial<JobRunnerOptions> = {}) =>
  createJobRunner({ db: database.db, logger: silent, ...opts });

/** As if time ran out: the job's lock and the lease's expiry lie in the past. */
const past = sql<Date>`now() - interval '1 second'`;
const lapseJobLock = (id: number) =>
  database.db.updateTable('job').set({ locked_until: past }).where('id', '=', id).execute();
const lapseLease = (name: string) =>
  database.db.updateTable('lease').set({ expires_at: past }).where('name', '=', name).execute();

const jobRow = (id: number) =>
  database.db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('job queue', () => {
  it('runs a due job once with its payload and keeps it as completed', async () => {
    const jobs = runner();
    const seen: unknown[] = [];
    jobs.register('greet', (job) => {
      seen.push(job.payload);
    });
    const id = await jobs.enqueue({ queue: 'greet', payload: { name: '아껴' } });
    expect(id).not.toBeNull();

    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    expect(seen).toEqual([{ name: '아껴' }]);
    const row = await jobRow(id!);
    expect(row.completed_at).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.locked_until).toBeNull();
  });

  it('leaves future jobs and other queues alone', async () => {
    const jobs = runner();
    let runs = 0;
    jobs.register('later', () => {
      runs++;
    });
    await jobs.enqueue({ queue: 'later', runAt: new Date(Date.now() + 60_000) });
    await jobs.enqueue({ queue: 'unregistered' });
    expect(await jobs.runDue()).toBe(0);
    expect(runs).toBe(0);
  });

  it('never enqueues a unique key twice, even after the first job completed', async () => {
    const jobs = runner();
    jobs.register('daily', () => undefined);
    const first = await jobs.enqueue({ queue: 'daily', uniqueKey: 'daily:2026-11-20' });
    expect(first).not.toBeNull();
    expect(await jobs.enqueue({ queue: 'daily', uniqueKey: 'daily:2026-11-20' })).toBeNull();
    await jobs.runDue();
    expect(await jobs.enqueue({ queue: 'daily', uniqueKey: 'daily:2026-11-20' })).toBeNull();
    expect(await jobs.enqueue({ queue: 'daily', uniqueKey: 'daily:2026-11-21' })).not.toBeNull();
  });

  it('retries a failing job with backoff, then marks it failed after max attempts', async () => {
    const delays: number[] = [];
    const jobs = runner({
      retryDelayMs: (attempt) => {
        delays.push(attempt);
        return 0;
      },
    });
    let calls = 0;
    jobs.register('flaky', () => {
      calls++;
      throw new Error(`boom ${calls}`);
    });
    const id = (await jobs.enqueue({ queue: 'flaky', maxAttempts: 3 }))!;

    expect(await jobs.runDue()).toBe(3);
    expect(calls).toBe(3);
    expect(delays).toEqual([1, 2]);
    const row = await jobRow(id);
    expect(row.failed_at).toBeInstanceOf(Date);
    expect(row.last_error).toBe('boom 3');
    expect(await jobs.runDue()).toBe(0);
  });

  it('waits for the backoff before the next attempt', async () => {
    const jobs = runner();
    jobs.register('flaky', () => {
      throw new Error('down');
    });
    const id = (await jobs.enqueue({ queue: 'flaky' }))!;
    const before = Date.now();
    expect(await jobs.runDue()).toBe(1);
    const row = await jobRow(id);
    expect(row.failed_at).toBeNull();
    expect(row.last_error).toBe('down');
    expect(row.run_at.getTime()).toBeGreaterThanOrEqual(before + exponentialBackoff(1) - 1_000);
    expect(await jobs.runDue()).toBe(0);
  });

  it('retries at the time an error asks for', async () => {
    const jobs = runner();
    const retryAt = new Date(Date.now() + 3_600_000);
    jobs.register('limited', () => {
      throw Object.assign(new Error('budget used up'), { retryAt });
    });
    const id = (await jobs.enqueue({ queue: 'limited' }))!;
    await jobs.runDue();
    expect((await jobRow(id)).run_at.getTime()).toBe(retryAt.getTime());
  });

  it('runs every job exactly once when two workers drain the queue at the same time', async () => {
    const ran: number[] = [];
    const handler = async (job: Job) => {
      ran.push(job.id);
      await new Promise((resolve) => setImmediate(resolve));
    };
    const a = runner();
    const b = runner();
    a.register('work', handler);
    b.register('work', handler);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await a.enqueue({ queue: 'work', payload: i }))!);

    const [byA, byB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(byA + byB).toBe(12);
    expect([...ran].sort((x, y) => x - y)).toEqual(ids);
  });

  it('lets another worker take a job whose lock lapsed; the late finisher loses it', async () => {
    const id = (await insertJob(database.db, { queue: 'slow' }))!;
    const first = await claimDueJob(database.db, ['slow'], 60_000);
    expect(first?.id).toBe(id);
    expect(await claimDueJob(database.db, ['slow'], 60_000)).toBeUndefined();
    await lapseJobLock(id);
    const second = await claimDueJob(database.db, ['slow'], 60_000);
    expect(second?.attempts).toBe(2);
    expect(await completeJob(database.db, first!)).toBe(false);
    expect(await completeJob(database.db, second!)).toBe(true);
  });

  it('polls for due jobs once started, and stops', async () => {
    const jobs = runner({ pollIntervalMs: 20 });
    const done: number[] = [];
    jobs.register('poll', (job) => {
      done.push(job.id);
    });
    jobs.start();
    const id = (await jobs.enqueue({ queue: 'poll' }))!;
    await expect.poll(() => done, { timeout: 5_000 }).toEqual([id]);
    await jobs.stop();
    const next = (await jobs.enqueue({ queue: 'poll' }))!;
    // A runner that polls as often keeps time: each of its jobs, queued without a wake-up, runs
    // at its next poll. Three of them pass while the stopped runner leaves the due job alone.
    const clock = runner({ pollIntervalMs: 20 });
    const ticks: number[] = [];
    clock.register('tick', (job) => {
      ticks.push(job.id);
    });
    clock.start();
    for (let i = 0; i < 3; i++) {
      const tick = (await insertJob(database.db, { queue: 'tick' }))!;
      await expect.poll(() => ticks, { timeout: 5_000 }).toContain(tick);
    }
    await clock.stop();
    expect(done).toEqual([id]);
    expect((await jobRow(next)).attempts).toBe(0);
  });

  it('prunes finished jobs after their keep time', async () => {
    const jobs = runner();
    jobs.register('old', () => undefined);
    const id = (await jobs.enqueue({ queue: 'old' }))!;
    const pending = (await insertJob(database.db, {
      queue: 'old',
      runAt: new Date(Date.now() + 60_000),
    }))!;
    await jobs.runDue();
    await database.db
      .updateTable('job')
      .set({ completed_at: sql<Date>`now() - interval '8 days'` })
      .where('id', '=', id)
      .execute();
    expect(await pruneJobs(database.db, 7 * 24 * 3_600_000)).toBe(1);
    const left = await database.db.selectFrom('job').select('id').execute();
    expect(left.map((r) => r.id)).toEqual([pending]);
  });
});

describe('leases', () => {
  it('runs only one of two callers that race for the same lease', async () => {
    // Parallel only on PostgreSQL (TEST_DB_KIND=postgres: a pool of 4 connections); PGlite's one
    // connection runs these requests a statement at a time, so that run gives this test its meaning.
    // The holder keeps working until the other caller has its answer.
    let answered!: () => void;
    const otherAnswered = new Promise<void>((resolve) => (answered = resolve));
    let runs = 0;
    const work = async () => {
      runs++;
      await otherAnswered;
      return 'done';
    };
    const race = () =>
      withLease(database.db, 'import', 60_000, work).finally(() => {
        answered();
      });
    const results = await Promise.all([race(), race()]);
    expect(runs).toBe(1);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(results.find((r) => r.ran)).toEqual({ ran: true, value: 'done' });
  });

  it('is free again after release, and takes over an expired one', async () => {
    const first = await tryAcquireLease(database.db, 'x', 60_000);
    expect(first).toBeDefined();
    expect(await tryAcquireLease(database.db, 'x', 60_000)).toBeUndefined();
    await first!.release();
    const second = await tryAcquireLease(database.db, 'x', 60_000);
    expect(second).toBeDefined();
    await lapseLease('x');
    const third = await tryAcquireLease(database.db, 'x', 60_000);
    expect(third).toBeDefined();
    await second!.release();
    expect(await tryAcquireLease(database.db, 'x', 60_000)).toBeUndefined();
  });
});
