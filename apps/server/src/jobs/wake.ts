import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/database';

/** The channel the `job` insert trigger notifies (migration 0006), delivered at commit. */
export const JOBS_CHANNEL = 'akkyeo_jobs';

/** Tells a job runner that jobs were committed; polling remains the fallback. */
export interface JobWake {
  /** Starts listening; `onWake` runs on every notification (and after a reconnect). */
  start(onWake: () => void): Promise<void>;
  /** Stops listening and releases the connection. */
  close(): Promise<void>;
}

const MIN_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * PostgreSQL: LISTEN on a dedicated connection to `databaseUrl`, reopened after a failure (with a
 * growing delay); every reconnect also wakes the runner, for notifications missed meanwhile.
 */
export function createPgJobWake(opts: {
  databaseUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): JobWake {
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = MIN_RETRY_MS;
  let closed = false;
  let wake = () => {};

  const reconnectLater = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect().then(wake, () => undefined);
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: opts.databaseUrl });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      void next.end().catch(() => undefined);
      if (closed) return;
      opts.log.warn({ err: error }, 'job listener connection lost; reconnecting');
      reconnectLater();
    };
    next.on('notification', () => wake());
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${JOBS_CHANNEL}`);
      retryMs = MIN_RETRY_MS;
    } catch (error) {
      lost(error as Error);
      throw error;
    }
    if (closed) await next.end().catch(() => undefined);
  };

  return {
    async start(onWake) {
      wake = onWake;
      closed = false;
      await connect().catch(() => undefined);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}

/** Embedded PGlite: its own LISTEN, which the engine also delivers only at commit. */
export function createPgliteJobWake(listen: NonNullable<Database['listen']>): JobWake {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async start(onWake) {
      unlisten = await listen(JOBS_CHANNEL, () => onWake());
    },
    async close() {
      const stop = unlisten;
      unlisten = undefined;
      await stop?.().catch(() => undefined);
    },
  };
}
