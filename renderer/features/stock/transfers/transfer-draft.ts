/**
 * The transfer being drafted, as the main process keeps it on disk: the page shows each change at
 * once and hands it on, in order, so leaving the tab or closing the app loses nothing. The id it is
 * sent under is the till's; a new one comes with the empty draft after each transfer sent.
 */
import { create } from 'zustand';
import type { TransferDraft, TransferDraftDetails } from '../../../../shared/stock/transfer-calls.js';
import { pos } from '../../../bridge/pos.js';
import { shownError } from '../../../shell/errors.js';

interface TransferDraftState {
  draft: TransferDraft | null;
  /** A change the till did not keep, in words. */
  error: string | null;
  /** The changes handed on, one after another. */
  keeping: Promise<void>;
  load(): Promise<void>;
  change(details: Partial<TransferDraftDetails>): void;
}

const detailsOf = ({ requestId: _id, ...details }: TransferDraft): TransferDraftDetails => details;

export const useTransferDraft = create<TransferDraftState>((set, get) => ({
  draft: null,
  error: null,
  keeping: Promise.resolve(),
  async load() {
    await get().keeping;
    try {
      set({ draft: await pos().stockTransfers.draft(), error: null });
    } catch (e) {
      set({ error: shownError(e).message });
    }
  },
  change(details) {
    const now = get().draft;
    if (!now) return;
    const next = { ...now, ...details };
    const keeping = get()
      .keeping.then(async () => {
        await pos().stockTransfers.keepDraft(detailsOf(next));
        set({ error: null });
      })
      .catch((e: unknown) => set({ error: shownError(e).message }));
    set({ draft: next, keeping });
  },
}));
