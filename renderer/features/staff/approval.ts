/**
 * The one manager approval the page may be asking for: a refused manager-only call waits here
 * until a manager enters a PIN (approved: the call is made again) or it is cancelled (nothing is
 * done). The dialog in the shell shows it.
 */
import { create } from 'zustand';
import type { ApprovalRequest } from '../../../shared/shift/manager-approval.js';

interface ApprovalState {
  /** The action waiting for a manager, in words; null when none. */
  action: string | null;
  /** That action as the approval names it to the main process (its method and record). */
  request: ApprovalRequest | null;
  /** Whose role may approve it, in words that begin a sentence ("A manager or supervisor"); null: a manager. */
  approvers: string | null;
  resolve: ((approved: boolean) => void) | null;
  ask(action: string, request: ApprovalRequest, approvers?: string): Promise<boolean>;
  settle(approved: boolean): void;
}

export const useApproval = create<ApprovalState>((set, get) => ({
  action: null,
  request: null,
  approvers: null,
  resolve: null,
  ask(action, request, approvers) {
    // A second request while one is open: the first is cancelled (one dialog at a time).
    get().resolve?.(false);
    return new Promise<boolean>((resolve) => set({ action, request, approvers: approvers ?? null, resolve }));
  },
  settle(approved) {
    const { resolve } = get();
    set({ action: null, request: null, resolve: null });
    resolve?.(approved);
  },
}));
