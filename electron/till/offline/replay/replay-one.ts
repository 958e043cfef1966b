/**
 * One offline sale to the store, picked up where an earlier attempt left it: the lines the cart
 * lacks are sent (a line the store refuses is noted), then the cash paid at the price the
 * customer paid (adjusted at the store where it asks another amount); the sale ends placed, or
 * waiting for a manager with what the store said.
 */
import type { Receipt } from '../../../../shared/bridge/bridge.js';
import { toCents } from '../../../../shared/money.js';
import { paidForSent, type OfflineSaleView } from '../../../../shared/offline/offline-outbox.js';
import { amountDue } from '../../../../shared/sale/amount-due.js';
import type { Cart } from '../../../../shared/storefront/types/types.js';
import { TillRefusal } from '../../runtime/error-words.js';
import type { OfflineReplayContext } from './replay-context.js';
import { refusalWords, unreachable } from './replay-failures.js';
import type { ReplayOutcomes } from './replay-outcomes.js';
import { adjustToPaid, priceWords } from './replay-price-rule.js';
import { canGiveDiscounts, discountWords, giveOfflineDiscounts } from './replay-discounts.js';
import type { ReplayResume } from './replay-resume.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';
import type { ComposedWords } from '../../../../shared/staff/composed-words.js';
import { lineRefusedWords, wordsInTurn } from './replay-words.js';

const messages = defineMessages({
  noLines: { id: 'offline.refusal.noLines', defaultMessage: 'Offline sale {ref} has no lines to send.' },
});

export interface ReplayOne {
  /** One offline sale to the store, picked up where an earlier attempt left it. */
  replayOne(view: OfflineSaleView): Promise<'placed' | 'needs_manager'>;
}

/** A line the store refused: its variant, and what the store said of it. */
interface RefusedLine {
  variantId: string;
  said: ComposedWords;
}

const quantityIn = (cart: Cart | null, variantId: string) => cart?.lineItems.filter((l) => l.variantId === variantId).reduce((n, l) => n + l.quantity, 0) ?? 0;

const livePayment = (cart: Cart) => cart.payments.some((p) => !['void', 'failed', 'invalid'].includes(p.state));

export function replayOneSale(
  ctx: OfflineReplayContext,
  { placed, needsManager }: Pick<ReplayOutcomes, 'placed' | 'needsManager'>,
  { pickUp }: ReplayResume,
): ReplayOne {
  const { sale, state } = ctx;

  /** Lines: what the cart lacks of each (all of each on a new cart), the manager's left-out lines excepted; a line the store refuses goes in `refused`. */
  const sendLines = async (view: OfflineSaleView, cart: Cart | null, refused: RefusedLine[]): Promise<Cart | null> => {
    for (const line of view.lines) {
      if (view.leftOut.includes(line.variantId)) continue;
      const missing = line.quantity - quantityIn(cart, line.variantId);
      if (missing <= 0) continue;
      try {
        cart = await sale.addLine(line.variantId, missing, line.options);
      } catch (error) {
        const said = refusalWords(error);
        if (said === null) throw error;
        refused.push({ variantId: line.variantId, said: lineRefusedWords(line.name, said) });
      }
    }
    return cart;
  };

  /** The cart paid in cash at the price paid: its receipt, or `needs_manager` when the store asks another amount the till cannot adjust. */
  const pay = async (view: OfflineSaleView, cart: Cart): Promise<Receipt | 'needs_manager'> => {
    // Paid by an earlier attempt whose answer was lost: completed, never paid again.
    if (livePayment(cart)) return await sale.completePaid();
    const paid = paidForSent(view);
    // The discounts given offline, given again on the store's lines before it is asked what is due.
    if (view.discounts.length > 0) {
      if (!canGiveDiscounts(ctx)) {
        await needsManager(view, discountWords(view), [], { paid, store: amountDue(cart) });
        return 'needs_manager';
      }
      await giveOfflineDiscounts(ctx, view, cart);
      // Given through the admin client, beside the sale: the sale is shown the cart they made, for a
      // walk-in pickup that is not stepped again is asked what is due from the cart as shown.
      await sale.current();
    }
    const atStore = await sale.pickupInStore();
    const asked = amountDue(atStore);
    if (toCents(asked) !== toCents(paid)) {
      const price = { paid, store: asked };
      if (!ctx.canAdjust()) {
        await needsManager(view, priceWords(view, price), [], price);
        return 'needs_manager';
      }
      await adjustToPaid(ctx, view, atStore, price);
    }
    return await sale.payCash({ tendered: paid });
  };

  return {
    replayOne: async (view) => {
      const earlier = await pickUp(view);
      if (earlier === 'placed') return 'placed';

      state.foundPlaced = null;
      state.opening = view.ref;
      const refused: RefusedLine[] = [];
      try {
        const cart = await sendLines(view, earlier, refused);
        if (state.foundPlaced) {
          placed(view, state.foundPlaced);
          return 'placed';
        }
        if (refused.length > 0) {
          await needsManager(
            view,
            wordsInTurn(refused.map((r) => r.said)),
            refused.map((r) => r.variantId),
          );
          return 'needs_manager';
        }
        if (!cart) throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.noLines, { ref: view.ref }) });
        const receipt = await pay(view, cart);
        if (receipt === 'needs_manager') return 'needs_manager';
        placed(view, receipt.order);
        return 'placed';
      } catch (error) {
        if (state.foundPlaced) {
          placed(view, state.foundPlaced);
          return 'placed';
        }
        const said = refusalWords(error);
        if (said !== null && !unreachable(error)) {
          await needsManager(
            view,
            said,
            refused.map((r) => r.variantId),
          );
          return 'needs_manager';
        }
        throw error;
      } finally {
        state.opening = null;
      }
    },
  };
}
