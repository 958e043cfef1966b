/**
 * The transfer being drafted, as the main process keeps it on disk: the page shows each change at
 * once and hands it on, in order, once changes pause for a moment (the till writes the whole file
 * each time, so typing a reference costs one write, not one per key). What waits is handed on at
 * once when the tab is left, the page is hidden, before a send and before the draft is read again,
 * so nothing typed is lost. The id it is sent under is the till's; a new one comes with the empty
 * draft after each transfer sent.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import type { TransferDraft, TransferDraftDetails } from '../../../../shared/stock/transfer-calls.js';
import { pos } from '../../../bridge/pos.js';
import { shownError } from '../../../shell/errors.js';
import { handOnBeforeLock } from '../../../shell/lock-till.js';

/** How long changes must pause before the draft is handed on: longer than the gap between a person's keystrokes. */
const KEEP_AFTER_MS = 500;

interface TransferDraftState {
  draft: TransferDraft | null;
  /** A change the till did not keep, in words. */
  error: string | null;
  /** The changes handed on, one after another. */
  keeping: Promise<void>;
  /** Changes not handed on yet: the pause that hands them on. */
  waiting: ReturnType<typeof setTimeout> | null;
  load(): Promise<void>;
  change(details: Partial<TransferDraftDetails>): void;
  /** Hands on at once what waits, and resolves once the till has kept everything changed so far. */
  keepNow(): Promise<void>;
  /**
   * Drops what waits without handing it on: after a send, the till's draft is a new one, and a
   * change made while the send was under way belongs to the transfer sent, never to the next.
   */
  forgetWaiting(): void;
}

const detailsOf = ({ requestId: _id, ...details }: TransferDraft): TransferDraftDetails => details;

export const useTransferDraft = create<TransferDraftState>((set, get) => ({
  draft: null,
  error: null,
  keeping: Promise.resolve(),
  waiting: null,
  async load() {
    await get().keepNow();
    try {
      set({ draft: await pos().stockTransfers.draft(), error: null });
    } catch (e) {
      set({ error: shownError(e).message });
    }
  },
  change(details) {
    const now = get().draft;
    if (!now) return;
    const waiting = get().waiting;
    if (waiting) clearTimeout(waiting);
    set({ draft: { ...now, ...details }, waiting: setTimeout(() => void get().keepNow(), KEEP_AFTER_MS) });
  },
  forgetWaiting() {
    const waiting = get().waiting;
    if (waiting) clearTimeout(waiting);
    set({ waiting: null });
  },
  keepNow() {
    const { waiting, draft } = get();
    if (!waiting || !draft) return get().keeping;
    clearTimeout(waiting);
    // The draft as it is now (every change so far), after whatever was handed on before it.
    const keeping = get()
      .keeping.then(async () => {
        await pos().stockTransfers.keepDraft(detailsOf(draft));
        set({ error: null });
      })
      .catch((e: unknown) => set({ error: shownError(e).message }));
    set({ keeping, waiting: null });
    return keeping;
  },
}));

/** While the tab is open: a hidden page hands the draft on at once, and so does leaving the tab or locking the till. */
export function useDraftKeptOnLeaving(): void {
  useEffect(() => {
    const keepNow = () => void useTransferDraft.getState().keepNow();
    const hidden = () => {
      if (document.visibilityState === 'hidden') keepNow();
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', keepNow);
    // A lock waits for it too: the till refuses a locked page's changes.
    const forgetLock = handOnBeforeLock(() => useTransferDraft.getState().keepNow());
    return () => {
      forgetLock();
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', keepNow);
      keepNow();
    };
  }, []);
}
