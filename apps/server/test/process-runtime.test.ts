import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILD_TIMEOUT_MS,
  ensureServerBuild,
  nodeArgs,
  START_ENV,
} from './helpers/compiled-server';

const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const started: ChildProcess[] = [];
const dirs: string[] = [];

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** The compiled server as `npm start` runs it, on a new DATA_DIR; stdout is left unread. */
async function startCompiled(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'akkyeo-runtime-'));
  dirs.push(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, nodeArgs('main.js'), {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      ...START_ENV,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    if (Date.now() > deadline) throw new Error(`server did not become healthy: ${stderr}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  return { child, url, port, dataDir, exited };
}

/** Everything the process wrote to stdout so far, read from now on. */
function readOutput(child: ChildProcess): () => string {
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
}

beforeAll(() => ensureServerBuild(), BUILD_TIMEOUT_MS);
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('the compiled server process', () => {
  it("runs with plain node and the start script's environment: no loader in its arguments, no helper process", async () => {
    const server = await startCompiled({ LOG_LEVEL: 'warn' });
    const pid = server.child.pid!;
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    expect(args.slice(1)).toEqual(nodeArgs('main.js'));
    const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    expect(START_ENV).toHaveProperty('MALLOC_MMAP_THRESHOLD_');
    for (const [name, value] of Object.entries(START_ENV))
      expect(environ).toContain(`${name}=${value}`);
    expect(args.join(' ')).not.toMatch(/tsx|--import|--loader|--require/);
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    expect(children).toBe('');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);

  it('closes in order on SIGTERM with a stalled stdout pipe and a half-sent upload', async () => {
    // A short drain leaves the connection grace well inside the shutdown deadline.
    const server = await startCompiled({ SHUTDOWN_DRAIN_MS: '1000' });
    server.child.stdout?.pause();
    // Each request logs two lines: far more than the pipe and the reader's buffer hold.
    for (let i = 0; i < 60; i++) {
      await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${server.url}/healthz?${'x'.repeat(500)}`)),
      );
    }
    const upload = connect(server.port, '127.0.0.1');
    upload.on('error', () => undefined);
    upload.write(
      'POST /v1/board/ HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n' +
        'Content-Length: 1000000\r\n\r\n--b\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\n',
    );
    await new Promise((done) => setTimeout(done, 300));

    server.child.kill('SIGTERM');
    const code = await server.exited;
    upload.destroy();
    // 0 only when the orderly close finished; the shutdown deadline (under 10 s) exits 1.
    expect(code).toBe(0);
    // DATA_DIR is released.
    expect(existsSync(join(server.dataDir, '.lock'))).toBe(false);
  }, 180_000);

  it('a second SIGTERM exits at once', async () => {
    const server = await startCompiled();
    const output = readOutput(server.child);
    const upload = connect(server.port, '127.0.0.1');
    upload.on('error', () => undefined);
    upload.write('POST /v1/board/ HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{');
    await expect.poll(output, { timeout: 10_000 }).toContain('/v1/board/');
    server.child.kill('SIGTERM');
    await expect.poll(output, { timeout: 10_000 }).toContain('draining before shutdown');
    server.child.kill('SIGTERM');
    // 1 without "shutdown timed out": the second signal ended it, not the deadline.
    expect(await server.exited).toBe(1);
    upload.destroy();
    expect(output()).not.toContain('shutdown timed out');
  }, 180_000);
});
