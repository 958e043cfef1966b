/** Order numbers a manager types for paper: separated any usual way, each once, refused in words otherwise. */
import { describe, expect, it } from 'vitest';
import { parseOrderNumbers } from '../../../renderer/features/reports/order-numbers.js';

describe('order numbers for paper', () => {
  it('splits on commas, spaces and lines, upper-cases, and keeps each once in order', () => {
    expect(parseOrderNumbers(' r1, R2\nR3 r1 ')).toEqual({ numbers: ['R1', 'R2', 'R3'] });
  });
  it('refuses nothing, a word that is no order number, and too many at once', () => {
    expect(parseOrderNumbers('  ')).toEqual({ error: 'Enter one or more order numbers, such as R123456789.' });
    expect(parseOrderNumbers('R1 <script>')).toEqual({ error: '<SCRIPT> is not an order number (letters, digits and dashes, such as R123456789).' });
    expect(parseOrderNumbers(Array.from({ length: 101 }, (_, i) => `R${i}`).join(' '))).toEqual({ error: 'At most 100 orders at once.' });
  });
});
