import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILD_TIMEOUT_MS,
  ensureServerBuild,
  nodeArgs,
  START_ENV,
} from './helpers/compiled-server';
import { killAll, spawnServer, waitHealthy } from './helpers/server-process';

const dirs: string[] = [];

/** The compiled server as `npm start` runs it, on a new DATA_DIR, once it answers /healthz. */
async function startCompiled(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'akkyeo-runtime-'));
  dirs.push(dataDir);
  const server = await spawnServer({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    ...env,
  });
  await waitHealthy(server);
  return { ...server, dataDir };
}

beforeAll(() => ensureServerBuild(), BUILD_TIMEOUT_MS);
afterAll(async () => {
  await killAll();
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
    let answered = '';
    upload.on('data', (chunk: Buffer) => (answered += chunk.toString()));
    upload.write(
      'POST /v1/board/ HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n' +
        'Content-Length: 1000000\r\n\r\n--b\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\n',
    );
    // The server has read the upload's head (it answers at once, without a token) and holds
    // the connection open for the rest of the body.
    await expect.poll(() => answered, { timeout: 10_000 }).toMatch(/^HTTP\/1\.1 401/);

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
    // What the process writes to stdout from now on.
    const before = server.stdout().length;
    const output = () => server.stdout().slice(before);
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
