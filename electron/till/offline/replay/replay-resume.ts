/**
 * Picking up where an earlier replay of a sale left it (a lost answer, a crash or a restart): the
 * store is asked what became of the cart it opened. Found placed, the sale is recorded as placed;
 * still open, that cart is carried on; gone, a new cart is opened.
 */
import type { OfflineSaleView } from '../../../../shared/offline/offline-outbox.js';
import { isStorefrontError } from '../../../../shared/storefront/errors.js';
import type { Cart } from '../../../../shared/storefront/types/types.js';
import { wasPlaced } from '../../sale/checkout-steps.js';
import { REPLAY_RECORD_KEY, type OfflineReplayContext, type PlacedOrder, type ReplayRecord } from './replay-context.js';
import type { ReplayOutcomes } from './replay-outcomes.js';

export interface ReplayResume {
  /** `placed` when an earlier attempt placed the sale (recorded as placed); else the cart to carry on, or null for a new one. */
  pickUp(view: OfflineSaleView): Promise<'placed' | Cart | null>;
}

export function replayResume(ctx: OfflineReplayContext, { placed, letGo }: Pick<ReplayOutcomes, 'placed' | 'letGo'>): ReplayResume {
  const { sale, state } = ctx;

  /** What became of the cart an earlier replay of this sale opened: placed, still open (its cart), or gone (null). */
  const reconcile = async (kept: ReplayRecord): Promise<{ order: PlacedOrder } | { cart: Cart } | null> => {
    state.foundPlaced = null;
    if (sale.currentNumber() === kept.number) {
      const cart = await sale.current();
      if (state.foundPlaced) return { order: state.foundPlaced };
      return cart ? { cart } : null;
    }
    // The sale record is gone (finished before the journal said so): the store's order status tells.
    try {
      const order = await ctx.options.client.orderStatus(kept.number, kept.token, { priority: 'sync' });
      return wasPlaced(order) ? { order } : null;
    } catch (error) {
      if (isStorefrontError(error) && error.kind === 'not_found') return null;
      throw error;
    }
  };

  return {
    pickUp: async (view) => {
      const kept = ctx.record();
      if (kept?.ref === view.ref) {
        const found = await reconcile(kept);
        if (found && 'order' in found) {
          placed(view, found.order);
          return 'placed';
        }
        const cart = found?.cart ?? null;
        if (!cart) ctx.settings.delete(REPLAY_RECORD_KEY);
        else if (view.attemptNumber !== kept.number) {
          ctx.journal.append('offline.replay_started', { ref: view.ref, orderNumber: kept.number });
          ctx.changed();
        }
        return cart;
      }
      // A cart left by a sale that is settled meanwhile (refused before its cart was let go).
      if (kept || sale.currentNumber()) await letGo();
      return null;
    },
  };
}
