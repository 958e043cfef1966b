/**
 * How much a discount given at the till takes off, in cents, before the store is asked: a
 * percent of a line, a percent or an amount of the whole sale spread over its lines in proportion
 * (the last line taking the rounding rest, so each line is taxed after its share), a price set by
 * hand as (new − old) × quantity, and the percent a discount comes to, which the limits of a role
 * are checked against. Pure; every amount in cents, a discount positive.
 */

/** `percent` of `cents`, rounded half up to a cent. */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100 + 1e-9);
}

/** The percent `discountCents` is of `ofCents`, to two places (100 when there is nothing to take it off). */
export function percentTaken(discountCents: number, ofCents: number): number {
  if (ofCents <= 0) return 100;
  return Math.round((discountCents * 10_000) / ofCents) / 100;
}

/**
 * A discount of `totalCents` over lines worth `lineCents` each: shares in proportion to each
 * line, rounded down, the last line taking what rounding left (never more than a line is worth).
 */
export function spreadOver(lineCents: readonly number[], totalCents: number): number[] {
  const whole = lineCents.reduce((sum, c) => sum + c, 0);
  if (whole <= 0 || lineCents.length === 0) return lineCents.map(() => 0);
  const total = Math.min(Math.max(totalCents, 0), whole);
  let left = total;
  return lineCents.map((cents, i) => {
    const share = i === lineCents.length - 1 ? left : Math.min(left, Math.floor((total * cents) / whole));
    left -= share;
    return share;
  });
}

/** What setting a line's unit price from `oldCents` to `newCents` changes it by: (new − old) × quantity (negative: lower). */
export function overrideAmount(oldCents: number, newCents: number, quantity: number): number {
  return (newCents - oldCents) * quantity;
}
