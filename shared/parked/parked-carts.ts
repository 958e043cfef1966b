/**
 * Parked carts as the till shows them: a sale set aside (its cart stays at the store, the till
 * keeps its order token), listed with what it held when parked, and resumed later, perhaps after
 * a restart. The order token never crosses the bridge: a parked cart is named by its order number.
 */
import type { Words } from '../i18n/words.js';
import type { SaleCart } from '../bridge/sale.js';
import type { StaffRef } from '../shift/staff-ref.js';

/** A line of a parked cart as it was when parked, so what changed at the store can be said on resume. */
export interface ParkedLine {
  variantId: string;
  slug: string | null;
  name: string;
  optionsText: string;
  quantity: number;
  /** Unit price as the store stated it (decimal string). */
  price: string;
  displayPrice: string;
}

/** One parked cart in the list: no token, only what the clerk needs to pick it. */
export interface ParkedCartView {
  /** The cart's order number: it names the parked cart. */
  number: string;
  /** What the clerk called it ("Blue jacket, back soon"), or null. */
  label: string | null;
  /** ISO 8601. */
  parkedAt: string;
  /** Who was on the till when it was parked (null until the till knows its staff). */
  parkedBy: StaffRef | null;
  itemCount: number;
  currency: string;
  /** Decimal string, as the store stated it when parked. */
  total: string;
  displayTotal: string;
}

export interface ParkedCarts {
  /** Oldest first. */
  carts: ParkedCartView[];
  /** Set when the parked-carts file could not be read at the start, in words (where it was put aside). */
  warning: Words | null;
}

/** A line that changed at the store since the cart was parked. */
export interface ChangedLine {
  name: string;
  optionsText: string;
  /** Unit prices, as displayed. */
  before: string;
  after: string;
}

/** A line that is gone, fewer, or can no longer be sold as parked. */
export interface UnavailableLine {
  name: string;
  optionsText: string;
  /** What was parked. */
  quantity: number;
  /** In the cart now (0 when the store removed the line). */
  quantityNow: number;
  /** removed: the store took it out of the cart; sold_out: the store has none left to sell (it goes at payment). */
  why: 'removed' | 'sold_out';
}

/** What the clerk is shown on resuming, before carrying on. */
export interface ParkedCartChanges {
  /** The cart's unit price differs from the one when parked. */
  prices: ChangedLine[];
  /**
   * The store's price for the item now (the till's catalog, kept current by the store's price
   * notifications) differs from the cart's: the store charges the new one when checkout starts.
   */
  pricesAtCheckout: ChangedLine[];
  unavailable: UnavailableLine[];
  /** Totals as the store stated them when parked and now, as displayed. */
  totalBefore: string;
  totalAfter: string;
  /** Whether anything above changed. */
  any: boolean;
}

export type ParkedResume =
  | { outcome: 'resumed'; cart: SaleCart; changes: ParkedCartChanges }
  /** The store had already placed that cart's order (elsewhere): nothing to resume. */
  | { outcome: 'placed'; orderNumber: string; message: string; words: Words }
  /** The store no longer has that cart (expired or deleted). */
  | { outcome: 'gone'; message: string; words: Words };
