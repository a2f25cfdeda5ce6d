// The server build: main.js and the CLIs bundled by esbuild with the packages they import (see
// docs/architecture.md, "Builds"), then cli/prepare-release.ts run on the result.
import { join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { dropPackageMappings } from './source-map.mjs';

/**
 * Packages left in node_modules: native addons (sharp, argon2), packages that read files beside
 * their own code (PGlite's WASM, swagger-ui's assets), the S3 client (loaded only with
 * STORAGE_DRIVER=s3) and pg's optional native binding.
 */
const EXTERNAL = new Set([
  'sharp',
  '@node-rs/argon2',
  '@electric-sql/pglite',
  '@fastify/swagger-ui',
  '@aws-sdk/client-s3',
  'pg-native',
]);

const packageName = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('node:') || EXTERNAL.has(packageName(args.path))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/**
 * Fastify's default schema compilers (ajv, fast-json-stringify): the app hands Fastify zod's
 * instead (app.ts), so Fastify never requires them; they are left out of the bundle.
 */
const UNUSED = /^@fastify\/(ajv-compiler|fast-json-stringify-compiler)$/;

const unusedPackages = {
  name: 'unused-packages',
  setup(build) {
    build.onResolve({ filter: UNUSED }, (args) => ({ path: args.path, namespace: 'unused' }));
    build.onLoad({ filter: /.*/, namespace: 'unused' }, (args) => ({
      contents: `throw new Error(${JSON.stringify(`${args.path} is left out of the server build`)});`,
      loader: 'js',
    }));
  },
};

/** Bundled CommonJS packages call `require` (for Node's own modules and the external packages). */
const REQUIRE_SHIM =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/** Builds the server into `outDir`; `run(command, args)` runs a build step. */
export async function buildServer(repoRoot, outDir, run) {
  const src = join(repoRoot, 'apps/server/src');
  await esbuild({
    entryPoints: {
      main: join(src, 'main.ts'),
      'partner-import': join(src, 'cli/partner-import.ts'),
      'member-role': join(src, 'cli/member-role.ts'),
      'prepare-release': join(src, 'cli/prepare-release.ts'),
      'pglite-thread': join(src, 'db/pglite-thread.ts'),
    },
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Whitespace and syntax only: names stay readable in stack traces; the map points at our sources.
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
    sourcesContent: false,
    banner: { js: REQUIRE_SHIM },
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [unusedPackages, externalPackages],
    logLevel: 'warning',
  });
  dropPackageMappings(outDir);
  // Work done once per build instead of at every start: the embedded databases and the demo images.
  run(process.execPath, ['--enable-source-maps', join(outDir, 'prepare-release.js'), outDir]);
}
