/**
 * The stock lookup and low stock through the bridge dispatch, as the page calls them, against the
 * demo store: a variant's stock at both locations (the warehouse 0 until stock moves there), what a
 * web cart holds (the till's own sale left out), the till's sale as a movement; the sale warned in
 * words when it would take the unit a web cart holds; thresholds set by a manager (a clerk without
 * the stock right refused), the low-stock list and its reorder CSV, each read in one request.
 */
import { describe, expect, it } from 'vitest';
import type { BridgeMethodName } from '../../../../shared/bridge/bridge.js';
import type { HoldWarning, StockLookup } from '../../../../shared/stock/stock-lookup.js';
import { englishOf } from '../../../../shared/i18n/words.js';
import type { LowStockList } from '../../../../shared/stock/low-stock.js';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { MAINE_CUSTOMER, useTestRuntimeWithCatalog, variantIdOf } from '../../../support/till/test-runtime.js';

const running = useTestRuntimeWithCatalog({ rateLimit: { limit: 600, windowMs: 60_000 } });
const CLERK = { name: 'Stock Clerk', pin: '6161' };
const call = (method: BridgeMethodName, ...args: unknown[]) => dispatchBridgeCall(running.runtime.calls, method, args, () => {}, running.runtime.gate);
const value = async <T>(method: BridgeMethodName, ...args: unknown[]): Promise<T> => {
  const result = await call(method, ...args);
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value as T;
};

/** Sets the variant's count at the selling location, as an operator does on the Platform API. */
async function setCount(variantId: string, count: number): Promise<void> {
  const url = running.runtime.storeUrl;
  const token = await adminToken(url);
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const list = (await (await fetch(`${url}/api/v2/platform/stock_items?filter[variant_id]=${variantId}`, { headers })).json()) as {
    data: { id: string; relationships: { stock_location: { data: { id: string } } } }[];
  };
  const item = list.data.find((i) => i.relationships.stock_location.data.id === '1')!;
  const res = await fetch(`${url}/api/v2/platform/stock_items/${item.id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ stock_item: { count_on_hand: count, backorderable: false } }),
  });
  expect(res.status).toBe(200);
}

async function webCartWith(variantId: string, quantity: number): Promise<void> {
  const client = createStorefrontClient({ baseUrl: running.runtime.storeUrl, dialect: SHOP_DIALECT });
  const cart = await client.createCart();
  await client.addItem({ orderToken: cart.token! }, { variantId, quantity });
}

describe('the stock lookup and low stock', () => {
  it('looks a variant up everywhere, warns the sale of the unit a web cart holds, and shows the sale as a movement', async () => {
    expect(await call('stockLookup.lookup', '1', null)).toMatchObject({ ok: false, error: { message: expect.stringContaining('admin client') } });
    await value('admin.connect', { clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
    const variantId = await variantIdOf(running.runtime, 'HP-TEE-001-NAV-M');
    await setCount(variantId, 2);
    await webCartWith(variantId, 1);

    const cart = await value<{ number: string }>('sale.addLine', variantId, 1);
    const looked = await value<StockLookup>('stockLookup.lookup', variantId, cart.number);
    expect(looked.locations.map((l) => [l.name, l.isDefault, l.countOnHand])).toEqual([
      ['Wharf Street Store', true, 2],
      ['Harbor Road Warehouse', false, 0],
    ]);
    expect(looked.holds).toMatchObject({ heldInCarts: 1, carts: 1 });
    // One free unit: the till's one is fine; a second takes the unit the web cart holds.
    expect(await value<HoldWarning[]>('stockLookup.holdWarnings', [{ variantId, quantity: 1 }], cart.number)).toEqual([]);
    const warned = async (quantity: number) =>
      (await value<HoldWarning[]>('stockLookup.holdWarnings', [{ variantId, quantity }], cart.number)).map((w) => [w.variantId, englishOf(w.words)]);
    expect(await warned(2)).toEqual([[variantId, '2 left, 1 held in a web cart']]);
    await setCount(variantId, 1);
    expect(await warned(1)).toEqual([[variantId, '1 left, held in a web cart']]);

    await value('sale.setCustomer', { ...MAINE_CUSTOMER, email: 'casey@example.com' });
    const receipt = await value<{ order: { number: string } }>('sale.payCash', { tendered: '100' });
    const after = await value<StockLookup>('stockLookup.lookup', variantId, null);
    expect(after.locations[0]!.countOnHand).toBe(0);
    expect(after.movements[0]).toMatchObject({ action: 'sold', quantity: -1, locationName: 'Wharf Street Store', originator: `order ${receipt.order.number}` });
  });

  it('keeps thresholds set by a manager, lists what is low with each location, and exports the reorder list', async () => {
    await value('admin.connect', { clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
    const variantId = await variantIdOf(running.runtime, 'HP-TEE-001-NAV-L');
    await setCount(variantId, 3);
    await value('lowStock.setThreshold', { variantId }, 3);
    const list = await value<LowStockList>('lowStock.list');
    const line = list.lines.find((l) => l.variantId === variantId)!;
    expect(line).toMatchObject({ sku: 'HP-TEE-001-NAV-L', threshold: 3, thresholdFrom: 'variant', countOnHand: 3 });
    expect(line.locations.map((l) => [l.name, l.countOnHand])).toEqual([
      ['Wharf Street Store', 3],
      ['Harbor Road Warehouse', 0],
    ]);
    const csv = await value<{ csv: string; rows: number }>('lowStock.exportReorderCsv');
    expect(csv.csv.split('\r\n')[0]).toBe('SKU,Product,On hand,On hand: Wharf Street Store,On hand: Harbor Road Warehouse,Threshold,Order');
    expect(csv.csv).toContain('HP-TEE-001-NAV-L,');
    expect(csv.csv).toMatch(/HP-TEE-001-NAV-L,[^\r]*,3,3,0,3,3\r\n/);

    // A clerk without the stock right is asked for a manager's approval of that one threshold.
    await call('staff.add', { ...CLERK, role: 'staff' });
    await call('staff.lock');
    await value('staff.unlock', CLERK.pin);
    expect(await call('lowStock.setThreshold', { variantId }, null)).toMatchObject({ ok: false, error: { kind: 'manager_required' } });
    expect(await value<LowStockList>('lowStock.list')).toMatchObject({ lines: expect.arrayContaining([expect.objectContaining({ variantId })]) });
    await call('staff.lock');
    await value('staff.unlock', '135790');
    expect(await value('lowStock.setThreshold', { variantId }, null)).toEqual([]);
    expect((await value<LowStockList>('lowStock.list')).lines.some((l) => l.variantId === variantId)).toBe(false);
  });
});
