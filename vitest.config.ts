import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { throwawayType } from './tests/support/throwaway-type';

const alias = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@messages/': fileURLToPath(new URL('./messages/', import.meta.url)),
  // Next resolves `server-only` to an empty module on the server; outside Next it would throw.
  'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
};

const isolatedUnitFiles = 'tests/unit/**/*.isolated.test.ts';
const isolatedApiFiles = 'tests/api/**/*.isolated.test.ts';
const api = {
  include: ['tests/api/**/*.test.ts'],
  environment: 'node' as const,
  globalSetup: ['tests/support/api-global-setup.ts'],
  setupFiles: ['tests/support/api-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        // One module graph per worker, not per file (half the stage's time went to imports).
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: [isolatedUnitFiles], environment: 'node', isolate: false },
      },
      {
        // The unit suite again with an eighth content type added the way a developer adds one
        // (registry entry, messages, seed): no test may need editing for it (issue 23).
        resolve: { alias },
        plugins: [throwawayType()],
        test: {
          name: 'unit-eighth-type',
          include: ['tests/unit/**/*.test.ts', 'tests/registry/**/*.test.ts'],
          exclude: [isolatedUnitFiles],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // Files that mock a module or measure the heap keep a module graph of their own.
        resolve: { alias },
        test: { name: 'unit-isolated', include: [isolatedUnitFiles], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          ...api,
          name: 'api',
          exclude: [isolatedApiFiles],
          // The files share one module graph: the server code is loaded once, not once per file
          // (a third of the suite's time). Each file still gets its own database, uploads folder
          // and rate-limit key space (tests/support/api-setup.ts).
          isolate: false,
        },
      },
      {
        // Files that change the process environment before the server code reads it run in a
        // process of their own.
        resolve: { alias },
        test: { ...api, name: 'api-isolated', include: [isolatedApiFiles] },
      },
      {
        // Instances of the production build behind the proxy (tests/cluster/cluster.ts); one file at a time.
        resolve: { alias },
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/cluster/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
