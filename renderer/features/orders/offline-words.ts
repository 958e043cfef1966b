/**
 * An offline sale's standing and differences in the words the Orders screen uses (pure, so the
 * outbox table, the manager's list and the reprinted receipt say the same thing).
 */
import type { OfflineSaleView } from '../../../shared/offline/offline-outbox.js';
import type { OfflineDifference } from '../../../shared/offline/offline-sales.js';
import { moneyWords, toCents } from '../../../shared/money.js';

export const money = (amount: string, currency: string) => moneyWords(toCents(amount), currency);

/** Where the sale stands, in a few words. */
export function standingWords(sale: OfflineSaleView): string {
  switch (sale.state) {
    case 'pending':
      return sale.resolution === 'placed_without_line'
        ? 'Waiting to be sent (without the refused lines)'
        : sale.resolution === 'placed_as_backorder'
          ? 'Waiting to be sent (as a back-order)'
          : 'Waiting to be sent';
    case 'replaying':
      // A cart was opened at the store for it; the rest follows as soon as the store answers.
      return sale.attemptNumber ? `In progress at the store (cart ${sale.attemptNumber})` : 'In progress at the store';
    case 'placed':
      return 'Placed';
    case 'needs_manager':
      return 'Needs a manager';
    case 'resolved':
      if (sale.resolution === 'refund_owed') return `Refund owed ${money(sale.refundOwed ?? sale.total, sale.currency)}`;
      if (sale.resolution === 'placed_as_backorder') return 'Placed as a back-order';
      return `Placed without the refused lines${sale.refundOwed ? ` · refund owed ${money(sale.refundOwed, sale.currency)}` : ''}`;
  }
}

/** One difference between what the customer paid here and what the store charged, as a sentence. */
export function differenceWords(d: OfflineDifference, currency: string): string {
  if (d.kind === 'line_dropped') return `${d.name} was left out: the customer paid ${money(d.charged, currency)} for it.`;
  if (d.kind === 'tax') return `The store charged tax of ${money(d.store, currency)} (the till estimated ${money(d.charged, currency)}).`;
  return `The store charged ${money(d.store, currency)} for ${d.name}, at its price now (the customer paid ${money(d.charged, currency)}).`;
}

/** How the store's price was settled, or why the sale waits for it (the offline price rule), as a sentence; null when it asked what was paid. */
export function priceRuleWords(sale: OfflineSaleView): string | null {
  if (sale.adjustment) {
    const a = sale.adjustment;
    return `Placed at the price paid (${money(a.paid, sale.currency)}; the store asked ${money(a.store, sale.currency)}): adjusted at the store by ${money(a.amount, sale.currency)}.`;
  }
  if (sale.priceDifference && sale.state === 'needs_manager') {
    const p = sale.priceDifference;
    return `The store asks ${money(p.store, sale.currency)}; the customer paid ${money(p.paid, sale.currency)}. Connect the store’s admin client in Settings to place it at the price paid.`;
  }
  return null;
}
