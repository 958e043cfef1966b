/**
 * The app's main-process services as they run, under Node with the embedded demo store in a
 * fresh data folder: for integration tests that go through the runtime's calls.
 */
import { mkdtempSync, rmSync } from 'node:fs';
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
