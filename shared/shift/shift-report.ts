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
 */
import { fromCents, toCents } from '../money.js';
import type { DrawerMovement, OfflinePriceDifferenceLine, ShiftClose, ShiftReport } from './shift-report-types.js';
import type { StaffRef } from './staff-ref.js';
import type { JournalEntry, JournalEntryOf } from './till-journal.js';

export type { CashCount, ShiftClose, ShiftReport } from './shift-report-types.js';

const TAKEN = (state: string | null) => state !== 'failed' && state !== 'void' && state !== 'invalid';
const isCashMethod = (methodName: string) => /cash/i.test(methodName);

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

function tally<K>(map: Map<string, K>, key: string, make: () => K): K {
  let row = map.get(key);
  if (!row) map.set(key, (row = make()));
  return row;
}

export function shiftReport(
  entries: readonly JournalEntry[],
  shiftId: string,
  close?: ShiftClose,
  attention: readonly { number: string; message: string }[] = [],
): ShiftReport {
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
  const currency = opened.data.currency;

  const sums = { total: 0, itemTotal: 0, taxTotal: 0, promoTotal: 0, shipTotal: 0, itemCount: 0, count: 0 };
  const tenders = new Map<string, { count: number; cents: number }>();
  const staff = new Map<string, { staff: StaffRef | null; count: number; cents: number }>();
  const hours = new Map<string, { count: number; cents: number }>();
  const codes = new Map<string, number>();
  const voidedPayments: ShiftReport['voidedPayments'] = [];
  const otherCurrencies: ShiftReport['otherCurrencies'] = [];
  const discarded: ShiftReport['discarded']['orders'] = [];
  const drawer: DrawerMovement[] = [];
  let discardedCents = 0;
  let cardDeclines = 0;
  let terminalTimeouts = 0;
  const terminalRefunds: NonNullable<ShiftReport['terminalRefunds']> = [];
  let taken = 0;
  let change = 0;
  let payIns = 0;
  let payOuts = 0;
  const offlineTaken: { ref: string; cents: number }[] = [];
  // Orders placed by replaying an offline sale: the offline sale already counts them (and their cash).
  const replayedOrders = new Set<string>();
  for (const e of entries) {
    if (e.kind === 'offline.placed') replayedOrders.add(e.data.orderNumber);
    else if (e.kind === 'offline.resolved' && e.data.orderNumber !== null) replayedOrders.add(e.data.orderNumber);
  }

  for (const e of during) {
    switch (e.kind) {
      case 'sale.completed': {
        const d = e.data;
        if (replayedOrders.has(d.orderNumber)) break;
        if (d.currency !== currency) {
          otherCurrencies.push({ orderNumber: d.orderNumber, currency: d.currency, total: d.total });
          break;
        }
        const total = toCents(d.total);
        sums.count++;
        sums.total += total;
        sums.itemTotal += toCents(d.itemTotal);
        sums.taxTotal += toCents(d.taxTotal);
        sums.promoTotal += toCents(d.promoTotal);
        sums.shipTotal += toCents(d.shipTotal);
        sums.itemCount += d.itemCount;
        let cashPaid = 0;
        for (const p of d.payments) {
          if (!TAKEN(p.state)) {
            voidedPayments.push({ orderNumber: d.orderNumber, method: p.methodName, amount: p.amount, state: p.state ?? '' });
            continue;
          }
          const row = tally(tenders, p.methodName, () => ({ count: 0, cents: 0 }));
          row.count++;
          row.cents += toCents(p.amount);
          if (isCashMethod(p.methodName)) cashPaid += toCents(p.amount);
        }
        // Change is only ever given from cash handed over.
        const tendered = d.cashTendered === null ? null : toCents(d.cashTendered);
        taken += tendered ?? cashPaid;
        if (tendered !== null && d.change !== null) change += toCents(d.change);
        const who = tally(staff, e.staff?.id ?? '', () => ({ staff: e.staff, count: 0, cents: 0 }));
        who.count++;
        who.cents += total;
        const hour = tally(hours, `${e.at.slice(0, 13)}:00:00.000Z`, () => ({ count: 0, cents: 0 }));
        hour.count++;
        hour.cents += total;
        for (const code of d.promotionCodes ?? []) codes.set(code, (codes.get(code) ?? 0) + 1);
        break;
      }
      case 'offline.sale': {
        const d = e.data;
        if (d.currency !== currency) {
          otherCurrencies.push({ orderNumber: d.ref, currency: d.currency, total: d.total });
          break;
        }
        offlineTaken.push({ ref: d.ref, cents: toCents(d.total) });
        taken += toCents(d.cashTendered);
        change += toCents(d.change);
        break;
      }
      case 'sale.discarded':
        discardedCents += toCents(e.data.total || '0');
        discarded.push({ orderNumber: e.data.orderNumber, total: e.data.total, itemCount: e.data.itemCount, at: e.at, staff: e.staff });
        break;
      case 'drawer.pay_in':
      case 'drawer.pay_out': {
        const cents = toCents(e.data.amount);
        if (e.kind === 'drawer.pay_in') payIns += cents;
        else payOuts += cents;
        drawer.push({
          kind: e.kind === 'drawer.pay_in' ? 'pay_in' : 'pay_out',
          at: e.at,
          staff: e.staff,
          amount: e.data.amount,
          reason: e.data.reason,
          orderNumber: null,
        });
        break;
      }
      case 'tender.declined':
        cardDeclines++;
        break;
      case 'terminal.timed_out':
        terminalTimeouts++;
        break;
      case 'terminal.approval_unused':
        terminalRefunds.push({ ...e.data, at: e.at });
        break;
      case 'drawer.opened':
        drawer.push({ kind: 'opened', at: e.at, staff: e.staff, amount: null, reason: e.data.reason, orderNumber: e.data.orderNumber });
        break;
      default:
        break;
    }
  }

  // What became of this shift's offline sales, as far as the journal says when the report is made.
  const placedRefs = new Set<string>();
  const refundRefs = new Set<string>();
  const storeTotals = new Map<string, { cents: number; orderNumber: string }>();
  const adjusted = new Map<string, JournalEntryOf<'offline.adjusted'>['data']>();
  const waitingPrice = new Map<string, { paid: string; store: string }>();
  for (const e of entries) {
    if (e.kind === 'offline.placed') {
      placedRefs.add(e.data.ref);
      storeTotals.set(e.data.ref, { cents: toCents(e.data.total), orderNumber: e.data.orderNumber });
    } else if (e.kind === 'offline.resolved') (e.data.orderNumber === null ? refundRefs : placedRefs).add(e.data.ref);
    else if (e.kind === 'offline.adjusted') adjusted.set(e.data.ref, e.data);
    else if (e.kind === 'offline.needs_manager') {
      if (e.data.price) waitingPrice.set(e.data.ref, e.data.price);
      else waitingPrice.delete(e.data.ref);
    }
  }
  const offlineSum = (list: { cents: number }[]) => fromCents(list.reduce((sum, s) => sum + s.cents, 0));
  const offlinePlaced = offlineTaken.filter((s) => placedRefs.has(s.ref));
  const offlineRefund = offlineTaken.filter((s) => !placedRefs.has(s.ref) && refundRefs.has(s.ref));
  const offlinePending = offlineTaken.filter((s) => !placedRefs.has(s.ref) && !refundRefs.has(s.ref));
  const offlineDifferences: OfflinePriceDifferenceLine[] = [];
  for (const { ref } of offlineTaken) {
    const adjustment = adjusted.get(ref);
    const price = waitingPrice.get(ref);
    if (adjustment) {
      const orderNumber = storeTotals.get(ref)?.orderNumber ?? adjustment.orderNumber;
      offlineDifferences.push({ ref, orderNumber, paid: adjustment.paid, store: adjustment.store, adjustment: adjustment.amount, settled: 'adjusted' });
    } else if (price && offlinePending.some((s) => s.ref === ref)) {
      offlineDifferences.push({ ref, orderNumber: null, paid: price.paid, store: price.store, adjustment: null, settled: 'waiting' });
    }
  }

  const outside = before.filter((e): e is JournalEntryOf<'sale.completed'> => e.kind === 'sale.completed');
  const float = toCents(opened.data.float);
  const expected = float + taken - change + payIns - payOuts;
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
    byTender: [...tenders].map(([method, r]) => ({ method, count: r.count, amount: money(r.cents) })),
    byStaff: [...staff.values()].map((r) => ({ staff: r.staff, count: r.count, total: money(r.cents) })),
    byHour: [...hours].sort(([a], [b]) => a.localeCompare(b)).map(([hour, r]) => ({ hour, count: r.count, total: money(r.cents) })),
    codes: [...codes].map(([code, count]) => ({ code, count })),
    discarded: { count: discarded.length, total: money(discardedCents), orders: discarded },
    voidedPayments,
    cardDeclines,
    terminalTimeouts,
    terminalRefunds,
    attention: attention.map((a) => ({ number: a.number, message: a.message })),
    drawer,
    cash: {
      float: money(float),
      taken: money(taken),
      change: money(change),
      payIns: money(payIns),
      payOuts: money(payOuts),
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
    otherCurrencies,
    offline: {
      count: offlineTaken.length,
      total: offlineSum(offlineTaken),
      placed: {
        count: offlinePlaced.length,
        total: offlineSum(offlinePlaced),
        storeTotal: fromCents(offlinePlaced.reduce((sum, s) => sum + (storeTotals.get(s.ref)?.cents ?? 0), 0)),
      },
      pending: { count: offlinePending.length, total: offlineSum(offlinePending), refs: offlinePending.map((s) => s.ref) },
      refundOwed: { count: offlineRefund.length, total: offlineSum(offlineRefund) },
      differences: offlineDifferences,
    },
  };
}
