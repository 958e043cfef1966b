/**
 * A till served by the browser host for the bench: the real main-process services on a fresh
 * data folder with the embedded demo store, and optionally a catalog the till synced earlier
 * (generated products, newer than anything in the demo store, so the start reads none again).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PosCalls } from '../shared/bridge/bridge.js';
import { startPosRuntime, type PosRuntime } from '../electron/till/runtime/pos-runtime.js';
import { memorySecretStore } from '../electron/till/account/secret-store.js';
import { openSettingsFile } from '../electron/till/settings/settings-store.js';
import { startWebHost, type WebHost } from '../electron/web-host/server.js';
import { startDemoStoreInProcess } from '../test/support/demo-store/in-process-demo-store.js';
import { writeCachedCatalog } from './cached-catalog.js';

export const rendererDir = fileURLToPath(new URL('../dist/renderer/', import.meta.url));

export interface BenchTill {
  runtime: PosRuntime;
  host: WebHost;
  close(): Promise<void>;
}

/** A port on 127.0.0.1 nothing listens on now (for a store the bench starts on it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startBenchTill(options: { cachedProducts?: number; wrapCalls?: (calls: PosCalls) => PosCalls } = {}): Promise<BenchTill> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-till-'));
  const port = await freePort();
  const storeUrl = `http://127.0.0.1:${port}`;
  if (options.cachedProducts) writeCachedCatalog(dataDir, options.cachedProducts, storeUrl);
  const runtime = await startPosRuntime({
    dataDir,
    settings: openSettingsFile(dataDir),
    version: 'bench',
    shell: 'browser',
    secrets: memorySecretStore(),
    demoStore: { port, rateLimit: false, autoFulfil: false },
    startDemoStore: startDemoStoreInProcess,
  });
  // The till open for a manager, as a till in use is.
  await runtime.calls.staff.setUp({ name: 'Bench Manager', pin: '246810' });
  const calls = options.wrapCalls ? options.wrapCalls(runtime.calls) : runtime.calls;
  const host = await startWebHost({ calls, gate: runtime.gate, events: runtime.events, rendererDir });
  return {
    runtime,
    host,
    async close() {
      await host.close();
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
