import { defineConfig } from 'vitest/config';

// Test tiers: unit beside the code, integration through app.inject on PGlite and on
// PostgreSQL, end-to-end in Debian's chromium against the built product. A `.postgres.test.ts`
// file tests what only a PostgreSQL server does (timers, several connections) and runs there only.
const integration = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/test/**/*.test.ts'],
    exclude: database === 'pglite' ? ['apps/server/test/**/*.postgres.test.ts'] : [],
    env: { TEST_DATABASE: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// Vitest's default on two cores is one worker; the tiers spend much of their time waiting on
// PostgreSQL, a child process or the browser, so more files run at once than there are cores.
const WORKERS = 3;
const E2E_WORKERS = 2;

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'unit-web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/vitest.setup.ts'],
        },
      },
      integration('integration-pglite', 'pglite'),
      integration('integration-postgres', 'postgres'),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // After the other tiers, two files at a time: each runs its own product and browser.
          maxWorkers: E2E_WORKERS,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
