import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { pgTypes } from './pg-types';
import { PgliteConnection } from './pglite-connection';
import { NamedStatementClient } from './prepared';
import { SizeCachingNodeFS } from './size-caching-node-fs';
import type { DB } from './types';

export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: the Kysely instance, which engine backs it, and how to close it. */
export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** The embedded engine, when kind is 'pglite' (tests clone it). */
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
  /** Pool size on PostgreSQL (PGlite always uses one connection). */
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
}

/**
 * Memory of the embedded engine, sized for one app process: PostgreSQL's defaults assume a
 * dedicated server (128 MB of shared buffers), which PGlite would hold inside its WASM heap.
 */
const EMBEDDED_SETTINGS = {
  shared_buffers: '16MB',
  temp_buffers: '2MB',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  wal_buffers: '1MB',
};

/**
 * Bytes of WASM code a function runs before V8 recompiles it with its optimising compiler (V8's
 * default is 1.8 MB). PostgreSQL's start-up passes the default in hundreds of large functions that
 * never run hot again; this much leaves optimisation to functions that are hot under real load.
 */
const WASM_TIERING_BUDGET = 1_000_000_000;

/**
 * PGlite with the extensions our migrations need: on files under `dataDir`, or in memory when it
 * is undefined, optionally starting from a `dumpDataDir()` tarball.
 */
export function createPglite(dataDir?: string, opts: { loadDataDir?: Blob } = {}): Promise<PGlite> {
  setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  const settings = Object.entries(EMBEDDED_SETTINGS).flatMap(([key, value]) => [
    '-c',
    `${key}=${value}`,
  ]);
  return PGlite.create({
    ...(dataDir ? { dataDir, fs: new SizeCachingNodeFS(dataDir) } : { dataDir: 'memory://' }),
    extensions: { btree_gin, pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...settings],
    ...opts,
  });
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
    const database = await createDatabaseFromPglite(await createPglite(pgliteDir), {
      closePglite: true,
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

/** Wraps an existing PGlite instance; close() closes it only when `closePglite` is set. */
export async function createDatabaseFromPglite(
  pglite: PGlite,
  opts: { closePglite?: boolean } = {},
): Promise<Database> {
  await pglite.waitReady;
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const notify = (channel: string, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) listener(payload);
  };
  class PgliteClient extends NamedStatementClient {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connection: new PgliteConnection(pglite, notify) } as pg.ClientConfig);
    }
  }
  const pool = new pg.Pool({
    Client: PgliteClient,
    max: 1,
    idleTimeoutMillis: 0,
    types: pgTypes,
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    pglite,
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
