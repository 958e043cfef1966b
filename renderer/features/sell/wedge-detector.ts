/**
 * Tells a barcode scanner from a person typing. A keyboard-wedge scanner "types" the code in a
 * fast burst (a few ms between keys) and ends it with Enter; people type far slower. The
 * detector sees every key with its time and answers the code when a burst ends in Enter.
 *
 * A code is what a barcode or SKU is made of: letters, digits, "-", "_" and ".", with at least one
 * digit. Any other character (a space, "*", an apostrophe) breaks a burst, so fast typing (a park
 * label, "2*" before a scan) is never read as a scan and eaten. Words typed at a person's pace
 * just before a scan (two or more keys apart at a person's pace, then the burst) are not part of
 * the scanned code.
 */

const CODE_CHARACTER = /^[A-Za-z0-9._-]$/;
const HAS_DIGIT = /\d/;

export interface WedgeOptions {
  /** The longest pause between two keys of one burst (a busy machine can delay a key). */
  maxGapMs?: number;
  /** The slowest average pace of a scan, per key: far beyond any person's typing. */
  maxAverageMs?: number;
  /** The shortest code a scan can carry. */
  minLength?: number;
}

export type WedgeVerdict = { kind: 'scan'; code: string } | { kind: 'typing' };

export interface WedgeDetector {
  /** Feed one key press; answers a verdict on Enter, null otherwise. */
  key(key: string, timeMs: number): WedgeVerdict | null;
  reset(): void;
}

export function createWedgeDetector(options: WedgeOptions = {}): WedgeDetector {
  const maxGap = options.maxGapMs ?? 100;
  const maxAverage = options.maxAverageMs ?? 35;
  const minLength = options.minLength ?? 4;
  // The keys of the current run of code characters, each with its time.
  let run: { key: string; time: number }[] = [];
  let last = -Infinity;

  /**
   * Where the scan begins in the run: after the words a person typed just before it, that is
   * after the run's leading keys when at least two gaps in a row from its start are at a person's
   * pace. Slow gaps later in the run are a busy machine delaying a scan's keys, never a split.
   */
  function scanStart(): number {
    let start = 0;
    while (start + 1 < run.length && run[start + 1]!.time - run[start]!.time > maxAverage) start++;
    return start >= 2 ? start : 0;
  }

  return {
    key(key, time) {
      const gap = time - last;
      last = time;
      if (key === 'Enter') {
        const scanned = run.slice(scanStart());
        run = [];
        const code = scanned.map((k) => k.key).join('');
        const average = scanned.length > 0 ? (time - scanned[0]!.time) / scanned.length : Infinity;
        return gap <= maxGap && code.length >= minLength && average <= maxAverage && HAS_DIGIT.test(code) ? { kind: 'scan', code } : { kind: 'typing' };
      }
      if (key.length !== 1) {
        // Shift and other modifiers come with scanned capitals; they do not break a burst.
        if (key !== 'Shift') run = [];
        return null;
      }
      if (!CODE_CHARACTER.test(key)) run = [];
      else if (gap <= maxGap && run.length > 0) run.push({ key, time });
      else run = [{ key, time }];
      return null;
    },
    reset() {
      run = [];
      last = -Infinity;
    },
  };
}
