/**
 * A count's variances and the movements that apply it. A line's variance is counted − expected,
 * where expected is the store's on-hand when the line was first counted: applied as that delta,
 * a sale placed after the line was counted stays sold (the store's count moved by it, and the
 * delta does not undo it). Lines not counted in a partial count are not there and change nothing;
 * in a full count, the category's variants nobody counted are shown as counted 0 (the manager
 * confirms before they are applied). Money in cents, never floats.
 */
import type { UnitLine } from './stock-approval.js';
import { fromCents, toCents } from '../money.js';
import type { CountLine, CountTotals, CountVariance } from './count-calls.js';

/** A line the count would change by `quantity` (+ in, − out). */
export interface CountMovement {
  variantId: string;
  quantity: number;
}

function varianceOf(line: CountLine, expected: number, storeNow: number | null, uncounted: boolean): CountVariance {
  const variance = line.counted - expected;
  const cents = line.price === null ? 0 : variance * toCents(line.price);
  return {
    variantId: line.variantId,
    sku: line.sku,
    name: line.name,
    optionsText: line.optionsText,
    expected,
    counted: line.counted,
    variance,
    value: fromCents(cents),
    storeNow,
    movedSince: storeNow === null ? 0 : storeNow - expected,
    uncounted,
  };
}

const totals = (lines: readonly CountVariance[], sign: 1 | -1): CountTotals => {
  const mine = lines.filter((l) => Math.sign(l.variance) === sign);
  return {
    units: mine.reduce((sum, l) => sum + Math.abs(l.variance), 0),
    value: fromCents(Math.abs(mine.reduce((sum, l) => sum + toCents(l.value), 0))),
  };
};

/**
 * The review: each counted line against its expected on-hand (the store's now when it has none
 * yet), then a full count's uncounted lines (counted 0, expected the store's now); the units and
 * value up and down.
 */
export function countVariances(
  counted: readonly CountLine[],
  uncounted: readonly CountLine[],
  storeNow: ReadonlyMap<string, number>,
): { lines: CountVariance[]; up: CountTotals; down: CountTotals } {
  const now = (id: string) => storeNow.get(id) ?? null;
  const lines = [
    ...counted.map((l) => varianceOf(l, l.expected ?? now(l.variantId) ?? 0, now(l.variantId), false)),
    ...uncounted.map((l) => varianceOf({ ...l, counted: 0 }, l.expected ?? now(l.variantId) ?? 0, now(l.variantId), true)),
  ];
  return { lines, up: totals(lines, 1), down: totals(lines, -1) };
}

/** The movements that apply the count: one per line whose variance is not 0 (uncounted lines only when confirmed). */
export function countMovements(counted: readonly CountLine[], uncounted: readonly CountLine[], zeroUncounted: boolean): CountMovement[] {
  const lines = [...counted, ...(zeroUncounted ? uncounted.map((l) => ({ ...l, counted: 0 })) : [])];
  return lines.flatMap((l) => {
    if (l.expected === null) throw new Error(`The store's on-hand of ${l.sku} was never read`);
    const quantity = l.counted - l.expected;
    return quantity === 0 ? [] : [{ variantId: l.variantId, quantity }];
  });
}

/** A count's lines as the units their approval's key is made of (shared/stock/stock-approval.ts): each variant and its counted units. */
export function countedUnits(lines: readonly CountLine[]): UnitLine[] {
  return lines.map((l) => ({ variantId: l.variantId, quantity: l.counted }));
}
