/**
 * A cold till (a fresh data folder, the first sale after start) costs what a warm one does: the
 * store's payment methods are read at start, outside the sale, and whatever cart that took is
 * gone from the store afterwards. Through the runtime as it starts, behind a proxy that records
 * every request the store receives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { startTill, WALK_IN_CUSTOMER } from '../../../support/till/sale-till.js';
import { startRecordingProxy, type RecordingProxy } from '../../../support/net/recording-proxy.js';
import { startTestRuntimeWithCatalog, type TestRuntime } from '../../../support/till/test-runtime.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import type { FetchLike } from '../../../../shared/storefront/types/client-types.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import { THROWAWAY_CART_KEY } from '../../../../electron/till/sale/payment-methods.js';

let store: DemoStore;
let proxy: RecordingProxy;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false, allowedHosts: ['127.0.0.1'] });
  proxy = await startRecordingProxy(store.url);
});
afterAll(async () => {
  proxy?.close();
  await store?.close();
});

const path = (url: string) => new URL(url).pathname;

/** Waits until the store has heard nothing from the till for a while: what the start sends is sent. */
async function quiet(): Promise<void> {
  let seen = -1;
  for (let i = 0; i < 50 && seen !== proxy.requests.length; i++) {
    seen = proxy.requests.length;
    await new Promise((r) => setTimeout(r, 400));
  }
}

async function inStockVariants(count: number): Promise<string[]> {
  const page = await createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT }).products({ filter: { inStock: true }, perPage: 20 });
  return page.items
    .flatMap((p) =>
      p.variants
        .filter((v) => v.inStock)
        .slice(0, 1)
        .map((v) => v.id),
    )
    .slice(0, count);
}

describe('a cold till', () => {
  let app: TestRuntime | null = null;
  afterAll(async () => {
    await app?.stop();
  });

  it.each([1, 3])('makes its first cash sale of %i line(s) in at most N+5 requests', async (n) => {
    const variants = await inStockVariants(n);
    app = await startTestRuntimeWithCatalog({ storeUrl: proxy.url });
    await quiet();
    const sale = app.runtime.calls.sale;
    const from = proxy.requests.length;
    for (const v of variants) await sale.addLine(v, 1);
    await sale.setCustomer({ ...WALK_IN_CUSTOMER });
    const receipt = await sale.payCash({ tendered: '5000' });
    expect(receipt.order.state).toBe('complete');
    const spent = proxy.requests.slice(from).map((r) => `${r.method} ${path(r.url)}`);
    expect(spent.length, spent.join('\n')).toBeLessThanOrEqual(n + 5);
    await app.stop();
    app = null;
  });

  it('leaves no cart of its own at the store after reading the payment methods at start', async () => {
    const from = proxy.requests.length;
    app = await startTestRuntimeWithCatalog({ storeUrl: proxy.url });
    await quiet();
    const atStart = proxy.requests.slice(from);
    const read = atStart.find((r) => r.method === 'GET' && path(r.url).endsWith('/checkout/payment_methods'));
    expect(read, 'the payment methods are read at start').toBeDefined();
    const token = read!.headers['x-shop-order-token']!;
    const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT });
    await expect(client.cart({ orderToken: token })).rejects.toMatchObject({ kind: 'not_found' });
    await app.stop();
    app = null;
  });
});

describe('payment methods read before the first sale', () => {
  function counted() {
    const log: string[] = [];
    const f: FetchLike = (url, init) => {
      log.push(`${init?.method ?? 'GET'} ${path(url)}`);
      return fetch(url, init as RequestInit);
    };
    return { log, fetch: f };
  }

  it('are read with the cart of a sale left open by the last run, and with no cart made for them', async () => {
    const [variant] = await inStockVariants(1);
    const first = startTill(store.url);
    await first.sale.addLine(variant!, 1);
    const { log, fetch: f } = counted();
    const second = startTill(store.url, { fetch: f, dataDir: first.dataDir });
    await second.sale.preparePayment();
    expect(log).toEqual(['GET /api/v2/storefront/checkout/payment_methods']);
    await second.sale.setCustomer({ ...WALK_IN_CUSTOMER });
    log.length = 0;
    await second.sale.payCash({ tendered: '5000' });
    expect(log.filter((l) => l.endsWith('/checkout/payment_methods'))).toEqual([]);
  });

  it('delete a throw-away cart a crash left behind, at the next start', async () => {
    const till = startTill(store.url);
    const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT });
    const left = await client.createCart();
    till.settings.set(THROWAWAY_CART_KEY, left.token!);
    till.settings.set('paymentMethods', { store: store.url, at: Date.now(), methods: [] });
    await till.sale.preparePayment();
    await expect(client.cart({ orderToken: left.token! })).rejects.toMatchObject({ kind: 'not_found' });
    expect(till.settings.get(THROWAWAY_CART_KEY)).toBeUndefined();
  });

  it('are kept for the store, so a second start reads nothing', async () => {
    const till = startTill(store.url);
    await till.sale.preparePayment();
    const { log, fetch: f } = counted();
    const again = startTill(store.url, { fetch: f, dataDir: till.dataDir });
    await again.sale.preparePayment();
    expect(log).toEqual([]);
  });
});
