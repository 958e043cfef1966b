/**
 * A line as every screen draws it (the cart, the receipt, an order's detail, the orders board, an
 * offline sale's receipt, paper): one view, mapped from each source's own shape by one small pure
 * function. Amounts are in words of money already; what a source does not have is null.
 */
import type { OfflineSaleLine } from '../../../shared/offline/offline-sales.js';
import type { PackingSlipLine } from '../../../shared/reports/packing-slip.js';
import type { PickListRow } from '../../../shared/reports/pick-list.js';
import type { LineItem } from '../../../shared/storefront/types/types.js';
import { isAmount, moneyWords, toCents } from '../../../shared/money.js';
import { lineAmountText } from '../../../shared/sale/line-amount.js';
import { lineDiscountView } from '../../../shared/sale/line-discount-view.js';
import type { SaleDiscount } from '../../../shared/bridge/bridge.js';

export interface LineView {
  key: string;
  name: string;
  /** The variant's options ("Size: M, Color: Navy"), or '' when it has none. */
  optionsText: string;
  /** The line options the clerk entered (gift note, monogram…), by the store's registered name. */
  customOptions?: Readonly<Record<string, string>>;
  sku: string | null;
  quantity: number;
  unitPrice: string | null;
  /** Unit price × quantity, before tax and promotions (the totals show those once). */
  amount: string | null;
  /** Where the line ships from (a pick list's). */
  location: string | null;
  /** Which orders take the line, and how many each ("R1 × 2, R2 × 1": a pick list's). */
  orders: string | null;
  /** The line's discounts, where it has any: its amount after them (`amount` is shown struck) and why. */
  discount?: { after: string; words: string } | null;
}

const money = (amount: string, currency: string) => moneyWords(toCents(amount), currency);
const NOT_PAPER = { location: null, orders: null } as const;

/** A line of the store: a cart's, a placed order's or a Platform order's. */
export function storeLineView(line: LineItem, currency: string, discounts?: readonly SaleDiscount[]): LineView {
  const discount = lineDiscountView(line, currency, discounts);
  return {
    ...(discount ? { discount } : {}),
    key: line.id,
    name: line.name,
    optionsText: line.optionsText,
    ...(line.customOptions ? { customOptions: line.customOptions } : {}),
    sku: line.sku,
    quantity: line.quantity,
    // The store's own words only when its price cannot be read as an amount.
    unitPrice: isAmount(line.price) ? money(line.price, currency) : line.displayPrice,
    amount: lineAmountText(line, currency),
    ...NOT_PAPER,
  };
}

/** A line of an offline sale, at the last known price it was rung at (its name carries its options). */
export function offlineLineView(line: OfflineSaleLine, currency: string): LineView {
  return {
    key: line.variantId,
    name: line.name,
    optionsText: '',
    ...(line.options ? { customOptions: line.options } : {}),
    sku: line.sku,
    quantity: line.quantity,
    unitPrice: money(line.unitPrice, currency),
    amount: money(line.amount, currency),
    ...NOT_PAPER,
  };
}

/** A pick list's row: a product and variant, how many in all, from where, for which orders. */
export function pickListLineView(row: PickListRow): LineView {
  return {
    key: row.variantId,
    name: row.name,
    optionsText: row.optionsText,
    sku: row.sku,
    quantity: row.quantity,
    unitPrice: null,
    amount: null,
    location: row.location,
    orders: row.orders.map((o) => `${o.number} × ${o.quantity}`).join(', '),
  };
}

/** A packing slip's line, keyed by its place on the slip. */
export function packingSlipLineView(line: PackingSlipLine, index: number): LineView {
  return {
    key: `slip-line-${index}`,
    name: line.name,
    optionsText: line.optionsText,
    sku: line.sku,
    quantity: line.quantity,
    unitPrice: null,
    amount: null,
    ...NOT_PAPER,
  };
}
