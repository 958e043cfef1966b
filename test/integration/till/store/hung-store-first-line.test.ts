/**
 * A store that stops answering (it takes requests and never answers) costs the first line of the
 * next sale a few seconds, not the client's full 15 s: the sale's first request gives up within
 * them, the connection is offline at once and the line goes into an offline sale. The till talks
 * to a real demo store through a proxy the test makes hang.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOCATION } from '../../../../electron/till/store/store-profiles.js';
import { FIRST_REQUEST_TIMEOUT_MS } from '../../../../electron/till/sale/service/sale-lines.js';
import { closeAll, listen, passOn } from '../../../support/net/loopback-servers.js';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';
import { startTestRuntimeWithCatalog, variantIdOf, type TestRuntime } from '../../../support/till/test-runtime.js';

const store = useDemoStore({ autoFulfil: false });
let hung = false;
const proxy = http.createServer((req, res) => {
  if (!hung) passOn(req, res, store.url);
});
let app: TestRuntime;

beforeAll(async () => {
  const url = await listen(proxy);
  app = await startTestRuntimeWithCatalog({ storeUrl: url, storeLocation: DEMO_LOCATION });
});

afterAll(async () => {
  hung = false;
  await app?.stop();
  closeAll(proxy);
});

describe('a store that hangs', () => {
  it('is given up on by the first line of a sale within a few seconds: the sale goes offline at once', async () => {
    const { calls } = app.runtime;
    const tee = await variantIdOf(app.runtime, 'HP-TEE-001-NAV-M');
    expect((await calls.app.connection()).state).toBe('online');
    hung = true;
    const started = Date.now();
    const cart = await calls.sale.addLine(tee, 1);
    const took = Date.now() - started;
    expect(cart.state).toBe('offline');
    expect(cart.lineItems.map((l) => l.quantity)).toEqual([1]);
    expect(took).toBeGreaterThanOrEqual(FIRST_REQUEST_TIMEOUT_MS - 100);
    expect(took).toBeLessThan(FIRST_REQUEST_TIMEOUT_MS + 2_000);
    expect((await calls.offline.status()).selling).toBe(true);
    await calls.sale.discard();
  });
});
