/**
 * Tells a barcode scanner from a person typing. A keyboard-wedge scanner "types" the code in a
 * fast burst (a few ms between keys) and ends it with Enter; people type far slower. The
 * detector sees every key with its time and answers the code when a burst ends in Enter.
 */

export interface WedgeOptions {
  /** The longest pause between two keys of one scan. */
  maxGapMs?: number;
  /** The shortest code a scan can carry. */
  minLength?: number;
}

export type WedgeVerdict = { kind: 'scan'; code: string } | { kind: 'typing' };

export interface WedgeDetector {
  /** Feed one key press; answers a verdict on Enter, null otherwise. */
  key(key: string, timeMs: number): WedgeVerdict | null;
  /** True while the keys so far could still be a scan (started fast, not yet ended). */
  inBurst(): boolean;
  reset(): void;
}

export function createWedgeDetector(options: WedgeOptions = {}): WedgeDetector {
  const maxGap = options.maxGapMs ?? 40;
  const minLength = options.minLength ?? 4;
  let buffer = '';
  let last = -Infinity;

  return {
    key(key, time) {
      const gap = time - last;
      last = time;
      if (key === 'Enter') {
        const code = buffer;
        buffer = '';
        return gap <= maxGap && code.length >= minLength ? { kind: 'scan', code } : { kind: 'typing' };
      }
      if (key.length !== 1) {
        // Shift and other modifiers come with scanned capitals; they do not break a burst.
        if (key !== 'Shift') buffer = '';
        return null;
      }
      buffer = gap <= maxGap ? buffer + key : key;
      return null;
    },
    inBurst: () => buffer.length > 1,
    reset() {
      buffer = '';
      last = -Infinity;
    },
  };
}
