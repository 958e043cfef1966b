/**
 * A totals block as every screen draws it: rows of a label and an amount in words of money, the
 * grand total marked. One small pure function per source (an order or cart of the store, a
 * receipt's payments, an offline sale, a Platform order on the board).
 */
import type { Receipt, SaleCart } from '../../../shared/bridge/bridge.js';
import type { OfflineSaleView } from '../../../shared/offline/offline-outbox.js';
import { isAmount, moneyWords, toCents } from '../../../shared/money.js';
import type { PlatformOrder } from '../../../shared/storefront/types/platform-types.js';

export interface TotalsRow {
  label: string;
  amount: string;
  grand?: boolean;
  /** The change handed back: drawn larger than the rows around it. */
  change?: boolean;
}

const money = (amount: string, currency: string) => moneyWords(toCents(amount), currency);

type OrderTotals = Pick<SaleCart, 'displayItemTotal' | 'promoTotal' | 'displayPromoTotal' | 'displayShipTotal' | 'displayTaxTotal' | 'displayTotal'> &
  Partial<Pick<SaleCart, 'lineItems' | 'currency'>>;

/** What the discounts given at the till take off (the lines' discounts less their promotions' shares), in cents. */
function tillDiscountCents(order: OrderTotals): number {
  const lines = order.lineItems ?? [];
  const off = lines.reduce((sum, l) => sum + (l.discountTotal && isAmount(l.discountTotal) ? toCents(l.discountTotal) : 0), 0);
  return off === 0 ? 0 : off - (isAmount(order.promoTotal) ? toCents(order.promoTotal) : 0);
}

/** A cart's or an order's totals as the store computes them; promotions and discounts only when there are any. */
export function orderTotalsRows(order: OrderTotals): TotalsRow[] {
  const discounts = tillDiscountCents(order);
  return [
    { label: 'Subtotal', amount: order.displayItemTotal },
    ...(isAmount(order.promoTotal) && toCents(order.promoTotal) !== 0 ? [{ label: 'Promotions', amount: order.displayPromoTotal }] : []),
    ...(discounts !== 0 && order.currency ? [{ label: 'Discounts', amount: moneyWords(discounts, order.currency) }] : []),
    { label: 'Shipping', amount: order.displayShipTotal },
    { label: 'Tax', amount: order.displayTaxTotal },
    { label: 'Total', amount: order.displayTotal, grand: true },
  ];
}

type ReceiptPayments = Pick<Receipt, 'paymentMethodName' | 'tendered' | 'change'> &
  Partial<Pick<Receipt, 'tenders'>> & { order: Pick<Receipt['order'], 'currency' | 'displayTotal'> };

/** A receipt's payments under its totals: each tender of a split sale (and the cash handed over), or the one; the change. */
export function receiptPaymentRows(receipt: ReceiptPayments): TotalsRow[] {
  const { currency } = receipt.order;
  const paid: TotalsRow[] =
    receipt.tenders && receipt.tenders.length > 1
      ? [
          ...receipt.tenders.map((t) => ({ label: `Paid (${t.methodName})`, amount: money(t.amount, currency) })),
          ...(receipt.tendered ? [{ label: 'Cash tendered', amount: money(receipt.tendered, currency) }] : []),
        ]
      : [{ label: `Paid (${receipt.paymentMethodName})`, amount: receipt.tendered ? money(receipt.tendered, currency) : receipt.order.displayTotal }];
  return [...paid, ...(receipt.change ? [{ label: 'Change', amount: money(receipt.change, currency), change: true }] : [])];
}

/** An offline sale's: what it came to, the cash handed over and the change. */
export function offlineSaleTotalsRows(sale: Pick<OfflineSaleView, 'currency' | 'total' | 'cashTendered' | 'change'>): TotalsRow[] {
  return [
    { label: 'Total', amount: money(sale.total, sale.currency), grand: true },
    { label: 'Cash', amount: money(sale.cashTendered, sale.currency) },
    { label: 'Change', amount: money(sale.change, sale.currency), change: true },
  ];
}

/** A Platform order's: its total, what the store has taken so far, and the balance due or the credit owed. */
export function platformOrderTotalsRows(order: Pick<PlatformOrder, 'currency' | 'total' | 'displayTotal' | 'paymentTotal'>): TotalsRow[] {
  const total: TotalsRow = { label: 'Total', amount: order.displayTotal, grand: true };
  if (order.paymentTotal === null || !isAmount(order.paymentTotal) || !isAmount(order.total)) return [total];
  const balance = toCents(order.total) - toCents(order.paymentTotal);
  return [
    total,
    { label: 'Paid', amount: money(order.paymentTotal, order.currency) },
    ...(balance > 0 ? [{ label: 'Balance due', amount: moneyWords(balance, order.currency) }] : []),
    ...(balance < 0 ? [{ label: 'Credit owed', amount: moneyWords(-balance, order.currency) }] : []),
  ];
}
