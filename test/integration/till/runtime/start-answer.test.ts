/**
 * `app.start`: the first screen's one call answers from what main holds, never waiting on the
 * store. The till runs behind a front server that passes requests on to the demo store, or holds
 * every one of them open (a store that has stopped answering) until the test lets them through.
 */
import http from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOG_FILE } from '../../../../electron/till/catalog/catalog-sync.js';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import type { StartState } from '../../../../shared/bridge/bridge.js';
import { closeAll, listen, passOn } from '../../../support/net/loopback-servers.js';
import { startTestRuntime } from '../../../support/till/test-runtime.js';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';

const demo = useDemoStore();
let front: http.Server;
let frontUrl: string;
let holding = false;
const held: (() => void)[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-start-answer-'));
const FIRST_PAGE = { sort: 'relevance' as const, page: 1, perPage: 100 };

beforeAll(async () => {
  front = http.createServer((req, res) => {
    const through = () => passOn(req, res, demo.url);
    if (holding) held.push(through);
    else through();
  });
  frontUrl = await listen(front);
});

afterAll(() => {
  closeAll(front);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the start answer', () => {
  it('gives the first screen the cached catalog, the sign-in and the connection while the store answers nothing', async () => {
    // An earlier run synced the catalog into the data folder.
    const earlier = await startTestRuntime({ storeUrl: frontUrl, dataDir });
    await vi.waitFor(async () => expect((await earlier.runtime.calls.catalog.status()).syncedAt).not.toBeNull(), { timeout: 20_000 });
    expect(existsSync(path.join(dataDir, CATALOG_FILE))).toBe(true);
    const products = (await earlier.runtime.calls.catalog.status()).products;
    await earlier.stop();

    holding = true;
    const app = await startTestRuntime({ storeUrl: frontUrl, dataDir });
    try {
      const answer = await dispatchBridgeCall(app.runtime.calls, 'app.start', [FIRST_PAGE]);
      expect(answer.ok).toBe(true);
      const start = (answer as { value: StartState }).value;
      expect(start.catalog?.meta.totalCount).toBe(products);
      expect(start.catalog?.items).toHaveLength(Math.min(products, 100));
      expect(start.catalog?.items[0]?.displayPrice).toMatch(/\d/);
      expect(start.catalog?.facets).toBeDefined();
      expect(start.session).toMatchObject({ signedIn: false });
      // Nothing is assumed about a store that has not answered yet.
      expect(start.connection.state).toBe('checking');
      expect(start.info).toBeNull();
      expect(start.update.state).toBe('disabled');
      // The store was asked meanwhile (its details, the connection), and nothing it holds was needed.
      expect(held.length).toBeGreaterThan(0);

      // Once the store answers, its details are known and the next start gives them too.
      holding = false;
      for (const release of held.splice(0)) release();
      expect(await app.runtime.calls.app.info()).toMatchObject({ storeName: 'Harbor & Pine Outfitters' });
      expect((await app.runtime.calls.app.start(FIRST_PAGE)).info).toMatchObject({ storeName: 'Harbor & Pine Outfitters', mode: 'store' });
    } finally {
      holding = false;
      for (const release of held.splice(0)) release();
      await app.stop();
    }
  });

  it('answers no catalog page when none is cached, so the page asks the store as before', async () => {
    const app = await startTestRuntime({ storeUrl: frontUrl });
    try {
      const start = await app.runtime.calls.app.start(FIRST_PAGE);
      expect(start.catalog === null || start.catalog.meta.totalCount > 0).toBe(true);
    } finally {
      await app.stop();
    }
  });

  it('refuses a first-page query that is not one', async () => {
    const app = await startTestRuntime({ storeUrl: frontUrl });
    try {
      expect(await dispatchBridgeCall(app.runtime.calls, 'app.start', [{ perPage: 5000 }])).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
      expect(await dispatchBridgeCall(app.runtime.calls, 'app.start', [])).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    } finally {
      await app.stop();
    }
  });
});
