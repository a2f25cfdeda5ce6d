// The compiled server as a child process, as `npm start` runs it: start, stop, CPU time and memory.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { START_ENV, START_FLAGS } from '../../apps/server/test/helpers/compiled-server';
import { GENEROUS_READ_BUDGETS } from '../../apps/server/test/helpers/generous-read-budgets';
import { cpuMsOf } from './proc-cpu';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 120_000;
const STARTED_LINE_WAIT_MS = 2_000;

export interface StartedServer {
  child: ChildProcess;
  url: string;
  /** Wall-clock time from spawn to the first 200 on /healthz. */
  ms: number;
  /** CPU time (user + system, every thread) the process spent until then. */
  cpuMs: number;
  /** CPU milliseconds of each start-up phase, from the `started` log line (LOG_LEVEL=info only). */
  phases?: Record<string, number>;
}

/** One of the bench's own TypeScript scripts (beside this file) as a child process. */
export function spawnBenchScript(
  script: string,
  env: Record<string, string>,
  stdio: StdioOptions = 'inherit',
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script)], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio,
  });
}

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Starts `main` (a build's main.js) and waits for its first 200 on /healthz. */
export async function startServer(
  main: string,
  env: Record<string, string>,
): Promise<StartedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const child = spawn(process.execPath, [...START_FLAGS, main], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      ...START_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The load comes from one address: measure the reads, not their per-address budgets.
      ...GENEROUS_READ_BUDGETS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let startedLine: string | undefined;
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    startedLine ??= lines.find((line) => line.includes('"msg":"started"'));
  });
  while (performance.now() - began < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      const started = { child, url, ms: performance.now() - began, cpuMs: cpuMsOf(child.pid!) };
      if (env.LOG_LEVEL !== 'info') return started;
      const waited = performance.now();
      while (!startedLine && performance.now() - waited < STARTED_LINE_WAIT_MS) {
        await new Promise((done) => setTimeout(done, 20));
      }
      return { ...started, phases: startedLine ? phasesOf(startedLine) : undefined };
    }
    await new Promise((done) => setTimeout(done, 20));
  }
  child.kill('SIGKILL');
  throw new Error('server did not answer within 120 s');
}

function phasesOf(line: string): Record<string, number> {
  const { startup } = JSON.parse(line) as { startup: Record<string, { cpuMs: number }> };
  return Object.fromEntries(Object.entries(startup).map(([phase, { cpuMs }]) => [phase, cpuMs]));
}

/** SIGTERM, then the milliseconds until the process exited (SIGKILL after 30 s). */
export async function stopServer(child: ChildProcess): Promise<number> {
  const began = performance.now();
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
  return performance.now() - began;
}
