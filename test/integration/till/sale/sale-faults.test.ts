/**
 * Fault injection: 100 sales through a proxy that drops requests, drops answers and delays at
 * random. The cashier retries whatever fails, as a person at the counter would. Every sale must
 * end completed exactly once: the store's completed orders match the receipts, one for one,
 * with the quantities rung up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import { startFlakyProxy, type FlakyProxy } from '../../../support/net/flaky-proxy.js';
import { startTill } from '../../../support/till/sale-till.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';

const SALES = 100;
let store: DemoStore;
let proxy: FlakyProxy;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  proxy = await startFlakyProxy(store.url, { dropRequest: 0.06, dropResponse: 0.06, delay: 0.1, maxDelayMs: 30 }, 20261122);
  // Sales are the subject; the catalog read that sets the test up is not.
  proxy.setTarget((_m, p) => !p.includes('/products'));
});

afterAll(async () => {
  await proxy?.close();
  await store?.close();
});

async function withRetries<T>(step: () => Promise<T>, tries = 25): Promise<T> {
  let last: unknown;
  for (let i = 0; i < tries; i++) {
    try {
      return await step();
    } catch (error) {
      last = error;
      const kind = (error as { info?: { kind?: string }; kind?: string }).info?.kind ?? (error as { kind?: string }).kind;
      if (kind === 'invalid_input' || kind === 'validation') throw error;
    }
  }
  throw last;
}

describe('sales through a faulty network', () => {
  it(`completes each of ${SALES} sales exactly once`, { timeout: 240_000 }, async () => {
    const { sale, tracker } = startTill(proxy.url, { timeoutMs: 2000, storeName: 'Demo' });

    const direct = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT });
    const catalog = await direct.products({ filter: { inStock: true }, perPage: 100 });
    const variants = catalog.items.flatMap((p) => p.variants.filter((v) => v.inStock).map((v) => v.id));
    expect(variants.length).toBeGreaterThan(60);

    const receipts: { number: string; quantity: number }[] = [];
    for (let i = 0; i < SALES; i++) {
      const variant = variants[i % variants.length]!;
      const quantity = 1;
      await withRetries(() => sale.addLine(variant, quantity));
      await withRetries(() =>
        sale.setCustomer({
          email: `sale${i}@example.com`,
          firstname: 'Fault',
          lastname: 'Tolerant',
          address1: '1 Test Way',
          city: 'Portland',
          zipcode: '04101',
          stateName: 'ME',
          countryIso: 'US',
        }),
      );
      const receipt = await withRetries(() => sale.payCash({ tendered: '9999' }));
      receipts.push({ number: receipt.order.number, quantity });
    }

    expect(proxy.counts.droppedRequests + proxy.counts.droppedResponses).toBeGreaterThan(20);
    expect(new Set(receipts.map((r) => r.number)).size).toBe(SALES);

    // What the store says: one completed order per receipt, none extra, with the quantity rung up.
    const admin = await adminToken(store.url);
    const completed: { number: string; itemCount: number }[] = [];
    for (let page = 1; ; page++) {
      const res = await fetch(`${store.url}/api/v2/platform/orders?filter[state]=complete&per_page=100&page=${page}`, {
        headers: { Authorization: `Bearer ${admin}` },
      });
      const doc = (await res.json()) as { data: { attributes: { number: string; item_count: number } }[]; meta: { total_pages: number } };
      completed.push(...doc.data.map((o) => ({ number: o.attributes.number, itemCount: o.attributes.item_count })));
      if (page >= doc.meta.total_pages) break;
    }
    expect(completed.map((o) => o.number).sort()).toEqual(receipts.map((r) => r.number).sort());
    for (const r of receipts) expect(completed.find((o) => o.number === r.number)?.itemCount).toBe(r.quantity);
    expect(tracker.list()).toHaveLength(SALES);
  });
});
