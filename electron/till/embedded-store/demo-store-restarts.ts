/**
 * When a demo store that stopped by itself is started again: at once-ish, then later and later,
 * and after a few crashes close together not at all (a store that keeps crashing would otherwise
 * take the machine with it). Pure: the crash times in, the wait (or none) out.
 */
export interface RestartPolicy {
  /** The wait before the 1st, 2nd… restart among the crashes within `windowMs`; one more crash: left stopped. */
  delaysMs: readonly number[];
  windowMs: number;
}

export const DEMO_STORE_RESTARTS: RestartPolicy = { delaysMs: [500, 2_000, 8_000], windowMs: 10 * 60_000 };

/** The crashes that count now (those within the window), oldest first. */
export function recentCrashes(crashTimes: readonly number[], now: number, policy: RestartPolicy): number[] {
  return crashTimes.filter((at) => now - at < policy.windowMs);
}

/** How long to wait before starting the store again after its latest crash (in `crashTimes`), or null: leave it stopped. */
export function nextRestartDelay(crashTimes: readonly number[], now: number, policy: RestartPolicy = DEMO_STORE_RESTARTS): number | null {
  const count = recentCrashes(crashTimes, now, policy).length;
  if (count === 0) return 0;
  return count <= policy.delaysMs.length ? policy.delaysMs[count - 1]! : null;
}
