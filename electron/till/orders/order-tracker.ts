/**
 * Watches completed orders until they are delivered. Each tracked order is polled through
 * GET /order_status/<number> with its order token on the interface's cadence: every 5 to 10 s
 * while it is being fulfilled (paid, not yet shipped), every 60 to 120 s otherwise, with jitter
 * so tills do not poll in step. Delivered and returned orders are final and no longer polled on
 * their own (a manual refresh still works). A canceled order is not final: a store may resume it,
 * so it is still checked at the unhurried cadence. Tracked orders persist across restarts.
 */
import type { PosCalls, StatusChange, TrackedOrder } from '../../../shared/bridge/bridge.js';
import type { StorefrontClient } from '../../../shared/storefront/types/client-types.js';
import type { Order } from '../../../shared/storefront/types/types.js';
import { isStorefrontError } from '../../../shared/storefront/errors.js';
import { describeError, TillRefusal } from '../runtime/error-words.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { lineOptionsOf, withLineOptions, type LineOptionsByVariant } from '../sale/line-options.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';

const messages = defineMessages({
  noMatch: { id: 'orders.refusal.noMatch', defaultMessage: 'No order matches that number and token. Check both against the order email.' },
  notTracked: { id: 'orders.refusal.notTracked', defaultMessage: 'Order {number} is not tracked on this till.' },
});

const ACTIVE_INTERVAL_S: [number, number] = [5, 10];
const IDLE_INTERVAL_S: [number, number] = [60, 120];
const FINAL_SHIPMENT_STATES = new Set(['delivered']);
const FINAL_ORDER_STATES = new Set(['returned']);
/** Order states whose shipments are being fulfilled (a resumed order is fulfilled again). */
const FULFILLING_ORDER_STATES = new Set(['complete', 'resumed']);
const SETTINGS_KEY = 'trackedOrders';
const MAX_HISTORY = 50;

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref?.();
    return t;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A tracked order as persisted: what the UI sees plus the token that authorizes the lookup. */
interface TrackedRecord extends TrackedOrder {
  token: string;
  /** Custom options the till sold the lines with, shown again with the order's detail. */
  lineOptions?: LineOptionsByVariant;
}

/** Orders placed under the signed-in account, read together through the account's order list. */
interface AccountOrdersSource {
  /** The account signed in now, or null. */
  signedInAs(): string | null;
  /** The account's orders with these numbers (any it cannot see are left out), in as few requests as it can. */
  fetch(numbers: string[]): Promise<Order[]>;
}

export interface OrderTrackerOptions {
  client: StorefrontClient;
  settings: SettingsStore;
  accountOrders?: AccountOrdersSource;
  /** Requests per minute tracking may spend; polls are spaced out to keep to it (default 10: a sixth of the store's 60 per minute, so six sales a minute still fit). */
  budgetPerMinute?: number;
  clock?: Clock;
  random?: () => number;
  onChange?: (orders: TrackedOrder[]) => void;
  /** Called when an order's status moves on (for desktop notifications). */
  onStatusChange?: (order: TrackedOrder, changes: StatusChange[]) => void;
}

export function isFinal(order: Pick<TrackedOrder, 'state' | 'shipmentState'>): boolean {
  return FINAL_ORDER_STATES.has(order.state) || FINAL_SHIPMENT_STATES.has(order.shipmentState ?? '');
}

/** Being fulfilled: complete (or resumed) but not yet shipped. */
export function isActivelyFulfilled(order: Pick<TrackedOrder, 'state' | 'shipmentState'>): boolean {
  if (!FULFILLING_ORDER_STATES.has(order.state)) return false;
  const s = order.shipmentState;
  return s !== 'shipped' && s !== 'canceled' && !FINAL_SHIPMENT_STATES.has(s ?? '');
}

export function pollDelayMs(order: Pick<TrackedOrder, 'state' | 'shipmentState'>, random: () => number): number {
  const [min, max] = isActivelyFulfilled(order) ? ACTIVE_INTERVAL_S : IDLE_INTERVAL_S;
  return Math.round((min + (max - min) * random()) * 1000);
}

