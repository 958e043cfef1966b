/**
 * A shift's X or Z report, computed from the till's journal alone: sales by tender, by staff
 * member and by hour, taxes, discounts and codes, discarded sales and refused payments, card
 * declines and terminal time-outs, the
 * drawer's movements, and the cash the drawer should hold against what was counted. Pure and in
 * exact cents; a closed shift's report is written into its `shift.closed` entry and read back as
 * it was, never recomputed.
 *
 * Sales placed while no shift was open are not in any shift's figures or expected cash (the float
 * counted when the next shift opened already holds their cash): the next shift's report lists
 * them apart, as "sold outside a shift".
 *
 * Made in named steps: the shift's part of the journal (shiftWindow), what its entries add up to
 * (shift-report-tally.ts), what became of its offline sales (shift-report-offline.ts), and the
 * report of those figures.
 */
import { discountLedger } from '../reports/discount-ledger.js';
import { fromCents, toCents } from '../money.js';
import { offlineShiftFigures } from './shift-report-offline.js';
import { tallyShift } from './shift-report-tally.js';
import { giftCardShiftFigures } from '../giftcards/gift-card-tally.js';
import type { ShiftClose, ShiftReport } from './shift-report-types.js';
import type { JournalEntry, JournalEntryOf } from './till-journal.js';

export type { CashCount, ShiftClose, ShiftReport } from './shift-report-types.js';

/** The shift open now (the last one opened and not closed), or null. */
export function currentShift(entries: readonly JournalEntry[]): JournalEntryOf<'shift.opened'> | null {
  let open: JournalEntryOf<'shift.opened'> | null = null;
  for (const e of entries) {
    if (e.kind === 'shift.opened') open = e;
    else if (e.kind === 'shift.closed' && open?.data.shiftId === e.data.shiftId) open = null;
  }
  return open;
}

/** Closed shifts, newest first, each with the report written when it closed. */
export function pastShifts(entries: readonly JournalEntry[]): JournalEntryOf<'shift.closed'>['data'][] {
  return entries
    .filter((e): e is JournalEntryOf<'shift.closed'> => e.kind === 'shift.closed')
    .map((e) => e.data)
    .reverse();
}

/** The shift's part of the journal: its opening, the entries while it was open, and those since the shift before it closed. */
function shiftWindow(entries: readonly JournalEntry[], shiftId: string) {
  const openIndex = entries.findIndex((e) => e.kind === 'shift.opened' && e.data.shiftId === shiftId);
  const opened = entries[openIndex] as JournalEntryOf<'shift.opened'> | undefined;
  if (!opened) throw new Error(`No shift ${shiftId} in this till's journal.`);
  const closeIndex = entries.findIndex((e, i) => i > openIndex && e.kind === 'shift.closed' && e.data.shiftId === shiftId);
  const during = entries.slice(openIndex + 1, closeIndex < 0 ? entries.length : closeIndex);
  let previousClose = -1;
  entries.slice(0, openIndex).forEach((e, i) => {
    if (e.kind === 'shift.closed') previousClose = i;
  });
  const before = entries.slice(previousClose + 1, openIndex);
  return { opened, during, before };
}

export function shiftReport(
  entries: readonly JournalEntry[],
  shiftId: string,
  close?: ShiftClose,
  attention: readonly { number: string; message: string }[] = [],
): ShiftReport {
  const { opened, during, before } = shiftWindow(entries, shiftId);
  const currency = opened.data.currency;
  const t = tallyShift(entries, during, currency);
  const { sums, cash } = t;

  const outside = before.filter((e): e is JournalEntryOf<'sale.completed'> => e.kind === 'sale.completed');
  const float = toCents(opened.data.float);
  const expected = float + cash.taken - cash.change + cash.payIns - cash.payOuts - cash.refunds;
  const counted = close ? toCents(close.count.total) : null;
  const money = fromCents;

  return {
    shiftId,
    currency,
    openedAt: opened.at,
    openedBy: opened.staff,
    closedAt: close?.at ?? null,
    closedBy: close ? close.by : null,
    sales: {
      count: sums.count,
      total: money(sums.total),
      itemTotal: money(sums.itemTotal),
      taxTotal: money(sums.taxTotal),
      promoTotal: money(sums.promoTotal),
      shipTotal: money(sums.shipTotal),
      itemCount: sums.itemCount,
    },
    byTender: [...t.tenders].map(([method, r]) => ({ method, count: r.count, amount: money(r.cents) })),
    byStaff: [...t.staff.values()].map((r) => ({ staff: r.staff, count: r.count, total: money(r.cents) })),
    byHour: [...t.hours].sort(([a], [b]) => a.localeCompare(b)).map(([hour, r]) => ({ hour, count: r.count, total: money(r.cents) })),
    codes: [...t.codes].map(([code, count]) => ({ code, count })),
    discarded: { count: t.discarded.orders.length, total: money(t.discarded.cents), orders: t.discarded.orders },
    voidedPayments: t.voidedPayments,
    cardDeclines: t.cardDeclines,
    terminalTimeouts: t.terminalTimeouts,
    terminalRefunds: t.terminalRefunds,
    owedSettled: t.owedSettled,
    attention: attention.map((a) => ({ number: a.number, message: a.message })),
    drawer: t.drawer,
    returns: {
      count: t.returns.count,
      total: money(t.returns.cents),
      byTender: [...t.returns.tenders].map(([method, r]) => ({ method, count: r.count, amount: money(r.cents) })),
      byReason: [...t.returns.reasons].map(([reason, r]) => ({ reason, count: r.count, amount: money(r.cents) })),
    },
    cash: {
      float: money(float),
      taken: money(cash.taken),
      change: money(cash.change),
      payIns: money(cash.payIns),
      payOuts: money(cash.payOuts),
      refunds: money(cash.refunds),
      expected: money(expected),
      counted: counted === null ? null : money(counted),
      overShort: counted === null ? null : money(counted - expected),
      count: close?.count.lines ?? null,
    },
    outsideShift: {
      count: outside.length,
      total: money(outside.filter((e) => e.data.currency === currency).reduce((sum, e) => sum + toCents(e.data.total), 0)),
      orders: outside.map((e) => e.data.orderNumber),
    },
    otherCurrencies: t.otherCurrencies,
    offline: offlineShiftFigures(entries, t.offlineTaken),
    discounts: discountLedger(during),
    giftCards: giftCardShiftFigures(entries, during, currency),
  };
}
