/**
 * The Count tab's state: the count as the main process keeps it (on its disk), the review of its
 * variances while one is shown, what is busy and the last refusal in words. Every change goes
 * through the bridge and the answer replaces what is shown.
 */
import { unitsKey } from '../../../../shared/stock/stock-approval.js';
import { countedUnits } from '../../../../shared/stock/count-variances.js';
import { create } from 'zustand';
import type { CountReview, StockCountView } from '../../../../shared/stock/count-calls.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { pos } from '../../../bridge/pos.js';
import { say } from '../../../i18n/screen-language.js';
import { shownError } from '../../../shell/errors.js';

const messages = defineMessages({
  applied: { id: 'stock.count.applied', defaultMessage: 'Count {id} applied at {location}.' },
});

interface CountState {
  count: StockCountView | null;
  review: CountReview | null;
  /** The last read of the review failed (its words are in `error`, which the clerk may dismiss). */
  reviewFailed: boolean;
  busy: boolean;
  error: string | null;
  /** What the last count did, in words ("Counted Harbor Logo Tee: 3"). */
  said: string | null;
  load(): Promise<void>;
  run(work: () => Promise<StockCountView | null>, said?: (count: StockCountView | null) => string | null): Promise<void>;
  showReview(): Promise<void>;
  closeReview(): void;
  apply(zeroUncounted: boolean): Promise<void>;
}

export const useCount = create<CountState>((set, get) => ({
  count: null,
  review: null,
  reviewFailed: false,
  busy: false,
  error: null,
  said: null,
  async load() {
    await get().run(() => pos().stockCount.current());
    // A count being applied or applied (the app restarted meanwhile) shows its variances as counted.
    const { count, review } = get();
    if (count && count.state !== 'counting' && !review) await get().showReview();
  },
  async run(work, said) {
    set({ busy: true, error: null });
    try {
      const count = await work();
      set({ count, said: said ? said(count) : null });
    } catch (e) {
      set({ error: shownError(e).message });
    } finally {
      set({ busy: false });
    }
  },
  async showReview() {
    set({ busy: true, error: null, reviewFailed: false });
    try {
      const review = await pos().stockCount.review();
      set({ review, count: review.count });
    } catch (e) {
      set({ error: shownError(e).message, reviewFailed: true });
    } finally {
      set({ busy: false });
    }
  },
  closeReview: () => set({ review: null }),
  async apply(zeroUncounted) {
    const { count } = get();
    if (!count) return;
    await get().run(
      // The key of the count as reviewed: an approval covers this count as the manager saw it.
      async () => (await pos().stockCount.apply(count.id, zeroUncounted, await unitsKey(countedUnits((get().review?.count ?? count).lines)))).count,
      (applied) => (applied?.state === 'applied' ? say(messages.applied, { id: applied.id, location: applied.stockLocationName }) : null),
    );
    if (get().count?.state === 'applied') set({ review: get().review });
  },
}));
