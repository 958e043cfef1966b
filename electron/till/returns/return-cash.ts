/**
 * Cash for a return leaves the drawer: how much at most, and whether the drawer should hold it.
 * A refund to the original tenders can take up to all of the sale's cash payments (the store
 * gives balances and cards back first, but which is not known before it does), so the till asks
 * the drawer for that much and refuses in words when it should hold less.
 */
import { moneyValue, toCents } from '../../../shared/money.js';
import { currentShift, shiftReport } from '../../../shared/shift/shift-report.js';
import type { PlatformOrder } from '../../../shared/storefront/types/platform-types.js';
import { TillRefusal } from '../runtime/error-words.js';
import { defineMessages, wordsOf, type Words } from '../../../shared/i18n/words.js';
import type { TillJournal } from '../shift/till-journal.js';

const messages = defineMessages({
  openShift: { id: 'returns.cash.openShift', defaultMessage: 'Open a shift first: cash for this return goes back from the drawer.' },
  moreThanDrawer: {
    id: 'returns.cash.moreThanDrawer',
    defaultMessage:
      'Up to {cash} of this refund is cash, more than the {expected} the drawer should hold. Refund it as store credit, or pay cash into the drawer first.',
  },
});

const refuse = (message: string | Words) => new TillRefusal({ kind: 'invalid_input', message });

/** The most cash a refund of `totalCents` to the original tenders can take: all of it, up to the sale's cash payments. */
function mostCashOut(order: PlatformOrder, totalCents: number): number {
  const cashPaid = order.payments.filter((p) => p.state === 'completed' && /cash/i.test(p.paymentMethodName)).reduce((sum, p) => sum + toCents(p.amount), 0);
  return Math.min(totalCents, cashPaid);
}

/**
 * The open shift the refund's cash leaves from (null when the refund takes no cash); refused when
 * no shift is open or the drawer should hold less than the refund may take. `allCash`: all of it
 * is handed back in cash (a card that refused its refund).
 */
export function drawerShiftFor(journal: TillJournal, order: PlatformOrder, totalCents: number, allCash = false): string | null {
  return drawerShiftForCash(journal, allCash ? totalCents : mostCashOut(order, totalCents), order.currency);
}

/** The open shift `cashCents` leave the drawer in (null for none); refused in words when none is open or the drawer should hold less. */
export function drawerShiftForCash(journal: TillJournal, cashCents: number, currency: string): string | null {
  const shift = currentShift(journal.entries());
  if (cashCents === 0) return shift?.data.shiftId ?? null;
  if (!shift) throw refuse(wordsOf(messages.openShift));
  const expected = toCents(shiftReport(journal.entries(), shift.data.shiftId).cash.expected ?? '0');
  if (cashCents > expected) {
    throw refuse(wordsOf(messages.moreThanDrawer, {}, { cash: moneyValue(cashCents, currency), expected: moneyValue(expected, currency) }));
  }
  return shift.data.shiftId;
}
