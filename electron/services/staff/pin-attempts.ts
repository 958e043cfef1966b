/**
 * Wrong PINs in a row and the wait they earn, as pure rules: the first five wrong PINs cost
 * nothing; from the fifth on, each wrong PIN makes the next try wait, twice as long each time
 * (30 s, 1 min, 2 min… at most 15 min). A right PIN starts the count again.
 */

export interface PinAttempts {
  /** Wrong PINs in a row. */
  failures: number;
  /** No PIN is checked before this instant (ms since the epoch); null: no wait. */
  retryAt: number | null;
}

export const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;

export const NO_ATTEMPTS: PinAttempts = { failures: 0, retryAt: null };

/** The wait after this many wrong PINs in a row (0 while under the free ones). */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES));
}

/** How long before a PIN may be tried, in ms (0: now). */
export function waitLeft(attempts: PinAttempts, now: number): number {
  return attempts.retryAt === null ? 0 : Math.max(0, attempts.retryAt - now);
}

export function afterWrongPin(attempts: PinAttempts, now: number): PinAttempts {
  const failures = attempts.failures + 1;
  const wait = waitAfter(failures);
  return { failures, retryAt: wait > 0 ? now + wait : null };
}

export function afterRightPin(): PinAttempts {
  return NO_ATTEMPTS;
}

/** "28 s", "2 min": how a wait is said on screen. */
export function waitWords(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}
