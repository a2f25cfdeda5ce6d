import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, Job } from '../db/types';
import {
  claimDueJob,
  completeJob,
  failJob,
  insertJob,
  pruneJobs,
  type NewJobInput,
} from './queries';
import type { JobWake } from './wake';

/** Does one job; throwing schedules a retry (at `error.retryAt` when it carries a Date). */
export type JobHandler = (job: Job) => Promise<void> | void;

export interface JobRunnerOptions {
  db: Kysely<DB>;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;
  /** How often to look for due jobs. */
  pollIntervalMs?: number;
  /** How long a claimed job stays ours before another worker may take it. */
  lockMs?: number;
  /** Delay before the next try after the n-th failed attempt. */
  retryDelayMs?: (attempt: number) => number;
  /** Completed and failed jobs are deleted after this long. */
  keepFinishedMs?: number;
  /** Wakes the runner when jobs are committed (LISTEN/NOTIFY); opened by start(), closed by stop(). */
  wake?: JobWake;
}

/** A PostgreSQL job queue worker: safe with many instances (row locks with SKIP LOCKED). */
export interface JobRunner {
  register(queue: string, handler: JobHandler): void;
  /** Adds a job and wakes the worker; null when its unique_key is taken. */
  enqueue(input: NewJobInput): Promise<number | null>;
  start(): void;
  /** Stops polling and listening, and waits for the job in hand. */
  stop(): Promise<void>;
  /** Runs the due jobs of the registered queues one by one until none is left; returns how many ran. */
  runDue(): Promise<number>;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** 30 s, 1 min, 2 min … capped at one hour. */
export const exponentialBackoff = (attempt: number): number =>
  Math.min(30_000 * 2 ** Math.max(0, attempt - 1), HOUR_MS);

export function createJobRunner(opts: JobRunnerOptions): JobRunner {
  const { db, logger } = opts;
  const pollIntervalMs = opts.pollIntervalMs ?? 5_000;
  const lockMs = opts.lockMs ?? 10 * 60_000;
  const retryDelayMs = opts.retryDelayMs ?? exponentialBackoff;
  const keepFinishedMs = opts.keepFinishedMs ?? 7 * DAY_MS;
  const handlers = new Map<string, JobHandler>();

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let polling = false;
  let wakeAgain = false;
  let listening: Promise<void> | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  let lastPrune = 0;

  async function runOne(job: Job): Promise<void> {
    const handler = handlers.get(job.queue);
    if (!handler) return;
    try {
      await handler(job);
      if (!(await completeJob(db, job))) {
        logger.warn({ jobId: job.id, queue: job.queue }, 'job finished after its lock lapsed');
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt =
        job.attempts >= job.max_attempts
          ? new Date()
          : (retryAtOf(error) ?? new Date(Date.now() + retryDelayMs(job.attempts)));
      const outcome = await failJob(db, job, message, retryAt);
      const context = { jobId: job.id, queue: job.queue, attempt: job.attempts, error: message };
      if (outcome === 'failed') logger.error(context, 'job failed for good');
      else if (outcome === 'retry') logger.warn({ ...context, retryAt }, 'job failed; will retry');
    }
  }

  async function drain(): Promise<number> {
    let count = 0;
    while (!stopping) {
      const job = await claimDueJob(db, [...handlers.keys()], lockMs);
      if (!job) return count;
      await runOne(job);
      count++;
    }
    return count;
  }

  /** One drain at a time per runner. */
  function runDue(): Promise<number> {
    const next = chain.then(drain, drain);
    chain = next.catch(() => undefined);
    return next;
  }

  async function tick(): Promise<void> {
    polling = true;
    wakeAgain = false;
    try {
      await runDue();
      if (Date.now() - lastPrune > HOUR_MS) {
        lastPrune = Date.now();
        const pruned = await pruneJobs(db, keepFinishedMs);
        if (pruned > 0) logger.debug({ pruned }, 'pruned finished jobs');
      }
    } catch (error) {
      logger.error({ err: error }, 'job runner poll failed');
    }
    polling = false;
    schedule(wakeAgain ? 0 : pollIntervalMs);
  }

  /** Polls now, or right after the poll under way (which may have looked before the commit). */
  function wake(): void {
    if (polling) wakeAgain = true;
    else schedule(0);
  }

  function schedule(delayMs: number): void {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref();
  }

  return {
    register(queue, handler) {
      handlers.set(queue, handler);
    },
    async enqueue(input) {
      const id = await insertJob(db, input);
      if (id !== null && started && (!input.runAt || input.runAt.getTime() <= Date.now())) {
        wake();
      }
      return id;
    },
    start() {
      if (started) return;
      started = true;
      stopping = false;
      schedule(0);
      listening = opts.wake?.start(wake).catch((error: unknown) => {
        logger.warn({ err: error }, 'job wake-up unavailable; polling only');
      });
    },
    async stop() {
      started = false;
      stopping = true;
      clearTimeout(timer);
      await listening;
      await Promise.all([chain, opts.wake?.close()]);
    },
    runDue,
  };
}

function retryAtOf(error: unknown): Date | undefined {
  const retryAt = (error as { retryAt?: unknown } | null)?.retryAt;
  return retryAt instanceof Date ? retryAt : undefined;
}
