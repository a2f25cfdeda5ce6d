import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { addHits, deleteEndedWindows, type HitBatch, type RateLimitHit } from './rate-limit';

/** How often an instance writes the read hits it counted to `rate_limit` (and reads the others'). */
export const READ_FLUSH_MS = 1_000;

/** How often the flush also deletes `rate_limit` rows whose window is over. */
const CLEANUP_EVERY_MS = 60_000;

interface Window {
  /** The window's hits in `rate_limit` as of the last write, every instance's. */
  shared: number;
  /** Hits counted here since then, not written yet. */
  pending: number;
  /** Hits being written now. */
  sending: number;
  /** When the window ends (epoch ms, the database's clock). */
  resetAt: number;
  /** The window's length, for a window the next write opens. */
  seconds: number;
}

/**
 * Read budgets counted in this instance and shared with the others through `rate_limit`: a key's
 * first read of a window is written at once (it learns what the other instances counted), later
 * ones are counted in memory and written together, one statement every READ_FLUSH_MS. A read no
 * longer costs a write; within one instance the count is exact, and an instance learns the
 * others' reads at its next write (several instances may let a key pass its budget by what
 * they count in one READ_FLUSH_MS).
 */
export interface ReadBudgetCounter {
  /** Counts one read of `key`; `allowed` is false once the window holds more than `limit`. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitHit>;
  /** Writes the reads counted since the last write and forgets the windows that are over. */
  flush(): Promise<void>;
  /** How many keys' windows it holds. */
  readonly tracked: number;
  /** Writes what is left and stops the timer. */
  close(): Promise<void>;
}

export function createReadBudgetCounter(
  db: Kysely<DB>,
  opts: { flushMs?: number; onFlushError?: (error: unknown) => void } = {},
): ReadBudgetCounter {
  const flushMs = opts.flushMs ?? READ_FLUSH_MS;
  const windows = new Map<string, Window>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;
  let cleanedAt = Date.now();
  let closed = false;

  const verdict = (window: Window, limit: number, now: number): RateLimitHit => {
    const count = window.shared + window.sending + window.pending;
    return {
      count,
      allowed: count <= limit,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  };

  const schedule = () => {
    if (closed) return;
    timer ??= setTimeout(() => {
      timer = undefined;
      void flush();
    }, flushMs).unref();
  };

  async function write(batch: HitBatch[]): Promise<void> {
    const rows = await addHits(db, batch);
    const seconds = new Map(batch.map((hits) => [hits.key, hits.windowSeconds]));
    for (const row of rows) {
      const window = windows.get(row.key);
      if (window) {
        window.shared = Math.max(window.shared, row.count);
        window.resetAt = row.reset_ms;
      } else {
        windows.set(row.key, {
          shared: row.count,
          pending: 0,
          sending: 0,
          resetAt: row.reset_ms,
          seconds: seconds.get(row.key)!,
        });
      }
    }
  }

  async function flushOnce(): Promise<void> {
    const now = Date.now();
    const batch: HitBatch[] = [];
    for (const [key, window] of windows) {
      if (window.resetAt <= now) {
        windows.delete(key);
      } else if (window.pending > 0) {
        batch.push({ key, hits: window.pending, windowSeconds: window.seconds });
        window.sending = window.pending;
        window.pending = 0;
      }
    }
    if (batch.length === 0) return;
    try {
      await write(batch);
    } catch (error) {
      for (const { key } of batch) {
        const window = windows.get(key);
        if (window) window.pending += window.sending;
      }
      opts.onFlushError?.(error);
      schedule();
      return;
    } finally {
      for (const { key } of batch) {
        const window = windows.get(key);
        if (window) window.sending = 0;
      }
    }
    if (now - cleanedAt >= CLEANUP_EVERY_MS) {
      cleanedAt = now;
      await deleteEndedWindows(db).catch(opts.onFlushError);
    }
  }

  function flush(): Promise<void> {
    const run = (flushing ?? Promise.resolve()).then(flushOnce).finally(() => {
      if (flushing === run) flushing = undefined;
    });
    flushing = run;
    return run;
  }

  return {
    async hit(key, limit, seconds) {
      const now = Date.now();
      let window = windows.get(key);
      if (window && window.resetAt <= now) {
        windows.delete(key);
        window = undefined;
      }
      if (!window) {
        await write([{ key, hits: 1, windowSeconds: seconds }]);
        // The next flush also forgets the windows that are over, this one in time.
        schedule();
        return verdict(windows.get(key)!, limit, Date.now());
      }
      window.pending += 1;
      schedule();
      return verdict(window, limit, now);
    },
    flush,
    get tracked() {
      return windows.size;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await flush();
    },
  };
}
