/**
 * A hand-driven clock for the request scheduler: timers fire only when the test advances time,
 * and promises settle between them, so minutes of traffic run in milliseconds.
 */
export interface ManualClock {
  now(): number;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  /** Runs every timer due within `ms`, in order, letting promises settle after each. */
  advance(ms: number): Promise<void>;
}

export const flush = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

export function manualClock(start = 1_000_000): ManualClock {
  let t = start;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let id = 0;
  return {
    now: () => t,
    setTimer: (fn, ms) => {
      timers.set(++id, { at: t + Math.max(0, ms), fn });
      return id;
    },
    clearTimer: (h) => {
      timers.delete(h as number);
    },
    async advance(ms) {
      const end = t + ms;
      for (;;) {
        let next: [number, { at: number; fn: () => void }] | undefined;
        for (const entry of timers) if (!next || entry[1].at < next[1].at || (entry[1].at === next[1].at && entry[0] < next[0])) next = entry;
        if (!next || next[1].at > end) break;
        t = next[1].at;
        timers.delete(next[0]);
        next[1].fn();
        await flush();
      }
      t = end;
      await flush();
    },
  };
}
