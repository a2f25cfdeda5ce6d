import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_HEADER, paths, toUrl } from '@akkyeo/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBalancer, type Balancer } from './helpers/balancer';
import { BUILD_TIMEOUT_MS, ensureServerBuild } from './helpers/compiled-server';
import { killAll, spawnServer, waitHealthy, type ServerProcess } from './helpers/server-process';
import { TEST_JWT_SECRET } from './helpers/test-config';
import { createEmptyDatabase, withAdmin, type EmptyDatabase } from './helpers/test-database';

const baseUrl = process.env.TEST_DATABASE_URL;
const onPostgres = Boolean(baseUrl) && process.env.TEST_DB_KIND === 'postgres';
const WORKERS = 4;
const DRAIN_MS = 1_500;
const dirs: string[] = [];
let database: EmptyDatabase | undefined;
let databaseUrl: string;
let balancer: Balancer;

/** An instance on the shared database, on `port` when restarting one. */
async function startInstance(port?: number): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'akkyeo-rolling-'));
  dirs.push(dataDir);
  const instance = await spawnServer(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      TRUST_PROXY: '1',
      RATE_LIMIT_COMMENTS: '100000',
      COUPANG_IMPORT_ENABLED: 'false',
    },
    port,
  );
  await waitHealthy(instance);
  return instance;
}

/** Steady traffic through the balancer: each worker reads the feed and writes a comment in turn. */
function startLoad(token: string, dealId: number) {
  const tally = { ok: 0, failed: [] as string[], acknowledged: [] as number[] };
  let stopped = false;
  const call = async (
    what: string,
    send: () => Promise<Response>,
    onOk?: (body: unknown) => void,
  ) => {
    try {
      const reply = await send();
      const body: unknown = await reply.json().catch(() => undefined);
      if (!reply.ok) return void tally.failed.push(`${what} ${reply.status}`);
      tally.ok++;
      onOk?.(body);
    } catch (error) {
      tally.failed.push(`${what} ${(error as Error).message}`);
    }
  };
  const worker = async (n: number) => {
    for (let i = 0; !stopped; i++) {
      await call('read', () => fetch(`${balancer.url}${paths.feed.list}?size=5`));
      await call(
        'write',
        () =>
          fetch(`${balancer.url}${toUrl(paths.feed.comment, { id: dealId })}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [AUTH_HEADER]: token },
            body: JSON.stringify({ content: `롤링 재시작 ${n}-${i}` }),
          }),
        (body) => tally.acknowledged.push((body as { comment: { id: number } }).comment.id),
      );
    }
  };
  const workers = Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
  /** Resolves once `count` more requests have succeeded. */
  const succeeded = async (count: number) => {
    const target = tally.ok + count;
    await vi.waitFor(
      () => {
        if (tally.ok < target) throw new Error(`${tally.ok} of ${target} requests succeeded`);
      },
      { timeout: 60_000, interval: 20 },
    );
  };
  return {
    tally,
    succeeded,
    stop: async () => {
      stopped = true;
      await workers;
    },
  };
}

/** SIGTERM, wait for a clean exit, start again on the same port, wait until the balancer has it back. */
async function restart(instance: ServerProcess): Promise<ServerProcess> {
  instance.child.kill('SIGTERM');
  await balancer.until(instance.port, false);
  expect(await instance.exited).toBe(0);
  const again = await startInstance(instance.port);
  await balancer.until(again.port, true);
  return again;
}

describe.skipIf(!onPostgres)(
  // Two instances need a shared database: skipped without TEST_DATABASE_URL (server-postgres only).
  'two compiled instances on PostgreSQL behind a balancer, restarted in turn and killed',
  () => {
    beforeAll(async () => {
      ensureServerBuild();
      database = await createEmptyDatabase(baseUrl!, 'akkyeo_rolling');
      databaseUrl = database.url;
    }, BUILD_TIMEOUT_MS);

    afterAll(async () => {
      await balancer?.close();
      await killAll();
      await database?.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    it('loses no request in a rolling restart and no acknowledged write at all', async () => {
      // The first instance seeds the demo content; the second finds it there.
      let first = await startInstance();
      let second = await startInstance();
      balancer = await startBalancer([first.port, second.port]);
      const login = await fetch(`${balancer.url}${paths.auth.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'demo', password: 'demo1234!' }),
      });
      const { token } = (await login.json()) as { token: string };
      const feed = (await (await fetch(`${balancer.url}${paths.feed.list}`)).json()) as {
        content: { id: number }[];
      };
      const load = startLoad(token, feed.content[0]!.id);
      await load.succeeded(50);

      first = await restart(first);
      await load.succeeded(50);
      second = await restart(second);
      await load.succeeded(50);
      const rolling = { ok: load.tally.ok, failed: [...load.tally.failed] };

      first.child.kill('SIGKILL');
      await balancer.until(first.port, false);
      await load.succeeded(50);
      await load.stop();
      const killed = load.tally.failed.slice(rolling.failed.length);
      console.info(
        `rolling restart: ${rolling.ok} requests succeeded, ${rolling.failed.length} failed; ` +
          `kill -9 of one instance: ${killed.length} failed (${killed.join(', ') || 'none'}) ` +
          `of ${load.tally.ok - rolling.ok + killed.length}`,
      );
      expect(rolling.failed).toEqual([]);

      const acknowledged = load.tally.acknowledged;
      expect(acknowledged.length).toBeGreaterThan(0);
      const stored = await withAdmin(databaseUrl, (client) =>
        client.query<{ id: string }>('select id from deal_comment where id = any($1)', [
          acknowledged,
        ]),
      );
      expect(stored.rows.length).toBe(new Set(acknowledged).size);
      expect(second.stderr()).not.toMatch(/"level":50/);
    }, 240_000);
  },
);
