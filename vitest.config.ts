import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Unit and integration files run two at a time (each in a process of its own, each with its
    // own demo store, port and data folder); the end-to-end and package files, which set
    // `fileParallelism: false`, then run one after another, alone on the machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          // Lets a test force garbage collection (request timeouts must survive it).
          execArgv: ['--expose-gc'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One process for every end-to-end file, its modules loaded once: importing the runtime
          // again for each file cost about 5 s a file. Each file still starts its own app (runtime,
          // demo store, data folder, browser), and the app keeps no state in its modules
          // (test/unit/ci/e2e-shared-modules.test.ts). Runs after the unit and integration files.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'package',
          include: ['test/package/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
