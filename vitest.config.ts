import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Besides the usual output: each file's duration and every timeout, kept in reports/ (CI prints it).
    reporters: ['default', './scripts/src/vitest/durationsReporter.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        test: {
          name: 'server',
          include: [
            'config/src/**/*.test.ts',
            'db/src/**/*.test.ts',
            'contracts/src/**/*.test.ts',
            'search/src/**/*.test.ts',
            'worker/src/**/*.test.ts',
            'api/src/**/*.test.ts',
            'scripts/src/**/*.test.ts',
          ],
          // One migrated template per run; each worker clones it once and runs its files on its own copy.
          globalSetup: ['db/src/test/globalSetup.ts'],
          setupFiles: ['db/src/test/workerDatabase.ts'],
          // Most of a server test's time is spent waiting on PostgreSQL: more workers than our 2 cores pay.
          maxWorkers: 4,
          // A new process per file, though the files of one pool slot still share its database. Reusing the
          // process across files was faster, but a worker that had run the AI matches' files (native HNSW
          // graphs and ONNX sessions) died with SIGSEGV in a later file in two full runs out of two.
          isolate: true,
          testTimeout: 20_000,
          // A file's setup may drain what the worker's earlier files left in the index outbox (seeded worlds,
          // imports of thousands of parts): on a loaded 2-core machine that took past a minute once.
          hookTimeout: 180_000,
        },
      },
      { test: { name: 'rules', include: ['rules/src/**/*.test.ts'] } },
      { test: { name: 'models', include: ['models/src/**/*.test.ts'] } },
      'web/vitest.config.ts',
    ],
  },
});
