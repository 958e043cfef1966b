/**
 * The cart's coupon-code path: a code is a promotion's coupon or a gift card's code. Applying
 * checks it (unknown, expired, not eligible, already there, a better one already applied) and
 * answers 422 with the reason; removing takes one code, or every promotion code, off the cart.
 */
import { unprocessable } from '../http/api-error.js';
import { run, type DemoDb } from '../db/database.js';
import type { OrderRow } from '../db/rows.js';
import { applyGiftCard, giftCardByCode, removeGiftCard } from '../payments/gift-cards.js';
import { lineItemsOf, nowIso, recalculate } from '../orders/orders.js';
import { creditPaymentsTotal } from '../payments/payment-records.js';
import { COUPON_MESSAGES, choosePromotion, eligibilityError, lineDiscounts, promotionByCode, promotionsOnOrder } from './promotions.js';

export function applyCouponCode(db: DemoDb, current: OrderRow, code: string): OrderRow {
  const order = recalculate(db, current.id);
  const card = giftCardByCode(db, code);
  if (card) {
    applyGiftCard(db, order, card, order.total_cents - creditPaymentsTotal(db, order.id));
    return recalculate(db, order.id);
  }
  const promotion = promotionByCode(db, code);
  if (!promotion) throw unprocessable(COUPON_MESSAGES.unknown);
  const applied = promotionsOnOrder(db, order.id);
  if (applied.some((p) => p.id === promotion.id)) throw unprocessable(COUPON_MESSAGES.alreadyApplied);
  const amounts = lineItemsOf(db, order.id).map((li) => li.price_cents * li.quantity);
  const itemTotal = amounts.reduce((sum, a) => sum + a, 0);
  const reason = eligibilityError(promotion, itemTotal, order.currency);
  if (reason) throw unprocessable(reason);
  const discount = lineDiscounts(promotion, amounts).reduce((sum, d) => sum + d, 0);
  const best = choosePromotion(applied, amounts, order.currency);
  if (best && best.totalCents >= discount) throw unprocessable(COUPON_MESSAGES.betterExists);
  run(db, 'INSERT INTO order_promotions (order_id, promotion_id, amount_cents, created_at) VALUES (?, ?, 0, ?)', order.id, promotion.id, nowIso());
  return recalculate(db, order.id);
}

/** Removes one code (a promotion's or the applied gift card's); 422 when the cart does not have it. */
export function removeCouponCode(db: DemoDb, order: OrderRow, code: string): OrderRow {
  const card = giftCardByCode(db, code);
  if (card && order.gift_card_id === card.id) {
    removeGiftCard(db, order.id);
    return recalculate(db, order.id);
  }
  const promotion = promotionByCode(db, code);
  if (!promotion || !promotionsOnOrder(db, order.id).some((p) => p.id === promotion.id)) throw unprocessable(COUPON_MESSAGES.notPresent);
  run(db, 'DELETE FROM order_promotions WHERE order_id = ? AND promotion_id = ?', order.id, promotion.id);
  return recalculate(db, order.id);
}

/** Removes every promotion code (the gift card stays: it is a payment). */
export function removeAllCouponCodes(db: DemoDb, order: OrderRow): OrderRow {
  run(db, 'DELETE FROM order_promotions WHERE order_id = ?', order.id);
  return recalculate(db, order.id);
}
