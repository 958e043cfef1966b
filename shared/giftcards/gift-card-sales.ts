/**
 * Gift cards in the manager's sales report over a range (shared/reports/sales-report.ts): the
 * gift-card lines of the counted orders, sold or loaded, in the report's main currency, and the
 * revenue less them. A card is money owed to its holder (a liability), not goods sold. Pure, in cents.
 */
import { fromCents, toCents } from '../money.js';
import type { OrderWithChannel } from '../storefront/types/platform-types.js';
import { isGiftCardSku } from './gift-card-product.js';

export interface GiftCardSalesFigures {
  currency: string;
  /** Gift-card lines (one card each, sold or loaded) and their amount. */
  cards: number;
  amount: string;
  /** The main currency's revenue less the gift cards. */
  revenueLessCards: string;
}

/** The figures for `orders` (those the report counts) in its main currency; null when it has none. */
export function giftCardSales(orders: readonly OrderWithChannel[], currency: string | null): GiftCardSalesFigures | null {
  if (currency === null) return null;
  let cards = 0;
  let cents = 0;
  let revenue = 0;
  for (const o of orders) {
    if (o.currency !== currency) continue;
    revenue += toCents(o.total);
    for (const l of o.lineItems) {
      if (!isGiftCardSku(l.sku)) continue;
      cards += 1;
      cents += toCents(l.total);
    }
  }
  return { currency, cards, amount: fromCents(cents), revenueLessCards: fromCents(revenue - cents) };
}
