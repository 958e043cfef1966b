/**
 * The tenders of a split sale as the sale service records them: the one in flight (written to
 * the sale record before its payment is sent, so a lost answer is resolved by reading the cart's
 * payments before anything is sent again), what the receipt says of them all, and what the
 * journal says of a card the store declined. Pure.
 */
import { defineMessages, englishOf, wordsOf } from '../../../shared/i18n/words.js';
import { fromCents, toCents } from '../../../shared/money.js';
import type { CreatePaymentInput } from '../../../shared/storefront/types/client-types.js';
import type { Cart } from '../../../shared/storefront/types/types.js';
import { refusalWords, type DeclinedTender, type TenderJournalEvents } from '../../../shared/sale/tender-journal.js';
import { paysSomething, tenderKindOf } from '../../../shared/sale/tenders.js';

/** A tender whose payment was sent to the store, until its answer (or the cart) says it was taken. */
export interface TenderInFlight {
  methodName: string;
  /** What the store is asked to take (decimal string). */
  amount: string;
  /** Cash handed over for this tender, or null for any other tender. */
  tendered: string | null;
  /** The numbers of the payments the cart held before it was sent. */
  before: string[];
  /** For a card the terminal approved: the terminal's reference of that charge. */
  terminalReference?: string;
}

/** The numbers of the payments that pay toward the cart now. */
export function paymentsTaken(cart: Pick<Cart, 'payments'>): string[] {
  return cart.payments.filter(paysSomething).map((p) => p.number);
}

/** Whether the cart shows the tender in flight taken: a new payment of its amount. */
export function tenderTaken(cart: Pick<Cart, 'payments'>, inFlight: TenderInFlight): boolean {
  return cart.payments.some((p) => paysSomething(p) && !inFlight.before.includes(p.number) && toCents(p.amount) === toCents(inFlight.amount));
}

/** Adds cash handed over (decimal strings; null counts as nothing). */
export function addCash(sofar: string | null | undefined, more: string | null): string | null {
  if (!sofar && !more) return null;
  return fromCents(toCents(sofar ?? '0') + toCents(more ?? '0'));
}

/**
 * The receipt's payment line and change for an order paid by several tenders: each payment by
 * its method and amount, and the change from the cash handed over less the cash the order took.
 */
export function splitReceiptPayment(
  order: Pick<Cart, 'payments'>,
  cashHanded: string | null,
  names: Record<string, string> = {},
): { methodName: string; tenders: { methodName: string; amount: string }[]; tendered: string | null; change: string | null } {
  const paying = order.payments.filter((p) => p.state !== 'failed' && p.state !== 'void' && p.state !== 'invalid');
  const tenders = paying.map((p) => ({ methodName: names[p.number] ?? p.paymentMethodName, amount: fromCents(toCents(p.amount)) }));
  // One tender is named alone (as a sale paid in one go always was); several, each with its amount.
  const methodName = tenders.length === 1 ? tenders[0]!.methodName : tenders.map((t) => `${t.methodName} ${t.amount}`).join(' + ') || 'Paid';
  if (cashHanded === null) return { methodName, tenders, tendered: null, change: null };
  const cashPaid = paying.filter((p) => tenderKindOf(p.paymentMethodName) === 'cash').reduce((sum, p) => sum + toCents(p.amount), 0);
  return { methodName, tenders, tendered: fromCents(toCents(cashHanded)), change: fromCents(Math.max(0, toCents(cashHanded) - cashPaid)) };
}

/** The journal's entry for a card payment the store refused: the gateway's words, without the card's token or saved-card id. */
const messages = defineMessages({
  // The journal's record of a declined card (data, English) when the store gave no words of its own.
  cardNotTaken: { id: 'sell.refusal.cardNotTaken', defaultMessage: 'The store did not take this card.' },
});

export function cardDeclined(
  sale: { orderNumber: string; currency: string },
  amount: string,
  tender: DeclinedTender,
  /** The store's own words of the refusal ('' when it gave none). */
  storeSaid: string,
  payment: Pick<CreatePaymentInput, 'sourceId' | 'sourceAttributes'>,
): TenderJournalEvents['tender.declined'] {
  const message = refusalWords(storeSaid || englishOf(wordsOf(messages.cardNotTaken)), [payment.sourceAttributes?.gatewayPaymentProfileId, payment.sourceId]);
  return { ...sale, amount, tender, message };
}

/** The till's names of the tenders taken once a tender is seen taken: its payment (the one not there before) named as it. */
export function namesAfter(names: Record<string, string> | undefined, cart: Pick<Cart, 'payments'>, inFlight: TenderInFlight): Record<string, string> {
  const added = paymentsTaken(cart).filter((n) => !inFlight.before.includes(n));
  return { ...names, ...Object.fromEntries(added.map((n) => [n, inFlight.methodName])) };
}
