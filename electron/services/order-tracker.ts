/**
 * Watches completed orders until they are delivered. Each tracked order is polled through
 * GET /order_status/<number> with its order token on the interface's cadence: every 5 to 10 s
 * while it is being fulfilled (paid, not yet shipped), every 60 to 120 s otherwise, with jitter
 * so tills do not poll in step. Delivered, canceled and returned orders are final and no longer
 * polled on their own (a manual refresh still works). Tracked orders persist across restarts.
 */
import type { StatusChange, TrackedOrder } from '../../shared/bridge.js';
import type { StorefrontClient } from '../../shared/storefront/client-types.js';
import type { Order } from '../../shared/storefront/types.js';
import { describeError, SaleError } from './error-words.js';
import type { SettingsStore } from './settings-store.js';

export const ACTIVE_INTERVAL_S: [number, number] = [5, 10];
export const IDLE_INTERVAL_S: [number, number] = [60, 120];
const FINAL_SHIPMENT_STATES = new Set(['delivered', 'canceled']);
const FINAL_ORDER_STATES = new Set(['canceled', 'returned']);
const SETTINGS_KEY = 'trackedOrders';
const MAX_HISTORY = 50;

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
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
}

export interface OrderTrackerOptions {
  client: StorefrontClient;
  settings: SettingsStore;
  clock?: Clock;
  random?: () => number;
  onChange?: (orders: TrackedOrder[]) => void;
  /** Called when an order's status moves on (for desktop notifications). */
  onStatusChange?: (order: TrackedOrder, changes: StatusChange[]) => void;
}

export function isFinal(order: Pick<TrackedOrder, 'state' | 'shipmentState'>): boolean {
  return FINAL_ORDER_STATES.has(order.state) || FINAL_SHIPMENT_STATES.has(order.shipmentState ?? '');
}

/** Being fulfilled: complete but not yet shipped. */
export function isActivelyFulfilled(order: Pick<TrackedOrder, 'state' | 'shipmentState'>): boolean {
  if (order.state !== 'complete') return false;
  const s = order.shipmentState;
  return s !== 'shipped' && !FINAL_SHIPMENT_STATES.has(s ?? '');
}

export function pollDelayMs(order: Pick<TrackedOrder, 'state' | 'shipmentState'>, random: () => number): number {
  const [min, max] = isActivelyFulfilled(order) ? ACTIVE_INTERVAL_S : IDLE_INTERVAL_S;
  return Math.round((min + (max - min) * random()) * 1000);
}

function snapshot(order: Order): Omit<TrackedOrder, 'lastCheckedAt' | 'nextCheckAt' | 'lastError' | 'history'> {
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
  const { token: _token, ...view } = record;
  return view;
}

export interface OrderTracker {
  track(order: Order, token: string): TrackedOrder;
  list(): TrackedOrder[];
  refresh(number: string): Promise<TrackedOrder>;
  start(): void;
  stop(): void;
}

export function createOrderTracker(options: OrderTrackerOptions): OrderTracker {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const records = new Map<string, TrackedRecord>();
  for (const saved of (options.settings.get(SETTINGS_KEY) as TrackedRecord[] | undefined) ?? []) {
    if (saved && typeof saved.number === 'string' && typeof saved.token === 'string') records.set(saved.number, saved);
  }
  let timer: unknown = null;
  let running = false;
  let polling = false;

  const iso = (ms: number) => new Date(ms).toISOString();

  const persistAndAnnounce = () => {
    options.settings.set(SETTINGS_KEY, [...records.values()]);
    options.onChange?.(list());
  };

  const list = () =>
    [...records.values()]
      .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''))
      .map(publicView);

  const scheduleNext = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    if (!running) return;
    let earliest = Infinity;
    for (const r of records.values()) {
      if (!r.nextCheckAt) continue;
      earliest = Math.min(earliest, Date.parse(r.nextCheckAt));
    }
    if (earliest === Infinity) return;
    const wait = Math.max(0, earliest - clock.now());
    timer = clock.setTimeout(() => {
      timer = null;
      void pollDue();
    }, wait);
  };

  const check = async (record: TrackedRecord): Promise<TrackedRecord> => {
    const now = clock.now();
    let updated: TrackedRecord;
    try {
      const order = await options.client.orderStatus(record.number, record.token, { priority: 'tracking' });
      const next = snapshot(order);
      const changes = diff(record, next, iso(now));
      updated = {
        ...record,
        ...next,
        lastCheckedAt: iso(now),
        lastError: null,
        history: [...record.history, ...changes].slice(-MAX_HISTORY),
        nextCheckAt: null,
      };
      if (changes.length > 0) options.onStatusChange?.(publicView(updated), changes);
    } catch (error) {
      updated = { ...record, lastCheckedAt: iso(now), lastError: describeError(error).message, nextCheckAt: null };
    }
    updated.nextCheckAt = isFinal(updated) ? null : iso(clock.now() + pollDelayMs(updated, random));
    records.set(updated.number, updated);
    return updated;
  };

  const pollDue = async () => {
    if (polling) return;
    polling = true;
    try {
      const now = clock.now();
      const due = [...records.values()].filter((r) => r.nextCheckAt && Date.parse(r.nextCheckAt) <= now);
      for (const record of due) {
        if (!running) break;
        await check(record);
      }
      if (due.length > 0) persistAndAnnounce();
    } finally {
      polling = false;
      scheduleNext();
    }
  };

  return {
    track(order, token) {
      const now = clock.now();
      const existing = records.get(order.number);
      const record: TrackedRecord = {
        ...snapshot(order),
        token,
        lastCheckedAt: iso(now),
        lastError: null,
        history: existing?.history ?? [],
        nextCheckAt: null,
      };
      record.nextCheckAt = isFinal(record) ? null : iso(now + pollDelayMs(record, random));
      records.set(order.number, record);
      persistAndAnnounce();
      scheduleNext();
      return publicView(record);
    },
    list,
    async refresh(number) {
      const record = records.get(number);
      if (!record) throw new SaleError({ kind: 'not_found', message: `Order ${number} is not tracked on this till.` });
      const updated = await check(record);
      persistAndAnnounce();
      scheduleNext();
      return publicView(updated);
    },
    start() {
      running = true;
      // Orders that were due while the app was closed are checked now, spread over a few seconds.
      const now = clock.now();
      for (const r of records.values()) {
        if (!isFinal(r) && (!r.nextCheckAt || Date.parse(r.nextCheckAt) < now)) {
          r.nextCheckAt = iso(now + Math.round(random() * 3000));
        }
      }
      scheduleNext();
    },
    stop() {
      running = false;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
