/**
 * A sale the store refuses to place because its payments no longer cover it (here the gift card
 * that paid it all was spent at another till meanwhile): the clerk is told how much is still
 * due and that nothing was charged, the screen gets the cart as the store now has it, and the
 * sale stays open to be paid and placed once.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../electron/demo-store/server.js';
import { describeError } from '../../../electron/services/error-words.js';
import { createOrderTracker } from '../../../electron/services/order-tracker.js';
import { createSaleService } from '../../../electron/services/sale.js';
import { openSettingsFile } from '../../../electron/services/settings-store.js';
import { createStorefrontClient } from '../../../shared/storefront/client.js';
import { SHOP_DIALECT } from '../../../shared/storefront/dialect.js';
import type { Cart } from '../../../shared/storefront/types.js';

let store: DemoStore;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
});
afterAll(async () => {
  await store?.close();
});

const customer = {
  email: 'walk-in@example.com', firstname: 'Robin', lastname: 'Counter', address1: '12 Wharf Street',
  city: 'Portland', zipcode: '04101', stateName: 'ME', countryIso: 'US',
};

function till() {
  const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT });
  const settings = openSettingsFile(mkdtempSync(path.join(os.tmpdir(), 'pos-sale-covered-')));
  const timers = { now: () => Date.now(), setTimeout: () => 0, clearTimeout: () => {} };
  const tracker = createOrderTracker({ client, settings, clock: timers, random: () => 0 });
  const shown: (Cart | null)[] = [];
  const sale = createSaleService({ client, settings, tracker, storeName: async () => '', onChange: (cart) => shown.push(cart) });
  return { client, sale, tracker, shown };
}

async function teeVariant(): Promise<string> {
  const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT });
  const product = await client.product('classic-crew-tee');
  return product.variants.find((v) => v.inStock)!.id;
}

describe('a sale whose payments no longer cover it', () => {
  it('tells the clerk what is still due, shows the store\'s cart, and is placed once when paid', async () => {
    const tee = await teeVariant();
    const first = till();
    const second = till();

    // The first till puts the whole 36.00 on the gift card: nothing is due.
    await first.sale.addLine(tee, 2);
    await first.sale.setCustomer(customer);
    const covered = await first.sale.applyCode('GIFT-50-DEMO');
    expect(covered.totalMinusStoreCredits).toBe('0.00');

    // Meanwhile the second till spends 36.00 of the same card: 14.00 is left on it.
    await second.sale.addLine(tee, 2);
    await second.sale.setCustomer(customer);
    await second.sale.applyCode('GIFT-50-DEMO');
    expect((await second.sale.completePaid()).order.paymentState).toBe('paid');

    first.shown.length = 0;
    const refusal = await first.sale.completePaid().then(() => null, (error: unknown) => error);
    expect(refusal).not.toBeNull();
    const words = describeError(refusal);
    expect(words.kind).toBe('validation');
    expect(words.message).toBe('The payments ($14.00) do not cover the order total ($36.00): $22.00 is still due. Nothing was charged; the sale is still open.');
    // The screen now shows what the store has: 22.00 still to pay.
    expect(first.shown.at(-1)?.totalMinusStoreCredits).toBe('22.00');
    expect(first.sale.attention()).toBeNull();
    expect((await first.sale.current())?.state).toBe('payment');
    expect(first.tracker.list()).toHaveLength(0);

    const receipt = await first.sale.payCash({ tendered: '22.00' });
    expect(receipt.order).toMatchObject({ state: 'complete', paymentState: 'paid', total: '36.00' });
    expect(receipt.change).toBe('0.00');
    expect(first.tracker.list().map((o) => o.number)).toEqual([receipt.order.number]);
    expect(await first.sale.current()).toBeNull();
  });
});
