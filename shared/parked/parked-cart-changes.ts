/**
 * What changed in a parked cart between parking and resuming: the cart as it was parked against
 * the cart the store answers now and, where the till's catalog knows it, the store's current
 * price and stock of each item. Pure: no request, no clock.
 */
import type { ChangedLine, ParkedCartChanges, ParkedLine, UnavailableLine } from './parked-carts.js';
import { toCents } from '../money.js';
import type { Cart } from '../storefront/types/types.js';

/** What the till's catalog says of a variant now (null when it does not know it). */
export interface CatalogVariantNow {
  currency: string;
  price: string | null;
  displayPrice: string | null;
  inStock: boolean;
  backorderable: boolean;
}

export interface ParkedSnapshot {
  lines: ParkedLine[];
  displayTotal: string;
  total: string;
}

const cents = (amount: string): number | null => {
  try {
    return toCents(amount);
  } catch {
    return null;
  }
};

const samePrice = (a: string, b: string) => {
  const x = cents(a);
  const y = cents(b);
  return x !== null && y !== null ? x === y : a === b;
};

export function parkedCartChanges(
  parked: ParkedSnapshot,
  now: Pick<Cart, 'lineItems' | 'currency' | 'total' | 'displayTotal'>,
  catalog: (variantId: string) => CatalogVariantNow | null = () => null,
): ParkedCartChanges {
  const prices: ChangedLine[] = [];
  const pricesAtCheckout: ChangedLine[] = [];
  const unavailable: UnavailableLine[] = [];
  for (const line of parked.lines) {
    const current = now.lineItems.filter((l) => l.variantId === line.variantId);
    const quantityNow = current.reduce((n, l) => n + l.quantity, 0);
    if (quantityNow < line.quantity) {
      // Taken out by the store (sold out or no longer sold), all of it or some.
      unavailable.push({ name: line.name, optionsText: line.optionsText, quantity: line.quantity, quantityNow, why: 'removed' });
      if (quantityNow === 0) continue;
    }
    const inCart = current[0]!;
    if (!samePrice(inCart.price, line.price)) {
      prices.push({ name: line.name, optionsText: line.optionsText, before: line.displayPrice, after: inCart.displayPrice });
    }
    const known = catalog(line.variantId);
    if (!known || known.currency !== now.currency) continue;
    if (known.price !== null && !samePrice(known.price, inCart.price)) {
      pricesAtCheckout.push({ name: line.name, optionsText: line.optionsText, before: inCart.displayPrice, after: known.displayPrice ?? known.price });
    }
    if (!known.inStock && !known.backorderable && quantityNow >= line.quantity) {
      unavailable.push({ name: line.name, optionsText: line.optionsText, quantity: line.quantity, quantityNow, why: 'sold_out' });
    }
  }
  const totalChanged = !samePrice(parked.total, now.total);
  return {
    prices,
    pricesAtCheckout,
    unavailable,
    totalBefore: parked.displayTotal,
    totalAfter: now.displayTotal,
    any: totalChanged || prices.length + pricesAtCheckout.length + unavailable.length > 0,
  };
}
