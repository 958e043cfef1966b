/**
 * For an end-to-end test file about restarts: the demo store behind a proxy that fails on demand
 * (`shop`), and one data folder the app is started on, stopped and started on again, as a till
 * is restarted. Whatever is still running is stopped after the file's tests, and the folder
 * removed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startApp, type RunningApp } from './app.js';
import { startStoreBehindProxy, type StoreBehindProxy } from './store-behind-proxy.js';

export interface TillBehindProxy {
  readonly shop: StoreBehindProxy;
  /** The app now running on the till's data folder. */
  readonly app: RunningApp;
  /** Starts the app on the till's data folder, talking to the store through the proxy. */
  start(options?: { unconfirmedSaleRetryMs?: number }): Promise<RunningApp>;
  /** Closes the running app, as the cashier closes the till. */
  stop(): Promise<void>;
}

export function useTillBehindProxy(): TillBehindProxy {
  let shop: StoreBehindProxy | undefined;
  let dataDir = '';
  let app: RunningApp | undefined;
  beforeAll(async () => {
    shop = await startStoreBehindProxy();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-e2e-till-'));
  });
  afterAll(async () => {
    await app?.stop();
    await shop?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get shop() {
      if (!shop) throw new Error('the store is not started yet: use it inside a test');
      return shop;
    },
    get app() {
      if (!app) throw new Error('the app is not running');
      return app;
    },
    async start(options = {}) {
      app = await startApp({ storeUrl: this.shop.url, dataDir, ...options });
      return app;
    },
    async stop() {
      const running = app;
      app = undefined;
      await running?.stop();
    },
  };
}
