/**
 * A receipt's totals as the screen and the receipt printer show them: rows of a label and an
 * amount in words of money, the grand total marked; the store's amounts as it states them. Pure.
 */
import type { Receipt, SaleCart } from '../bridge/bridge.js';
import { amountWords, isAmount, moneyWords, toCents } from '../money.js';
import { defineMessages } from '../i18n/words.js';
import { SCREEN_WORDS, type PaperWords } from './paper-words.js';

const messages = defineMessages({
  subtotal: { id: 'receipt.totals.subtotal', defaultMessage: 'Subtotal' },
  promotions: { id: 'receipt.totals.promotions', defaultMessage: 'Promotions' },
  discounts: { id: 'receipt.totals.discounts', defaultMessage: 'Discounts' },
  shipping: { id: 'receipt.totals.shipping', defaultMessage: 'Shipping' },
  tax: { id: 'receipt.totals.tax', defaultMessage: 'Tax' },
  total: { id: 'receipt.totals.total', defaultMessage: 'Total' },
  paid: { id: 'receipt.totals.paid', defaultMessage: 'Paid ({method})' },
  cashTendered: { id: 'receipt.totals.cashTendered', defaultMessage: 'Cash tendered' },
  change: { id: 'receipt.totals.change', defaultMessage: 'Change' },
});

export interface TotalsRow {
  label: string;
  amount: string;
  grand?: boolean;
  /** The change handed back: drawn larger than the rows around it. */
  change?: boolean;
}

const money = (amount: string, currency: string, words: PaperWords) => amountWords(amount, currency, words.place);

type OrderTotals = Pick<SaleCart, 'currency' | 'itemTotal' | 'promoTotal' | 'shipTotal' | 'taxTotal' | 'total'> & Partial<Pick<SaleCart, 'lineItems'>>;

/** What the discounts given at the till take off (the lines' discounts less their promotions' shares), in cents. */
function tillDiscountCents(order: OrderTotals): number {
  const lines = order.lineItems ?? [];
  const off = lines.reduce((sum, l) => sum + (l.discountTotal && isAmount(l.discountTotal) ? toCents(l.discountTotal) : 0), 0);
  return off === 0 ? 0 : off - (isAmount(order.promoTotal) ? toCents(order.promoTotal) : 0);
}

/** A cart's or an order's totals as the store computes them; promotions and discounts only when there are any. */
export function orderTotalsRows(order: OrderTotals, words: PaperWords = SCREEN_WORDS): TotalsRow[] {
  const discounts = tillDiscountCents(order);
  const { say } = words;
  const { currency } = order;
  return [
    { label: say(messages.subtotal), amount: money(order.itemTotal, currency, words) },
    ...(isAmount(order.promoTotal) && toCents(order.promoTotal) !== 0
      ? [{ label: say(messages.promotions), amount: money(order.promoTotal, currency, words) }]
      : []),
    ...(discounts !== 0 ? [{ label: say(messages.discounts), amount: moneyWords(discounts, currency, words.place) }] : []),
    { label: say(messages.shipping), amount: money(order.shipTotal, currency, words) },
    { label: say(messages.tax), amount: money(order.taxTotal, currency, words) },
    { label: say(messages.total), amount: money(order.total, currency, words), grand: true },
  ];
}

type ReceiptPayments = Pick<Receipt, 'paymentMethodName' | 'tendered' | 'change'> &
  Partial<Pick<Receipt, 'tenders'>> & { order: Pick<Receipt['order'], 'currency' | 'total'> };

/** A receipt's payments under its totals: each tender of a split sale (and the cash handed over), or the one; the change. */
export function receiptPaymentRows(receipt: ReceiptPayments, words: PaperWords = SCREEN_WORDS): TotalsRow[] {
  const { currency } = receipt.order;
  const { say } = words;
  const paid: TotalsRow[] =
    receipt.tenders && receipt.tenders.length > 1
      ? [
          ...receipt.tenders.map((t) => ({ label: say(messages.paid, { method: t.methodName }), amount: money(t.amount, currency, words) })),
          ...(receipt.tendered ? [{ label: say(messages.cashTendered), amount: money(receipt.tendered, currency, words) }] : []),
        ]
      : [
          {
            label: say(messages.paid, { method: receipt.paymentMethodName }),
            amount: money(receipt.tendered || receipt.order.total, currency, words),
          },
        ];
  return [...paid, ...(receipt.change ? [{ label: say(messages.change), amount: money(receipt.change, currency, words), change: true }] : [])];
}
