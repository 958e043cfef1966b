/** What the clerk is told on resuming a parked cart: prices, lines gone or fewer, sold out, totals. */
import { describe, expect, it } from 'vitest';
import { parkedCartChanges, type ParkedSnapshot } from '../../../shared/parked/parked-cart-changes.js';
import type { LineItem } from '../../../shared/storefront/types/types.js';

const tee = { variantId: '11', slug: 'tee', name: 'Tee', optionsText: 'Size: M', quantity: 2, price: '24.00', displayPrice: '$24.00' };
const cap = { variantId: '12', slug: 'cap', name: 'Cap', optionsText: '', quantity: 1, price: '18.00', displayPrice: '$18.00' };
const parked: ParkedSnapshot = { lines: [tee, cap], total: '66.00', displayTotal: '$66.00' };

function line(from: typeof tee, changes: Partial<LineItem> = {}): LineItem {
  return {
    id: `li-${from.variantId}`,
    variantId: from.variantId,
    name: from.name,
    slug: from.slug,
    sku: null,
    optionsText: from.optionsText,
    quantity: from.quantity,
    price: from.price,
    displayPrice: from.displayPrice,
    total: '0',
    displayTotal: '$0.00',
    ...changes,
  };
}

describe('the changes of a parked cart', () => {
  it('are none when the store has the cart as parked', () => {
    const changes = parkedCartChanges(parked, { lineItems: [line(tee), line(cap)], currency: 'USD', total: '66.0', displayTotal: '$66.00' });
    expect(changes).toEqual({ prices: [], pricesAtCheckout: [], unavailable: [], totalBefore: '$66.00', totalAfter: '$66.00', any: false });
  });

  it('name a line repriced in the cart, a line removed, and the totals', () => {
    const changes = parkedCartChanges(parked, {
      lineItems: [line(tee, { price: '20.00', displayPrice: '$20.00' })],
      currency: 'USD',
      total: '40.00',
      displayTotal: '$40.00',
    });
    expect(changes.prices).toEqual([{ name: 'Tee', optionsText: 'Size: M', before: '$24.00', after: '$20.00' }]);
    expect(changes.unavailable).toEqual([{ name: 'Cap', optionsText: '', quantity: 1, quantityNow: 0, why: 'removed' }]);
    expect(changes).toMatchObject({ totalBefore: '$66.00', totalAfter: '$40.00', any: true });
  });

  it("name fewer than parked, the store's new price and a sold-out item from the catalog, in the cart's currency only", () => {
    const catalog = (id: string) =>
      id === '11'
        ? { currency: 'USD', price: '19.50', displayPrice: '$19.50', inStock: true, backorderable: false }
        : { currency: 'USD', price: '18.00', displayPrice: '$18.00', inStock: false, backorderable: false };
    const changes = parkedCartChanges(
      parked,
      { lineItems: [line(tee, { quantity: 1 }), line(cap)], currency: 'USD', total: '42.00', displayTotal: '$42.00' },
      catalog,
    );
    expect(changes.unavailable).toEqual([
      { name: 'Tee', optionsText: 'Size: M', quantity: 2, quantityNow: 1, why: 'removed' },
      { name: 'Cap', optionsText: '', quantity: 1, quantityNow: 1, why: 'sold_out' },
    ]);
    expect(changes.pricesAtCheckout).toEqual([{ name: 'Tee', optionsText: 'Size: M', before: '$24.00', after: '$19.50' }]);

    const inEuros = parkedCartChanges(parked, { lineItems: [line(tee), line(cap)], currency: 'EUR', total: '66.00', displayTotal: '€66.00' }, catalog);
    expect(inEuros).toMatchObject({ pricesAtCheckout: [], unavailable: [], any: false });
  });
});
