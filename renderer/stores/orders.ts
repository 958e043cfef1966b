/** Tracked orders, kept live by the main process's `orders.changed` events. */
import { create } from 'zustand';
import type { TrackedOrder } from '../../shared/bridge.js';
import { pos } from '../bridge/pos.js';
import { shownError } from './errors.js';

interface OrdersState {
  orders: TrackedOrder[];
  loading: boolean;
  error: string | null;
  refreshing: Set<string>;
  load(): Promise<void>;
  setOrders(orders: TrackedOrder[]): void;
  refresh(number: string): Promise<void>;
}

export const useOrders = create<OrdersState>((set, get) => ({
  orders: [],
  loading: false,
  error: null,
  refreshing: new Set(),
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
}));
