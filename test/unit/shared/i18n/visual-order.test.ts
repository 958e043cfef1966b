/**
 * Right-to-left words for a printer that lays characters out left to right and knows no bidi:
 * each line in the order the eye reads it, Arabic runs from the right, left-to-right pieces (an
 * isolated amount, a code, a Latin word) kept whole and in their own order, brackets mirrored;
 * long sentences wrapped before they are reordered; left-to-right text untouched.
 */
import { describe, expect, it } from 'vitest';
import { visualLine, visualLines } from '../../../../shared/i18n/visual-order.js';

const reversed = (text: string) => [...text].reverse().join('');

describe('right-to-left words in printed order', () => {
  it('leaves left-to-right text as it is', () => {
    expect(visualLine('Total $71.20')).toBe('Total $71.20');
    expect(visualLines('Thank you for shopping with us.', 10)).toEqual(['Thank you for shopping with us.']);
  });

  it('puts an Arabic word and its isolated amount in printed order, the amount whole', () => {
    expect(visualLine('الإجمالي \u206671.20\u00a0US$\u2069')).toBe(`71.20\u00a0US$ ${reversed('الإجمالي')}`);
  });

  it('keeps a code and a Latin word in their own order, and mirrors brackets', () => {
    expect(visualLine('الطلب R123456789')).toBe(`R123456789 ${reversed('الطلب')}`);
    expect(visualLine('مدفوع (Cash)')).toBe(`(Cash) ${reversed('مدفوع')}`);
    expect(visualLine('كوب (كبير)')).toBe(`(${reversed('كبير')}) ${reversed('كوب')}`);
  });

  it('wraps a long sentence before it reorders it, so it reads from its first line', () => {
    const sentence = 'شكرا لتسوقكم معنا نتمنى لكم يوما سعيدا';
    const lines = visualLines(sentence, 16);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(16);
    // Read back (each line from the right, the lines top down), it is the sentence.
    expect(lines.map(reversed).join(' ')).toBe(sentence);
  });
});
