import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

/** The compiled server (`npm run build`): main.js and the CLIs, run with plain node. */
export const SERVER_DIST = resolve(REPO_ROOT, 'apps/server/dist');

/** The options `npm start` gives node (read from its script, so that tests and benches run the same). */
export const START_FLAGS: string[] = (() => {
  const manifest = JSON.parse(
    readFileSync(resolve(REPO_ROOT, 'apps/server/package.json'), 'utf8'),
  ) as { scripts: { start: string } };
  return manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
})();

/** The arguments `npm start` gives node for `script` (main.js, partner-import.js …) of the build. */
export function nodeArgs(script: string): string[] {
  return [...START_FLAGS, resolve(SERVER_DIST, script)];
}

/** Builds the server when its inputs changed since the last build (a no-op otherwise). */
export function ensureServerBuild(): void {
  const result = spawnSync(
    process.execPath,
    [resolve(REPO_ROOT, 'tools/build/index.mjs'), 'server'],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`server build failed:\n${result.stdout}${result.stderr}`);
}

/** Timeout of a beforeAll that may build the server. */
export const BUILD_TIMEOUT_MS = 300_000;
