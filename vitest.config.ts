import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        test: {
          name: 'server',
          include: [
            'config/src/**/*.test.ts',
            'db/src/**/*.test.ts',
            'indexer/src/**/*.test.ts',
            'api/src/**/*.test.ts',
            'scripts/src/**/*.test.ts',
          ],
          // One migrated database per run, shared by the files; files run one after another on our 2 cores.
          globalSetup: ['db/src/test/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'rules', include: ['rules/src/**/*.test.ts'] } },
      'web/vitest.config.ts',
    ],
  },
});
