/** The till's shift as the screens show it: open or not (the Sell screen's note), and its X report. */
import { create } from 'zustand';
import type { ShiftStatus } from '../../../shared/bridge/bridge.js';
import { pos } from '../../bridge/pos.js';

interface ShiftState {
  /** Null until main has answered. */
  status: ShiftStatus | null;
  load(): Promise<void>;
  set(status: ShiftStatus): void;
}

export const useShift = create<ShiftState>((set) => ({
  status: null,
  async load() {
    try {
      set({ status: await pos().shift.status() });
    } catch {
      // Nothing is said about a shift main could not describe; selling goes on.
    }
  },
  set: (status) => set({ status }),
}));
