/**
 * Orders beyond the till's own: a guest order found by its number and token is tracked from then
 * on; a wrong token finds nothing and says so; a tracked order's detail is read in full.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { createOrderTracker } from '../../../../electron/till/orders/order-tracker.js';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';

let store: DemoStore;
beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
});
afterAll(async () => {
  await store?.close();
});

const fresh = () => {
  const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT });
  const settings = openSettingsFile(mkdtempSync(path.join(os.tmpdir(), 'pos-lookup-')));
  return { client, settings, tracker: createOrderTracker({ client, settings }) };
};

describe('guest order lookup and order detail', () => {
  it('finds an order placed elsewhere by number and token, then tracks it', async () => {
    // A web order: placed straight against the store, its token known to the customer.
    const web = fresh();
    const cart = await web.client.createCart();
    const variant = (await web.client.products({ filter: { inStock: true }, perPage: 1 })).items[0]!.variants[0]!.id;
    const creds = { orderToken: cart.token! };
    await web.client.addItem(creds, { variantId: variant, quantity: 2 });
    await web.client.updateCheckout(creds, {
      email: 'web@example.com',
      billAddress: { firstname: 'Web', lastname: 'Buyer', address1: '5 Net Way', city: 'Portland', zipcode: '04101', stateName: 'ME', countryIso: 'US' },
      shipAddress: { firstname: 'Web', lastname: 'Buyer', address1: '5 Net Way', city: 'Portland', zipcode: '04101', stateName: 'ME', countryIso: 'US' },
    });
    await web.client.advanceCheckout(creds);
    const methods = await web.client.paymentMethods(creds);
    await web.client.createPayment(creds, { paymentMethodId: methods.find((m) => /cash/i.test(m.name))!.id });
    const placed = await web.client.completeCheckout(creds);

    const till = fresh();
    await expect(till.tracker.lookup(placed.number, 'not-the-token')).rejects.toThrow(/No order matches/);
    expect(till.tracker.list()).toHaveLength(0);

    const tracked = await till.tracker.lookup(placed.number.toLowerCase(), ` ${cart.token!} `);
    expect(tracked).toMatchObject({ number: placed.number, state: 'complete', itemCount: 2 });
    expect(till.tracker.list().map((o) => o.number)).toEqual([placed.number]);

    const detail = await till.tracker.detail(placed.number);
    expect(detail.lineItems[0]).toMatchObject({ quantity: 2 });
    expect(detail.shipAddress?.city).toBe('Portland');
    await expect(till.tracker.detail('R000000000')).rejects.toThrow(/not tracked/);
  });
});
