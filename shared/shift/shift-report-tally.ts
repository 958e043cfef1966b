/**
 * What a shift's journal entries add up to, in one pass over them (shift-report.ts makes the report
 * of it): its sales by tender, staff member, hour and code, its offline sales, discarded sales,
 * refused payments, card declines and terminal time-outs and refunds, money owed to customers
 * settled, the drawer's movements, and the cash handed over, given back, paid in and paid out.
 * Pure and in exact cents.
 */
import { toCents } from '../money.js';
import type { DrawerMovement, ShiftReport } from './shift-report-types.js';
import type { StaffRef } from './staff-ref.js';
import type { JournalEntry, JournalEntryOf } from './till-journal.js';
import { asRefundedReturn } from '../returns/offline-returns.js';

const TAKEN = (state: string | null) => state !== 'failed' && state !== 'void' && state !== 'invalid';
const isCashMethod = (methodName: string) => /cash/i.test(methodName);

/** A shift's figures as they add up, entry by entry (amounts in cents). */
export interface ShiftTally {
  /** The shift's currency: a sale in another one is listed, not added. */
  readonly currency: string;
  /** Orders placed by replaying an offline sale: the offline sale already counts them (and their cash). */
  readonly replayedOrders: ReadonlySet<string>;
  /** When each terminal approval no sale took was refunded at the terminal, as the whole journal says, by its reference. */
  readonly refundedAt: ReadonlyMap<string, string>;
  sums: { total: number; itemTotal: number; taxTotal: number; promoTotal: number; shipTotal: number; itemCount: number; count: number };
  tenders: Map<string, { count: number; cents: number }>;
  staff: Map<string, { staff: StaffRef | null; count: number; cents: number }>;
  hours: Map<string, { count: number; cents: number }>;
  codes: Map<string, number>;
  voidedPayments: ShiftReport['voidedPayments'];
  otherCurrencies: ShiftReport['otherCurrencies'];
  discarded: { orders: ShiftReport['discarded']['orders']; cents: number };
  drawer: DrawerMovement[];
  cardDeclines: number;
  terminalTimeouts: number;
  terminalRefunds: NonNullable<ShiftReport['terminalRefunds']>;
  /** Money owed to customers settled in the shift (at the terminal, or cash from the drawer). */
  owedSettled: NonNullable<ShiftReport['owedSettled']>;
  /** The drawer's cash: handed over by customers, given back as change, paid in and paid out, handed back for returns and refunds owed. */
  cash: { taken: number; change: number; payIns: number; payOuts: number; refunds: number };
  /** Returns in the shift's currency: their count and total, by tender and by reason. */
  returns: { count: number; cents: number; tenders: Map<string, { count: number; cents: number }>; reasons: Map<string, { count: number; cents: number }> };
  /** The offline sales taken in the shift's currency, with their totals. */
  offlineTaken: { ref: string; cents: number }[];
}

function rowFor<K>(map: Map<string, K>, key: string, make: () => K): K {
  let row = map.get(key);
  if (!row) map.set(key, (row = make()));
  return row;
}

/** The orders the whole journal says were placed by replaying an offline sale (or by a manager settling one). */
function replayedOrderNumbers(entries: readonly JournalEntry[]): Set<string> {
  const replayed = new Set<string>();
  for (const e of entries) {
    if (e.kind === 'offline.placed') replayed.add(e.data.orderNumber);
    else if (e.kind === 'offline.resolved' && e.data.orderNumber !== null) replayed.add(e.data.orderNumber);
  }
  return replayed;
}

/** A sale placed at the store: its totals, its payments by tender (refused ones apart), its cash, its staff member, hour and codes. */
function tallySale(t: ShiftTally, e: JournalEntryOf<'sale.completed'>): void {
  const d = e.data;
  if (t.replayedOrders.has(d.orderNumber)) return;
  if (d.currency !== t.currency) {
    t.otherCurrencies.push({ orderNumber: d.orderNumber, currency: d.currency, total: d.total });
    return;
  }
  const total = toCents(d.total);
  const { sums } = t;
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
      t.voidedPayments.push({ orderNumber: d.orderNumber, method: p.methodName, amount: p.amount, state: p.state ?? '' });
      continue;
    }
    const row = rowFor(t.tenders, p.methodName, () => ({ count: 0, cents: 0 }));
    row.count++;
    row.cents += toCents(p.amount);
    if (isCashMethod(p.methodName)) cashPaid += toCents(p.amount);
  }
  // Change is only ever given from cash handed over.
  const tendered = d.cashTendered === null ? null : toCents(d.cashTendered);
  t.cash.taken += tendered ?? cashPaid;
  if (tendered !== null && d.change !== null) t.cash.change += toCents(d.change);
  const who = rowFor(t.staff, e.staff?.id ?? '', () => ({ staff: e.staff, count: 0, cents: 0 }));
  who.count++;
  who.cents += total;
  const hour = rowFor(t.hours, `${e.at.slice(0, 13)}:00:00.000Z`, () => ({ count: 0, cents: 0 }));
  hour.count++;
  hour.cents += total;
  for (const code of d.promotionCodes ?? []) t.codes.set(code, (t.codes.get(code) ?? 0) + 1);
}

/** A sale taken offline: its total, and the cash handed over and given back. */
function tallyOfflineSale(t: ShiftTally, e: JournalEntryOf<'offline.sale'>): void {
  const d = e.data;
  if (d.currency !== t.currency) {
    t.otherCurrencies.push({ orderNumber: d.ref, currency: d.currency, total: d.total });
    return;
  }
  t.offlineTaken.push({ ref: d.ref, cents: toCents(d.total) });
  t.cash.taken += toCents(d.cashTendered);
  t.cash.change += toCents(d.change);
}

