import { defineConfig } from 'vitest/config';

/** Checks of the built web app (run after `npm run build`). */
export default defineConfig({
  test: {
    name: 'build',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
  },
});
