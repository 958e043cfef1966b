/**
 * A tracked order canceled at the store is not given up: it is still checked (at the unhurried
 * cadence), so when the store resumes it the till shows the new state at the next check.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { createOrderTracker } from '../../../../electron/till/orders/order-tracker.js';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { manualClock } from '../../../support/till/manual-clock.js';

let store: DemoStore;
beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
});
afterAll(async () => {
  await store?.close();
});

const ADDRESS = { firstname: 'Web', lastname: 'Buyer', address1: '5 Net Way', city: 'Portland', zipcode: '04101', stateName: 'ME', countryIso: 'US' };

describe('a tracked order canceled and then resumed at the store', () => {
  it('is checked again after the cancel and shows resumed at the next check', async () => {
    const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT });
    const cart = await client.createCart();
    const creds = { orderToken: cart.token! };
    const variant = (await client.products({ filter: { inStock: true }, perPage: 1 })).items[0]!.variants[0]!.id;
    await client.addItem(creds, { variantId: variant, quantity: 1 });
    await client.updateCheckout(creds, { email: 'web@example.com', billAddress: ADDRESS, shipAddress: ADDRESS });
    await client.advanceCheckout(creds);
    const methods = await client.paymentMethods(creds);
    await client.createPayment(creds, { paymentMethodId: methods.find((m) => /cash/i.test(m.name))!.id });
    const placed = await client.completeCheckout(creds);

    const clock = manualClock(Date.now());
    const tracker = createOrderTracker({
      client,
      settings: openSettingsFile(mkdtempSync(path.join(os.tmpdir(), 'pos-resumed-'))),
      clock: { now: clock.now, setTimeout: clock.setTimer, clearTimeout: clock.clearTimer },
      random: () => 0,
    });
    await tracker.lookup(placed.number, cart.token!);
    tracker.start();
    const admin = await adminToken(store.url);
    const platform = (action: string) =>
      fetch(`${store.url}/api/v2/platform/orders/${placed.number}/${action}`, { method: 'PATCH', headers: { Authorization: `Bearer ${admin}` } });

    expect((await platform('cancel')).status).toBe(200);
    const canceled = await tracker.refresh(placed.number);
    expect(canceled.state).toBe('canceled');
    expect(canceled.nextCheckAt).not.toBeNull();

    expect((await platform('resume')).status).toBe(200);
    await clock.advance(121_000);
    // The check the clock made due is a real request: its answer arrives in its own time.
    await vi.waitFor(() => expect(tracker.list().find((o) => o.number === placed.number)!.state).toBe('resumed'), { timeout: 10_000 });
    const seen = tracker.list().find((o) => o.number === placed.number)!;
    expect(seen.history.map((c) => `${c.field}:${c.to}`)).toEqual(expect.arrayContaining(['state:canceled', 'state:resumed']));
    tracker.stop();
  });
});
