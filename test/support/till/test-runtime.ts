/**
 * The app's main-process services as they run, under Node with the embedded demo store (or a
 * store of the test's own) in a fresh data folder: for integration tests that go through the
 * runtime's calls.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPosRuntime, type PosRuntime } from '../../../electron/till/runtime/pos-runtime.js';
import type { PosRuntimeOptions } from '../../../electron/till/runtime/runtime-options.js';
import { memorySecretStore } from '../../../electron/till/account/secret-store.js';
import { openSettingsFile } from '../../../electron/till/settings/settings-store.js';
import { testDemoStoreStarter } from '../demo-store/test-demo-store-starter.js';
import { startedForFile } from './started-for-file.js';
import { openTillForTests } from './test-staff.js';

export interface TestRuntime {
  runtime: PosRuntime;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * What a test may choose of the runtime's options; the rest is as the browser host starts it.
 * `dataDir`: a folder the test owns (kept at stop, e.g. to start again on it); without it, a
 * fresh temporary folder removed at stop. `storeUrl`: a store of the test's own instead of the
 * embedded demo store (then `demoStore` does not apply).
 */
export type TestRuntimeOptions = Partial<Omit<PosRuntimeOptions, 'settings' | 'version' | 'shell'>> & {
  /** Absent: the test manager is on the till; 'first-start': the roster is left as the folder has it. */
  staff?: 'first-start';
};

export async function startTestRuntime(options: TestRuntimeOptions = {}): Promise<TestRuntime> {
  const { dataDir: ownFolder, demoStore, staff, ...rest } = options;
  const dataDir = ownFolder ?? mkdtempSync(path.join(os.tmpdir(), 'pos-runtime-'));
  const runtime = await startPosRuntime({
    ...rest,
    dataDir,
    settings: openSettingsFile(dataDir),
    version: 'test',
    shell: 'browser',
    secrets: options.secrets ?? memorySecretStore(),
    startDemoStore: options.startDemoStore ?? testDemoStoreStarter(),
    demoStore: { autoFulfil: false, rateLimit: false, ...demoStore },
  });
  if (staff !== 'first-start') await openTillForTests(runtime);
  return {
    runtime,
    dataDir,
    async stop() {
      await runtime.close();
      if (!ownFolder) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `run` on a runtime started for it, and stops the runtime after, whatever happened. */
export async function withTestRuntime(options: TestRuntimeOptions, run: (runtime: PosRuntime) => Promise<void>): Promise<void> {
  const app = await startTestRuntime(options);
  try {
    await run(app.runtime);
  } finally {
    await app.stop();
  }
}

/**
 * For a test file: a runtime with its catalog read (with the runtime options given), started
 * before the file's tests and stopped after them. Read `.runtime` inside tests (it is there once they run).
 */
export function useTestRuntimeWithCatalog(options: TestRuntimeOptions = {}): { readonly runtime: PosRuntime; readonly app: TestRuntime } {
  const app = startedForFile(
    'the runtime',
    () => startTestRuntimeWithCatalog(options),
    (started) => started.stop(),
  );
  return {
    get app() {
      return app();
    },
    get runtime() {
      return app().runtime;
    },
  };
}

/** Starts the runtime and waits until its local catalog is read (codes and searches resolve from it). */
export async function startTestRuntimeWithCatalog(options: TestRuntimeOptions = {}): Promise<TestRuntime> {
  const app = await startTestRuntime(options);
  for (let i = 0; i < 100 && (await app.runtime.calls.catalog.status()).products === 0; i++) await new Promise((r) => setTimeout(r, 100));
  return app;
}

/** The variant a demo-store SKU names, from the runtime's local catalog. */
export async function variantIdOf(runtime: PosRuntime, sku: string): Promise<string> {
  const match = await runtime.calls.catalog.lookupCode(sku);
  if (!match) throw new Error(`the catalog has no SKU ${sku}`);
  return match.variantId;
}

/** A customer and address in Maine (no sales tax at the demo store). */
export const MAINE_CUSTOMER = {
  firstname: 'Casey',
  lastname: 'Morgan',
  address1: '48 Fore Street',
  city: 'Portland',
  zipcode: '04101',
  stateName: 'ME',
  countryIso: 'US',
};
