/**
 * A walk-in sale picked up in store, against the demo store over HTTP: addressed to the store's
 * own location with the walk-in email, so its tax is the location's state whatever was typed
 * before; in-store pickup chosen; N+4 requests once the till has sold there; and a store without a
 * location set is asked for it, with nothing sent.
 */
import { describe, expect, it } from 'vitest';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import type { FetchLike } from '../../../../shared/storefront/types/client-types.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import type { WalkInPickup } from '../../../../shared/store-location.js';
import { DEMO_LOCATION, DEMO_WALK_IN_EMAIL } from '../../../../electron/till/store/store-profiles.js';
import { startTill } from '../../../support/till/sale-till.js';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';

const demo = useDemoStore();

const VERMONT_STORE: WalkInPickup = {
  location: { address1: '1 Church Street', city: 'Burlington', zipcode: '05401', stateName: 'VT', countryIso: 'US' },
  email: 'walk-in@shop.example.com',
};

const MASSACHUSETTS_CUSTOMER = {
  email: 'someone@example.com',
  firstname: 'Sam',
  lastname: 'Typed',
  address1: '1 Beacon Street',
  city: 'Boston',
  zipcode: '02108',
  stateName: 'MA',
  countryIso: 'US',
};

function counting() {
  const log: string[] = [];
  const f: FetchLike = (url, init) => {
    log.push(`${init?.method ?? 'GET'} ${new URL(url).pathname}`);
    return fetch(url, init as RequestInit);
  };
  return { log, fetch: f };
}

