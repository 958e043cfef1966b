/**
 * Split tender arithmetic: what is still to pay after the payments so far, and what one more
 * tender would pay. Change comes only from cash: cash above the remaining balance pays the
 * balance and the rest is handed back; any other tender (card, saved card, gift card, store
 * credit) may pay at most the remaining balance. Pure; amounts are decimal strings in the
 * cart's currency and never pass through floats.
 */
import { fromCents, isAmount, toCents } from '../money.js';
import { defineMessages, englishOf, wordsOf, type Words } from '../i18n/words.js';

const messages = defineMessages({
  notANumber: { id: 'checkout.tenderPlan.notANumber', defaultMessage: 'Enter the amount as a number, like 12.50.' },
  nothingLeft: { id: 'checkout.tenderPlan.nothingLeft', defaultMessage: 'Nothing is left to pay.' },
  notAboveZero: { id: 'checkout.tenderPlan.notAboveZero', defaultMessage: 'Enter an amount above zero.' },
  moreThanLeft: {
    id: 'checkout.tenderPlan.moreThanLeft',
    defaultMessage: '{offered} is more than the {remaining} still to pay: change comes only from cash.',
  },
});

/** A refused plan: the English (`message`) and the words the page says in the clerk's language. */
const refused = (words: Words) => ({ ok: false as const, message: englishOf(words), words });

export type TenderKind = 'cash' | 'card' | 'savedCard' | 'giftCard' | 'storeCredit';

/** A payment as the store states it on the cart. */
export interface StatedPayment {
  paymentMethodName: string;
  amount: string;
  state: string;
}

/** One tender paid so far, as the "Payments so far" list shows it. */
export interface TenderSoFar {
  kind: TenderKind;
  methodName: string;
  amount: string;
}

export type TenderPlan = { ok: true; apply: string; change: string; covers: boolean } | { ok: false; message: string; words: Words };

/** Payments that no longer pay anything. */
const DEAD_STATES = new Set(['failed', 'void', 'invalid']);

/**
 * Whether a payment pays toward the sale: not failed, void or invalid, and taken. A cash or
 * card payment still in `checkout` was never taken: the next payment replaces it (gift cards
 * and store credit stay until the order is placed).
 */
export function paysSomething(payment: StatedPayment): boolean {
  if (DEAD_STATES.has(payment.state)) return false;
  const kind = tenderKindOf(payment.paymentMethodName);
  return payment.state !== 'checkout' || kind === 'giftCard' || kind === 'storeCredit';
}

/** The kind of tender a payment method is, by its name (a store names its own methods). */
export function tenderKindOf(methodName: string): TenderKind {
  if (/gift/i.test(methodName)) return 'giftCard';
  if (/store credit/i.test(methodName)) return 'storeCredit';
  if (/cash|check/i.test(methodName)) return 'cash';
  return 'card';
}

/** The cart's payments that pay something, in the order they were added. */
export function tendersSoFar(cart: { payments: readonly StatedPayment[] }): TenderSoFar[] {
  return cart.payments
    .filter(paysSomething)
    .map((p) => ({ kind: tenderKindOf(p.paymentMethodName), methodName: p.paymentMethodName, amount: fromCents(toCents(p.amount)) }));
}

/** The total less what the payments pay, never below zero. */
export function remainingBalance(total: string, payments: readonly StatedPayment[]): string {
  const paid = payments.filter(paysSomething).reduce((sum, p) => sum + toCents(p.amount), 0);
  return fromCents(Math.max(0, toCents(total) - paid));
}

/**
 * What a tender of `offered` pays against `remaining`: the amount to take at the store, the
 * change to hand back (cash only) and whether it covers the balance. Refused in words: an
 * amount that is not a positive number, nothing left to pay, or a non-cash tender above the
 * balance. The amounts it names are written in the reader's language, with `currency` when given.
 */
export function planTender(kind: TenderKind, offered: string, remaining: string, currency: string | null = null): TenderPlan {
  if (!isAmount(offered)) return refused(wordsOf(messages.notANumber));
  const offeredCents = toCents(offered);
  const remainingCents = toCents(remaining);
  if (remainingCents <= 0) return refused(wordsOf(messages.nothingLeft));
  if (offeredCents <= 0) return refused(wordsOf(messages.notAboveZero));
  if (kind !== 'cash' && offeredCents > remainingCents) {
    const amounts = { offered: { amount: fromCents(offeredCents), currency }, remaining: { amount: fromCents(remainingCents), currency } };
    return refused(wordsOf(messages.moreThanLeft, {}, amounts));
  }
  const apply = Math.min(offeredCents, remainingCents);
  return {
    ok: true,
    apply: fromCents(apply),
    change: fromCents(offeredCents - apply),
    covers: apply === remainingCents,
  };
}