/** Money paid into or out of the drawer, with its reason. */
function tallyPayInOrOut(t: ShiftTally, e: JournalEntryOf<'drawer.pay_in' | 'drawer.pay_out'>): void {
  const cents = toCents(e.data.amount);
  if (e.kind === 'drawer.pay_in') t.cash.payIns += cents;
  else t.cash.payOuts += cents;
  t.drawer.push({
    kind: e.kind === 'drawer.pay_in' ? 'pay_in' : 'pay_out',
    at: e.at,
    staff: e.staff,
    amount: e.data.amount,
    reason: e.data.reason,
    orderNumber: null,
  });
}

/** Goods taken back: what went back, by tender and reason, and the cash that left the drawer. */
function tallyReturn(t: ShiftTally, e: JournalEntryOf<'return.refunded'>): void {
  const d = e.data;
  if (d.currency !== t.currency) return;
  const cents = toCents(d.total);
  t.returns.count++;
  t.returns.cents += cents;
  const reason = rowFor(t.returns.reasons, d.reason ?? 'No reason given', () => ({ count: 0, cents: 0 }));
  reason.count++;
  reason.cents += cents;
  // An exchange's credit paid toward a new sale (counted there as its tender): neither cash in nor out of the drawer.
  const tenders =
    d.to === 'store_credit'
      ? [{ method: 'Store credit', amount: d.total }]
      : d.to === 'exchange' && d.exchange
        ? [{ method: 'Exchange credit', amount: d.exchange.credit }, ...d.refunds]
        : d.refunds;
  for (const refund of tenders) {
    const row = rowFor(t.returns.tenders, refund.method, () => ({ count: 0, cents: 0 }));
    row.count++;
    row.cents += toCents(refund.amount);
  }
  t.cash.refunds += toCents(d.cashOut);
}

/** Money owed to a customer, settled: listed; cash handed back from the drawer lowers the cash it should hold. */
function tallyOwedSettled(t: ShiftTally, e: JournalEntryOf<'owed.terminal_refunded' | 'owed.cash_refunded'>): void {
  const d = e.data;
  const line = { amount: d.amount, currency: d.currency, at: e.at, staff: e.staff, approver: d.approver };
  if (e.kind === 'owed.terminal_refunded') {
    t.owedSettled.push({ how: 'terminal', key: e.data.reference, sale: e.data.orderNumber, ...line });
    return;
  }
  t.owedSettled.push({ how: 'cash', key: e.data.ref, sale: e.data.ref, ...line });
  if (d.currency === t.currency) t.cash.refunds += toCents(d.amount);
}

function tallyEntry(t: ShiftTally, e: JournalEntry): void {
  switch (e.kind) {
    case 'sale.completed':
      return tallySale(t, e);
    case 'offline.sale':
      return tallyOfflineSale(t, e);
    case 'sale.discarded':
      t.discarded.cents += toCents(e.data.total || '0');
      t.discarded.orders.push({ orderNumber: e.data.orderNumber, total: e.data.total, itemCount: e.data.itemCount, at: e.at, staff: e.staff });
      return;
    case 'drawer.pay_in':
    case 'drawer.pay_out':
      return tallyPayInOrOut(t, e);
    case 'return.refunded':
      return tallyReturn(t, e);
    case 'offline.return':
      // Cash went back at the counter: counted now like a return refunded in cash (its replay at the store adds nothing).
      return tallyReturn(t, { ...e, kind: 'return.refunded', data: asRefundedReturn(e.data) });
    case 'tender.declined':
      t.cardDeclines++;
      return;
    case 'terminal.timed_out':
      t.terminalTimeouts++;
      return;
    case 'terminal.approval_unused':
      if (t.terminalRefunds.some((r) => r.reference === e.data.reference)) return;
      t.terminalRefunds.push({ ...e.data, at: e.at, ...(t.refundedAt.has(e.data.reference) && { refundedAt: t.refundedAt.get(e.data.reference)! }) });
      return;
    case 'owed.terminal_refunded':
    case 'owed.cash_refunded':
      return tallyOwedSettled(t, e);
    case 'drawer.opened':
      t.drawer.push({ kind: 'opened', at: e.at, staff: e.staff, amount: null, reason: e.data.reason, orderNumber: e.data.orderNumber });
      return;
    default:
      return;
  }
}

/** What the entries `during` a shift in `currency` add up to (the whole journal `entries` says which orders were replayed). */
export function tallyShift(entries: readonly JournalEntry[], during: readonly JournalEntry[], currency: string): ShiftTally {
  const t: ShiftTally = {
    currency,
    replayedOrders: replayedOrderNumbers(entries),
    refundedAt: new Map(entries.flatMap((e) => (e.kind === 'owed.terminal_refunded' ? [[e.data.reference, e.at] as const] : []))),
    sums: { total: 0, itemTotal: 0, taxTotal: 0, promoTotal: 0, shipTotal: 0, itemCount: 0, count: 0 },
    tenders: new Map(),
    staff: new Map(),
    hours: new Map(),
    codes: new Map(),
    voidedPayments: [],
    otherCurrencies: [],
    discarded: { orders: [], cents: 0 },
    drawer: [],
    cardDeclines: 0,
    terminalTimeouts: 0,
    terminalRefunds: [],
    owedSettled: [],
    cash: { taken: 0, change: 0, payIns: 0, payOuts: 0, refunds: 0 },
    returns: { count: 0, cents: 0, tenders: new Map(), reasons: new Map() },
    offlineTaken: [],
  };
  for (const e of during) tallyEntry(t, e);
  return t;
}
