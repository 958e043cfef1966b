/**
 * The manager's orders board, as pure functions: which group each order of the store is in (what
 * needs doing), where it was sold (this till, other tills, the web: shared/sale/sale-channel.ts), who at this
 * till sold it, the date ranges the board reads, and the filters it applies. The main process's
 * board service (electron/till/orders/orders-board.ts) feeds it the store's orders and this till's
 * journal; screens and reports (pick lists, packing slips) read the answer.
 */
import { saleChannelOf, thisTill, type SaleChannel, type ThisTill } from '../sale/sale-channel.js';
import type { PlatformOrder } from '../storefront/types/platform-types.js';
import type { StaffRef } from '../shift/staff-ref.js';
import type { WalkInPickup } from '../store-location.js';
import { isWalkInSale } from '../sale/walk-in-sale.js';
import { defineMessages, wordsOf } from '../i18n/words.js';
import { ReportRangeError } from '../reports/report-range.js';

const rangeWords = defineMessages({
  chooseFirst: { id: 'orders.boardRange.chooseFirst', defaultMessage: 'Choose the first day of the range.' },
  chooseLast: { id: 'orders.boardRange.chooseLast', defaultMessage: 'Choose the last day of the range.' },
  firstNotDate: { id: 'orders.boardRange.firstNotDate', defaultMessage: 'The first day of the range is not a date.' },
  lastNotDate: { id: 'orders.boardRange.lastNotDate', defaultMessage: 'The last day of the range is not a date.' },
  endsBeforeStart: { id: 'orders.boardRange.endsBeforeStart', defaultMessage: 'The range ends before it starts: choose a last day on or after the first.' },
  atMostAYear: { id: 'orders.boardRange.atMostAYear', defaultMessage: 'Choose a range of at most a year.' },
});

export type BoardGroupId = 'attention' | 'return_awaiting' | 'to_pick' | 'ready_for_pickup' | 'handed_over' | 'to_ship' | 'shipped' | 'delivered' | 'cancelled';

/** The groups' names, in the order the board shows them (the screen says them in the clerk's language). */
export const BOARD_GROUP_WORDS = defineMessages<BoardGroupId>({
  attention: { id: 'board.group.attention', defaultMessage: 'Needs attention' },
  // A return the store authorized whose goods have not come back yet (received on the Returns screen).
  return_awaiting: { id: 'board.group.returnAwaiting', defaultMessage: 'Return awaiting goods' },
  to_pick: { id: 'board.group.toPick', defaultMessage: 'To pick' },
  ready_for_pickup: { id: 'board.group.readyForPickup', defaultMessage: 'Ready for pickup' },
  // A walk-in sale whose shipment the store still has ready: the goods left with the customer at the counter.
  handed_over: { id: 'board.group.handedOver', defaultMessage: 'Handed over at the counter' },
  to_ship: { id: 'board.group.toShip', defaultMessage: 'To ship' },
  shipped: { id: 'board.group.shipped', defaultMessage: 'Shipped' },
  delivered: { id: 'board.group.delivered', defaultMessage: 'Delivered' },
  cancelled: { id: 'board.group.cancelled', defaultMessage: 'Cancelled' },
});

/** The groups in the order the board shows them, with their names in English (for papers and logs). */
export const BOARD_GROUPS: readonly { id: BoardGroupId; label: string }[] = (Object.keys(BOARD_GROUP_WORDS) as BoardGroupId[]).map((id) => ({
  id,
  label: BOARD_GROUP_WORDS[id].defaultMessage,
}));

export type BoardChannel = SaleChannel;
export type BoardRange = 'today' | 'yesterday' | 'week' | 'custom';

export interface BoardFilters {
  range: BoardRange;
  /** A custom range's first and last day (YYYY-MM-DD, local), both included. */
  from?: string;
  to?: string;
  /** '' for every channel. */
  channel: BoardChannel | '';
  /** Order state, '' for any. */
  state: string;
  /** Payment state, '' for any. */
  paymentState: string;
  /** The staff member of this till who sold it, '' for anyone. */
  staffId: string;
  /** Part of an order number, an email or a customer's name. */
  search: string;
}

export const DEFAULT_BOARD_FILTERS: BoardFilters = { range: 'today', channel: '', state: '', paymentState: '', staffId: '', search: '' };

/** Orders this till sold, by number, with who sold each (from the till's journal). */
export type TillSales = ReadonlyMap<string, StaffRef | null>;

export interface BoardOrder extends PlatformOrder {
  group: BoardGroupId;
  /** Where it was sold: the store's channel and till id, this till's journal where the store names no till. */
  sold: BoardChannel;
  /** Who at this till sold it, when this till did. */
  soldBy: StaffRef | null;
  /** A pickup ready at the counter: since when it has been waiting. */
  waitingSince: string | null;
}

export interface BoardView {
  orders: BoardOrder[];
  groups: { id: BoardGroupId; label: string; count: number }[];
  /** This till's staff who sold orders on the board (for the staff filter). */
  staff: StaffRef[];
  /** Order states and payment states among the orders read (for the filters). */
  states: string[];
  paymentStates: string[];
  /** Orders read for the range before the other filters. */
  total: number;
}

/** Payment states that need a person: money owed either way, a payment that failed, or voided on a live order. */
const ATTENTION_PAYMENT_STATES = new Set(['balance_due', 'failed', 'credit_owed', 'void']);

