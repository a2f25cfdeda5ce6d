// Memory and shutdown figures of the compiled server, as `npm start` runs it.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { REPO_ROOT, rssMiB, startServer, stopServer } from './server-process';
import { withScratchDatabase } from './scratch-database';

const MAIN = path.join(REPO_ROOT, 'apps/server/dist/main.js');
const IDLE_WAIT_MS = 10_000;
const MIXED_REQUESTS = 10_000;
/** The server collects its garbage 2 s and 8 s after its last request (lib/idle-gc.ts). */
const SETTLE_MS = 12_000;

export interface RuntimeFigures {
  database: string;
  idleRssMiB: number;
  loadedRssMiB: number;
  settledRssMiB: number;
  sigtermExitMs: number;
}

/** 10,000 requests across the main read paths, 10 connections. */
async function mixedLoad(url: string): Promise<void> {
  await autocannon({
    url,
    connections: 10,
    amount: MIXED_REQUESTS,
    requests: [
      { path: '/healthz' },
      { path: '/v1/feed/?page=0&size=10' },
      { path: `/v1/feed/?keyword=${encodeURIComponent('무선')}` },
      { path: '/v1/board/?page=0&size=10' },
      { path: '/f/board' },
    ],
  });
}

/**
 * Idle RSS ten seconds after a restart (PGlite) or a start, RSS right after load and once idle
 * again, SIGTERM to exit.
 */
async function measure(
  database: string,
  env: Record<string, string>,
  restart: boolean,
): Promise<RuntimeFigures> {
  let running = await startServer(MAIN, env);
  if (restart) {
    await stopServer(running.child);
    running = await startServer(MAIN, env);
  }
  await new Promise((done) => setTimeout(done, IDLE_WAIT_MS));
  const idleRssMiB = rssMiB(running.child.pid!);
  await mixedLoad(running.url);
  const loadedRssMiB = rssMiB(running.child.pid!);
  await new Promise((done) => setTimeout(done, SETTLE_MS));
  const settledRssMiB = rssMiB(running.child.pid!);
  const sigtermExitMs = await stopServer(running.child);
  return { database, idleRssMiB, loadedRssMiB, settledRssMiB, sigtermExitMs };
}

/** The figures on the embedded database, and on PostgreSQL when `databaseUrl` is given (a scratch database is created and dropped). */
export async function runtimeFigures(databaseUrl: string | undefined): Promise<RuntimeFigures[]> {
  const figures: RuntimeFigures[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'akkyeo-bench-'));
  try {
    figures.push(await measure('embedded PGlite', { DATA_DIR: dataDir }, true));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (databaseUrl) {
    figures.push(
      await withScratchDatabase(databaseUrl, (env) => measure('PostgreSQL', env, false)),
    );
  }
  return figures;
}

/** The figures as a table, with the targets they are read against. */
export function printRuntimeFigures(figures: RuntimeFigures[]): void {
  const mb = (value: number) => `${value.toFixed(0)} MiB`;
  console.log('\nmemory and shutdown of the compiled server (npm start after npm run build)\n');
  console.table(
    figures.map((f) => ({
      database: f.database,
      'idle RSS (10 s)': mb(f.idleRssMiB),
      [`RSS right after ${MIXED_REQUESTS} requests`]: `${mb(f.loadedRssMiB)} (${(f.loadedRssMiB / f.idleRssMiB).toFixed(2)}×)`,
      [`RSS ${SETTLE_MS / 1000} s later`]: `${mb(f.settledRssMiB)} (${(f.settledRssMiB / f.idleRssMiB).toFixed(2)}×)`,
      'SIGTERM to exit': `${(f.sigtermExitMs / 1000).toFixed(2)} s`,
    })),
  );
  console.log(
    `load average while measuring: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
  );
  console.log(
    'targets: idle RSS ≤ 300 MiB PGlite, ≤ 150 MiB PostgreSQL; once idle again after load ≤ 1.2× idle; SIGTERM ≤ 10 s',
  );
}
