/** Alerts for managers as main last checked them (updated by its `alerts.changed` events). */
import { create } from 'zustand';
import type { AlertsView } from '../../../shared/bridge/bridge.js';
import { pos } from '../../bridge/pos.js';

interface AlertsState {
  view: AlertsView | null;
  setView(view: AlertsView): void;
  load(): Promise<void>;
}

export const useAlerts = create<AlertsState>((set) => ({
  view: null,
  setView: (view) => set({ view }),
  async load() {
    set({ view: await pos().alerts.list() });
  },
}));
