/**
 * The Platform client's board reads and a manager's actions against a real demo store: the
 * board's one list (completed orders in a time range, changed since an instant, with their
 * shipments' methods, payments and billing name), shipments readied, shipped with a tracking
 * number, delivered, canceled and resumed, orders canceled, resumed and approved, and the store's
 * refusals (422) in its own words.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import { createRequestScheduler } from '../../../shared/schedule/request-scheduler.js';
import { createOAuthClient, defaultEndpoints } from '../../../shared/oauth/token-client.js';
import type { CartCredentials } from '../../../shared/storefront/types/client-types.js';
import { SHOP_DIALECT } from '../../../shared/storefront/dialect.js';
import { createPlatformClient, type PlatformClient } from '../../../shared/storefront/client/platform-client.js';
import { cartInPayment, rejection, useHarness } from './harness.js';

const h = useHarness();
let platform: PlatformClient;
let admin: string;

beforeAll(async () => {
  platform = createPlatformClient({ baseUrl: h.store.url, fetch: createRequestScheduler({ fetch: (url, init) => fetch(url, init as RequestInit) }).fetch });
  const oauth = createOAuthClient({ endpoints: defaultEndpoints(h.store.url, SHOP_DIALECT) });
  admin = (await oauth.clientCredentials(DEMO_ADMIN_CLIENT.clientId, DEMO_ADMIN_CLIENT.clientSecret, 'admin')).accessToken;
});

/** A guest's web order paid in cash, shipped by the cheapest method (in-store pickup) unless `standard`. */
async function webOrder(options: { standard?: boolean } = {}): Promise<string> {
  const creds: CartCredentials = await cartInPayment(h);
  if (options.standard) {
    const cart = await h.client.cart(creds);
    for (const shipment of cart.shipments) {
      const rate = shipment.rates.find((r) => /standard/i.test(r.name))!;
      await h.client.updateCheckout(creds, { shipments: [{ id: shipment.id, selectedShippingRateId: rate.id }] });
    }
  }
  const methods = await h.client.paymentMethods(creds);
  await h.client.createPayment(creds, { paymentMethodId: methods.find((m) => m.name === 'Cash')!.id });
  return (await h.client.completeCheckout(creds)).number;
}

describe('the orders board through the Platform client', () => {
  it('reads one order in full for its detail: each line with its SKU, each shipment with its stock location', async () => {
    const number = await webOrder();
    const order = await platform.order(admin, number);
    expect(order.lineItems.length).toBeGreaterThan(0);
    for (const line of order.lineItems) expect(line.sku).toMatch(/\S/);
    expect(order.shipments[0]!.stockLocation).toMatch(/\S/);
  });

  it('reads completed orders in a time range with what the board needs, and only those changed since an instant', async () => {
    const started = new Date(Date.now() - 1000).toISOString();
    const pickup = await webOrder();
    const shipped = await webOrder({ standard: true });
    const page = await platform.boardOrders(admin, { completedFrom: started });
    const numbers = page.items.map((o) => o.number);
    expect(numbers).toEqual(expect.arrayContaining([pickup, shipped]));
    const first = page.items.find((o) => o.number === pickup)!;
    expect(first).toMatchObject({
      email: 'jordan@example.com',
      customerName: 'Jordan Lee',
      channel: 'spree',
      tillId: null,
      state: 'complete',
      paymentState: 'paid',
    });
    expect(first.shipments[0]).toMatchObject({ state: 'ready', pickup: true, method: expect.stringMatching(/pickup/i) });
    expect(page.items.find((o) => o.number === shipped)!.shipments[0]).toMatchObject({ pickup: false, method: expect.stringMatching(/standard/i) });
    expect(first.payments[0]).toMatchObject({ paymentMethodName: 'Cash' });
    expect(first.lineItems.length).toBe(1);

    const newest = page.items
      .map((o) => o.updatedAt!)
      .sort()
      .at(-1)!;
    expect((await platform.boardOrders(admin, { completedFrom: started, updatedAfter: newest })).items).toEqual([]);
    await platform.shipmentAction(admin, first.shipments[0]!.number, 'pend');
    const changed = await platform.boardOrders(admin, { completedFrom: started, updatedAfter: newest });
    expect(changed.items.map((o) => o.number)).toEqual([pickup]);
    expect(changed.items[0]!.shipments[0]!.state).toBe('pending');
    expect((await platform.boardOrders(admin, { completedFrom: started, channel: 'pos' })).items.map((o) => o.number)).not.toContain(pickup);
  });

  it('readies a pickup and marks it picked up; ships another with a tracking number', async () => {
    const pickup = await platform.order(admin, await webOrder());
    const shipment = pickup.shipments[0]!.number;
    await platform.shipmentAction(admin, shipment, 'pend');
    expect((await platform.shipmentAction(admin, shipment, 'ready')).state).toBe('ready');
    await platform.shipmentAction(admin, shipment, 'ship');
    expect((await platform.shipmentAction(admin, shipment, 'deliver')).state).toBe('delivered');
    expect((await platform.order(admin, pickup.number)).shipments[0]!.state).toBe('delivered');

    const parcel = await platform.order(admin, await webOrder({ standard: true }));
    const sent = await platform.shipmentAction(admin, parcel.shipments[0]!.number, 'ship', { tracking: '1Z999AA10123456784' });
    expect(sent).toMatchObject({ state: 'shipped', tracking: '1Z999AA10123456784', trackingUrl: expect.stringContaining('1Z999AA10123456784') });
  });

  it("answers the store's refusals in its words: a shipped shipment cannot be canceled, nor its order", async () => {
    const order = await platform.order(admin, await webOrder({ standard: true }));
    const shipment = order.shipments[0]!.number;
    await platform.shipmentAction(admin, shipment, 'ship', { tracking: 'TRACK-1' });
    const refused = await rejection(platform.shipmentAction(admin, shipment, 'cancel'), 'validation', 422);
    expect(refused.message).toBe(`Cannot cancel shipment ${shipment}: it is shipped`);
    const orderRefused = await rejection(platform.orderAction(admin, order.number, 'cancel'), 'validation', 422);
    expect(orderRefused.message).toBe(`Cannot cancel order ${order.number}: shipment ${shipment} has shipped`);
    await rejection(platform.orderAction(admin, order.number, 'resume'), 'validation', 422);
    await rejection(platform.shipmentAction(admin, 'H000000000', 'ready'), 'not_found', 404);
  });

  it('cancels an order (payments voided), resumes it, approves it once', async () => {
    const number = await webOrder();
    const canceled = await platform.orderAction(admin, number, 'cancel');
    expect(canceled).toMatchObject({ state: 'canceled', paymentState: 'void', canceledAt: expect.any(String) });
    expect(canceled.payments.every((p) => p.state === 'void')).toBe(true);
    expect(canceled.shipments.every((s) => s.state === 'canceled')).toBe(true);
    const resumed = await platform.orderAction(admin, number, 'resume');
    expect(resumed.state).toBe('resumed');
    expect((await platform.orderAction(admin, number, 'approve')).approvedAt).not.toBeNull();
    const again = await rejection(platform.orderAction(admin, number, 'approve'), 'validation', 422);
    expect(again.message).toMatch(/already approved/);
  });
});
