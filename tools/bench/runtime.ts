// Start, restart, memory and shutdown figures of the compiled server, as `npm start` runs it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(repoRoot, 'apps/server/dist/main.js');
const START_TIMEOUT_MS = 120_000;
const IDLE_WAIT_MS = 10_000;
const MIXED_REQUESTS = 10_000;

export interface RuntimeFigures {
  database: string;
  startEmptyMs: number;
  /** CPU time (user + system) the process spent until its first 200: the start's cost, whatever the machine's load. */
  startEmptyCpuMs: number;
  restartMs?: number;
  restartCpuMs?: number;
  idleRssMiB: number;
  loadedRssMiB: number;
  sigtermExitMs: number;
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

interface Started {
  child: ChildProcess;
  url: string;
  ms: number;
  cpuMs: number;
}

function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function start(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', MAIN], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  while (performance.now() - began < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return { child, url, ms: performance.now() - began, cpuMs: cpuMsOf(child.pid!) };
    }
    await new Promise((done) => setTimeout(done, 20));
  }
  child.kill('SIGKILL');
  throw new Error('server did not answer within 120 s');
}

async function stop(child: ChildProcess): Promise<number> {
  const began = performance.now();
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
  return performance.now() - began;
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

async function measure(
  database: string,
  env: Record<string, string>,
  restart: boolean,
): Promise<RuntimeFigures> {
  const first = await start(env);
  let running = first;
  if (restart) {
    await stop(first.child);
    running = await start(env);
  }
  await new Promise((done) => setTimeout(done, IDLE_WAIT_MS));
  const idleRssMiB = rssMiB(running.child.pid!);
  await mixedLoad(running.url);
  const loadedRssMiB = rssMiB(running.child.pid!);
  const sigtermExitMs = await stop(running.child);
  return {
    database,
    startEmptyMs: first.ms,
    startEmptyCpuMs: first.cpuMs,
    restartMs: restart ? running.ms : undefined,
    restartCpuMs: restart ? running.cpuMs : undefined,
    idleRssMiB,
    loadedRssMiB,
    sigtermExitMs,
  };
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
  if (!databaseUrl) return figures;
  const name = `akkyeo_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const scratchDir = mkdtempSync(path.join(tmpdir(), 'akkyeo-bench-'));
  try {
    await admin.query(`create database "${name}"`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    figures.push(
      await measure('PostgreSQL', { DATA_DIR: scratchDir, DATABASE_URL: url.toString() }, false),
    );
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(scratchDir, { recursive: true, force: true });
  }
  return figures;
}

/** The figures as a table, with the targets they are read against. */
export function printRuntimeFigures(figures: RuntimeFigures[]): void {
  const mb = (value: number) => `${value.toFixed(0)} MiB`;
  const s = (ms: number | undefined) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`);
  console.log(
    '\nstart, memory and shutdown of the compiled server (npm start after npm run build)\n',
  );
  console.table(
    figures.map((f) => ({
      database: f.database,
      'start, empty data': s(f.startEmptyMs),
      '(CPU)': s(f.startEmptyCpuMs),
      restart: s(f.restartMs),
      '(CPU) ': s(f.restartCpuMs),
      'idle RSS (10 s)': mb(f.idleRssMiB),
      [`RSS after ${MIXED_REQUESTS} requests`]: `${mb(f.loadedRssMiB)} (${(f.loadedRssMiB / f.idleRssMiB).toFixed(2)}×)`,
      'SIGTERM to exit': s(f.sigtermExitMs),
    })),
  );
  console.log(
    `load average while measuring: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
  );
  console.log(
    'targets: start ≤ 4 s PGlite, ≤ 1.5 s PostgreSQL; restart ≤ 1.5 s; idle RSS ≤ 300 MiB PGlite, ≤ 150 MiB PostgreSQL; after load ≤ 1.2× idle; SIGTERM ≤ 10 s',
  );
}
