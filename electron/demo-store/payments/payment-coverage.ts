/**
 * Whether an order's payments cover it, as checkout requires before an order is placed: the
 * valid payments (card, cash, gift card, store credit; not failed, void or invalid ones) must
 * add up to at least the total. Pure.
 */
import { displayMoney } from '../jsonapi/money.js';

/** What the payments leave unpaid of the total, in cents (0 when they cover it). */
export function uncoveredCents(totalCents: number, paymentCents: readonly number[]): number {
  const paid = paymentCents.reduce((sum, cents) => sum + cents, 0);
  return Math.max(0, totalCents - paid);
}

/** "The payments ($0.01) do not cover the order total ($58.00): $57.99 is still due." */
export function notCoveredMessage(totalCents: number, paymentCents: readonly number[], currency: string): string {
  const paid = paymentCents.reduce((sum, cents) => sum + cents, 0);
  return (
    `The payments (${displayMoney(paid, currency)}) do not cover the order total (${displayMoney(totalCents, currency)}): ` +
    `${displayMoney(uncoveredCents(totalCents, paymentCents), currency)} is still due.`
  );
}
