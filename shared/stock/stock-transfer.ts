/**
 * A stock transfer as the till shows it (Spree's StockTransfer, numbered "T…"): a delivery received
 * (kind receipt: only a destination) or stock moved between two locations (kind transfer: sent,
 * then received, each line's difference kept), and the store's stock locations it moves between.
 * Its words are said in the page's language once it set one (shared/i18n/words.ts), else English.
 */
import { defineMessages, sayWords, wordsOf } from '../i18n/words.js';

const messages = defineMessages({
  onItsWay: { id: 'stock.transfer.onItsWay', defaultMessage: 'On its way' },
  allArrived: { id: 'stock.transfer.allArrived', defaultMessage: 'Received, all arrived' },
  short: { id: 'stock.transfer.short', defaultMessage: 'Received, {short} short' },
  unitsOfItems: {
    id: 'stock.transfer.unitsOfItems',
    defaultMessage: '{units, plural, one {# unit} other {# units}} of {items, plural, one {# item} other {# items}}',
  },
});

/** One of the store's stock locations. */
export interface StockPlace {
  id: string;
  name: string;
  /** The store's own location: where this till sells, and where a delivery is received unless another is chosen. */
  isDefault: boolean;
}

export interface StockTransferLine {
  variantId: string;
  sku: string;
  /** Units sent (a delivery: received). */
  quantity: number;
  /** Units counted in at the destination; null while the transfer is on its way. */
  receivedQuantity: number | null;
  /** received − sent (below 0: fewer arrived; added nowhere); null while on its way. */
  difference: number | null;
}

export interface StockTransferView {
  number: string;
  reference: string;
  /** Why, in words ("Supplier delivery"), or null. */
  reason: string | null;
  kind: 'receipt' | 'transfer';
  state: 'sent' | 'received';
  sourceId: string | null;
  sourceName: string | null;
  destinationId: string;
  destinationName: string;
  requestId: string | null;
  lines: StockTransferLine[];
  createdAt: string;
  receivedAt: string | null;
}

/** One line of a transfer to send or of what was counted in: a variant and its units. */
export interface StockUnits {
  variantId: string;
  quantity: number;
}

/** Units short over a received transfer's lines (0: all arrived). */
export const unitsShort = (transfer: Pick<StockTransferView, 'lines'>): number =>
  transfer.lines.reduce((sum, line) => sum + Math.max(0, -(line.difference ?? 0)), 0);

/** Units on a transfer's lines (sent, or a delivery's received). */
export const unitsOf = (lines: readonly { quantity: number }[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);

/** A transfer's state in words for its list: on its way, received, or received with what was short. */
export function transferStateWords(transfer: Pick<StockTransferView, 'state' | 'lines'>): string {
  if (transfer.state === 'sent') return sayWords(wordsOf(messages.onItsWay));
  const short = unitsShort(transfer);
  return sayWords(short === 0 ? wordsOf(messages.allArrived) : wordsOf(messages.short, { short }));
}

/** "3 units of 2 items", "1 unit of 1 item". */
export function unitsWords(lines: readonly { quantity: number }[]): string {
  return sayWords(wordsOf(messages.unitsOfItems, { units: unitsOf(lines), items: lines.length }));
}