/**
 * The one group that says what the order needs. `walkIn`: the store's walk-in pickup, so a walk-in
 * sale the store still has ready is shown handed over, never waiting for a pickup.
 */
export function boardGroupOf(order: PlatformOrder, walkIn: WalkInPickup | null = null): BoardGroupId {
  const canceled = order.state === 'canceled';
  const payment = order.paymentState ?? '';
  if (ATTENTION_PAYMENT_STATES.has(payment) && !(canceled && payment === 'void')) return 'attention';
  if (canceled) return 'cancelled';
  if (order.returns.some((r) => r.awaiting > 0)) return 'return_awaiting';
  const live = order.shipments.filter((s) => s.state !== 'canceled');
  if (live.length === 0) return order.shipments.length > 0 ? 'cancelled' : 'to_pick';
  if (live.some((s) => s.state === 'pending')) return 'to_pick';
  if (live.some((s) => s.state === 'ready' && s.pickup)) {
    const pickup = live.every((s) => s.pickup);
    return isWalkInSale({ email: order.email, shipAddress: order.shipAddress, pickup }, walkIn) ? 'handed_over' : 'ready_for_pickup';
  }
  if (live.some((s) => s.state === 'ready')) return 'to_ship';
  if (live.some((s) => s.state === 'shipped')) return 'shipped';
  return 'delivered';
}

const DAY_MS = 86_400_000;
const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const addDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function localDay(text: string | undefined, name: 'first' | 'last'): Date {
  const m = DAY.exec(text ?? '');
  if (!m) throw new ReportRangeError(wordsOf(name === 'first' ? rangeWords.chooseFirst : rangeWords.chooseLast));
  const day = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (day.getMonth() !== Number(m[2]) - 1) throw new ReportRangeError(wordsOf(name === 'first' ? rangeWords.firstNotDate : rangeWords.lastNotDate));
  return day;
}

/** The instants the board reads orders completed between (`from` included, `before` not), in local days. */
export function dateRange(filters: Pick<BoardFilters, 'range' | 'from' | 'to'>, now: Date): { from: string; before: string } {
  const today = startOfDay(now);
  switch (filters.range) {
    case 'today':
      return { from: today.toISOString(), before: addDays(today, 1).toISOString() };
    case 'yesterday':
      return { from: addDays(today, -1).toISOString(), before: today.toISOString() };
    case 'week': {
      const sinceMonday = (today.getDay() + 6) % 7;
      return { from: addDays(today, -sinceMonday).toISOString(), before: addDays(today, 1).toISOString() };
    }
    case 'custom': {
      const first = localDay(filters.from, 'first');
      const last = localDay(filters.to, 'last');
      if (last.getTime() < first.getTime()) throw new ReportRangeError(wordsOf(rangeWords.endsBeforeStart));
      if (last.getTime() - first.getTime() > 366 * DAY_MS) throw new ReportRangeError(wordsOf(rangeWords.atMostAYear));
      return { from: first.toISOString(), before: addDays(last, 1).toISOString() };
    }
  }
}

function matches(order: BoardOrder, filters: BoardFilters): boolean {
  if (filters.channel && order.sold !== filters.channel) return false;
  if (filters.state && order.state !== filters.state) return false;
  if (filters.paymentState && order.paymentState !== filters.paymentState) return false;
  if (filters.staffId && order.soldBy?.id !== filters.staffId) return false;
  const words = filters.search.trim().toLowerCase();
  if (words) {
    const haystack = [order.number, order.email ?? '', order.customerName ?? ''].join('\n').toLowerCase();
    if (!haystack.includes(words)) return false;
  }
  return true;
}

function boardOrder(order: PlatformOrder, sales: TillSales, till: ThisTill, walkIn: WalkInPickup | null): BoardOrder {
  const group = boardGroupOf(order, walkIn);
  const waiting = group === 'ready_for_pickup' ? (order.shipments.find((s) => s.state === 'ready' && s.pickup)?.updatedAt ?? null) : null;
  return { ...order, group, sold: saleChannelOf(order, till), soldBy: sales.get(order.number) ?? null, waitingSince: waiting };
}

const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))].sort();

/**
 * The board for these orders (newest first) with the filters applied; the groups count what the
 * filters leave. `walkIn`: the store's walk-in pickup (its walk-in sales are shown handed over).
 */
export function boardView(orders: readonly PlatformOrder[], filters: BoardFilters, sales: TillSales, walkIn: WalkInPickup | null = null): BoardView {
  const till = thisTill(orders, (number) => sales.has(number));
  const all = [...orders]
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? '') || b.number.localeCompare(a.number))
    .map((o) => boardOrder(o, sales, till, walkIn));
  const shown = all.filter((o) => matches(o, filters));
  const staff = new Map<string, StaffRef>();
  for (const o of all) if (o.soldBy) staff.set(o.soldBy.id, o.soldBy);
  return {
    orders: shown,
    groups: BOARD_GROUPS.map((g) => ({ ...g, count: shown.filter((o) => o.group === g.id).length })),
    staff: [...staff.values()].sort((a, b) => a.name.localeCompare(b.name)),
    states: distinct(all.map((o) => o.state)),
    paymentStates: distinct(all.map((o) => o.paymentState)),
    total: all.length,
  };
}
