/**
 * A totals block as every screen draws it: rows of a label and an amount in words of money, the
 * grand total marked. One small pure function per source (an order or cart of the store, a
 * receipt's payments, an offline sale, a Platform order on the board).
 */
import type { OfflineSaleView } from '../../../shared/offline/offline-outbox.js';
import { isAmount, moneyWords, toCents } from '../../../shared/money.js';
import type { PlatformOrder } from '../../../shared/storefront/types/platform-types.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { say } from '../../i18n/screen-language.js';

export { orderTotalsRows, receiptPaymentRows, type TotalsRow } from '../../../shared/sale/receipt-totals-rows.js';
import type { TotalsRow } from '../../../shared/sale/receipt-totals-rows.js';

const messages = defineMessages({
  total: { id: 'ui.totals.total', defaultMessage: 'Total' },
  cash: { id: 'ui.totals.cash', defaultMessage: 'Cash' },
  change: { id: 'ui.totals.change', defaultMessage: 'Change' },
  paid: { id: 'ui.totals.paid', defaultMessage: 'Paid' },
  balanceDue: { id: 'ui.totals.balanceDue', defaultMessage: 'Balance due' },
  creditOwed: { id: 'ui.totals.creditOwed', defaultMessage: 'Credit owed' },
});

const money = (amount: string, currency: string) => moneyWords(toCents(amount), currency);

/** An offline sale's: what it came to, the cash handed over and the change. */
export function offlineSaleTotalsRows(sale: Pick<OfflineSaleView, 'currency' | 'total' | 'cashTendered' | 'change'>): TotalsRow[] {
  return [
    { label: say(messages.total), amount: money(sale.total, sale.currency), grand: true },
    { label: say(messages.cash), amount: money(sale.cashTendered, sale.currency) },
    { label: say(messages.change), amount: money(sale.change, sale.currency), change: true },
  ];
}

/** A Platform order's: its total, what the store has taken so far, and the balance due or the credit owed. */
export function platformOrderTotalsRows(order: Pick<PlatformOrder, 'currency' | 'total' | 'paymentTotal'>): TotalsRow[] {
  const total: TotalsRow = { label: say(messages.total), amount: money(order.total, order.currency), grand: true };
  if (order.paymentTotal === null || !isAmount(order.paymentTotal) || !isAmount(order.total)) return [total];
  const balance = toCents(order.total) - toCents(order.paymentTotal);
  return [
    total,
    { label: say(messages.paid), amount: money(order.paymentTotal, order.currency) },
    ...(balance > 0 ? [{ label: say(messages.balanceDue), amount: moneyWords(balance, order.currency) }] : []),
    ...(balance < 0 ? [{ label: say(messages.creditOwed), amount: moneyWords(-balance, order.currency) }] : []),
  ];
}
