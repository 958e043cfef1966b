/**
 * A walk-in cash sale without a `next`, against the demo store over HTTP: the cart is addressed
 * to the store's location before its first line, so each line is taxed as it is added; once this
 * store's `delivery` step is known to add nothing to a walk-in pickup (learnt from a sale that
 * took it), the cash payment and the complete place the sale: N+4 requests. The order, its
 * payment, its tax and the receipt agree; and a store whose pickup costs something is charged it,
 * whether the till learnt that before the sale or finds it out at complete.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DB_FILE } from '../../../../electron/demo-store/db/database.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import type { FetchLike } from '../../../../shared/storefront/types/client-types.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import type { WalkInPickup } from '../../../../shared/store-location.js';
import type { Cart } from '../../../../shared/storefront/types/types.js';
import { startTill } from '../../../support/till/sale-till.js';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';

const demo = useDemoStore();

const VERMONT_STORE: WalkInPickup = {
  location: { address1: '1 Church Street', city: 'Burlington', zipcode: '05401', stateName: 'VT', countryIso: 'US' },
  email: 'walk-in@shop.example.com',
};
const VERMONT_RATE = 0.06;

function counting() {
  const log: string[] = [];
  const f: FetchLike = (url, init) => {
    log.push(`${init?.method ?? 'GET'} ${new URL(url).pathname.replace('/api/v2/storefront', '')}`);
    return fetch(url, init as RequestInit);
  };
  return { log, fetch: f };
}

/** `count` variants of different products, each given plenty of stock (every test here sells them several times). */
async function inStockVariants(count: number): Promise<string[]> {
  const client = createStorefrontClient({ baseUrl: demo.url, dialect: SHOP_DIALECT });
  const page = await client.products({ filter: { inStock: true }, perPage: 30 });
  const ids = page.items
    .flatMap((p) =>
      p.variants
        .filter((v) => v.inStock && !/^GIFTCARD-/.test(v.sku ?? ''))
        .slice(0, 1)
        .map((v) => v.id),
    )
    .slice(0, count);
  const db = new Database(path.join(demo.store.dataDir, DB_FILE));
  try {
    for (const id of ids) db.prepare('UPDATE stock_items SET count_on_hand = 1000 WHERE variant_id = ?').run(Number(id));
  } finally {
    db.close();
  }
  return ids;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** The store's pickup rate made to cost `costCents` (as a store manager could set it), or free again. */
function setPickupCost(costCents: number): void {
  const db = new Database(path.join(demo.store.dataDir, DB_FILE));
  try {
    db.prepare('UPDATE shipping_methods SET cost_cents = ? WHERE pickup = 1').run(costCents);
  } finally {
    db.close();
  }
}

/** A variant's price at the store made `cents` (as a store manager could set it); answers the price it had. */
function setPriceCents(variantId: string, cents: number): number {
  const db = new Database(path.join(demo.store.dataDir, DB_FILE));
  try {
    const was = db.prepare("SELECT amount_cents AS cents FROM prices WHERE variant_id = ? AND currency = 'USD'").get(Number(variantId)) as { cents: number };
    db.prepare("UPDATE prices SET amount_cents = ? WHERE variant_id = ? AND currency = 'USD'").run(cents, Number(variantId));
    return was.cents;
  } finally {
    db.close();
  }
}

type Till = ReturnType<typeof startTill>;

/** A walk-in cash sale as the counter makes it: the lines, F9 (pickup in store), cash. */
async function walkInCashSale(sale: Till['sale'], variants: string[], tendered = '1000') {
  for (const v of variants) await sale.addLine(v, 1);
  const shown = await sale.pickupInStore();
  const receipt = await sale.payCash({ tendered });
  return { shown, receipt };
}

/**
 * A till that learnt from one walk-in sale that the store's pickup is free, the pickup then made to
 * cost $3.00, and a second walk-in rung up to F9 (not stepped: the till still believes it free).
 * `check` gets the sale and the cart as shown; the pickup is made free again after it.
 */
async function afterPickupTurnedPaid(check: (sale: Till['sale'], shown: Cart, variants: string[]) => Promise<void>): Promise<void> {
  const variants = await inStockVariants(2);
  const { sale } = startTill(demo.url, { walkInPickup: () => VERMONT_STORE });
  await walkInCashSale(sale, variants);
  setPickupCost(300);
  try {
    for (const v of variants) await sale.addLine(v, 1);
    const shown = await sale.pickupInStore();
    expect(shown.state).toBe('address');
    await check(sale, shown, variants);
  } finally {
    setPickupCost(0);
  }
}

describe('a walk-in cash sale without a step to delivery', () => {
  for (const n of [1, 3]) {
    it(`costs N+4 requests for N = ${n} lines once the store's pickup is known to add nothing (N+5 the first time)`, async () => {
      const variants = await inStockVariants(n);
      const { log, fetch: f } = counting();
      const { sale } = startTill(demo.url, { fetch: f, walkInPickup: () => VERMONT_STORE });
      // The first walk-in sale steps to delivery and learns that the pickup adds nothing (and reads the payment methods).
      await walkInCashSale(sale, variants);
      log.length = 0;
      const { receipt } = await walkInCashSale(sale, variants);
      expect(receipt.order.state).toBe('complete');
      expect(log, log.join('\n')).toEqual([
        'POST /cart',
        'PATCH /checkout',
        ...variants.map(() => 'POST /cart/add_item'),
        'POST /checkout/create_payment',
        'PATCH /checkout/complete',
      ]);
    });
  }

  it('charges what the cart showed after its last line: the order, its payment, its tax and the receipt agree', async () => {
    const variants = await inStockVariants(3);
    const { sale } = startTill(demo.url, { walkInPickup: () => VERMONT_STORE });
    const stepped = await walkInCashSale(sale, variants);
    expect(stepped.shown.state).toBe('delivery');
    const { shown, receipt } = await walkInCashSale(sale, variants, '500');
    // Not stepped: the cart as the last line left it, already taxed as the store's own state.
    expect(shown.state).toBe('address');
    const order = receipt.order;
    expect(order.state).toBe('complete');
    expect(order.paymentState).toBe('paid');
    expect(cents(order.total)).toBe(cents(shown.total));
    const lineTaxes = order.lineItems.reduce((sum, li) => sum + Math.round(cents(li.price) * li.quantity * VERMONT_RATE), 0);
    expect(cents(order.taxTotal)).toBe(lineTaxes);
    expect(cents(shown.taxTotal)).toBe(lineTaxes);
    expect(cents(order.shipTotal)).toBe(0);
    for (const shipment of order.shipments) expect(shipment.rates.find((r) => r.id === shipment.selectedRateId)?.name).toMatch(/pickup/i);
    const paid = order.payments.filter((p) => p.state === 'completed').reduce((sum, p) => sum + cents(p.amount), 0);
    expect(paid).toBe(cents(order.total));
    expect(cents(order.total)).toBe(cents(order.itemTotal) + cents(order.taxTotal));
    // The receipt: the same total, the cash handed over and the change from it, nothing to collect or give back.
    expect(receipt.notice).toBeUndefined();
    expect(cents(receipt.tendered!)).toBe(50000);
    expect(cents(receipt.change!)).toBe(50000 - cents(order.total));
    // As much as the same sale stepped to delivery came to.
    expect(cents(order.total)).toBe(cents(stepped.receipt.order.total));
  });

  it('is stepped when a line was priced otherwise since it was added, so the customer pays the new price, never the old', async () => {
    const variants = await inStockVariants(2);
    // The till's catalog, kept live for the cart's products: the store's price once it changes.
    const catalog = new Map<string, string>();
    const { sale } = startTill(demo.url, { walkInPickup: () => VERMONT_STORE, catalogPrice: (id) => catalog.get(id) ?? null });
    await walkInCashSale(sale, variants);
    for (const v of variants) await sale.addLine(v, 1);
    const was = setPriceCents(variants[0]!, 100);
    try {
      catalog.set(variants[0]!, '1.00');
      const shown = await sale.pickupInStore();
      expect(shown.state).toBe('delivery');
      expect(shown.lineItems.find((l) => l.variantId === variants[0])!.price).toMatch(/^1\.0/);
      const receipt = await sale.payCash({ tendered: shown.total });
      expect(receipt.order.paymentState).toBe('paid');
      expect(cents(receipt.order.total)).toBe(cents(shown.total));
    } finally {
      setPriceCents(variants[0]!, was);
    }
  });

  it('charges a pickup that costs something: learnt before the sale, the sale is stepped and the payment covers it', async () => {
    const variants = await inStockVariants(2);
    setPickupCost(300);
    try {
      const { log, fetch: f } = counting();
      const { sale } = startTill(demo.url, { fetch: f, walkInPickup: () => VERMONT_STORE });
      for (const expected of ['first', 'second']) {
        log.length = 0;
        const { shown, receipt } = await walkInCashSale(sale, variants);
        expect(shown.state, expected).toBe('delivery');
        expect(cents(receipt.order.shipTotal)).toBe(300);
        expect(receipt.order.paymentState).toBe('paid');
        expect(cents(receipt.order.total)).toBe(cents(shown.total));
        expect(log.filter((l) => l === 'PATCH /checkout/next')).toHaveLength(1);
      }
    } finally {
      setPickupCost(0);
    }
  });

  it('charges a pickup that came to cost something after the till learnt it was free: refused at complete, the rest is tendered', () =>
    afterPickupTurnedPaid(async (sale, shown, variants) => {
      // Cash for the total shown: the store's complete adds the pickup's cost, and refuses what is short.
      await expect(sale.payCash({ tendered: shown.total })).rejects.toMatchObject({
        info: { kind: 'validation', message: expect.stringMatching(/\$3\.00 is still due/) },
      });
      const rest = await sale.tenderCash({ tendered: '3.00' });
      expect(rest.outcome).toBe('placed');
      const order = rest.outcome === 'placed' ? rest.receipt.order : null;
      expect(cents(order!.total)).toBe(cents(shown.total) + 300);
      expect(order!.paymentState).toBe('paid');
      const paid = order!.payments.filter((p) => p.state === 'completed').map((p) => cents(p.amount));
      expect(paid).toEqual([cents(shown.total), 300]);
      expect(rest.outcome === 'placed' && rest.receipt.notice).toBeUndefined();
      // The next sale is stepped again, and is charged the pickup from the start.
      const next = await walkInCashSale(sale, variants);
      expect(next.shown.state).toBe('delivery');
      expect(cents(next.receipt.order.shipTotal)).toBe(300);
      expect(next.receipt.order.paymentState).toBe('paid');
    }));

  it('charges a card paid on a cart that skips the step what the cart showed, never what complete made of it', () =>
    afterPickupTurnedPaid(async (sale) => {
      // The card is sent for the amount shown; the pickup's cost that complete adds is refused as still due,
      // rather than the card being charged more than the clerk and the customer saw.
      await expect(sale.payCard({ token: 'tok_visa', name: 'Pat Doe', lastDigits: '4242' })).rejects.toMatchObject({
        info: { kind: 'validation', message: expect.stringMatching(/\$3\.00 is still due/) },
      });
    }));
});
