import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootScript } from './build/boot-script';
import { bundleOutput } from './build/bundle-output';

const backend = 'http://127.0.0.1:3000';

// The contract's modules only declare values, zod's only define it, and the web's shared and
// entity modules (behind barrels) only export code: what a chunk does not use stays out of it, so
// unused schemas, zod and shared components never reach the entry. The contract's zod.ts
// configures zod for the browser: kept.
const pureModule =
  /\/packages\/contracts\/|\/node_modules\/zod\/|\/apps\/web\/src\/(shared|entities)\/.*\.tsx?$/;
const treeshake = {
  moduleSideEffects: (id: string) =>
    id.endsWith('/packages/contracts/src/zod.ts') || !pureModule.test(id),
  manualPureFunctions: ['z'],
};

// Everything the entry imports statically goes into the entry chunk: the first screen loads one
// script (one brotli stream, no cross-chunk imports) instead of a dozen shared chunks, and the lazy
// pages import what they share with it from there.
const codeSplitting = { groups: [{ name: 'entry', tags: ['$initial' as const] }] };

/** The service worker's own build gets the same tree-shaking as the app. */
const swTreeshake: Plugin = {
  name: 'akkyeo-sw-treeshake',
  config: () => ({ build: { rolldownOptions: { treeshake } } }),
};

const resolve = { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } };

/**
 * The server's renderer of first screens (`vite build --ssr src/entry-server.tsx`, run by the
 * build into the web build's `.ssr/`): the same components and CSS-module class names as the
 * app, with every package bundled in, so the compiled server imports one file and needs none of
 * the web's packages.
 */
const serverRendererConfig: UserConfig = {
  plugins: [react()],
  resolve,
  publicDir: false,
  ssr: { noExternal: true, target: 'node' },
  build: {
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'entry-server.mjs', format: 'es' } },
  },
};

const appConfig: UserConfig = {
  plugins: [
    react(),
    bootScript(),
    bundleOutput(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The link-card picture is for crawlers (og:image), never drawn by the app.
        globIgnores: ['**/node_modules/**/*', 'og-card.png'],
        buildPlugins: { vite: [swTreeshake] },
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve,
  server: {
    proxy: Object.fromEntries(
      [
        '/v1',
        '/cdn',
        '/docs',
        '/healthz',
        '/robots.txt',
        '/sitemap.xml',
        '/sitemap/',
        '/rss.xml',
        '/atom.xml',
      ].map((prefix) => [prefix, { target: backend, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    rolldownOptions: { treeshake, output: { codeSplitting } },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRendererConfig : appConfig));
