/**
 * A parked cart whose prices and stock changed at the store while it was parked: the till keeps
 * watching the parked cart's products, so on resume (one cart read) the clerk is told which line
 * the store now charges differently and which one it has sold out of, with the totals, before
 * carrying on; the store then charges the new price when checkout starts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { inStockVariant } from '../../../support/till/sale-till.js';
import { MAINE_CUSTOMER, startTestRuntimeWithCatalog, type TestRuntime } from '../../../support/till/test-runtime.js';

let app: TestRuntime;
beforeAll(async () => {
  app = await startTestRuntimeWithCatalog();
});
afterAll(async () => {
  await app?.stop();
});

async function platform(storeUrl: string, method: string, route: string, body?: unknown): Promise<unknown> {
  const token = await adminToken(storeUrl);
  const res = await fetch(`${storeUrl}/api/v2/platform/${route}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.status).toBe(200);
  return res.json();
}

describe('a parked cart changed at the store', () => {
  it('says on resume which price changed, which item sold out, and the totals before and after', async () => {
    const { runtime } = app;
    const tee = (await runtime.calls.catalog.lookupCode('HP-TEE-001-NAV-M'))!;
    const teePrice = tee.product.variants.find((v) => v.id === tee.variantId)!.price;
    const crew = await inStockVariant(runtime.storeUrl, 'classic-crew-tee');
    await runtime.calls.sale.addLine(tee.variantId, 1);
    const parkedCart = await runtime.calls.sale.addLine(crew, 1);
    await new Promise((r) => setTimeout(r, 500)); // the open cart's products are watched by now
    const { carts } = await runtime.calls.parked.park('back after lunch');
    expect(carts.map((c) => c.number)).toEqual([parkedCart.number]);

    // The operator lowers the tee's price and sells the last crew tees elsewhere.
    expect(teePrice).not.toBe('19.50');
    await new Promise((r) => setTimeout(r, 300)); // the parked cart's products are watched as it is parked
    await platform(runtime.storeUrl, 'PATCH', `variants/${tee.variantId}`, { variant: { price: '19.50' } });
    const items = (await platform(runtime.storeUrl, 'GET', `stock_items?filter[variant_id]=${crew}`)) as { data: { id: string }[] };
    await platform(runtime.storeUrl, 'PATCH', `stock_items/${items.data[0]!.id}`, { stock_item: { count_on_hand: 0, backorderable: false } });
    await expect
      .poll(async () => (await runtime.calls.catalog.lookupCode('HP-TEE-001-NAV-M'))!.product.variants.find((v) => v.id === tee.variantId)!.price, {
        timeout: 8000,
        interval: 200,
      })
      .toBe('19.50');

    const resumed = await runtime.calls.parked.resume(parkedCart.number);
    if (resumed.outcome !== 'resumed') throw new Error(`not resumed: ${resumed.outcome}`);
    expect(resumed.changes.pricesAtCheckout).toEqual([
      { name: 'Harbor Logo Tee', optionsText: expect.any(String), before: `$${Number(teePrice).toFixed(2)}`, after: '$19.50' },
    ]);
    await expect
      .poll(async () => {
        const again = await runtime.calls.parked.list();
        return again.carts.length;
      })
      .toBe(0);
    expect(resumed.changes.unavailable).toEqual([expect.objectContaining({ name: 'Classic Crew Tee', why: 'sold_out', quantity: 1 })]);
    expect(resumed.changes).toMatchObject({ any: true, totalBefore: parkedCart.displayTotal });
    expect(resumed.cart.number).toBe(parkedCart.number);

    // Carrying on: the clerk takes the sold-out line out, and the store charges the new price.
    const soldOut = resumed.cart.lineItems.find((l) => l.variantId === crew)!;
    await runtime.calls.sale.removeLine(soldOut.id);
    const shipped = await runtime.calls.sale.setCustomer({ email: 'parked@example.com', ...MAINE_CUSTOMER });
    expect(shipped.lineItems.find((l) => l.variantId === tee.variantId)?.price).toBe('19.50');
  });
});
