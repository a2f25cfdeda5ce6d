import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@akkyeo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS, ensureServerBuild } from './helpers/compiled-server';
import { killAll, spawnServer, waitHealthy, type ServerProcess } from './helpers/server-process';

const dirs: string[] = [];

/** `npm start`'s command on its own DATA_DIR, with nothing inherited that would change it. */
function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  return spawnServer({
    HOME: process.env.HOME ?? '',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: '',
    SEED_DEMO: '',
    PUBLIC_URL: '',
    UPLOADS_DIR: '',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    ...env,
  });
}

/** A new DATA_DIR, removed after the file. */
function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'akkyeo-process-'));
  dirs.push(dir);
  return dir;
}

/** Deals on the feed's first page of 50 (the feed sends no total). */
async function feedTotal(server: ServerProcess): Promise<number> {
  const response = await fetch(`${server.url}/v1/feed/?size=50`);
  const body = (await response.json()) as { content: unknown[] };
  return body.content.length;
}

beforeAll(() => ensureServerBuild(), BUILD_TIMEOUT_MS);
afterAll(async () => {
  await killAll();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('server process (embedded PGlite)', () => {
  it('starts seeded, refuses a second process on its DATA_DIR, stops cleanly and keeps its data', async () => {
    const dataDir = newDataDir();

    const first = await startServer(dataDir, { LOG_LEVEL: 'info' });
    await waitHealthy(first);
    const seededTotal = await feedTotal(first);
    expect(seededTotal).toBeGreaterThan(0);
    expect(first.stdout()).toContain(`아껴라껴 is running at http://localhost:${first.port}`);
    expect(first.stdout()).toMatch(/demo \/ \S+/);
    expect(first.stdout()).toMatch(/"msg":"warmed up"[^]*"msg":"Server listening at/);

    const second = await startServer(dataDir);
    expect(await second.exited).not.toBe(0);
    expect(second.stderr()).toMatch(/DATA_DIR .* is in use by another process \(pid \d+\)/);
    expect(second.stderr()).not.toMatch(/^\s+at /m);
    expect((await fetch(`${first.url}/healthz`)).ok).toBe(true);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const again = await startServer(dataDir);
    await waitHealthy(again);
    expect(await feedTotal(again)).toBe(seededTotal);
    expect(again.stdout()).toContain('아껴라껴 is running at');
    expect(again.stdout()).not.toContain('Demo content was added');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 180_000);

  it('exits 1 with a clear message and no stack on a bad config', async () => {
    const dataDir = newDataDir();
    const server = await startServer(dataDir, { PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('PORT: must be an integer from 0 to 65535 (got "abc")');
    expect(server.stderr()).not.toMatch(/^\s+at /m);
  }, 60_000);

  it('refuses TRUST_PROXY=true at start, in Korean', async () => {
    const dataDir = newDataDir();
    const server = await startServer(dataDir, { TRUST_PROXY: 'true' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain(`TRUST_PROXY: ${messages.ops.trustProxyTrue}`);
  }, 60_000);
});
