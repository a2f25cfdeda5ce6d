import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

const serverProject = (kind: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `server-${kind}`,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'tools',
          root: 'tools',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('pglite'),
      ...(withPostgres ? [serverProject('postgres')] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
