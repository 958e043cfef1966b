/**
 * The offline outbox as the Orders screen shows it: the journal's offline sales read back by main
 * (free to read, kept current by its events), "Send now", and a manager's decisions for a sale the
 * store refused (manager-only: the bridge asks for a manager's PIN when someone else is on the till).
 */
import type { OfflineProblem } from '../../../shared/bridge/events.js';
import { create } from 'zustand';
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import type { OfflineSaleView } from '../../../shared/offline/offline-outbox.js';
import { pos } from '../../bridge/pos.js';
import { shownError } from '../../shell/errors.js';
import { defineMessages, sayWords } from '../../../shared/i18n/words.js';
import { say } from '../../i18n/screen-language.js';
import { storeSaidText } from '../../../shared/offline/offline-store-said.js';

/** A manager's decision on a sale the store refused: one of the contract's `offline.*` calls. */
export type OfflineAction = Extract<keyof PosCalls['offline'], 'placeWithoutLines' | 'placeAsBackorder' | 'recordRefundOwed'>;

interface OfflineState {
  outbox: OfflineSaleView[];
  loaded: boolean;
  /** What is being waited for, in words (and whether it is the sending of the outbox), or null. */
  busy: { words: string; sending: boolean } | null;
  /** The last refusal or outcome worth saying, in words. */
  message: string | null;
  load(): Promise<void>;
  setOutbox(outbox: OfflineSaleView[]): void;
  /** Why the replay stopped (the till cannot settle it by itself), or null once it got through. */
  setProblem(problem: string | null, sale?: OfflineProblem): void;
  sendNow(): Promise<void>;
  act(ref: string, action: OfflineAction): Promise<void>;
}

const ACTION_WORDS = defineMessages<OfflineAction>({
  placeWithoutLines: { id: 'offline.outbox.placingWithoutLines', defaultMessage: 'Placing it without the refused lines ({ref})' },
  placeAsBackorder: { id: 'offline.outbox.sendingAsBackorder', defaultMessage: 'Sending it as a back-order ({ref})' },
  recordRefundOwed: { id: 'offline.outbox.recordingRefundOwed', defaultMessage: 'Recording the refund owed ({ref})' },
});

const messages = defineMessages({
  sending: { id: 'offline.outbox.sendingToStore', defaultMessage: 'Sending offline sales to the store' },
  unreachable: { id: 'offline.outbox.unreachable', defaultMessage: 'The store cannot be reached yet: the sales wait, and go as soon as it answers.' },
  refusedAgain: { id: 'offline.outbox.refusedAgain', defaultMessage: 'The store refused {ref} again: {reason}' },
  noReason: { id: 'offline.outbox.noReason', defaultMessage: 'no reason given' },
  notSent: { id: 'offline.outbox.notSent', defaultMessage: 'Offline sale {ref} could not be sent: {reason}' },
});

export const useOffline = create<OfflineState>((set, get) => {
  const run = async (busy: { words: string; sending: boolean }, work: () => Promise<string | null>) => {
    if (get().busy !== null) return;
    set({ busy, message: null });
    try {
      const said = await work();
      set({ outbox: await pos().offline.outbox(), loaded: true, message: said });
    } catch (error) {
      set({ message: shownError(error).message });
    } finally {
      set({ busy: null });
    }
  };
  return {
    outbox: [],
    loaded: false,
    busy: null,
    message: null,
    async load() {
      try {
        set({ outbox: await pos().offline.outbox(), loaded: true });
      } catch (error) {
        set({ message: shownError(error).message });
      }
    },
    setOutbox: (outbox) => set({ outbox, loaded: true }),
    setProblem: (problem, sale) =>
      set({
        message: sale ? say(messages.notSent, { ref: sale.ref, reason: typeof sale.reason === 'string' ? sale.reason : sayWords(sale.reason) }) : problem,
      }),
    sendNow: () =>
      run({ words: say(messages.sending), sending: true }, async () => {
        const result = await pos().offline.replay();
        if (result.outcome === 'unreachable') return say(messages.unreachable);
        if (result.outcome === 'stopped') return result.words ? sayWords(result.words) : result.message;
        return null;
      }),
    act: (ref, action) =>
      run({ words: say(ACTION_WORDS[action], { ref }), sending: false }, async () => {
        const view = await pos().offline[action](ref);
        if (view.state === 'needs_manager') return say(messages.refusedAgain, { ref, reason: storeSaidText(view) ?? say(messages.noReason) });
        return null;
      }),
  };
});
