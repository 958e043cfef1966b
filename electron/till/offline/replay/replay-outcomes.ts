/**
 * What becomes of an offline sale the replay sent, journaled: placed (with what the store charged
 * otherwise than the customer paid), or waiting for a manager (the cart it was building let go).
 */
import { fromCents, toCents } from '../../../../shared/money.js';
import { paidForSent, type OfflineSaleView } from '../../../../shared/offline/offline-outbox.js';
import type { OfflineDifference, OfflinePriceDifference } from '../../../../shared/offline/offline-sales.js';
import type { Order } from '../../../../shared/storefront/types/types.js';
import { englishOf } from '../../../../shared/i18n/words.js';
import type { ComposedWords } from '../../../../shared/staff/composed-words.js';
import { REPLAY_RECORD_KEY, type OfflineReplayContext, type PlacedOrder } from './replay-context.js';

export interface ReplayOutcomes {
  /** The sale was placed as `order`: journaled with its differences, its record forgotten. */
  placed(view: OfflineSaleView, order: PlacedOrder): void;
  /** The store refused the sale (or asks another amount than was paid): it waits for a manager, and the cart it was building is let go. */
  needsManager(view: OfflineSaleView, said: ComposedWords, variantIds: string[], price?: OfflinePriceDifference): Promise<void>;
  /** Deletes the cart the store refused to place and forgets it (a placed sale has no sale record left to delete). */
  letGo(): Promise<void>;
}

/** What the customer paid offline against what the store charged: prices, tax and lines left out. */
function differencesOf(sale: OfflineSaleView, order: Pick<Order, 'lineItems' | 'taxTotal'>): OfflineDifference[] {
  const differences: OfflineDifference[] = [];
  for (const line of sale.lines) {
    if (sale.leftOut.includes(line.variantId)) {
      differences.push({ kind: 'line_dropped', variantId: line.variantId, name: line.name, charged: line.amount, store: '0.00' });
      continue;
    }
    const placed = order.lineItems.filter((l) => l.variantId === line.variantId);
    const storeCents = placed.reduce((sum, l) => sum + toCents(l.total), 0);
    if (placed.length > 0 && storeCents !== toCents(line.amount)) {
      differences.push({ kind: 'price', variantId: line.variantId, name: line.name, charged: fromCents(toCents(line.amount)), store: fromCents(storeCents) });
    }
  }
  if (toCents(order.taxTotal) !== toCents(sale.taxTotal)) {
    differences.push({ kind: 'tax', variantId: null, name: 'Tax', charged: fromCents(toCents(sale.taxTotal)), store: fromCents(toCents(order.taxTotal)) });
  }
  return differences;
}

export function replayOutcomes(ctx: OfflineReplayContext): ReplayOutcomes {
  const { journal, settings, sale, log } = ctx;

  const letGo = async () => {
    if (sale.currentNumber()) await sale.discard({ approved: true });
    settings.delete(REPLAY_RECORD_KEY);
  };

  return {
    placed: (view, order) => {
      // Placed at the price paid (the offline price rule): the store's other prices and tax cost the customer nothing; lines left out still do.
      const atPricePaid = toCents(order.total) === toCents(paidForSent(view));
      const differences = differencesOf(view, order).filter((d) => !atPricePaid || d.kind === 'line_dropped');
      journal.append('offline.placed', { ref: view.ref, orderNumber: order.number, total: order.total, differences });
      settings.delete(REPLAY_RECORD_KEY);
      log(`offline sale ${view.ref} placed as order ${order.number}`);
      ctx.changed();
    },
    needsManager: async (view, said, variantIds, price) => {
      const storeSaid = englishOf(said);
      journal.append('offline.needs_manager', { ref: view.ref, storeSaid, said, variantIds, ...(price ? { price } : {}) });
      log(`offline sale ${view.ref} needs a manager: ${storeSaid}`);
      ctx.changed();
      await letGo();
    },
    letGo,
  };
}
