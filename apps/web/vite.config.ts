import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: Object.fromEntries(
      ['/v1', '/cdn', '/docs', '/healthz'].map((prefix) => [
        prefix,
        { target: backend, changeOrigin: true },
      ]),
    ),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      // The contract's modules only declare values; unused zod schemas (and zod) stay out of the bundle.
      treeshake: {
        moduleSideEffects: (id) => !id.includes('/packages/contracts/'),
        manualPureFunctions: ['z'],
      },
    },
  },
});
