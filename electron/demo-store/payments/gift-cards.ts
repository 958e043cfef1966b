/**
 * Gift cards: a code with a balance in one currency, applied to a cart through the coupon-code
 * path. An applied card becomes a payment for as much of the order as its balance covers; the
 * balance is only spent when the order completes. One gift card per order.
 */
import { ApiError, unprocessable } from '../http/api-error.js';
import { get, run, type DemoDb } from '../db/database.js';
import type { OrderRow } from '../db/rows.js';
import { dropCheckoutPayments, insertCheckoutPayment, paymentMethodOfKind } from './payment-records.js';

export interface GiftCardRow {
  id: number;
  code: string;
  currency: string;
  amount_cents: number;
  amount_used_cents: number;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
}

const GIFT_CARD_MESSAGES = {
  expired: 'The gift card has expired.',
  usedUp: 'The gift card has no balance left.',
  currency: 'The gift card is in a different currency than the order.',
  alreadyApplied: 'A gift card has already been applied to this order.',
  nothingToPay: 'There is nothing left to pay on this order.',
} as const;

export function giftCardByCode(db: DemoDb, code: string): GiftCardRow | undefined {
  return get<GiftCardRow>(db, 'SELECT * FROM gift_cards WHERE code = ?', code.trim());
}

export function giftCardById(db: DemoDb, id: number | null): GiftCardRow | undefined {
  return id === null ? undefined : get<GiftCardRow>(db, 'SELECT * FROM gift_cards WHERE id = ?', id);
}

export function remainingOf(card: GiftCardRow): number {
  return Math.max(0, card.amount_cents - card.amount_used_cents);
}

export function isExpired(card: GiftCardRow, now = Date.now()): boolean {
  return card.expires_at !== null && Date.parse(card.expires_at) <= now;
}

/**
 * Puts the gift card on the order as a payment (sized by the order's recalculation). 422 when
 * it is expired, used up, in another currency, when the order already has one, or when nothing
 * is left to pay.
 */
export function applyGiftCard(db: DemoDb, order: OrderRow, card: GiftCardRow, outstandingCents: number): void {
  if (order.gift_card_id !== null) throw unprocessable(GIFT_CARD_MESSAGES.alreadyApplied);
  if (isExpired(card)) throw unprocessable(GIFT_CARD_MESSAGES.expired);
  if (remainingOf(card) === 0) throw unprocessable(GIFT_CARD_MESSAGES.usedUp);
  if (card.currency !== order.currency) throw unprocessable(GIFT_CARD_MESSAGES.currency);
  if (outstandingCents <= 0) throw unprocessable(GIFT_CARD_MESSAGES.nothingToPay);
  const method = paymentMethodOfKind(db, 'gift_card');
  if (!method) throw new ApiError(422, 'payment_method_not_found', 'The payment method was not found.', { fieldErrors: {} });
  run(db, 'UPDATE orders SET gift_card_id = ? WHERE id = ?', card.id, order.id);
  insertCheckoutPayment(db, order.id, {
    methodId: method.id,
    amountCents: Math.min(remainingOf(card), outstandingCents),
    followsTotal: true,
    giftCardId: card.id,
  });
}

/** Takes the gift card off the order, with its unprocessed payment. */
export function removeGiftCard(db: DemoDb, orderId: number): void {
  dropCheckoutPayments(db, orderId, 'gift_card');
  run(db, 'UPDATE orders SET gift_card_id = NULL WHERE id = ?', orderId);
}

/** Spends `amountCents` of the card's balance; false when the balance no longer covers it. */
export function redeemGiftCard(db: DemoDb, cardId: number, amountCents: number): boolean {
  const card = giftCardById(db, cardId);
  if (!card || isExpired(card) || remainingOf(card) < amountCents) return false;
  run(db, 'UPDATE gift_cards SET amount_used_cents = amount_used_cents + ?, updated_at = ? WHERE id = ?', amountCents, new Date().toISOString(), cardId);
  return true;
}

/** Gives `amountCents` back to the card's balance, as a voided payment does (never more than was spent). */
export function restoreGiftCard(db: DemoDb, cardId: number, amountCents: number): void {
  run(
    db,
    'UPDATE gift_cards SET amount_used_cents = MAX(0, amount_used_cents - ?), updated_at = ? WHERE id = ?',
    amountCents,
    new Date().toISOString(),
    cardId,
  );
}
