import { defineConfig } from 'vitest/config';

/**
 * Unit files that load their modules afresh, each in a process of its own: the page's (its stores
 * live in modules; many run in happy-dom) and a file that replaces a module (vi.mock).
 */
const UNIT_FILES_ALONE = ['test/unit/renderer/**/*.test.{ts,tsx}', 'test/unit/till/offline/offline-sale-flushed.test.ts'];

export default defineConfig({
  test: {
    // Unit and integration files run two at a time (group 0: each file with its own demo store,
    // port and data folder; all but the page's unit files in shared processes); then the
    // end-to-end files (group 1) and the package files (group 2), which set
    // `fileParallelism: false`, one after another, alone on the machine. Projects of one group
    // must agree on their workers, so each group is named.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['test/unit/**/*.test.{ts,tsx}'],
          exclude: [...UNIT_FILES_ALONE],
          environment: 'node',
          setupFiles: ['test/support/process-globals-guard.ts'],
          // Each of the two processes runs file after file with the modules loaded once (most of
          // a unit file's time was loading them again); the modules keep no state of their own
          // (test/unit/ci/shared-modules.test.ts).
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-page',
          sequence: { groupOrder: 0 },
          include: [...UNIT_FILES_ALONE],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 0 },
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          // Lets a test force garbage collection (request timeouts must survive it).
          execArgv: ['--expose-gc'],
          // Like the unit files, each of the two processes runs file after file with the modules
          // loaded once (loading the app again was most of a short file's time); a file puts back
          // any global it replaces (test/support/process-globals-guard.ts).
          isolate: false,
          setupFiles: ['test/support/process-globals-guard.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          // After the unit and integration files, alone on the machine (one file at a time).
          sequence: { groupOrder: 1 },
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One process for every file, the app's modules loaded once; each file starts its own
          // till, host and browser, and puts back any global it replaces.
          isolate: false,
          setupFiles: ['test/support/process-globals-guard.ts'],
        },
      },
      {
        test: {
          name: 'package',
          sequence: { groupOrder: 2 },
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
