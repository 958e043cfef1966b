/**
 * The till's services and the demo store as the packaged app runs them: from the built bundles
 * (dist/electron/runtime.js and demo-store.js, `npm run build`) rather than from the sources
 * through tsx, each a Node child here, the services on a data folder holding the cached catalog.
 * Answers their memory after the till's start and three searches of the catalog.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoStoreInChildProcess } from '../electron/till/embedded-store/demo-store-link.js';
import { forkDemoStore } from '../electron/web-host/demo-store-child.js';
import { startRuntimeChildProcess } from '../electron/web-host/runtime-child-process.js';
import { copyCachedCatalog } from './cached-catalog.js';
import { memoryOf, type ProcessMemory } from './process-memory.js';

const BUILT = fileURLToPath(new URL('../dist/electron/', import.meta.url));

/** Null when the bundles are not built. */
export async function bundledServicesMemory(catalogFrom: string): Promise<{ services: ProcessMemory; demoStore: ProcessMemory } | null> {
  if (!existsSync(path.join(BUILT, 'runtime.js')) || !existsSync(path.join(BUILT, 'demo-store.js'))) return null;
  const store = await demoStoreInChildProcess(forkDemoStore(path.join(BUILT, 'demo-store.js')))({ rateLimit: false, autoFulfil: false });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-bundled-'));
  try {
    copyCachedCatalog(catalogFrom, dataDir, store.url);
    const runtime = await startRuntimeChildProcess({
      entry: path.join(BUILT, 'runtime.js'),
      start: { dataDir, version: 'bench', storeUrl: store.url, secrets: 'memory' },
      log: () => {},
    });
    try {
      await runtime.dispatch('staff.setUp', [{ name: 'Bench Manager', pin: '246810' }]);
      await runtime.dispatch('app.start', [{ perPage: 48 }]);
      for (const text of ['tee', 'harbor mug', 'gen-01']) await runtime.dispatch('catalog.search', [{ text, perPage: 48 }]);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return { services: memoryOf(runtime.host.pid()!), demoStore: memoryOf(store.pid!) };
    } finally {
      await runtime.host.close();
    }
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
