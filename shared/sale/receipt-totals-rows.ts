/**
 * A receipt's totals as the screen and the receipt printer show them: rows of a label and an
 * amount in words of money, the grand total marked; the store's amounts as it states them. Pure.
 */
import type { Receipt, SaleCart } from '../bridge/bridge.js';
import { isAmount, moneyWords, toCents } from '../money.js';

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
