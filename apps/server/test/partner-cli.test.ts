import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, type DataDirLock } from '../src/db/data-dir-lock';
import { createDatabase } from '../src/db/database';
import { BUILD_TIMEOUT_MS, ensureServerBuild } from './helpers/compiled-server';
import { freePort, runCompiled } from './helpers/server-process';
import { withTestApp } from './helpers/test-app';
import { TEST_JWT_SECRET } from './helpers/test-config';
import {
  coupangStubConfig,
  startCoupangStub,
  STUB_KEYS,
  type CoupangStub,
} from './stubs/coupang-stub';

let stub: CoupangStub;
const dirs: string[] = [];

beforeAll(async () => {
  ensureServerBuild();
  stub = await startCoupangStub();
  stub.goldBox = [stub.product(31), stub.product(32)];
}, BUILD_TIMEOUT_MS);
afterAll(async () => {
  await stub.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'akkyeo-partner-cli-'));
  dirs.push(dir);
  return dir;
}

/** Runs `npm run partner:import`'s script with this environment. */
function runCli(env: Record<string, string>): Promise<{ code: number; out: string }> {
  return runCompiled('partner-import.js', {
    HOST: '127.0.0.1',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    COUPANG_API_BASE_URL: stub.url,
    ...env,
  });
}

const keys = { COUPANG_ACCESS_KEY: STUB_KEYS.accessKey, COUPANG_SECRET_KEY: STUB_KEYS.secretKey };

// The CLI opens its own embedded database (or none); the test database kind does not matter.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('npm run partner:import', () => {
  describe('with a server running', () => {
    let lock: DataDirLock | undefined;
    const server = withTestApp(() => {
      const dataDir = tempDir();
      lock = acquireDataDirLock(dataDir);
      return { listen: true, config: { dataDir, coupang: coupangStubConfig(stub.url) } };
    });
    afterAll(() => lock?.release());

    it('goes through it, never opening the DATA_DIR it holds', async () => {
      const calls = stub.calls('goldbox');
      const result = await runCli({
        DATA_DIR: server.config.dataDir,
        PORT: new URL(server.origin).port,
      });
      expect(result.out).toContain('through the running server');
      expect(result.out).toContain('2 created');
      expect(result.code).toBe(0);
      expect(stub.calls('goldbox')).toBe(calls + 1);
      const deals = await server.db.selectFrom('deal').select('external_id').execute();
      expect(deals.map((d) => d.external_id).sort()).toEqual(['31', '32']);
    }, 60_000);
  });

  describe('with a server that has no keys', () => {
    const server = withTestApp(() => ({
      listen: true,
      config: { coupang: coupangStubConfig(stub.url, { keys: undefined }) },
    }));

    it('says why', async () => {
      const port = new URL(server.origin).port;
      const result = await runCli({ DATA_DIR: tempDir(), PORT: port, ...keys });
      expect(result.code).toBe(1);
      expect(result.out).toContain('answered 503');
      expect(result.out).toContain('COUPANG_ACCESS_KEY');
    });
  });

  it('runs directly on the embedded database when no server runs', async () => {
    const dataDir = tempDir();
    const result = await runCli({ DATA_DIR: dataDir, PORT: String(await freePort()), ...keys });
    expect(result.out).toContain('directly');
    expect(result.out).toContain('2 created');
    expect(result.code).toBe(0);

    const database = await createDatabase({ dataDir });
    try {
      const deals = await database.db
        .selectFrom('deal')
        .select(['external_id', 'market'])
        .orderBy('external_id')
        .execute();
      expect(deals).toEqual([
        { external_id: '31', market: '쿠팡' },
        { external_id: '32', market: '쿠팡' },
      ]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses clearly when another process holds DATA_DIR and no server answers', async () => {
    const dataDir = tempDir();
    const lock = acquireDataDirLock(dataDir);
    try {
      const result = await runCli({ DATA_DIR: dataDir, PORT: String(await freePort()), ...keys });
      expect(result.code).toBe(1);
      expect(result.out).toContain(`is in use by another process (pid ${process.pid})`);
    } finally {
      lock.release();
    }
  });

  it('refuses without keys', async () => {
    const result = await runCli({ DATA_DIR: tempDir(), PORT: String(await freePort()) });
    expect(result.code).toBe(1);
    expect(result.out).toContain('set COUPANG_ACCESS_KEY and COUPANG_SECRET_KEY');
  });
});
