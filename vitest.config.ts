import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` needs nothing running; `api` goes through the real HTTP
 * stack against real stores and runs once per mode (OSM5_TEST_MODE=embedded |
 * server), driven by scripts/test.mjs. Files named `*.server.api.test.ts`
 * are about server mode's own back ends (a ClickHouse cluster) and run in it only.
 */
const serverOnly = process.env.OSM5_TEST_MODE === 'server' ? [] : ['**/*.server.api.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          // Node has no localStorage, which the web app's store keeps its copy in
          setupFiles: ['apps/web/src/test-setup.ts'],
          // a hang's bound, not a speed test: the embedded store's tests (DuckDB files opened, settled) take 4-7 s
          // each on a slow two-core machine
          testTimeout: 30_000,
          // both cores (the default leaves one free), and one module graph a worker: the few files that
          // stub a global, a timer or Math.random restore it after each test (115 s -> 36 s)
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts', 'apps/server/test/**/*.api.test.ts'],
          exclude: ['**/node_modules/**', ...serverOnly],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          // Each file builds its own app on its own fresh stores, so the files of one worker share
          // the module graph instead of importing the whole server again each (~7 s a file here):
          // the embedded run took 5 min 54 s instead of 12 min 48 s on a two-core machine.
          isolate: false,
        },
      },
    ],
  },
});
