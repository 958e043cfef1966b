/**
 * An offline sale's standing and differences in the words the Orders screen uses (pure, so the
 * outbox table, the manager's list and the reprinted receipt say the same thing).
 */
import type { OfflineSaleView } from '../../../shared/offline/offline-outbox.js';
import type { OfflineDifference } from '../../../shared/offline/offline-sales.js';
import { moneyWords, toCents } from '../../../shared/money.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { say } from '../../i18n/screen-language.js';

const messages = defineMessages({
  waitingWithoutLines: { id: 'orders.offlineSale.waitingWithoutLines', defaultMessage: 'Waiting to be sent (without the refused lines)' },
  waitingAsBackorder: { id: 'orders.offlineSale.waitingAsBackorder', defaultMessage: 'Waiting to be sent (as a back-order)' },
  waiting: { id: 'orders.offlineSale.waiting', defaultMessage: 'Waiting to be sent' },
  inProgressCart: { id: 'orders.offlineSale.inProgressCart', defaultMessage: 'In progress at the store (cart {cart})' },
  inProgress: { id: 'orders.offlineSale.inProgress', defaultMessage: 'In progress at the store' },
  placed: { id: 'orders.offlineSale.placed', defaultMessage: 'Placed' },
  needsManager: { id: 'orders.offlineSale.needsManager', defaultMessage: 'Needs a manager' },
  refundOwed: { id: 'orders.offlineSale.refundOwed', defaultMessage: 'Refund owed {amount}' },
  placedAsBackorder: { id: 'orders.offlineSale.placedAsBackorder', defaultMessage: 'Placed as a back-order' },
  placedWithoutLines: { id: 'orders.offlineSale.placedWithoutLines', defaultMessage: 'Placed without the refused lines' },
  placedWithoutLinesOwed: {
    id: 'orders.offlineSale.placedWithoutLinesOwed',
    defaultMessage: 'Placed without the refused lines · refund owed {amount}',
  },
  lineDropped: { id: 'orders.offlineSale.lineDropped', defaultMessage: '{name} was left out: the customer paid {charged} for it.' },
  tax: { id: 'orders.offlineSale.tax', defaultMessage: 'The store charged tax of {store} (the till estimated {charged}).' },
  price: {
    id: 'orders.offlineSale.price',
    defaultMessage: 'The store charged {store} for {name}, at its price now (the customer paid {charged}).',
  },
  adjusted: {
    id: 'orders.offlineSale.adjusted',
    defaultMessage: 'Placed at the price paid ({paid}; the store asked {store}): adjusted at the store by {amount}.',
  },
  priceWaits: {
    id: 'orders.offlineSale.priceWaits',
    defaultMessage: 'The store asks {store}; the customer paid {paid}. Connect the store’s admin client in Settings to place it at the price paid.',
  },
});

export const money = (amount: string, currency: string) => moneyWords(toCents(amount), currency);

/** Where the sale stands, in a few words. */
export function standingWords(sale: OfflineSaleView): string {
  switch (sale.state) {
    case 'pending':
      return say(
        sale.resolution === 'placed_without_line'
          ? messages.waitingWithoutLines
          : sale.resolution === 'placed_as_backorder'
            ? messages.waitingAsBackorder
            : messages.waiting,
      );
    case 'replaying':
      // A cart was opened at the store for it; the rest follows as soon as the store answers.
      return sale.attemptNumber ? say(messages.inProgressCart, { cart: sale.attemptNumber }) : say(messages.inProgress);
    case 'placed':
      return say(messages.placed);
    case 'needs_manager':
      return say(messages.needsManager);
    case 'resolved':
      if (sale.resolution === 'refund_owed') return say(messages.refundOwed, { amount: money(sale.refundOwed ?? sale.total, sale.currency) });
      if (sale.resolution === 'placed_as_backorder') return say(messages.placedAsBackorder);
      return sale.refundOwed ? say(messages.placedWithoutLinesOwed, { amount: money(sale.refundOwed, sale.currency) }) : say(messages.placedWithoutLines);
  }
}

/** One difference between what the customer paid here and what the store charged, as a sentence. */
export function differenceWords(d: OfflineDifference, currency: string): string {
  if (d.kind === 'line_dropped') return say(messages.lineDropped, { name: d.name, charged: money(d.charged, currency) });
  if (d.kind === 'tax') return say(messages.tax, { store: money(d.store, currency), charged: money(d.charged, currency) });
  return say(messages.price, { store: money(d.store, currency), name: d.name, charged: money(d.charged, currency) });
}

/** How the store's price was settled, or why the sale waits for it (the offline price rule), as a sentence; null when it asked what was paid. */
export function priceRuleWords(sale: OfflineSaleView): string | null {
  if (sale.adjustment) {
    const a = sale.adjustment;
    return say(messages.adjusted, { paid: money(a.paid, sale.currency), store: money(a.store, sale.currency), amount: money(a.amount, sale.currency) });
  }
  if (sale.priceDifference && sale.state === 'needs_manager') {
    const p = sale.priceDifference;
    return say(messages.priceWaits, { store: money(p.store, sale.currency), paid: money(p.paid, sale.currency) });
  }
  return null;
}
