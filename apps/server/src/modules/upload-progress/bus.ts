import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { DatabaseKind } from '../../db/database';
import type { DB } from '../../db/types';

export type ProgressListener = (percent: number) => void;

/**
 * Carries upload percentages from the instance receiving an upload to every instance streaming
 * it. Messages of one upload arrive in the order they were published.
 */
export interface ProgressBus {
  publish(uploadId: string, percent: number): Promise<void>;
  /** Resolves once the listener is live; the returned function stops it. */
  subscribe(uploadId: string, listener: ProgressListener): Promise<() => void>;
  close(): Promise<void>;
}

/**
 * One process: an in-process emitter. Buses made on the same `scope` (the database) share it, so
 * several app instances on one embedded PGlite behave as they would on PostgreSQL.
 */
export function createMemoryProgressBus(scope: object = {}): ProgressBus {
  let emitter = emitters.get(scope);
  if (!emitter) {
    emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    emitters.set(scope, emitter);
  }
  const shared = emitter;
  const mine = new Set<[string, ProgressListener]>();
  return {
    publish(uploadId, percent) {
      shared.emit(uploadId, percent);
      return Promise.resolve();
    },
    subscribe(uploadId, listener) {
      const entry: [string, ProgressListener] = [uploadId, listener];
      mine.add(entry);
      shared.on(uploadId, listener);
      return Promise.resolve(() => {
        mine.delete(entry);
        shared.off(uploadId, listener);
      });
    },
    close() {
      for (const [uploadId, listener] of mine) shared.off(uploadId, listener);
      mine.clear();
      return Promise.resolve();
    },
  };
}

const emitters = new WeakMap<object, EventEmitter>();

export const PROGRESS_CHANNEL = 'upload_progress';
const RECONNECT_DELAY_MS = 1_000;

/**
 * PostgreSQL: NOTIFY on the channel `upload_progress` (payload `<uploadId>:<percent>`) through the
 * pool; each instance LISTENs on one dedicated connection, opened on the first subscription and
 * reopened after a failure, and hands messages to its local listeners.
 */
export function createPgProgressBus(opts: {
  databaseUrl: string;
  db: Kysely<DB>;
  log: FastifyBaseLogger;
}): ProgressBus {
  const local = createMemoryProgressBus();
  let listener: Promise<pg.Client> | undefined;
  let closed = false;

  const onNotification = (message: pg.Notification) => {
    const payload = message.payload ?? '';
    const split = payload.lastIndexOf(':');
    const percent = Number(payload.slice(split + 1));
    if (split > 0 && Number.isInteger(percent)) {
      void local.publish(payload.slice(0, split), percent);
    }
  };

  const connect = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: opts.databaseUrl });
    client.on('notification', onNotification);
    client.on('error', (error) => {
      opts.log.warn({ err: error }, 'upload progress listener failed; reconnecting');
      listener = undefined;
      void client.end().catch(() => undefined);
      if (!closed)
        setTimeout(() => void ensureListening().catch(() => undefined), RECONNECT_DELAY_MS);
    });
    await client.connect();
    await client.query(`listen ${PROGRESS_CHANNEL}`);
    return client;
  };

  const ensureListening = (): Promise<pg.Client> => {
    listener ??= connect().catch((error: unknown) => {
      listener = undefined;
      throw error;
    });
    return listener;
  };

  return {
    async publish(uploadId, percent) {
      await sql`select pg_notify(${PROGRESS_CHANNEL}, ${`${uploadId}:${percent}`})`.execute(
        opts.db,
      );
    },
    async subscribe(uploadId, handler) {
      await ensureListening();
      return local.subscribe(uploadId, handler);
    },
    async close() {
      closed = true;
      await local.close();
      const client = await listener?.catch(() => undefined);
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * The bus for this database: LISTEN/NOTIFY on PostgreSQL (instances share progress), an
 * in-process emitter on embedded PGlite or without a connection string to listen on.
 */
export function createProgressBus(opts: {
  dbKind: DatabaseKind;
  databaseUrl: string | undefined;
  db: Kysely<DB>;
  log: FastifyBaseLogger;
}): ProgressBus {
  if (opts.dbKind !== 'postgres') return createMemoryProgressBus(opts.db);
  if (!opts.databaseUrl) {
    opts.log.warn('no DATABASE_URL for LISTEN: upload progress stays within this instance');
    return createMemoryProgressBus(opts.db);
  }
  return createPgProgressBus({ databaseUrl: opts.databaseUrl, db: opts.db, log: opts.log });
}