/**
 * The wait before the next poll: the interface's cadence, stretched when many orders share the
 * tracking budget (`pollers` polls each spending one request per wait) so tracking never
 * crowds out the sale at the counter.
 */
export function spacedDelayMs(cadenceMs: number, pollers: number, budgetPerMinute: number, random: () => number): number {
  const floor = (pollers * 60_000) / Math.max(1, budgetPerMinute);
  return floor <= cadenceMs ? cadenceMs : Math.round(floor * (1 + 0.2 * random()));
}

function snapshot(order: Order): Omit<TrackedOrder, 'lastCheckedAt' | 'nextCheckAt' | 'lastError' | 'history' | 'account'> {
  return {
    number: order.number,
    email: order.email,
    itemCount: order.itemCount,
    total: order.total,
    displayTotal: order.displayTotal,
    currency: order.currency,
    state: order.state,
    paymentState: order.paymentState,
    shipmentState: order.shipmentState,
    shipments: order.shipments.map((s) => ({ number: s.number, state: s.state, trackingUrl: s.trackingUrl })),
    completedAt: order.completedAt,
  };
}

function diff(before: TrackedOrder, after: ReturnType<typeof snapshot>, at: string): StatusChange[] {
  const changes: StatusChange[] = [];
  for (const field of ['state', 'paymentState', 'shipmentState'] as const) {
    if (before[field] !== after[field]) changes.push({ at, field, from: before[field], to: after[field] });
  }
  return changes;
}

function publicView(record: TrackedRecord): TrackedOrder {
  const { token: _token, lineOptions: _lineOptions, ...view } = record;
  return view;
}

/**
 * The tracker: the bridge's `orders.*` reads as the contract states them (shared/bridge/bridge.ts; a
 * detail read also updates the order's status), and what the sale and the runtime ask of it.
 */
export type OrderTracker = Pick<PosCalls['orders'], 'refresh' | 'detail' | 'lookup'> & {
  /** Tracks a completed order: by its token, or with its account's orders when `account` is given. */
  track(order: Order, token: string, account?: string | null): TrackedOrder;
  /** The tracked orders now (no request). */
  list(): TrackedOrder[];
  /** Stops tracking every order (after the demo store is reset). */
  clear(): void;
  start(): void;
  stop(): void;
};

