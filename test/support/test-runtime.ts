/**
 * The app's main-process services as they run, under Node with the embedded demo store in a
 * fresh data folder: for integration tests that go through the runtime's calls.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import type { DemoStoreOptions } from '../../electron/demo-store/server.js';
import { startPosRuntime, type PosRuntime } from '../../electron/services/pos-runtime.js';
import { memorySecretStore, type SecretStore } from '../../electron/services/secret-store.js';
import { openSettingsFile } from '../../electron/services/settings-store.js';

export interface TestRuntime {
  runtime: PosRuntime;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startTestRuntime(
  options: { demoStore?: Omit<DemoStoreOptions, 'dataDir'>; secrets?: SecretStore; log?: (line: string) => void } = {},
): Promise<TestRuntime> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-runtime-'));
  const runtime = await startPosRuntime({
    dataDir,
    settings: openSettingsFile(dataDir),
    version: 'test',
    shell: 'browser',
    secrets: options.secrets ?? memorySecretStore(),
    demoStore: { autoFulfil: false, rateLimit: false, ...options.demoStore },
    ...(options.log ? { log: options.log } : {}),
  });
  return {
    runtime,
    dataDir,
    async stop() {
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * For a test file: a runtime with its catalog read, started before the file's tests and stopped
 * after them. Read `.runtime` inside tests (it is there once they run).
 */
export function useTestRuntimeWithCatalog(): { readonly runtime: PosRuntime; readonly app: TestRuntime } {
  let app: TestRuntime | undefined;
  beforeAll(async () => {
    app = await startTestRuntimeWithCatalog();
  });
  afterAll(async () => {
    await app?.stop();
  });
  return {
    get app() {
      if (!app) throw new Error('the runtime is not started yet');
      return app;
    },
    get runtime() {
      return this.app.runtime;
    },
  };
}

/** Starts the runtime and waits until its local catalog is read (codes and searches resolve from it). */
export async function startTestRuntimeWithCatalog(options: Parameters<typeof startTestRuntime>[0] = {}): Promise<TestRuntime> {
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
  firstname: 'Casey', lastname: 'Morgan', address1: '48 Fore Street', city: 'Portland', zipcode: '04101', stateName: 'ME', countryIso: 'US',
};
