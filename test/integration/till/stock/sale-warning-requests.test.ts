/**
 * What the cart's stock warnings cost with the manager's admin client connected, counted at the
 * store's door: a sale of ten well-stocked lines, three of them scanned twice, asks for its
 * warnings after every change as the cart does, and spends one admin request per line new to the
 * sale (its stock items) and the store's locations once; raising a quantity far from the edge,
 * or a change that leaves the lines as they were, costs none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import type { SaleCart } from '../../../../shared/bridge/sale.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { startRecordingProxy, type RecordingProxy } from '../../../support/net/recording-proxy.js';
import { MAINE_CUSTOMER, startTestRuntimeWithCatalog, type TestRuntime } from '../../../support/till/test-runtime.js';

const MEASURING_BUDGET = { limit: 1000, windowMs: 60_000 };
const LINES = 10;

let store: DemoStore;
let proxy: RecordingProxy;
let app: TestRuntime;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false, allowedHosts: ['127.0.0.1'] });
  proxy = await startRecordingProxy(store.url);
  app = await startTestRuntimeWithCatalog({ storeUrl: proxy.url, rateLimit: MEASURING_BUDGET });
  await app.runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
});

afterAll(async () => {
  await app?.stop();
  proxy?.close();
  await store?.close();
});

/** Variants sold in the shop with at least `least` units on the selling location's shelf, not backorderable. */
async function wellStocked(count: number, least: number): Promise<string[]> {
  const page = await createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT }).products({ filter: { inStock: true }, perPage: 100 });
  const sold = new Set(page.items.flatMap((p) => p.variants.filter((v) => v.inStock && !v.isMaster).map((v) => v.id)));
  const token = await adminToken(store.url);
  const answer = await fetch(`${store.url}/api/v2/platform/stock_items?per_page=100&filter[stock_location_id]=1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const items = (
    (await answer.json()) as {
      data: { attributes: { count_on_hand: number; backorderable: boolean }; relationships: Record<string, { data: { id: string } }> }[];
    }
  ).data;
  const found = items
    .filter((i) => i.relationships.stock_location!.data.id === '1' && i.attributes.count_on_hand >= least && !i.attributes.backorderable)
    .map((i) => i.relationships.variant!.data.id)
    .filter((id) => sold.has(id));
  expect(found.length).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

const isAdmin = (url: string) => new URL(url).pathname.startsWith('/api/v2/platform/');

describe('the cart’s stock warnings', () => {
  it(`cost one admin request per line new to a ${LINES}-line sale, and the store’s locations once`, async () => {
    const variants = await wellStocked(LINES, 10);
    const { sale, stockLookup } = app.runtime.calls;
    const from = proxy.requests.length;
    // As the cart asks after each change of its lines.
    const warn = async (cart: SaleCart) =>
      stockLookup.holdWarnings(
        cart.lineItems.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
        cart.number,
      );
    for (const variantId of variants) expect(await warn(await sale.addLine(variantId, 1))).toEqual([]);
    for (const variantId of variants.slice(0, 3)) expect(await warn(await sale.addLine(variantId, 1))).toEqual([]);
    expect(await warn(await sale.setCustomer({ ...MAINE_CUSTOMER, email: 'lines@example.com' }))).toEqual([]);

    const admin = proxy.requests.slice(from).filter((r) => isAdmin(r.url));
    const spent = admin.map((r) => `${r.method} ${new URL(r.url).pathname}`);
    expect(spent.length, spent.join('\n')).toBeLessThanOrEqual(LINES + 1);
    await sale.payCash({ tendered: '9999' });
  });
});
