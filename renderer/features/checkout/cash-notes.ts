/**
 * The cash a customer is likely to hand over for an amount due, one key each: the next round
 * ten, the next notes and the next round hundred above it (never the amount itself: that is the
 * Exact key). Pure, in minor units.
 */

/** Common notes, in major units. */
const NOTES = [5, 10, 20, 50, 100];
/** Round amounts a customer makes of several notes. */
const ROUNDINGS = [10, 50, 100];
const MAX_KEYS = 3;

export function cashNotesAbove(dueCents: number): number[] {
  if (!Number.isFinite(dueCents) || dueCents <= 0) return [];
  const candidates = new Set<number>();
  for (const note of NOTES) candidates.add(note * 100);
  // The next multiple strictly above the amount (an amount already round gets the one after).
  for (const step of ROUNDINGS) candidates.add((Math.floor(dueCents / (step * 100)) + 1) * step * 100);
  return [...candidates]
    .filter((c) => c > dueCents)
    .sort((a, b) => a - b)
    .slice(0, MAX_KEYS);
}
