import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@akkyeo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS, ensureServerBuild } from './helpers/compiled-server';
import { killAll, spawnServer, waitHealthy } from './helpers/server-process';

let dataDir: string;

beforeAll(() => ensureServerBuild(), BUILD_TIMEOUT_MS);
afterAll(async () => {
  await killAll();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('the compiled server on SIGTERM', () => {
  it('answers /healthz 503 in Korean while it still serves the rest, closing each connection', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'akkyeo-drain-'));
    // A drain far longer than the test: it ends by the second signal.
    const server = await spawnServer({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      SHUTDOWN_DRAIN_MS: '60000',
    });
    await waitHealthy(server);
    server.child.kill('SIGTERM');
    let health: Response | undefined;
    await expect
      .poll(async () => (health = await fetch(`${server.url}/healthz`)).status, { timeout: 30_000 })
      .toBe(503);
    expect(await health!.json()).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: messages.ops.draining,
    });
    const feed = await fetch(`${server.url}/v1/feed/`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('connection')).toBe('close');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
  }, 120_000);
});
