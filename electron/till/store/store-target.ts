/**
 * Which store the app talks to: the one the user configured, or else the embedded demo store,
 * started on loopback in a process of its own (by the starter the host gives: an Electron utility
 * process, a Node child) with its data kept in the app's data folder so training sales persist.
 * A till configured for a real store never starts it. It comes back at the port it had when that
 * port is free (embedded-store/demo-store-port.ts), so the till's address for it stays the same.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { DemoStoreSettings } from '../../../shared/demo-store-process.js';
import type { Words } from '../../../shared/i18n/words.js';
import { preparePrivateFolder } from '../../private-files.js';
import { isHttpsOrLoopbackUrl } from '../../../shared/external-urls.js';
import type { DemoStoreStarter } from '../embedded-store/demo-store-link.js';
import { startOnKeptPort } from '../embedded-store/demo-store-port.js';
import { superviseDemoStore } from '../embedded-store/demo-store-supervisor.js';

/** The embedded demo store's folder inside the app's data folder. */
export const DEMO_STORE_FOLDER = 'demo-store';

/** How the embedded demo store runs, besides its folder; its log lines go to `log`. */
export type DemoStoreRunOptions = Omit<DemoStoreSettings, 'dataDir'> & { log?: (line: string) => void };

export interface StoreTarget {
  baseUrl: string;
  mode: 'demo' | 'store';
  /** Demo store only: stops it, deletes its data and starts it fresh at the same address. */
  reset?(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A store's base address as the app keeps it (origin and path, no trailing slash); an address
 * that is neither https nor on this computer is refused in words.
 */
export function storeAddress(address: string): string {
  const url = new URL(address);
  if (!isHttpsOrLoopbackUrl(url.toString())) {
    throw new Error('The store address must start with https:// (plain http is only allowed on this computer).');
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

export async function openStoreTarget(options: {
  storeUrl?: string | null;
  dataDir: string;
  demo?: DemoStoreRunOptions;
  /** Starts the embedded demo store (needed only when no store is configured). */
  startDemoStore?: DemoStoreStarter;
  /** What the clerk should know about the demo store (it crashed, it was started again…); null: nothing now. */
  onDemoStoreWarning?: (words: Words | null) => void;
  log?: (line: string) => void;
}): Promise<StoreTarget> {
  if (options.storeUrl) return { baseUrl: storeAddress(options.storeUrl), mode: 'store', close: async () => {} };
  const starter = options.startDemoStore;
  if (!starter) throw new Error('No store is configured and this app was given no way to start the embedded demo store.');
  const dataDir = path.join(options.dataDir, DEMO_STORE_FOLDER);
  const { log: storeLog, ...settings } = options.demo ?? {};
  const startOn = (port?: number) => {
    // The folder is the app's alone; the store creates its SQLite file 0600 itself (openDemoDb).
    preparePrivateFolder(dataDir, 'all');
    return starter({ autoFulfil: { afterSeconds: 45 }, ...settings, dataDir, ...(port ? { port } : {}) }, storeLog);
  };
  const store = await superviseDemoStore({
    // A restart after a crash, or a reset, keeps the port it has; the first start takes the one kept from the last (demo-store-port.ts).
    start: (port) => (port || settings.port ? startOn(port) : startOnKeptPort(options.dataDir, startOn, (line) => options.log?.(line))),
    onWarning: (words) => options.onDemoStoreWarning?.(words),
    log: (line) => options.log?.(line),
  });
  return {
    baseUrl: store.url,
    mode: 'demo',
    reset: () => store.reset(() => rm(dataDir, { recursive: true, force: true })),
    close: () => store.close(),
  };
}
