/**
 * Parked carts as the Sell screen shows them: the list (kept by main, local, free to read), and
 * parking, resuming and discarding through the bridge. A resumed cart becomes the sale's cart;
 * what changed at the store while it was parked is kept here until the clerk has seen it.
 */
import { create } from 'zustand';
import type { ParkedCarts, ParkedResume } from '../../../shared/parked/parked-carts.js';
import { pos } from '../../bridge/pos.js';
import { shownError } from '../../shell/errors.js';
import { useSale } from '../sell/sale.js';
import { defineMessages, sayWords } from '../../../shared/i18n/words.js';
import { say } from '../../i18n/screen-language.js';

const messages = defineMessages({
  parked: { id: 'parked.sale.parked', defaultMessage: 'Sale {number} parked. Ready for the next sale.' },
  parkedAs: { id: 'parked.sale.parkedAs', defaultMessage: 'Sale {number} parked as “{label}”. Ready for the next sale.' },
  resumedChanged: { id: 'parked.sale.resumedChanged', defaultMessage: 'Sale {number} resumed: it changed at the store while parked' },
  resumed: { id: 'parked.sale.resumed', defaultMessage: 'Sale {number} resumed' },
  discarded: { id: 'parked.sale.discarded', defaultMessage: 'Parked cart {number} discarded' },
});

interface ParkedState {
  parked: ParkedCarts;
  loaded: boolean;
  /** What is being waited for, in words, or null. */
  busy: string | null;
  /** The last refusal, in words (the store's or the till's). */
  error: string | null;
  /** The last resume's outcome, until the clerk has seen it. */
  outcome: ParkedResume | null;
  load(): Promise<void>;
  setParked(parked: ParkedCarts): void;
  /** Parks the sale in progress; answers whether it was parked. */
  park(label: string): Promise<boolean>;
  /** Resumes a parked cart; with `parkOpenSaleAs`, the sale in progress is parked first under that label. */
  resume(number: string, parkOpenSaleAs?: string): Promise<boolean>;
  discard(number: string): Promise<boolean>;
  clearOutcome(): void;
  clearError(): void;
}

const labelOf = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export const useParked = create<ParkedState>((set, get) => {
  const run = async (label: string, work: () => Promise<void>): Promise<boolean> => {
    if (get().busy !== null || useSale.getState().busy !== null) return false;
    set({ busy: label, error: null });
    try {
      await work();
      return true;
    } catch (error) {
      set({ error: shownError(error).message });
      return false;
    } finally {
      set({ busy: null });
    }
  };

  return {
    parked: { carts: [], warning: null },
    loaded: false,
    busy: null,
    error: null,
    outcome: null,
    async load() {
      try {
        set({ parked: await pos().parked.list(), loaded: true });
      } catch (error) {
        set({ error: shownError(error).message });
      }
    },
    setParked: (parked) => set({ parked, loaded: true }),
    park: (label) =>
      // not-words: a busy label, a key
      run('Parking the sale', async () => {
        const number = useSale.getState().cart?.number;
        const parked = await pos().parked.park(labelOf(label));
        set({ parked });
        useSale.setState({
          cart: null,
          error: null,
          announcement: say(labelOf(label) ? messages.parkedAs : messages.parked, { number: number ?? '', label: labelOf(label) ?? '' }),
        });
      }),
    resume: (number, parkOpenSaleAs) =>
      // not-words: a busy label, a key
      run('Resuming the parked cart', async () => {
        const outcome = await pos().parked.resume(number, ...(parkOpenSaleAs === undefined ? [] : [{ label: labelOf(parkOpenSaleAs) }]));
        set({ outcome, parked: await pos().parked.list() });
        if (outcome.outcome === 'resumed') {
          useSale.setState({
            cart: outcome.cart,
            error: null,
            announcement: say(outcome.changes.any ? messages.resumedChanged : messages.resumed, { number }),
          });
        } else {
          useSale.setState({ announcement: sayWords(outcome.words) });
        }
      }),
    discard: (number) =>
      // not-words: a busy label, a key
      run('Discarding the parked cart', async () => {
        set({ parked: await pos().parked.discard(number) });
        useSale.setState({ announcement: say(messages.discarded, { number }) });
      }),
    clearOutcome: () => set({ outcome: null }),
    clearError: () => set({ error: null }),
  };
});
