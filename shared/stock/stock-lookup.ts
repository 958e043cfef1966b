/**
 * A variant's stock as a lookup shows it (per stock location, what carts and open orders hold, its
 * last movements) and the sale's warning when the till would sell units another channel holds.
 * Pure: the words and arithmetic, no requests. The sale's warning goes to the page as catalogue
 * words, said there in the clerk's language.
 */
import { defineMessages, wordsOf, type Words } from '../i18n/words.js';

const messages = defineMessages({
  noneLeft: { id: 'stock.holdWarning.noneLeft', defaultMessage: 'None left here: the store will refuse the sale.' },
  onlyLeft: { id: 'stock.holdWarning.onlyLeft', defaultMessage: 'Only {onHand} left here: the store will refuse more.' },
  allHeld: { id: 'stock.holdWarning.allHeld', defaultMessage: '{onHand} left, held in {held, plural, one {a web cart} other {web carts}}' },
  someHeld: { id: 'stock.holdWarning.someHeld', defaultMessage: '{onHand} left, {held} held in {held, plural, one {a web cart} other {web carts}}' },
});

export interface LocationStock {
  locationId: string;
  name: string;
  isDefault: boolean;
  /** 0 where the location has no stock item for the variant. */
  countOnHand: number;
  backorderable: boolean;
}

interface StockMovementView {
  at: string;
  action: string;
  quantity: number;
  locationName: string;
  /** What caused it, in words ("order R123…"), or null. */
  originator: string | null;
}

interface StockHolds {
  /** Units in carts not yet placed (web carts, another till's sale): still on the shelf, promised to no one. */
  heldInCarts: number;
  carts: number;
  /** Units of placed orders not yet shipped or canceled: already taken from the count on hand. */
  heldByOrders: number;
  orders: number;
}

export interface StockLookup {
  variantId: string;
  locations: LocationStock[];
  holds: StockHolds;
  movements: StockMovementView[];
}

/** A line of the sale as the hold check reads it. */
export interface SaleLineUnits {
  variantId: string;
  quantity: number;
}

/** What the selling location has of a variant and what other carts hold of it. */
export interface SellingStock {
  variantId: string;
  countOnHand: number;
  backorderable: boolean;
  heldInCarts: number;
}

export interface HoldWarning {
  variantId: string;
  words: Words;
}

/**
 * The sale's warning for a line (never a refusal): units on the shelf less what web carts hold is
 * what is free; a cart at or past it when others hold some says so ("1 left, held in a web cart");
 * a cart past what is on the shelf of an item that is not backorderable says the store will refuse it.
 */
export function holdWarning(line: SaleLineUnits, stock: SellingStock): Words | null {
  const onHand = Math.max(0, stock.countOnHand);
  if (!stock.backorderable && line.quantity > onHand) {
    return onHand === 0 ? wordsOf(messages.noneLeft) : wordsOf(messages.onlyLeft, { onHand });
  }
  const free = Math.max(0, onHand - stock.heldInCarts);
  if (stock.heldInCarts === 0 || line.quantity <= free) return null;
  const held = stock.heldInCarts;
  return wordsOf(held >= onHand ? messages.allHeld : messages.someHeld, { onHand, held });
}

/** Each line's warning, in the sale's order (lines of one variant counted together). */
export function holdWarnings(lines: readonly SaleLineUnits[], stock: readonly SellingStock[]): HoldWarning[] {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.variantId, (totals.get(line.variantId) ?? 0) + line.quantity);
  const warnings: HoldWarning[] = [];
  for (const [variantId, quantity] of totals) {
    const level = stock.find((s) => s.variantId === variantId);
    const words = level ? holdWarning({ variantId, quantity }, level) : null;
    if (words) warnings.push({ variantId, words });
  }
  return warnings;
}

/** "order R123", "shipment H45", "return CR7", or the kind and id as the store says them. */
export function originatorWords(type: string | null, id: string | null): string | null {
  if (!type && !id) return null;
  const kind = (type ?? '').replace(/^Spree::/, '');
  const named: Record<string, string> = { Order: 'order', Shipment: 'shipment', CustomerReturn: 'return', StockTransfer: 'transfer', StockCount: 'count' };
  const word = named[kind] ?? kind.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return [word, id].filter(Boolean).join(' ');
}
