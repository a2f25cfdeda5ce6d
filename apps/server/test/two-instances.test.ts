import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_HEADER } from '@akkyeo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardForm, solidImage } from './board-support';
import { BUILD_TIMEOUT_MS, ensureServerBuild } from './helpers/compiled-server';
import { killAll, spawnServer, waitHealthy } from './helpers/server-process';
import { TEST_JWT_SECRET } from './helpers/test-config';
import { createEmptyDatabase, withAdmin, type EmptyDatabase } from './helpers/test-database';
import { startCoupangStub, STUB_KEYS, type CoupangStub } from './stubs/coupang-stub';
import { startS3Stub, type S3Stub } from './stubs/s3-server';

const baseUrl = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
let databaseUrl: string;
let database: EmptyDatabase | undefined;
let s3: S3Stub;
let coupang: CoupangStub;
let instances: { url: string; stderr: () => string }[];

/** One instance as production runs it: compiled, its own DATA_DIR, the shared database, bucket and secrets. */
async function startInstance(): Promise<{ url: string; stderr: () => string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'akkyeo-instance-'));
  dirs.push(dataDir);
  const instance = await spawnServer({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    COUPANG_ACCESS_KEY: STUB_KEYS.accessKey,
    COUPANG_SECRET_KEY: STUB_KEYS.secretKey,
    COUPANG_API_BASE_URL: coupang.url,
    // A slot already past today runs at once: both instances try it at start.
    COUPANG_IMPORT_TIME: '00:00',
    ...s3.env,
  });
  await waitHealthy(instance);
  return instance;
}

describe.skipIf(!baseUrl || process.env.TEST_DB_KIND !== 'postgres')(
  'two server processes on one PostgreSQL database and one bucket',
  () => {
    beforeAll(async () => {
      ensureServerBuild();
      database = await createEmptyDatabase(baseUrl!, 'akkyeo_two');
      databaseUrl = database.url;
      s3 = await startS3Stub();
      coupang = await startCoupangStub();
      coupang.goldBox = [coupang.product(71), coupang.product(72)];
      instances = await Promise.all([startInstance(), startInstance()]);
    }, BUILD_TIMEOUT_MS);

    afterAll(async () => {
      await killAll('SIGTERM');
      await s3?.close();
      await coupang?.close();
      await database?.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    it('shares logins, images and the daily gold-box import', async () => {
      const [first, second] = instances as [(typeof instances)[0], (typeof instances)[0]];
      const login = await fetch(`${first.url}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'demo', password: 'demo1234!' }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const me = await fetch(`${second.url}/v1/member/`, { headers: { [AUTH_HEADER]: token } });
      expect(me.status).toBe(200);

      const posted = await fetch(`${first.url}/v1/board/`, {
        method: 'POST',
        body: boardForm({ content: '첫 번째 서버에 올린 사진입니다' }, [
          { data: await solidImage(320, 240, 'png', 90), name: 'a.png', type: 'image/png' },
        ]),
        headers: { [AUTH_HEADER]: token },
      });
      expect(posted.status).toBe(201);
      const { id } = (await posted.json()) as { id: number };
      const detail = await fetch(`${second.url}/v1/board/${id}`);
      const { imgPaths } = (await detail.json()) as { imgPaths: string[] };
      expect(imgPaths[0]).toMatch(new RegExp(`^${s3.bucketUrl}/board/`));
      const image = await fetch(imgPaths[0]!);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');

      // Both instances enqueued today's slot at start; once its one job has completed, no
      // instance can run it again, and every later enqueue of the slot has been made.
      const goldBoxJobs = () =>
        withAdmin(databaseUrl, async (client) => {
          const { rows } = await client.query<{
            unique_key: string;
            attempts: number;
            completed_at: Date | null;
          }>(
            `select unique_key, attempts, completed_at from job
             where queue = 'partner.goldbox-import' order by run_at`,
          );
          return rows;
        });
      await expect
        .poll(async () => (await goldBoxJobs()).filter((job) => job.completed_at).length, {
          timeout: 60_000,
          interval: 250,
        })
        .toBe(1);
      const [today, tomorrow, ...more] = await goldBoxJobs();
      expect(today?.attempts).toBe(1);
      expect(today?.completed_at).toBeInstanceOf(Date);
      expect(tomorrow).toMatchObject({ attempts: 0, completed_at: null });
      expect(more).toEqual([]);
      expect(coupang.calls('goldbox')).toBe(1);
      expect(first.stderr()).not.toMatch(/error/i);
      expect(second.stderr()).not.toMatch(/error/i);
    }, 180_000);
  },
);
