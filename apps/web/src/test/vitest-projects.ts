import { configDefaults } from 'vitest/config';

/**
 * The web's vitest projects (the root vitest.config.ts lists them with the others).
 *
 * The jsdom tests come in two projects. Most files share the modules of their worker with the files
 * run before them (`isolate: false`): MUI, React and the app load once per worker instead of once per
 * file, about half the project's time. The setup (./setup.ts) puts back, after each test, every piece
 * of module and global state a test can change, so the order of the files does not matter.
 * The files that change modules themselves cannot share them and run with fresh modules each: a
 * module replaced (`vi.mock`), or the registry reset to load a module again (`vi.resetModules`).
 *
 * The mocked API's own tests (src/mocks, Node's fetch through msw/node, no DOM) share theirs: each
 * file serves the mocks afresh from a newly seeded kitchen (src/mocks/mock-client.ts).
 */
const withFreshModules = ['src/features/events/EventsPage.test.tsx', 'src/lib/api-base-url.test.ts'];

export function webProjects(workers: number) {
  const jsdom = {
    extends: './apps/web/vite.config.ts',
    test: {
      root: 'apps/web',
      environment: 'jsdom',
      // Not inherited from the root options: a project extending another file takes its own.
      maxWorkers: workers,
      // A screen test renders, types and waits for the mocked API: well under a second alone, but
      // seconds each while the server projects load both cores (the default 5 s timed out in CI).
      testTimeout: 30_000,
    },
  } as const;
  return [
    {
      ...jsdom,
      test: {
        ...jsdom.test,
        name: 'web',
        include: ['src/**/*.test.{ts,tsx}'],
        exclude: [...configDefaults.exclude, 'src/mocks/**', ...withFreshModules],
        isolate: false,
      },
    },
    { ...jsdom, test: { ...jsdom.test, name: 'web-isolated', include: withFreshModules } },
    {
      test: {
        name: 'mocks',
        root: 'apps/web',
        include: ['src/mocks/**/*.test.ts'],
        environment: 'node',
        isolate: false,
        testTimeout: 30_000,
      },
    },
  ];
}
