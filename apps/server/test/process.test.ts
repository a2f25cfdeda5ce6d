import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { messages } from '@akkyeo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILD_TIMEOUT_MS,
  ensureServerBuild,
  nodeArgs,
  START_ENV,
} from './helpers/compiled-server';

const SERVER_DIR = resolve(import.meta.dirname, '..');
const started: ChildProcess[] = [];

interface Server {
  child: ChildProcess;
  port: number;
  output: () => { stdout: string; stderr: string };
  exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/** `npm start`'s command on its own DATA_DIR, with nothing inherited that would change it. */
async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, nodeArgs('main.js'), {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      ...START_ENV,
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      JWT_SECRET: '',
      SEED_DEMO: '',
      PUBLIC_URL: '',
      UPLOADS_DIR: '',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, port, output: () => ({ stdout, stderr }), exited };
}

async function waitForHealthy(server: Server, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`server exited with ${exitCode}: ${server.output().stderr}`);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`server did not become healthy: ${server.output().stderr}`);
}

/** Deals on the feed's first page of 50 (the feed sends no total). */
async function feedTotal(server: Server): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${server.port}/v1/feed/?size=50`);
  const body = (await response.json()) as { content: unknown[] };
  return body.content.length;
}

beforeAll(() => ensureServerBuild(), BUILD_TIMEOUT_MS);
afterAll(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('server process (embedded PGlite)', () => {
  it('starts seeded, refuses a second process on its DATA_DIR, stops cleanly and keeps its data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'akkyeo-process-'));

    const first = await startServer(dataDir);
    await waitForHealthy(first);
    const seededTotal = await feedTotal(first);
    expect(seededTotal).toBeGreaterThan(0);
    expect(first.output().stdout).toContain(
      `아껴라껴 is running at http://localhost:${first.port}`,
    );
    expect(first.output().stdout).toMatch(/demo \/ \S+/);

    const second = await startServer(dataDir);
    expect(await second.exited).not.toBe(0);
    expect(second.output().stderr).toMatch(/DATA_DIR .* is in use by another process \(pid \d+\)/);
    expect(second.output().stderr).not.toMatch(/^\s+at /m);
    expect((await fetch(`http://127.0.0.1:${first.port}/healthz`)).ok).toBe(true);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const again = await startServer(dataDir);
    await waitForHealthy(again);
    expect(await feedTotal(again)).toBe(seededTotal);
    expect(again.output().stdout).toContain('아껴라껴 is running at');
    expect(again.output().stdout).not.toContain('Demo content was added');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 180_000);

  it('exits 1 with a clear message and no stack on a bad config', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'akkyeo-process-'));
    const server = await startServer(dataDir, { PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain(
      'PORT: must be an integer from 0 to 65535 (got "abc")',
    );
    expect(server.output().stderr).not.toMatch(/^\s+at /m);
  }, 60_000);

  it('refuses TRUST_PROXY=true at start, in Korean', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'akkyeo-process-'));
    const server = await startServer(dataDir, { TRUST_PROXY: 'true' });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain(`TRUST_PROXY: ${messages.ops.trustProxyTrue}`);
  }, 60_000);
});
