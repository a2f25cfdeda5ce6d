import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

/** The compiled server (`npm run build`): main.js and the CLIs, run with plain node. */
export const SERVER_DIST = resolve(REPO_ROOT, 'apps/server/dist');

const START_WORDS: string[] = (
  JSON.parse(readFileSync(resolve(REPO_ROOT, 'apps/server/package.json'), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start.split(/\s+/);

/** The options `npm start` gives node (read from its script, so that tests and benches run the same). */
export const START_FLAGS: string[] = START_WORDS.filter((word) => word.startsWith('--'));

/** The environment variables `npm start` sets for node (`NAME=value` before `node` in its script). */
export const START_ENV: Record<string, string> = Object.fromEntries(
  START_WORDS.filter((word) => /^[A-Z_][A-Z0-9_]*=/.test(word)).map((word) => {
    const at = word.indexOf('=');
    return [word.slice(0, at), word.slice(at + 1)];
  }),
);

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
