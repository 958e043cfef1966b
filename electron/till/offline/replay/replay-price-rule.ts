/**
 * The offline price rule at the store: where the store asks another amount than the customer paid,
 * the difference becomes a store-side adjustment of the cart with its reason (or, without the
 * manager's admin client, the sale waits for a manager in these words).
 */
import { amountDue } from '../../../../shared/sale/amount-due.js';
import { bareAmount, fromCents, toCents } from '../../../../shared/money.js';
import type { OfflineSaleView } from '../../../../shared/offline/offline-outbox.js';
import type { OfflinePriceDifference } from '../../../../shared/offline/offline-sales.js';
import type { Cart } from '../../../../shared/storefront/types/types.js';
import { TillRefusal } from '../../runtime/error-words.js';
import type { OfflineReplayContext } from './replay-context.js';
import { defineMessages, wordsOf, type Words } from '../../../../shared/i18n/words.js';

const messages = defineMessages({
  stillAsks: {
    id: 'offline.refusal.stillAsks',
    defaultMessage: 'The store still asks {due} for offline sale {ref} after the adjustment; the customer paid {paid}.',
  },
  stillAsksOther: {
    id: 'offline.refusal.stillAsksOther',
    defaultMessage: 'The store still asks another amount for offline sale {ref} after the adjustment; the customer paid {paid}.',
  },
  asksOther: {
    id: 'offline.replay.asksOther',
    defaultMessage:
      "The store now asks {store} for this sale; the customer paid {paid} in cash (the store would record {more, select, true {more} other {less}} cash than the drawer holds). Connect the store's admin client in Settings: the sale is then placed at the price paid, the difference recorded at the store as an adjustment with its reason. Or record a refund owed.",
  },
});

/** Why a sale waits: the store asks another amount than was paid, and what settles it. */
export function priceWords(view: OfflineSaleView, price: OfflinePriceDifference): Words {
  const more = toCents(price.store) > toCents(price.paid);
  return wordsOf(
    messages.asksOther,
    { more: String(more) },
    { store: { amount: price.store, currency: view.currency }, paid: { amount: price.paid, currency: view.currency } },
  );
}

/** The reason an adjustment carries at the store: the offline sale, the price paid and the store's. */
function adjustmentLabel(view: OfflineSaleView, price: OfflinePriceDifference): string {
  return `Offline sale ${view.ref}: placed at the price paid at the counter (${price.paid} ${view.currency}; the store asked ${price.store})`;
}

/**
 * The store asks another amount than the customer paid: the difference becomes a store-side
 * adjustment of the cart with its reason, journaled; the cart is read again and must then ask
 * exactly what was paid.
 */
export async function adjustToPaid(ctx: OfflineReplayContext, view: OfflineSaleView, cart: Cart, price: OfflinePriceDifference): Promise<void> {
  const amount = fromCents(toCents(price.paid) - toCents(price.store));
  const label = adjustmentLabel(view, price);
  await ctx.options.adjustments!.adjust({ orderId: cart.id, label, amount });
  ctx.journal.append('offline.adjusted', { ref: view.ref, orderNumber: cart.number, amount, label, ...price });
  ctx.log(`offline sale ${view.ref}: order ${cart.number} adjusted by ${amount} to the price paid`);
  const after = await ctx.sale.current();
  if (!after || toCents(amountDue(after)) !== toCents(price.paid)) {
    throw new TillRefusal({
      kind: 'invalid_input',
      message: after
        ? wordsOf(messages.stillAsks, { ref: view.ref }, { due: bareAmount(amountDue(after)), paid: bareAmount(price.paid) })
        : wordsOf(messages.stillAsksOther, { ref: view.ref }, { paid: bareAmount(price.paid) }),
    });
  }
}
