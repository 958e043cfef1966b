/**
 * An add with custom options whose answer is lost, and whose check-up read is lost too: the
 * next add finds out first. The options the store got are the ones the till shows, and an add
 * asking for other options on the same line is refused in words rather than shown as if sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import { startFlakyProxy, type FlakyProxy } from '../../../support/net/flaky-proxy.js';
import { startTill } from '../../../support/till/sale-till.js';

let store: DemoStore;
let proxy: FlakyProxy;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  proxy = await startFlakyProxy(store.url, { dropRequest: 0, dropResponse: 1, delay: 0, maxDelayMs: 0 });
  proxy.setTarget(() => false);
});
afterAll(async () => {
  await proxy?.close();
  await store?.close();
});

async function teeVariants(): Promise<[string, string]> {
  const direct = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT });
  const tee = await direct.product('classic-crew-tee');
  const sellable = tee.variants.filter((v) => v.inStock).map((v) => v.id);
  return [sellable[0]!, sellable[1]!];
}

const newSale = () => startTill(proxy.url, { timeoutMs: 2000, storeName: 'Demo' }).sale;

/** Loses the answers of adding an item and of reading the cart, once each time it is on. */
const loseAddAndCheck = (on: boolean) => proxy.setTarget((method, p) => on && (p.includes('/cart/add_item') || (method === 'GET' && /\/cart(\?|$)/.test(p))));

/**
 * A sale with one tee in its cart, then an add of another tee with these options whose answer
 * and check-up read are both lost (the add itself reached the store).
 */
async function saleWithLostAdd(quantity: number, options: Record<string, string>) {
  const [tee, other] = await teeVariants();
  const sale = newSale();
  await sale.addLine(tee, 1); // opens the cart
  loseAddAndCheck(true);
  await expect(sale.addLine(other, quantity, options)).rejects.toMatchObject({ kind: 'network' });
  loseAddAndCheck(false);
  return { sale, tee, other };
}

describe('an add with options whose answer is lost', () => {
  it('shows the options the store got, and refuses other ones for that line in words', async () => {
    const { sale, other } = await saleWithLostAdd(1, { gift_note: 'For Sam' });

    await expect(sale.addLine(other, 1, { gift_note: 'For Alex' })).rejects.toMatchObject({
      info: { kind: 'validation', message: expect.stringMatching(/already added .* remove the line and add it again/) },
    });
    const cart = (await sale.current())!;
    const line = cart.lineItems.find((l) => l.variantId === other)!;
    expect(line.quantity).toBe(1);
    expect(line.customOptions).toEqual({ gift_note: 'For Sam' });
  });

  it('takes the same add again as done, with its options, without sending it twice', async () => {
    const { sale, other } = await saleWithLostAdd(2, { monogram: 'SJ' });

    const cart = await sale.addLine(other, 2, { monogram: 'SJ' });
    expect(cart.lineItems.find((l) => l.variantId === other)).toMatchObject({ quantity: 2, customOptions: { monogram: 'SJ' } });
  });

  it('keeps the options of a lost add when the next add is of another item', async () => {
    const { sale, tee, other } = await saleWithLostAdd(1, { gift_note: 'For Sam' });

    const cart = await sale.addLine(tee, 1);
    expect(cart.lineItems.find((l) => l.variantId === other)!.customOptions).toEqual({ gift_note: 'For Sam' });
  });
});
