import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import {
  addHits,
  deleteEndedWindows,
  type HitBatch,
  type HitWindow,
  type RateLimitHit,
} from './rate-limit';

/** How often an instance writes the read hits it counted to `rate_limit` (and reads the others'). */
export const READ_FLUSH_MS = 1_000;

/** How often the flush also deletes `rate_limit` rows whose window is over. */
const CLEANUP_EVERY_MS = 60_000;

interface Window {
  /** The window's hits in `rate_limit` as of the last write, every instance's. */
  shared: number;
  /** Hits counted here and not yet in `shared` (a write in flight takes them out when it lands). */
  pending: number;
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
    const count = window.shared + window.pending;
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

  async function flushOnce(): Promise<void> {
    const now = Date.now();
    const batch: HitBatch[] = [];
    for (const [key, window] of windows) {
      if (window.resetAt <= now) windows.delete(key);
      else if (window.pending > 0) {
        batch.push({ key, hits: window.pending, windowSeconds: window.seconds });
      }
    }
    if (batch.length === 0) return;
    let written: HitWindow[];
    try {
      written = await addHits(db, batch);
    } catch (error) {
      opts.onFlushError?.(error);
      schedule();
      return;
    }
    const sent = new Map(batch.map(({ key, hits }) => [key, hits]));
    for (const row of written) {
      const window = windows.get(row.key);
      if (!window) continue;
      window.shared = row.count;
      window.pending = Math.max(0, window.pending - (sent.get(row.key) ?? 0));
      window.resetAt = row.reset_ms;
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
        const [row] = await addHits(db, [{ key, hits: 1, windowSeconds: seconds }]);
        const known = windows.get(key);
        if (known) known.shared = Math.max(known.shared, row!.count);
        else windows.set(key, { shared: row!.count, pending: 0, resetAt: row!.reset_ms, seconds });
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