async function inStockVariants(count: number): Promise<string[]> {
  const client = createStorefrontClient({ baseUrl: demo.url, dialect: SHOP_DIALECT });
  const page = await client.products({ filter: { inStock: true }, perPage: 20 });
  return page.items
    .flatMap((p) =>
      p.variants
        .filter((v) => v.inStock)
        .slice(0, 1)
        .map((v) => v.id),
    )
    .slice(0, count);
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('a walk-in sale picked up in store', () => {
  it('is taxed as the store location’s state, not as an address typed before', async () => {
    const [variant] = await inStockVariants(1);
    const { sale } = startTill(demo.url, { walkInPickup: () => VERMONT_STORE });
    await sale.addLine(variant!, 2);
    // The old flow: a Massachusetts address typed for a pickup charged Massachusetts tax.
    const typed = await sale.setCustomer(MASSACHUSETTS_CUSTOMER);
    expect(cents(typed.taxTotal)).toBe(Math.round(cents(typed.itemTotal) * 0.0625));
    const cart = await sale.pickupInStore();
    expect(cart.email).toBe('walk-in@shop.example.com');
    expect(cart.billAddress).toMatchObject({ address1: '1 Church Street', city: 'Burlington', zipcode: '05401' });
    expect(cart.shipAddress).toMatchObject({ address1: '1 Church Street', city: 'Burlington', zipcode: '05401' });
    expect(cents(cart.taxTotal)).toBe(Math.round(cents(cart.itemTotal) * 0.06));
    expect(cart.state).toBe('delivery');
    for (const shipment of cart.shipments) {
      expect(shipment.rates.find((r) => r.id === shipment.selectedRateId)?.name).toMatch(/pickup/i);
    }
    const receipt = await sale.payCash({ tendered: '1000' });
    expect(receipt.order.state).toBe('complete');
    expect(cents(receipt.order.taxTotal)).toBe(Math.round(cents(receipt.order.itemTotal) * 0.06));
    expect(cents(receipt.order.shipTotal)).toBe(0);
  });

  it('chooses in-store pickup even when another rate was chosen before', async () => {
    const [variant] = await inStockVariants(1);
    const { sale } = startTill(demo.url, { walkInPickup: () => VERMONT_STORE });
    await sale.addLine(variant!, 1);
    const typed = await sale.setCustomer(MASSACHUSETTS_CUSTOMER);
    const shipment = typed.shipments[0]!;
    const standard = shipment.rates.find((r) => /standard/i.test(r.name))!;
    await sale.selectShippingRate(shipment.id, standard.id);
    // Addresses sent again drop the shipments, so the store makes them anew: pickup is chosen on them.
    const cart = await sale.pickupInStore();
    const chosen = cart.shipments.map((s) => s.rates.find((r) => r.id === s.selectedRateId)?.name);
    expect(chosen.every((name) => /pickup/i.test(name ?? ''))).toBe(true);
    expect(cents(cart.shipTotal)).toBe(0);
  });

  it('sells from the demo store’s Maine location by default, with no sales tax', async () => {
    const [variant] = await inStockVariants(1);
    const { sale } = startTill(demo.url, { walkInPickup: () => ({ location: DEMO_LOCATION, email: DEMO_WALK_IN_EMAIL }) });
    await sale.addLine(variant!, 1);
    const cart = await sale.pickupInStore();
    expect(cart.email).toBe(DEMO_WALK_IN_EMAIL);
    expect(cents(cart.taxTotal)).toBe(0);
  });

  for (const n of [1, 3]) {
    it(`costs at most N+4 requests for N = ${n} lines on a till that has sold a walk-in sale before`, async () => {
      const variants = await inStockVariants(n);
      const { log, fetch: f } = counting();
      const { sale } = startTill(demo.url, { fetch: f, walkInPickup: () => VERMONT_STORE });
      // A first sale reads the store's payment methods once and learns that its pickup adds nothing at delivery; later sales reuse both.
      await sale.addLine(variants[0]!, 1);
      await sale.pickupInStore();
      await sale.payCash({ tendered: '1000' });
      log.length = 0;
      for (const v of variants) await sale.addLine(v, 1);
      await sale.pickupInStore();
      const receipt = await sale.payCash({ tendered: '1000' });
      expect(receipt.order.state).toBe('complete');
      expect(log.length, log.join('\n')).toBeLessThanOrEqual(n + 4);
    });
  }

  it('with a customer’s details, bills them and is taxed and collected at the store', async () => {
    const [variant] = await inStockVariants(1);
    const { sale } = startTill(demo.url, { walkInPickup: () => VERMONT_STORE });
    await sale.addLine(variant!, 2);
    const cart = await sale.setCustomer({ ...MASSACHUSETTS_CUSTOMER, pickupInStore: true });
    expect(cart.email).toBe('someone@example.com');
    expect(cart.billAddress).toMatchObject({ firstname: 'Sam', address1: '1 Beacon Street', city: 'Boston' });
    expect(cart.shipAddress).toMatchObject({ firstname: 'Sam', lastname: 'Typed', address1: '1 Church Street', city: 'Burlington' });
    expect(cents(cart.taxTotal)).toBe(Math.round(cents(cart.itemTotal) * 0.06));
    for (const shipment of cart.shipments) {
      expect(shipment.rates.find((r) => r.id === shipment.selectedRateId)?.name).toMatch(/pickup/i);
    }
    // Shipped to them instead: their own state's tax.
    const shipped = await sale.setCustomer(MASSACHUSETTS_CUSTOMER);
    expect(cents(shipped.taxTotal)).toBe(Math.round(cents(shipped.itemTotal) * 0.0625));
  });

  it('asks for the location when the store has none set, and sends nothing', async () => {
    const [variant] = await inStockVariants(1);
    const { log, fetch: f } = counting();
    const { sale } = startTill(demo.url, { fetch: f, walkInPickup: () => ({ location: null, email: 'walk-in@shop.example.com' }) });
    await sale.addLine(variant!, 1);
    const before = log.length;
    await expect(sale.pickupInStore()).rejects.toMatchObject({
      info: { kind: 'no_location', message: expect.stringMatching(/location.*Settings/s) },
    });
    await expect(sale.setCustomer({ ...MASSACHUSETTS_CUSTOMER, pickupInStore: true })).rejects.toMatchObject({ info: { kind: 'no_location' } });
    expect(log.length).toBe(before);
  });
});
