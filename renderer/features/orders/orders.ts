/**
 * Tracked orders, kept live by the main process's `orders.changed` events; the filters the
 * manager chose; one order read in full for its detail; and finding a guest's order by its token.
 */
import { create } from 'zustand';
import type { SaleCart, TrackedOrder } from '../../../shared/bridge/bridge.js';
import { pos } from '../../bridge/pos.js';
import { shownError } from '../../shell/errors.js';

export interface OrderFilters {
  state: string;
  paymentState: string;
  shipmentState: string;
}

export const ALL_ORDERS: OrderFilters = { state: '', paymentState: '', shipmentState: '' };

/** The orders that match every filter chosen ('' matches any; '-' an order without that state yet). */
export function filterOrders(orders: TrackedOrder[], filters: OrderFilters): TrackedOrder[] {
  const fits = (value: string | null, wanted: string) => !wanted || (wanted === '-' ? value === null : value === wanted);
  return orders.filter((o) => fits(o.state, filters.state) && fits(o.paymentState, filters.paymentState) && fits(o.shipmentState, filters.shipmentState));
}

/** The values a filter can take: those the tracked orders hold, in order, plus any chosen already. */
export function filterChoices(orders: TrackedOrder[], field: keyof OrderFilters, chosen = ''): string[] {
  const values = new Set<string>();
  let none = false;
  for (const o of orders) {
    const v = o[field];
    if (v === null) none = true;
    else values.add(v);
  }
  if (chosen && chosen !== '-') values.add(chosen);
  return [...[...values].sort(), ...(none || chosen === '-' ? ['-'] : [])];
}

interface OrderDetail {
  number: string;
  order: SaleCart | null;
  loading: boolean;
  error: string | null;
}

interface OrdersState {
  orders: TrackedOrder[];
  loading: boolean;
  error: string | null;
  refreshing: Set<string>;
  filters: OrderFilters;
  detail: OrderDetail | null;
  lookupBusy: boolean;
  lookupError: string | null;
  load(): Promise<void>;
  setOrders(orders: TrackedOrder[]): void;
  refresh(number: string): Promise<void>;
  setFilter(field: keyof OrderFilters, value: string): void;
  clearFilters(): void;
  openDetail(number: string): Promise<void>;
  closeDetail(): void;
  /** Finds a guest order by number and order token and tracks it; answers it, or null with lookupError set. */
  lookup(number: string, token: string): Promise<TrackedOrder | null>;
}

export const useOrders = create<OrdersState>((set, get) => ({
  orders: [],
  loading: false,
  error: null,
  refreshing: new Set(),
  filters: ALL_ORDERS,
  detail: null,
  lookupBusy: false,
  lookupError: null,
  async load() {
    set({ loading: true, error: null });
    try {
      set({ orders: await pos().orders.list(), loading: false });
    } catch (error) {
      set({ loading: false, error: shownError(error).message });
    }
  },
  setOrders: (orders) => set({ orders }),
  async refresh(number) {
    set({ refreshing: new Set([...get().refreshing, number]), error: null });
    try {
      const updated = await pos().orders.refresh(number);
      set({ orders: get().orders.map((o) => (o.number === number ? updated : o)) });
    } catch (error) {
      set({ error: shownError(error).message });
    } finally {
      const next = new Set(get().refreshing);
      next.delete(number);
      set({ refreshing: next });
    }
  },
  setFilter: (field, value) => set({ filters: { ...get().filters, [field]: value } }),
  clearFilters: () => set({ filters: ALL_ORDERS }),
  async openDetail(number) {
    set({ detail: { number, order: null, loading: true, error: null } });
    try {
      const order = await pos().orders.detail(number);
      if (get().detail?.number === number) set({ detail: { number, order, loading: false, error: null } });
    } catch (error) {
      if (get().detail?.number === number) set({ detail: { number, order: null, loading: false, error: shownError(error).message } });
    }
  },
  closeDetail: () => set({ detail: null }),
  async lookup(number, token) {
    set({ lookupBusy: true, lookupError: null });
    try {
      const found = await pos().orders.lookup(number, token);
      const others = get().orders.filter((o) => o.number !== found.number);
      set({ orders: [found, ...others], lookupBusy: false });
      return found;
    } catch (error) {
      set({ lookupBusy: false, lookupError: shownError(error).message });
      return null;
    }
  },
}));
