import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS } from './helpers/compiled-server';
import { killAll, spawnServer, waitHealthy } from './helpers/server-process';

const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const BUILD = resolve(REPO_ROOT, 'tools/build/index.mjs');
const WEB_DIST = resolve(REPO_ROOT, 'apps/web/dist');
let dataDir: string;

/**
 * The build's files a page names: its scripts and stylesheets. The page itself differs from one
 * answer to the next (its screen is drawn afresh, with the time it read its data).
 */
const filesNamed = (html: string) =>
  [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1]).join(' ');

function build(env: Record<string, string> = {}): Promise<number | null> {
  const child = spawn(process.execPath, [BUILD, 'web'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  return new Promise((done) => child.once('exit', done));
}

beforeAll(() => {
  const result = spawnSync(process.execPath, [BUILD], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`build failed: ${result.stderr}`);
}, BUILD_TIMEOUT_MS);
afterAll(async () => {
  await killAll('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  // Back to the build of the unchanged inputs.
  await build();
}, BUILD_TIMEOUT_MS);

describe.skipIf(process.env.TEST_DB_KIND === 'postgres')(
  'npm run build beside a running server',
  () => {
    it('leaves the running server answering 200 with its own files throughout', async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'akkyeo-rebuild-'));
      const server = await spawnServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
      await waitHealthy(server);
      const url = server.url;
      const shell = await (await fetch(`${url}/`)).text();
      const named = filesNamed(shell);
      const asset = /\/assets\/[^"]+\.js/.exec(shell)?.[0];
      expect(asset).toBeDefined();
      const before = readlinkSync(WEB_DIST);

      const failures: string[] = [];
      let checks = 0;
      let building = true;
      const rebuilt = build({ BUILD_SALT: randomBytes(4).toString('hex') }).finally(
        () => (building = false),
      );
      while (building) {
        for (const path of ['/', asset!, '/healthz']) {
          const response = await fetch(`${url}${path}`);
          const body = await response.text();
          checks++;
          if (response.status !== 200) failures.push(`${path} ${response.status}`);
          if (path === '/' && filesNamed(body) !== named) failures.push('index.html changed');
        }
        await new Promise((done) => setTimeout(done, 50));
      }
      expect(await rebuilt).toBe(0);
      expect(readlinkSync(WEB_DIST)).not.toBe(before);
      expect(checks).toBeGreaterThan(30);
      expect(failures).toEqual([]);
    }, 400_000);
  },
);
