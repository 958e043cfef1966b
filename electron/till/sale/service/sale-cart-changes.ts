/**
 * What every change to the sale's cart goes through: the rules of a sale with money taken before
 * it is sent, the cart gone at the store reconciled after, a cart the store answered placed ended
 * with its receipt, and, before money is taken, a cart not computed lately checked again.
 */
import { judgeSaleChange, SALE_WITH_TENDERS_RULES, type SaleChange } from '../../../../shared/sale/sale-with-tenders-rules.js';
import { refusedChangeWords } from './sale-change-words.js';
import { isStorefrontError } from '../../../../shared/storefront/errors.js';
import type { Cart, CheckoutValidation } from '../../../../shared/storefront/types/types.js';
import { wasPlaced, wentBackBeforeDelivery } from '../checkout-steps.js';
import { TillRefusal } from '../../runtime/error-words.js';
import type { SaleContext, SaleRecord } from './sale-context.js';
import type { SaleReconciliation } from './sale-reconciliation.js';
import { receiptShownWords } from './receipt-shown-words.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';

const messages = defineMessages({
  cartChanged: { id: 'sell.refusal.cartChanged', defaultMessage: 'The cart changed at the store: check the lines and totals. Nothing was charged.' },
  cartChangedSaying: { id: 'sell.refusal.cartChangedSaying', defaultMessage: 'The cart changed at the store: {said}. Nothing was charged.' },
  itemGone: { id: 'sell.refusal.itemGone', defaultMessage: 'That item is no longer in the cart or the catalog.' },
  saleGone: { id: 'sell.refusal.saleGone', defaultMessage: 'This sale is no longer open at the store. Check the Orders screen, then start a new sale.' },
});

/** A cart older than this is checked with the store before payment. */
const STALE_CART_MS = 60 * 1000;

export interface SaleCartChanges {
  /** Sends a change to the sale's cart and shows the cart it answers. */
  withCart(work: (sale: SaleRecord) => Promise<Cart>): Promise<Cart>;
  /**
   * The rules of a sale with money taken (shared/sale/sale-with-tenders-rules.ts), asked before a change
   * is sent: a change refused while cash or card is taken is refused in words and nothing is sent.
   * A change the rules always allow costs no request; any other is judged on the cart as last
   * shown (read when this run has not shown it), `change` classifying it from that cart.
   */
  guard(sale: SaleRecord, change: SaleChange | ((cart: Cart) => SaleChange)): Promise<void>;
  /**
   * Whether the store would take payment for the cart as it stands (lines sold out or no longer
   * sold are removed, and said). The order waits in `delivery` until the clerk completes it, so
   * the interface's "Cart changed" for an order not in `payment` would be said of every sale:
   * the till skips that check and says it itself when the checkout went back before `delivery`
   * (a cart change does that, and drops the shipments chosen). An answer showing the order
   * placed ends the sale with its receipt.
   */
  readyForPayment(sale: SaleRecord): Promise<CheckoutValidation>;
  /**
   * Before money is taken: if the cart was last computed by the store more than a minute ago
   * (prices or stock may have moved), ask the store whether it can be paid as it stands. A
   * cart just computed costs nothing more, so a quick walk-in cash sale keeps to N+4 requests;
   * the store checks again at complete anyway.
   */
  checkBeforePayment(sale: SaleRecord): Promise<void>;
}

export function saleCartChanges(ctx: SaleContext, reconciliation: Pick<SaleReconciliation, 'placedBeforeComplete' | 'reconcileLostCart'>): SaleCartChanges {
  const { client, priority, state } = ctx;
  const { placedBeforeComplete } = reconciliation;

  const readyForPayment = async (sale: SaleRecord): Promise<CheckoutValidation> => {
    const result = await client.validateOrderForPayment(ctx.creds(sale), { skipState: true }, { priority });
    if (wasPlaced(result.cart)) return placedBeforeComplete(result.cart, sale);
    // A walk-in cart waiting in `address` on purpose (walk-in-delivery.ts) has no rate chosen to lose.
    if (result.ready && wentBackBeforeDelivery(result.cart.state) && !ctx.walkInDelivery.skipsDelivery(result.cart)) {
      return { ...result, ready: false, messages: ['Cart changed'] };
    }
    return result;
  };

  return {
    withCart: async (work) => {
      const sale = ctx.requireSale();
      let cart: Cart;
      try {
        cart = await work(sale);
      } catch (error) {
        if (isStorefrontError(error) && error.kind === 'not_found') return cartNotFound(sale);
        throw error;
      }
      if (wasPlaced(cart)) return placedBeforeComplete(cart, sale);
      return ctx.announce(cart)!;
    },
    guard: async (sale, change) => {
      if (typeof change === 'string' && SALE_WITH_TENDERS_RULES[change].verdict === 'allowed') return;
      const cart = ctx.shownCart(sale) ?? ctx.announce(await client.cart(ctx.creds(sale), { priority }))!;
      const asked = typeof change === 'string' ? change : change(cart);
      const judged = judgeSaleChange(asked, cart);
      if (judged.verdict === 'refused') throw new TillRefusal({ kind: 'validation', message: refusedChangeWords(asked, cart) ?? judged.message });
    },
    readyForPayment,
    checkBeforePayment: async (sale) => {
      if (state.lastCart?.number === sale.number && ctx.now().getTime() - state.lastCartAt < STALE_CART_MS) return;
      const result = await readyForPayment(sale);
      ctx.announce(result.cart);
      if (!result.ready) {
        throw new TillRefusal({
          kind: 'validation',
          message: result.messages.length > 0 ? wordsOf(messages.cartChangedSaying, { said: result.messages.join(' ') }) : wordsOf(messages.cartChanged),
        });
      }
    },
  };

  /** A change named something the store does not have: is the cart gone, or only the line or item the call named? Refused either way. */
  async function cartNotFound(sale: SaleRecord): Promise<never> {
    const cart = await client.cart(ctx.creds(sale), { priority }).catch((e: unknown) => {
      if (isStorefrontError(e) && e.kind === 'not_found') return null;
      throw e;
    });
    if (cart) {
      ctx.announce(cart);
      throw new TillRefusal({ kind: 'not_found', message: wordsOf(messages.itemGone) });
    }
    // The cart is gone at the store (completed elsewhere, expired or deleted).
    const placed = await reconciliation.reconcileLostCart(sale);
    if (placed) throw new TillRefusal({ kind: 'placed', message: receiptShownWords(placed.order.number, placed.noticeWords) });
    throw new TillRefusal({
      kind: 'not_found',
      message: wordsOf(messages.saleGone),
    });
  }
}
