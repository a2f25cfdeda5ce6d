import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { SizeCachingNodeFS } from './size-caching-node-fs';

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
