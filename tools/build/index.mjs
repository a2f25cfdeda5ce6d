// `npm run build`: the server (its CLIs, the contracts and the packages they use, bundled by esbuild with source maps)
// and the web app (Vite), each rebuilt only when the hash of its inputs changed, each into a new
// directory that `apps/<app>/dist` is then switched to (see release.mjs).
// `node tools/build/index.mjs [server|web]...` builds the named parts only.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashInputs } from './inputs.mjs';
import { release } from './release.mjs';
import { buildServer } from './server.mjs';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const SHARED_INPUTS = [
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
  'tools/build',
];
/** Where the web build keeps the server's renderer (`entry-server.mjs`). */
const SSR_DIR = '.ssr';
const isTest = (path) => /\.test\.tsx?$/.test(path) || /[/\\]e2e[/\\]/.test(path);

const SERVER = {
  name: 'server',
  dir: 'apps/server',
  inputs: ['apps/server/src', 'apps/server/package.json', ...SHARED_INPUTS],
  produce: (outDir) =>
    buildServer(REPO_ROOT, outDir, (command, args) => run(command, args, REPO_ROOT)),
};
const WEB = {
  name: 'web',
  dir: 'apps/web',
  inputs: ['apps/web', ...SHARED_INPUTS],
  produce: buildWeb,
};

/** The app, then the server's renderer of its first screens into the build's `.ssr/` (never served). */
function buildWeb(outDir) {
  const vite = join(REPO_ROOT, 'node_modules/vite/bin/vite.js');
  const webDir = join(REPO_ROOT, 'apps/web');
  run(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    webDir,
  );
  run(
    process.execPath,
    [
      vite,
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      join(outDir, SSR_DIR),
      '--logLevel',
      'warn',
    ],
    webDir,
  );
}

/** Builds are production builds whoever starts them (a test runner sets NODE_ENV=test). */
const BUILD_ENV = { ...process.env, NODE_ENV: 'production' };

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: BUILD_ENV });
  if (result.status !== 0)
    throw new Error(`${[command, ...args].join(' ')} failed (${result.status ?? result.signal})`);
}

/** One build at a time per checkout; waits for another build to finish (stale after 10 minutes). */
async function withLock(fn) {
  const lock = join(REPO_ROOT, 'node_modules/.cache/akkyeo-build.lock');
  mkdirSync(join(lock, '..'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 600_000) rmSync(lock, { recursive: true, force: true });
      else await new Promise((done) => setTimeout(done, 200));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds what is missing or stale among `parts` ('server', 'web'); returns the dist directories. */
export async function build(parts = ['server', 'web']) {
  return withLock(async () => {
    const dirs = {};
    for (const part of [SERVER, WEB].filter((p) => parts.includes(p.name))) {
      const started = Date.now();
      // BUILD_SALT forces a new build of unchanged inputs (the tests' build-while-serving check).
      const hash = hashInputs(REPO_ROOT, part.inputs, isTest, process.env.BUILD_SALT);
      const built = await release({
        link: join(REPO_ROOT, part.dir, 'dist'),
        buildsDir: join(REPO_ROOT, part.dir, '.builds'),
        hash,
        produce: part.produce,
      });
      const took = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `${part.name}: ${built ? `built ${hash} in ${took} s` : `${hash} is up to date`}`,
      );
      dirs[part.name] = join(REPO_ROOT, part.dir, 'dist');
    }
    return dirs;
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const parts = process.argv.slice(2);
  build(parts.length > 0 ? parts : undefined).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
