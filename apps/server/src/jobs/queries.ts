import { sql, type Expression, type Kysely } from 'kysely';
import type { DB, Job, JsonValue } from '../db/types';

export interface NewJobInput {
  queue: string;
  payload?: JsonValue;
  /** When the job becomes due; default now. */
  runAt?: Date;
  /** At most one job per key ever exists (until pruned): a second enqueue is a no-op. */
  uniqueKey?: string;
  maxAttempts?: number;
}

/** The row of a new job: run now unless `runAt` says when, the table's attempts unless given. */
function jobRow(input: NewJobInput) {
  return {
    queue: input.queue,
    payload: JSON.stringify(input.payload ?? {}),
    run_at: input.runAt ?? sql<Date>`now()`,
    unique_key: input.uniqueKey ?? null,
    ...(input.maxAttempts === undefined ? {} : { max_attempts: input.maxAttempts }),
  };
}

/** Adds a job; returns its id, or null when a job with the same unique_key exists. */
export async function insertJob(db: Kysely<DB>, input: NewJobInput): Promise<number | null> {
  const row = await db
    .insertInto('job')
    .values(jobRow(input))
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Adds the jobs in one statement, skipping unique keys that already exist; returns how many were added. */
export async function insertJobs(db: Kysely<DB>, inputs: NewJobInput[]): Promise<number> {
  if (inputs.length === 0) return 0;
  const result = await db
    .insertInto('job')
    .values(inputs.map(jobRow))
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/** The columns a job-building SELECT yields, one job a row. */
interface JobRowSelection {
  queue: string;
  payload: string;
  unique_key: string;
  max_attempts: number;
}

/**
 * Adds one job a row of the caller's SELECT (a fan-out in one statement), skipping unique keys
 * that already exist; returns how many were added.
 */
export async function insertJobsFrom(
  db: Kysely<DB>,
  select: Expression<JobRowSelection>,
): Promise<number> {
  const result = await db
    .insertInto('job')
    .columns(['queue', 'payload', 'unique_key', 'max_attempts'])
    .expression(select)
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/**
 * Takes the oldest due job of the queues (skipping rows other workers hold), counts the attempt
 * and locks it for `lockMs`; a worker that dies leaves it to be taken again once the lock lapses.
 */
export async function claimDueJob(
  db: Kysely<DB>,
  queues: string[],
  lockMs: number,
): Promise<Job | undefined> {
  if (queues.length === 0) return undefined;
  return db
    .updateTable('job')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      locked_until: sql<Date>`now() + ${lockMs} * interval '1 millisecond'`,
    }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('job')
        .select('id')
        .where('queue', 'in', queues)
        .where('failed_at', 'is', null)
        .where('completed_at', 'is', null)
        .where('run_at', '<=', sql<Date>`now()`)
        .where((w) =>
          w.or([w('locked_until', 'is', null), w('locked_until', '<', sql<Date>`now()`)]),
        )
        .orderBy('run_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

/** The claim is still ours: nobody re-took the job after our lock lapsed. */
const ownedBy = (job: Pick<Job, 'id' | 'attempts'>) => ({ id: job.id, attempts: job.attempts });

/** Marks a claimed job done; false when the claim was lost. */
export async function completeJob(db: Kysely<DB>, job: Job): Promise<boolean> {
  const { id, attempts } = ownedBy(job);
  const result = await db
    .updateTable('job')
    .set({ completed_at: sql<Date>`now()`, locked_until: null, last_error: null })
    .where('id', '=', id)
    .where('attempts', '=', attempts)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a failure: due again at `retryAt`, or failed for good when attempts are used up. */
export async function failJob(
  db: Kysely<DB>,
  job: Job,
  error: string,
  retryAt: Date,
): Promise<'retry' | 'failed' | 'lost'> {
  const { id, attempts } = ownedBy(job);
  const final = job.attempts >= job.max_attempts;
  const result = await db
    .updateTable('job')
    .set({
      last_error: error.slice(0, 2_000),
      locked_until: null,
      ...(final ? { failed_at: sql<Date>`now()` } : { run_at: retryAt }),
    })
    .where('id', '=', id)
    .where('attempts', '=', attempts)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return 'lost';
  return final ? 'failed' : 'retry';
}

/** Deletes jobs completed or failed more than `olderThanMs` ago; returns how many. */
export async function pruneJobs(db: Kysely<DB>, olderThanMs: number): Promise<number> {
  const cutoff = sql<Date>`now() - ${olderThanMs} * interval '1 millisecond'`;
  const result = await db
    .deleteFrom('job')
    .where((eb) => eb.or([eb('completed_at', '<', cutoff), eb('failed_at', '<', cutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Inserts or takes over the named lease when free or expired; true when `holder` now holds it. */
export async function upsertLease(
  db: Kysely<DB>,
  name: string,
  holder: string,
  ttlMs: number,
): Promise<boolean> {
  const expiresAt = sql<Date>`now() + ${ttlMs} * interval '1 millisecond'`;
  const row = await db
    .insertInto('lease')
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expires_at: expiresAt })
        .where('lease.expires_at', '<=', sql<Date>`now()`),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
}

export async function deleteLease(db: Kysely<DB>, name: string, holder: string): Promise<void> {
  await db.deleteFrom('lease').where('name', '=', name).where('holder', '=', holder).execute();
}
