import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { testsReachingDatabase } from './apps/server/src/test/database-tests.ts';
import { webProjects } from './apps/web/src/test/vitest-projects.ts';

// One `vitest run` covers every workspace. Server tests run on an in-memory PGlite, and a second
// time on PostgreSQL when TEST_DATABASE_URL is set (each test app on its own copy of a migrated
// template database, apps/server/src/test/test-app.ts). The fleet tests
// (`*.fleet.test.ts`: several server processes on one PostgreSQL and one Redis, TEST_REDIS_URL or
// redis://127.0.0.1:6379) run in the PostgreSQL project only.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Speed rules:
// - One worker per core (vitest's default leaves one core idle: a single worker on a 2-core machine),
//   as the server tests spend much of their time waiting on PostgreSQL.
// - The node projects whose tests mock no module and leave no global state (core, server, server-pg)
//   share their modules across the files of a worker (`isolate: false`): each file would otherwise
//   import the whole server again. Each server test still gets a database of its own.
const workers = availableParallelism();

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'core',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
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
          isolate: false,
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
                // The tests a driver can change (the others would run the same test twice), and the
                // fleet tests.
                include: [
                  ...testsReachingDatabase(`${import.meta.dirname}/apps/server`),
                  'src/**/*.fleet.test.ts',
                ],
                environment: 'node' as const,
                isolate: false,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      // The web (jsdom) tests and the mocked API's.
      ...webProjects(workers),
    ],
  },
});
