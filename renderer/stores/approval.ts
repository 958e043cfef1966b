/**
 * The one manager approval the page may be asking for: a refused manager-only call waits here
 * until a manager enters a PIN (approved: the call is made again) or it is cancelled (nothing is
 * done). The dialog in the shell shows it.
 */
import { create } from 'zustand';

interface ApprovalState {
  /** The action waiting for a manager, in words; null when none. */
  action: string | null;
  resolve: ((approved: boolean) => void) | null;
  ask(action: string): Promise<boolean>;
  settle(approved: boolean): void;
}

export const useApproval = create<ApprovalState>((set, get) => ({
  action: null,
  resolve: null,
  ask(action) {
    // A second request while one is open: the first is cancelled (one dialog at a time).
    get().resolve?.(false);
    return new Promise<boolean>((resolve) => set({ action, resolve }));
  },
  settle(approved) {
    const { resolve } = get();
    set({ action: null, resolve: null });
    resolve?.(approved);
  },
}));
