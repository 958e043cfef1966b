/**
 * The rules of a sale with money taken, stated once: which changes a sale allows once cash or a
 * card has paid part of it, which need a manager, and which are refused, and why. Every path that
 * changes a sale at the store asks here (the sale's lines, quantities, codes, currency, customer
 * and address, pickup, shipping, parking, resuming, discarding it or its parked cart), so no path
 * can lower the total below what was taken or drop a sale with its payments. Pure.
 *
 * Cash and card payments the store has taken cannot be given back before the order is placed, so
 * nothing may bring the total below them: the `refused` rules hold while any is on the cart. Gift
 * cards and store credit move with the total until the order is placed, but are money all the
 * same: dropping a sale or a parked cart that holds any payment (`manager` rules) needs a manager.
 */
import { fromCents, toCents } from '../money.js';
import { paysSomething, tenderKindOf, type StatedPayment } from './tenders.js';

/** A change to a sale as the till classifies it before sending it. */
export type SaleChange =
  | 'line.add'
  | 'line.lower'
  | 'code.apply'
  | 'code.remove'
  | 'currency'
  | 'address.same'
  | 'address.other'
  | 'shipping.same-or-dearer'
  | 'shipping.cheaper'
  | 'customer.attach'
  | 'email'
  | 'storeCredit'
  | 'park'
  | 'resume'
  | 'discard'
  | 'parked.discard';

type SaleChangeVerdict = 'allowed' | 'manager' | 'refused';

export interface SaleChangeRule {
  /** The change, in words (the README's table). */
  change: string;
  /** What the till does with it once money is taken. */
  verdict: SaleChangeVerdict;
  why: string;
}

export const SALE_WITH_TENDERS_RULES: Record<SaleChange, SaleChangeRule> = {
  'line.add': { change: 'Add a line or raise a quantity', verdict: 'allowed', why: 'the total only rises: more is left to pay' },
  'line.lower': {
    change: 'Lower a quantity, remove a line, empty the cart',
    verdict: 'refused',
    why: 'the total would fall below what is taken, which the store cannot give back before the order is placed',
  },
  'code.apply': {
    change: 'Apply a code',
    verdict: 'refused',
    why: 'a coupon lowers the total (the till cannot tell a coupon from a gift card before the store answers)',
  },
  'code.remove': { change: 'Remove a code', verdict: 'allowed', why: 'the total only rises; a gift card removed pays nothing more' },
  currency: { change: 'Change the currency', verdict: 'refused', why: 'every line is priced again in another currency' },
  'address.same': {
    change: 'Customer details or pickup at the same address',
    verdict: 'allowed',
    why: 'the same place, the same tax (checkout sets it again after a line is added)',
  },
  'address.other': {
    change: 'Another address (ship to the customer, another place, pickup instead of shipping)',
    verdict: 'refused',
    why: 'tax and shipping follow the address and may fall below what is taken',
  },
  'shipping.same-or-dearer': { change: 'A shipping rate that costs as much or more', verdict: 'allowed', why: 'the total does not fall' },
  'shipping.cheaper': { change: 'A cheaper shipping rate', verdict: 'refused', why: 'the total would fall' },
  'customer.attach': {
    change: 'Sign the customer in to the sale',
    verdict: 'allowed',
    why: 'the lines, prices and address stay; their store credit can pay the rest',
  },
  email: {
    change: 'The email the store sends the receipt to',
    verdict: 'allowed',
    why: 'where the store mails its confirmation: the lines, address and total stay',
  },
  storeCredit: { change: 'Add or remove store credit', verdict: 'allowed', why: 'a payment, not a change of the total' },
  park: {
    change: 'Park the sale',
    verdict: 'allowed',
    why: 'the payments stay on the parked cart at the store, and the till keeps what each tender was for the receipt',
  },
  resume: { change: 'Resume a parked sale', verdict: 'allowed', why: 'the same sale, its payments and tenders with it' },
  discard: {
    change: 'Discard the sale',
    verdict: 'manager',
    why: 'its payments are voided: a manager sees the money handed back (any payment, gift cards and store credit included)',
  },
  'parked.discard': {
    change: 'Discard a parked cart',
    verdict: 'manager',
    why: 'the same as discarding the sale: its payments go with it',
  },
};

/** What the cart holds: the payments that pay something, and what cash and card took of them. */
function moneyOn(payments: readonly StatedPayment[]): { any: boolean; taken: string } {
  const paying = payments.filter(paysSomething);
  const taken = paying.filter((p) => ['cash', 'card'].includes(tenderKindOf(p.paymentMethodName))).reduce((n, p) => n + toCents(p.amount), 0);
  return { any: paying.length > 0, taken: fromCents(taken) };
}

/** What cash and card took of a cart's payments ("10.00"), as a refusal names it. */
export const takenOn = (payments: readonly StatedPayment[]): string => moneyOn(payments).taken;

export type SaleChangeJudgement = { verdict: 'allowed' } | { verdict: 'manager'; action: string } | { verdict: 'refused'; message: string };

/**
 * What the till does with a change to a sale whose cart holds these payments (null: the store no
 * longer has the cart). `unconfirmed`: a payment is being sent or the order placed, so money may
 * be on it whatever the cart last said.
 */
export function judgeSaleChange(
  change: SaleChange,
  cart: { payments: readonly StatedPayment[]; currency: string } | null,
  unconfirmed = false,
): SaleChangeJudgement {
  const rule = SALE_WITH_TENDERS_RULES[change];
  const money = moneyOn(cart?.payments ?? []);
  if (rule.verdict === 'manager')
    return money.any || unconfirmed ? { verdict: 'manager', action: `${rule.change} that has a payment` } : { verdict: 'allowed' };
  if (rule.verdict === 'refused' && toCents(money.taken) > 0) {
    return {
      verdict: 'refused',
      message: `Payments are already taken for this sale (${money.taken} ${cart?.currency ?? ''}), so this cannot be done: ${rule.why}. Finish the sale, or have a manager discard it (its payments are voided) and ring it up again.`,
    };
  }
  return { verdict: 'allowed' };
}

/** The parts of an address the store's tax and shipping follow. */
interface Place {
  address1: string;
  address2?: string | null;
  city: string;
  zipcode: string;
  countryIso: string;
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** An address sent to the cart: the same place as its ship-to address now, or another. */
export function addressChange(now: Place | null, next: Place): SaleChange {
  const samePlace =
    now !== null &&
    same(now.address1, next.address1) &&
    same(now.address2, next.address2) &&
    same(now.city, next.city) &&
    same(now.zipcode, next.zipcode) &&
    same(now.countryIso, next.countryIso);
  return samePlace ? 'address.same' : 'address.other';
}

/** A shipping rate chosen for a shipment: cheaper than the one it has now, or not. */
export function shippingChange(
  shipments: readonly { id: string; selectedRateId: string | null; rates: readonly { id: string; cost: string }[] }[],
  shipmentId: string,
  rateId: string,
): SaleChange {
  const shipment = shipments.find((s) => s.id === shipmentId);
  const now = shipment?.rates.find((r) => r.id === shipment.selectedRateId);
  const next = shipment?.rates.find((r) => r.id === rateId);
  if (!now || !next) return 'shipping.same-or-dearer';
  return toCents(next.cost) < toCents(now.cost) ? 'shipping.cheaper' : 'shipping.same-or-dearer';
}
