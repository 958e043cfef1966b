/**
 * Which store the app talks to: the one the user configured, or else the embedded demo store,
 * started on loopback with its data kept in the app's data folder so training sales persist.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startDemoStore, type DemoStoreOptions } from '../demo-store/server.js';
import { preparePrivateFolder } from '../private-files.js';
import { isHttpsOrLoopbackUrl } from '../../shared/external-urls.js';

/** The embedded demo store's folder inside the app's data folder. */
export const DEMO_STORE_FOLDER = 'demo-store';

export interface StoreTarget {
  baseUrl: string;
  mode: 'demo' | 'store';
  /** Demo store only: stops it, deletes its data and starts it fresh at the same address. */
  reset?(): Promise<void>;
  close(): Promise<void>;
}

export async function openStoreTarget(options: {
  storeUrl?: string | null;
  dataDir: string;
  demo?: Omit<DemoStoreOptions, 'dataDir'>;
}): Promise<StoreTarget> {
  if (options.storeUrl) {
    const url = new URL(options.storeUrl);
    if (!isHttpsOrLoopbackUrl(url.toString())) {
      throw new Error('The store address must start with https:// (plain http is only allowed on this computer).');
    }
    return { baseUrl: url.origin + url.pathname.replace(/\/+$/, ''), mode: 'store', close: async () => {} };
  }
  const dataDir = path.join(options.dataDir, DEMO_STORE_FOLDER);
  const start = (port?: number) => {
    // The folder is the app's alone; the store creates its SQLite file 0600 itself (openDemoDb).
    preparePrivateFolder(dataDir, 'all');
    return startDemoStore({ autoFulfil: { afterSeconds: 45 }, ...options.demo, dataDir, ...(port ? { port } : {}) });
  };
  let store = await start();
  return {
    baseUrl: store.url,
    mode: 'demo',
    async reset() {
      const port = store.port;
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
      store = await start(port);
    },
    close: () => store.close(),
  };
}
