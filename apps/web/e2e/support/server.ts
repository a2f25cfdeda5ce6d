import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { START_ENV, START_FLAGS } from '../../../server/test/helpers/compiled-server';
import { GENEROUS_READ_BUDGETS } from '../../../server/test/helpers/generous-read-budgets';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface RunningServer {
  url: string;
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output()}`);
    try {
      const reply = await fetch(`${url}/healthz`);
      if (reply.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server did not become healthy:\n${output()}`);
}

/** `npm start` after `npm run build`: the compiled server, run with plain node. */
const COMPILED_ENTRY = [...START_FLAGS, path.join(repoRoot, 'apps/server/dist/main.js')];

/**
 * Starts the real server (by default as `npm start` runs it after `npm run build`: compiled,
 * plain node; the built web app, embedded database, demo content) on a free port and a fresh
 * DATA_DIR.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'akkyeo-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, COMPILED_ENTRY, {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...START_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every phone of the run shares 127.0.0.1: per-address read budgets would count them as one.
      ...GENEROUS_READ_BUDGETS,
      // One instance, no balancer to drain from: stop at once.
      SHUTDOWN_DRAIN_MS: '0',
      // A test writes and looks at once, faster than any visitor: every page drawn afresh (the
      // keeping of drawn pages is apps/server/test/server-render.test.ts's).
      SERVER_RENDER_CACHE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(url, child, () => log);
  return {
    url,
    pid: child.pid ?? 0,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
