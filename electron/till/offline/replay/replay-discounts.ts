/**
 * The discounts given on an offline sale, given again at the store at replay: after its cart is
 * built and before it is paid, each share becomes the same adjustment of the store's line (same
 * amount, the online label naming the offline sale), so the store asks what was paid. Exactly
 * once across a kill or a lost answer: the cart's adjustments are read back by label before one
 * is added, and each discount is journaled once against the store's order (the X/Z ledger's).
 */
import { toCents, fromCents } from '../../../../shared/money.js';
import { offlineDiscountLabel } from '../../../../shared/offline/offline-discounts.js';
import type { OfflineSaleView } from '../../../../shared/offline/offline-outbox.js';
import type { Cart } from '../../../../shared/storefront/types/types.js';
import type { OfflineReplayContext } from './replay-context.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';
import { composeWords, type ComposedWords } from '../../../../shared/staff/composed-words.js';
import { listOfWords } from './replay-words.js';

const messages = defineMessages({
  carriesDiscounts: {
    id: 'offline.replay.carriesDiscounts',
    defaultMessage:
      "Offline sale {ref} carries discounts ({given}); the store records them as adjustments of its lines through the manager's admin client. Connect it in Settings: the sale is then placed with the same discounts at the price paid. Or record a refund owed.",
  },
  discountGiven: { id: 'offline.replay.discountGiven', defaultMessage: '{size} off ({reason})' },
});

/** Why a sale with discounts waits: the store records them through the admin client. */
export function discountWords(view: OfflineSaleView): ComposedWords {
  const given = view.discounts.map((d) => wordsOf(messages.discountGiven, { size: d.size, reason: d.reason }));
  return composeWords(messages.carriesDiscounts, { ref: view.ref }, { given: listOfWords(given) });
}

/** The admin client can add and read back the adjustments of a cart's lines now. */
export function canGiveDiscounts(ctx: OfflineReplayContext): boolean {
  const a = ctx.options.adjustments;
  return ctx.canAdjust() && Boolean(a?.adjustLine && a.lineAdjustments);
}

/** Gives the sale's discounts on the store's cart, each share once (read back by label first), each discount journaled once. */
export async function giveOfflineDiscounts(ctx: OfflineReplayContext, view: OfflineSaleView, cart: Cart): Promise<void> {
  const client = ctx.options.adjustments!;
  const made = await client.lineAdjustments!(cart.number);
  const used = new Set<string>();
  const journaled = ctx.journal.entries({ kinds: ['sale.discounted'] }).filter((e) => e.data.orderNumber === cart.number);
  for (const d of view.discounts) {
    const label = offlineDiscountLabel(view.ref, d);
    const ids: string[] = [];
    let cents = 0;
    let lineItemId: string | null = null;
    for (const share of d.shares) {
      // A line a manager left out (or the store refused) is not on the cart: its share is not given.
      const line = cart.lineItems.find((l) => l.variantId === share.variantId);
      if (!line) continue;
      const found = made.find((a) => !used.has(a.id) && a.lineItemId === line.id && a.label === label && toCents(a.amount) === toCents(share.amount));
      const adjustment = found ?? (await client.adjustLine!({ orderId: cart.id, lineItemId: line.id, label, amount: share.amount }));
      if (!found) ctx.log(`offline sale ${view.ref}: order ${cart.number} line ${line.id} adjusted by ${share.amount} (${d.reason})`);
      used.add(adjustment.id);
      ids.push(adjustment.id);
      cents += toCents(share.amount);
      lineItemId = line.id;
    }
    if (ids.length === 0 || journaled.some((e) => e.data.adjustmentIds.some((id) => ids.includes(id)))) continue;
    ctx.journal.append(
      'sale.discounted',
      {
        orderNumber: cart.number,
        currency: view.currency,
        lineItemId: d.kind === 'line' ? lineItemId : null,
        kind: d.kind,
        amount: fromCents(cents),
        percent: d.percent,
        reason: d.reason,
        staff: d.staff,
        approver: d.approver,
        adjustmentIds: ids,
      },
      d.staff,
    );
  }
}