/** The bridge's `orders.*` calls: the tracker's. */
export function orderCalls(tracker: OrderTracker) {
  return {
    list: async () => tracker.list(),
    refresh: tracker.refresh,
    detail: tracker.detail,
    lookup: tracker.lookup,
  } satisfies PosCalls['orders'];
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The tracked orders kept in the settings (one saved without an account is a guest's). */
function savedRecords(settings: SettingsStore): Map<string, TrackedRecord> {
  const records = new Map<string, TrackedRecord>();
  for (const saved of (settings.get(SETTINGS_KEY) as TrackedRecord[] | undefined) ?? []) {
    if (saved && typeof saved.number === 'string' && typeof saved.token === 'string') {
      records.set(saved.number, { ...saved, account: typeof saved.account === 'string' ? saved.account : null });
    }
  }
  return records;
}

/** When the first next check is due (epoch ms); Infinity when none is. */
function earliestCheck(records: Iterable<TrackedRecord>): number {
  let earliest = Infinity;
  for (const r of records) {
    if (!r.nextCheckAt) continue;
    earliest = Math.min(earliest, Date.parse(r.nextCheckAt));
  }
  return earliest;
}

/** A record after a check found `order` at `now`, with what changed since the last check added to its history. */
function withFound(record: TrackedRecord, order: Order, now: number): { updated: TrackedRecord; changes: StatusChange[] } {
  const next = snapshot(order);
  const changes = diff(record, next, iso(now));
  const updated: TrackedRecord = {
    ...record,
    ...next,
    lastCheckedAt: iso(now),
    lastError: null,
    history: [...record.history, ...changes].slice(-MAX_HISTORY),
    nextCheckAt: null,
  };
  return { updated, changes };
}

/** The record of an order the till (again) tracks, keeping the history and line options it had. */
function trackedRecord(order: Order, by: { token: string; account: string | null }, existing: TrackedRecord | undefined, now: number): TrackedRecord {
  const record: TrackedRecord = {
    ...snapshot(order),
    account: by.account,
    token: by.token,
    lastCheckedAt: iso(now),
    lastError: null,
    history: existing?.history ?? [],
    nextCheckAt: null,
  };
  const lineOptions = lineOptionsOf(order.lineItems) ?? existing?.lineOptions;
  if (lineOptions) record.lineOptions = lineOptions;
  return record;
}

/** An order looked up by number and token; a refused one is told as not found. */
async function lookupOrder(client: OrderTrackerOptions['client'], number: string, token: string): Promise<Order> {
  try {
    return await client.orderStatus(number.trim().toUpperCase(), token.trim(), { priority: 'sale' });
  } catch (error) {
    // A refused publishable key says nothing about the order (its own kind): it is told as it is.
    if (isStorefrontError(error) && (error.kind === 'not_found' || error.kind === 'unauthorized' || error.kind === 'forbidden')) {
      throw new TillRefusal({ kind: 'not_found', message: wordsOf(messages.noMatch) });
    }
    throw error;
  }
}

/** A record after a check: what it found (an order, or why it failed), changes told to `onStatusChange`. */
function checkedRecord(
  record: TrackedRecord,
  found: { order: Order } | { error: unknown },
  now: number,
  onStatusChange: OrderTrackerOptions['onStatusChange'],
): TrackedRecord {
  let updated: TrackedRecord;
  if ('order' in found) {
    const checked = withFound(record, found.order, now);
    updated = checked.updated;
    if (checked.changes.length > 0) onStatusChange?.(publicView(updated), checked.changes);
  } else {
    // The last check stays the last one the store answered: a failure only says why.
    updated = { ...record, lastError: describeError(found.error).message, nextCheckAt: null };
  }
  return updated;
}

/** Orders that were due while the app was closed are checked now, spread over a few seconds. */
function spreadOverdue(records: Iterable<TrackedRecord>, now: number, random: () => number): void {
  for (const r of records) {
    if (!isFinal(r) && (!r.nextCheckAt || Date.parse(r.nextCheckAt) < now)) {
      r.nextCheckAt = iso(now + Math.round(random() * 3000));
    }
  }
}

/** How many separate polls share the budget: each open guest order, plus one for the account batch. */
function pollerCount(open: TrackedRecord[], batched: (r: TrackedRecord) => boolean): number {
  return open.filter((r) => !batched(r)).length + (open.some(batched) ? 1 : 0);
}

/** The order of a batch whose next check comes soonest: one being fulfilled, else any. */
function mostUrgent(batch: TrackedRecord[]): TrackedRecord | undefined {
  return batch.find(isActivelyFulfilled) ?? batch[0];
}

export function createOrderTracker(options: OrderTrackerOptions): OrderTracker {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const budget = options.budgetPerMinute ?? 10;
  const records = savedRecords(options.settings);
  let timer: unknown = null;
  let running = false;
  let polling = false;

  const persistAndAnnounce = () => {
    options.settings.set(SETTINGS_KEY, [...records.values()]);
    options.onChange?.(list());
  };

  const list = () => [...records.values()].sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? '')).map(publicView);

  const signedInAs = () => options.accountOrders?.signedInAs() ?? null;
  /** Checked with its account's batch (rather than on its own) right now. */
  const batched = (r: TrackedRecord) => r.account !== null && r.account === signedInAs();
  const live = () => [...records.values()].filter((r) => !isFinal(r));
  /** How many separate polls share the budget: each guest order, plus one for the account batch. */
  const pollers = () => pollerCount(live(), batched);
  const nextCheck = (order: Pick<TrackedOrder, 'state' | 'shipmentState'>, from: number) =>
    iso(from + spacedDelayMs(pollDelayMs(order, random), pollers(), budget, random));

  const scheduleNext = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    if (!running) return;
    const earliest = earliestCheck(records.values());
    if (earliest === Infinity) return;
    const wait = Math.max(0, earliest - clock.now());
    timer = clock.setTimeout(() => {
      timer = null;
      void pollDue();
    }, wait);
  };

  /** Records what a check found (an order, or why it failed); the next check is set by the caller. */
  const apply = (record: TrackedRecord, found: { order: Order } | { error: unknown }): TrackedRecord => {
    const updated = checkedRecord(record, found, clock.now(), options.onStatusChange);
    records.set(updated.number, updated);
    return updated;
  };

  const check = async (record: TrackedRecord): Promise<TrackedRecord> => {
    let updated: TrackedRecord;
    try {
      updated = apply(record, { order: await options.client.orderStatus(record.number, record.token, { priority: 'tracking' }) });
    } catch (error) {
      updated = apply(record, { error });
    }
    updated.nextCheckAt = isFinal(updated) ? null : nextCheck(updated, clock.now());
    return updated;
  };

  /** Every open order of the signed-in account in one read; they then share one next check. */
  const checkAccountBatch = async () => {
    const members = live().filter(batched);
    if (members.length === 0) return;
    const missing: TrackedRecord[] = [];
    try {
      const orders = await options.accountOrders!.fetch(members.map((r) => r.number));
      const found = new Map(orders.map((o) => [o.number, o]));
      for (const r of members) {
        const order = found.get(r.number);
        if (order) apply(r, { order });
        else missing.push(r);
      }
    } catch (error) {
      for (const r of members) apply(r, { error });
    }
    // Not visible to the account (another sign-in placed it): checked on its own, by its token.
    for (const r of missing) await check({ ...records.get(r.number)!, account: null });
    const urgent = mostUrgent(live().filter(batched));
    const at = urgent ? nextCheck(urgent, clock.now()) : null;
    for (const r of records.values()) if (batched(r)) r.nextCheckAt = isFinal(r) ? null : at;
  };

  const pollDue = async () => {
    if (polling) return;
    polling = true;
    try {
      const now = clock.now();
      const due = [...records.values()].filter((r) => r.nextCheckAt && Date.parse(r.nextCheckAt) <= now);
      if (due.some(batched) && running) await checkAccountBatch();
      for (const record of due.filter((r) => !batched(r))) {
        if (!running) break;
        await check(record);
      }
      if (due.length > 0) persistAndAnnounce();
    } finally {
      polling = false;
      scheduleNext();
    }
  };

  const api: OrderTracker = {
    track(order, token, account = null) {
      const now = clock.now();
      const record = trackedRecord(order, { token, account }, records.get(order.number), now);
      records.set(order.number, record);
      // An order joining the account's batch waits for the batch's next check, not its own.
      const batchAt = batched(record) ? live().find((r) => r !== record && batched(r) && r.nextCheckAt)?.nextCheckAt : undefined;
      record.nextCheckAt = isFinal(record) ? null : (batchAt ?? nextCheck(record, now));
      persistAndAnnounce();
      scheduleNext();
      return publicView(record);
    },
    list,
    async refresh(number) {
      const record = records.get(number);
      if (!record) throw new TillRefusal({ kind: 'not_found', message: wordsOf(messages.notTracked, { number }) });
      const updated = await check(record);
      persistAndAnnounce();
      scheduleNext();
      return publicView(updated);
    },
    async detail(number) {
      const record = records.get(number);
      if (!record) throw new TillRefusal({ kind: 'not_found', message: wordsOf(messages.notTracked, { number }) });
      const order = await options.client.orderStatus(record.number, record.token, { priority: 'sale' });
      withLineOptions(order.lineItems, record.lineOptions);
      const updated = apply(record, { order });
      updated.nextCheckAt = isFinal(updated) ? null : (record.nextCheckAt ?? nextCheck(updated, clock.now()));
      persistAndAnnounce();
      return order;
    },
    async lookup(number, token) {
      const order = await lookupOrder(options.client, number, token);
      return api.track(order, token.trim(), records.get(order.number)?.account ?? null);
    },
    clear() {
      records.clear();
      persistAndAnnounce();
      scheduleNext();
    },
    start() {
      running = true;
      spreadOverdue(records.values(), clock.now(), random);
      scheduleNext();
    },
    stop() {
      running = false;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
  return api;
}
