import { describe, expect, it } from 'vitest';
import { createWedgeDetector, type WedgeVerdict } from '../../../../renderer/features/sell/wedge-detector.js';

function feed(detector: ReturnType<typeof createWedgeDetector>, keys: string[], gapMs: number, start = 1000) {
  let verdict: WedgeVerdict | null = null;
  keys.forEach((k, i) => {
    verdict = detector.key(k, start + i * gapMs) ?? verdict;
  });
  return verdict;
}

describe('keyboard-wedge scanner detection', () => {
  it('reads a fast burst ending in Enter as a scan', () => {
    const d = createWedgeDetector();
    expect(feed(d, [...'4006381333931', 'Enter'], 8)).toEqual({ kind: 'scan', code: '4006381333931' });
  });

  it('keeps scanned capitals typed with Shift together', () => {
    const d = createWedgeDetector();
    const keys = ['Shift', 'T', 'Shift', 'E', '-', '0', '4', '2', 'Enter'];
    expect(feed(d, keys, 5)).toEqual({ kind: 'scan', code: 'TE-042' });
  });

  it('reads human typing as typing, even quick typing', () => {
    const d = createWedgeDetector();
    expect(feed(d, [...'hoodie', 'Enter'], 120)).toEqual({ kind: 'typing' });
    expect(feed(d, [...'hoodie', 'Enter'], 70)).toEqual({ kind: 'typing' });
  });

  it('tolerates a key delayed by a busy machine within a fast burst', () => {
    const d = createWedgeDetector();
    const keys = [...'4006381333931'];
    let t = 0;
    keys.forEach((k, i) => d.key(k, (t += i === 6 ? 90 : 10)));
    expect(d.key('Enter', t + 10)).toEqual({ kind: 'scan', code: '4006381333931' });
  });

  it('ignores a burst too short to be a code, and a pause before Enter', () => {
    const d = createWedgeDetector();
    expect(feed(d, ['a', 'b', 'Enter'], 5)).toEqual({ kind: 'typing' });
    d.reset();
    expect(d.key('1', 0)).toBeNull();
    for (const [i, k] of [...'23456'].entries()) d.key(k, 5 * (i + 1));
    expect(d.key('Enter', 500)).toEqual({ kind: 'typing' });
  });

  it("leaves words typed at a quick person's pace just before a scan out of the scanned code", () => {
    const d = createWedgeDetector();
    d.key('m', 0);
    d.key('u', 45);
    d.key('g', 90);
    expect(feed(d, [...'2000000000039', 'Enter'], 1, 140)).toEqual({ kind: 'scan', code: '2000000000039' });
    d.reset();
    d.key('x', 0);
    d.key('l', 70);
    expect(feed(d, [...'4006381333931', 'Enter'], 2, 130)).toEqual({ kind: 'scan', code: '4006381333931' });
  });

  it('reads a scan whole when a busy machine delays two of its keys in a row', () => {
    const d = createWedgeDetector();
    const keys = [...'4006381333931'];
    let t = 0;
    keys.forEach((k, i) => d.key(k, (t += i === 5 || i === 6 ? 60 : 3)));
    expect(d.key('Enter', t + 3)).toEqual({ kind: 'scan', code: '4006381333931' });
  });

  it('starts a new burst after slow keys', () => {
    const d = createWedgeDetector();
    d.key('x', 0);
    d.key('y', 400);
    const verdict = feed(d, [...'SKU1234', 'Enter'], 6, 1000);
    expect(verdict).toEqual({ kind: 'scan', code: 'SKU1234' });
  });
});

describe('fast typing that is not a scan', () => {
  it('reads a park label typed fast as typing (a word has no digit; a space breaks the burst)', () => {
    const d = createWedgeDetector();
    expect(feed(d, [...'Smith', 'Enter'], 5)).toEqual({ kind: 'typing' });
    expect(feed(d, [...'Table 12', 'Enter'], 5)).toEqual({ kind: 'typing' });
    expect(feed(d, [...'Ann’s bag 4', 'Enter'], 5)).toEqual({ kind: 'typing' });
  });

  it('keeps "2*" typed fast before a scan out of the scanned code', () => {
    const d = createWedgeDetector();
    expect(feed(d, [...'2*4006381333931', 'Enter'], 5)).toEqual({ kind: 'scan', code: '4006381333931' });
    expect(feed(d, [...'12*', 'Enter'], 5)).toEqual({ kind: 'typing' });
  });
});
