/**
 * The words a discount given at the till carries at the store: the label of its adjustment names
 * what it is (a line's discount, a share of the sale's, a price override), how much, the reason
 * from the manager's list, who gave it and who approved it. The store keeps the label with the
 * amount, so the cart, the receipt and a later read of the order say the same; this module writes
 * and reads them back. Pure.
 */

/** A line's own discount, its share of a discount of the whole sale, or its price set by hand. */
export type DiscountKind = 'line' | 'sale' | 'override';

/** What a discount's label says. */
export interface DiscountWords {
  kind: DiscountKind;
  /** "20%" or "5.00" (for a sale's discount, the whole sale's); for an override, the prices "18.00 to 15.00". */
  size: string;
  reason: string;
  givenBy: string;
  approvedBy: string | null;
  /** The offline sale it was given on (replayed to the store with the same amount), if any. */
  offlineRef?: string;
}

const KIND_WORDS: Record<DiscountKind, string> = { line: 'Line discount', sale: 'Sale discount', override: 'Price override' };
const SEPARATOR = ' · ';
const LABEL = /^(Line discount|Sale discount|Price override) (.+?) · (.+?) · by (.+?)(?: · approved by (.+?))?(?: · offline sale (.+))?$/;

/** The label of the adjustment at the store. */
export function discountLabel(words: DiscountWords): string {
  const parts = [`${KIND_WORDS[words.kind]} ${words.size}`, words.reason, `by ${words.givenBy}`];
  if (words.approvedBy) parts.push(`approved by ${words.approvedBy}`);
  if (words.offlineRef) parts.push(`offline sale ${words.offlineRef}`);
  return parts.join(SEPARATOR);
}

/** What a label written by `discountLabel` says, or null for any other adjustment (the offline price rule's, an operator's). */
export function readDiscountLabel(label: string): DiscountWords | null {
  const match = LABEL.exec(label);
  if (!match) return null;
  const kind = (Object.keys(KIND_WORDS) as DiscountKind[]).find((k) => KIND_WORDS[k] === match[1])!;
  return { kind, size: match[2]!, reason: match[3]!, givenBy: match[4]!, approvedBy: match[5] ?? null, ...(match[6] ? { offlineRef: match[6] } : {}) };
}
