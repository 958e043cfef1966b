/**
 * The orders board's first read, said on screen while it lasts: with the store's answer to the
 * board's list of orders held back (a proxy between the till and the demo store), the board says
 * at once that it is reading the store's orders and which page; once the answer comes, it says
 * when it last checked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../electron/demo-store/http/server.js';
import { startFlakyProxy, type FlakyProxy } from '../../support/net/flaky-proxy.js';
import { startApp, type RunningApp } from '../support/app.js';

const NO_FAULTS = { dropRequest: 0, dropResponse: 0, delay: 0, maxDelayMs: 0 };
const storeDir = mkdtempSync(path.join(os.tmpdir(), 'pos-board-read-'));
let store: DemoStore;
let proxy: FlakyProxy;
let app: RunningApp;

beforeAll(async () => {
  // The store answers as the proxy (its sign-in settings name the address the till uses).
  store = await startDemoStore({ dataDir: storeDir, autoFulfil: false, allowedHosts: ['127.0.0.1'] });
  proxy = await startFlakyProxy(store.url, NO_FAULTS, 1, true);
  app = await startApp({ storeUrl: proxy.url });
  await app.runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
});
afterAll(async () => {
  await app?.stop();
  await proxy?.close();
  await store?.close();
  rmSync(storeDir, { recursive: true, force: true });
});

describe("the orders board's first read", () => {
  it('says it is reading the store’s orders, and which page, while the store’s answer is held', async () => {
    const { page } = app;
    await page.getByRole('searchbox', { name: 'Search products' }).waitFor();
    const release = proxy.hold((method, url) => method === 'GET' && url.startsWith('/api/v2/platform/orders?'));
    try {
      await page.keyboard.press('F2');
      const status = page.getByRole('region', { name: 'Orders board' }).getByRole('status').first();
      await expect.poll(() => status.innerText(), { timeout: 10_000 }).toBe('Reading the store’s orders… page 1');
    } finally {
      release();
    }
    const status = page.getByRole('region', { name: 'Orders board' }).getByRole('status').first();
    await expect.poll(() => status.innerText(), { timeout: 15_000 }).toMatch(/^Last checked /);
  });
});
