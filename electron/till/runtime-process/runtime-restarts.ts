/**
 * When the till's services' process, having stopped by itself, is started again: after 1 s, then
 * 2, 4, 8, 16 and at most 30 s while it keeps stopping; a process that ran a healthy minute starts
 * the count again. Unlike the demo store it is never left stopped: without it the till does nothing.
 */
export interface RuntimeRestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  /** Up this long: its next stop counts as the first again. */
  healthyMs: number;
}

export const RUNTIME_RESTARTS: RuntimeRestartPolicy = { firstDelayMs: 1_000, maxDelayMs: 30_000, healthyMs: 60_000 };

/** The wait before the `failures`-th restart in a row (1 for the first). */
export function runtimeRestartDelay(failures: number, policy: RuntimeRestartPolicy = RUNTIME_RESTARTS): number {
  const doubled = policy.firstDelayMs * 2 ** Math.max(0, failures - 1);
  return Math.min(doubled, policy.maxDelayMs);
}
