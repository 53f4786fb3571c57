import { configDefaults, defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace. Server tests run on an in-memory PGlite, and a second
// time on PostgreSQL when TEST_DATABASE_URL is set (each run in its own fresh schema). The fleet tests
// (`*.fleet.test.ts`: several server processes on one PostgreSQL and one Redis, TEST_REDIS_URL or
// redis://127.0.0.1:6379) run in the PostgreSQL project only.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // The property tests run thousands of cases: seconds each on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/**/*.fleet.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'server-pg',
                root: 'apps/server',
                include: ['src/**/*.test.ts'],
                environment: 'node' as const,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'src/mocks/**'],
          environment: 'jsdom',
          // A screen test renders, types and waits for the mocked API: well under a second alone, but
          // seconds each while the server projects load both cores (the default 5 s timed out in CI).
          testTimeout: 30_000,
        },
      },
      // The web's mocked API (apps/web/src/mocks) answering Node's own fetch through msw/node, as
      // any client of the API would call it: no DOM, no React.
      {
        test: {
          name: 'mocks',
          root: 'apps/web',
          include: ['src/mocks/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
    ],
  },
});
