/**
 * Who is on the till and whether it is open, as main last said: read at the start, then kept by
 * main's `staff.changed` events (a lock, an unlock, a switch, the idle lock) and by this window's
 * own unlocks. The shell shows the first start, the lock screen or the till from it.
 */
import { create } from 'zustand';
import type { TillStaffState } from '../../../shared/bridge/bridge.js';
import { pos } from '../../bridge/pos.js';

interface StaffState {
  /** Null until main has answered. */
  till: TillStaffState | null;
  load(): Promise<void>;
  setTill(till: TillStaffState): void;
}

export const useStaff = create<StaffState>((set) => ({
  till: null,
  async load() {
    try {
      set({ till: await pos().staff.state() });
    } catch {
      // The lock screen's own read: retried by whoever asks next.
    }
  },
  setTill: (till) => set({ till }),
}));

/** The person on the till is using it: main's idle lock starts again (said at most every 15 s). */
let lastSaid = 0;
export function stillHere(now = Date.now()): void {
  if (useStaff.getState().till?.state !== 'open' || now - lastSaid < 15_000) return;
  lastSaid = now;
  void pos()
    .staff.stillHere()
    .catch(() => undefined);
}
