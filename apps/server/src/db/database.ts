import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { pgTypes } from './pg-types';
import { PgliteConnection } from './pglite-connection';
import type { PgliteEngine } from './pglite-engine';
import { PgliteSession } from './pglite-session';
import { startPgliteThread } from './pglite-thread-client';
import { NamedStatementClient } from './prepared';
import type { DB } from './types';

export type DatabaseKind = 'pglite' | 'postgres';

/** Pool connections over a PGlite in its own thread: queries in flight while answers are read. */
const PGLITE_THREAD_CONNECTIONS = 4;

/**
 * PGlite in this thread, which the server's thread loads only when it needs it: with the engine in
 * a thread of its own, that thread alone loads PGlite's code.
 */
const createPglite = async (dataDir?: string) =>
  (await import('./create-pglite')).createPglite(dataDir);

/** An engine in this thread (a PGlite), as opposed to one reached through a worker thread. */
const inThisThread = (engine: PgliteEngine): engine is PGlite => 'exec' in engine;

/** An open database: the Kysely instance, which engine backs it, and how to close it. */
export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** The embedded engine, when kind is 'pglite' and it runs in this thread (tests clone it). */
  pglite?: PGlite;
  /**
   * The embedded engine's LISTEN: `onNotify` hears the channel's notifications whichever
   * connection's statements committed them. Resolves to the UNLISTEN.
   */
  listen?: (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; unset means the embedded PGlite. */
  databaseUrl?: string;
  /** PGlite keeps its files under `<dataDir>/pglite` and the process holds `<dataDir>/.lock`. */
  dataDir?: string;
  /** PGlite in memory (tests), as is a dataDir starting with `memory://`. */
  memory?: boolean;
  /**
   * Pool size on PostgreSQL. PGlite's pool has one connection, or `PGLITE_THREAD_CONNECTIONS` when
   * PGlite runs in its own thread (`pgliteThread`).
   */
  poolMax?: number;
  /**
   * An embedded data directory with every migration applied (made at build time) that a new
   * DATA_DIR is copied from, instead of running initdb and every migration.
   */
  template?: string;
  /**
   * PostgreSQL cancels any statement running longer (57014, answered 503); unset or 0: no limit.
   * PGlite cannot interrupt a running statement and has none.
   */
  statementTimeoutMs?: number;
  /** Called when an idle pooled connection fails (PostgreSQL restarts, network). */
  onPoolError?: (error: Error) => void;
  /**
   * The build's `pglite-thread.js`: PGlite on files then runs in a worker thread of its own, and
   * the server's thread only talks to it. Unset: PGlite runs in the caller's thread.
   */
  pgliteThread?: URL;
  /**
   * Told when PGlite's thread (`pgliteThread`) ends unasked: every statement fails from then on,
   * so the server exits for its supervisor to start it again.
   */
  onEmbeddedEnded?: (error: Error) => void;
}

/**
 * Opens the database: a pg.Pool on `databaseUrl` when set, otherwise PGlite (in memory, or on
 * files under `<dataDir>/pglite` guarded by an exclusive lock on dataDir, released by close()).
 */
export async function createDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      Client: NamedStatementClient,
      max: opts.poolMax ?? 10,
      types: pgTypes,
      // JIT off: our queries are short index lookups; on large tables the planner's cost estimate
      // crossed jit_above_cost and PostgreSQL spent ~2 s compiling queries that run in ms.
      options: `-c jit=off -c statement_timeout=${opts.statementTimeoutMs ?? 0}`,
    });
    pool.on('error', opts.onPoolError ?? ((error) => console.error('database pool error', error)));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (opts.memory || opts.dataDir?.startsWith('memory://')) {
    return createDatabaseFromPglite(await createPglite(), { closePglite: true });
  }
  if (!opts.dataDir) throw new Error('createDatabase needs databaseUrl, dataDir or memory');

  const lock = acquireDataDirLock(opts.dataDir);
  try {
    const pgliteDir = pgliteDirOf(opts.dataDir);
    const fresh = !existsSync(join(pgliteDir, 'PG_VERSION'));
    if (fresh && opts.template && existsSync(join(opts.template, 'PG_VERSION'))) {
      copyTemplate(opts.template, opts.dataDir);
    }
    mkdirSync(pgliteDir, { recursive: true });
    const engine = opts.pgliteThread
      ? startPgliteThread(opts.pgliteThread, pgliteDir, { onEnded: opts.onEmbeddedEnded })
      : await createPglite(pgliteDir);
    const database = await createDatabaseFromPglite(engine, {
      closePglite: true,
      connections: opts.pgliteThread ? PGLITE_THREAD_CONNECTIONS : 1,
    });
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Where PGlite keeps its files in a DATA_DIR. */
export function pgliteDirOf(dataDir: string): string {
  return join(dataDir, 'pglite');
}

const COPYING = 'pglite.copying-';

/**
 * Copies the template beside DATA_DIR's database and renames it into place: a start stopped
 * half-way leaves no half-copied database (its leftovers are removed by the next start).
 */
function copyTemplate(template: string, dataDir: string): void {
  for (const name of readdirSync(dataDir)) {
    if (name.startsWith(COPYING)) rmSync(join(dataDir, name), { recursive: true, force: true });
  }
  const copy = join(dataDir, `${COPYING}${process.pid}`);
  copyTree(template, copy);
  rmSync(pgliteDirOf(dataDir), { recursive: true, force: true });
  renameSync(copy, pgliteDirOf(dataDir));
}

/** A plain recursive copy: on the 40 MB template, about 0.15 s less CPU than `cpSync`'s checks. */
function copyTree(from: string, to: string): void {
  mkdirSync(to);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target);
    else copyFileSync(source, target);
  }
}

/**
 * Wraps an existing PGlite engine; close() closes it only when `closePglite` is set. `connections`
 * pool connections share its one session (`pglite-session.ts`): more than one only pays when the
 * engine runs in a thread of its own.
 */
export async function createDatabaseFromPglite(
  pglite: PgliteEngine,
  opts: { closePglite?: boolean; connections?: number } = {},
): Promise<Database> {
  try {
    await pglite.waitReady;
  } catch (error) {
    await pglite.close();
    throw error;
  }
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const notify = (channel: string, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) listener(payload);
  };
  const session = new PgliteSession(pglite);
  class PgliteClient extends NamedStatementClient {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connection: new PgliteConnection(session, notify) } as pg.ClientConfig);
    }
  }
  const pool = new pg.Pool({
    Client: PgliteClient,
    max: opts.connections ?? 1,
    idleTimeoutMillis: 0,
    types: pgTypes,
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    ...(inThisThread(pglite) ? { pglite } : {}),
    // PGlite's own listen() hears what its query API commits; the pool's connections pass on
    // what theirs commit.
    async listen(channel, onNotify) {
      const unlisten = await pglite.listen(channel, onNotify);
      const name = channel.toLowerCase();
      const forChannel = listeners.get(name) ?? new Set();
      listeners.set(name, forChannel.add(onNotify));
      return async () => {
        forChannel.delete(onNotify);
        await unlisten();
      };
    },
    close: async () => {
      await db.destroy();
      if (opts.closePglite && !pglite.closed) await pglite.close();
    },
  };
}
