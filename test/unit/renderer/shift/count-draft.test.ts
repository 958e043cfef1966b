import { describe, expect, it } from 'vitest';
import { denominationsOf } from '../../../../shared/sale/cash-denominations.js';
import { draftCents, draftInput, EMPTY_COUNT } from '../../../../renderer/features/shift/count-draft.js';

const USD = denominationsOf('USD');
const at = (value: string, kind: 'note' | 'coin') => USD.findIndex((d) => d.value === value && d.kind === kind);

describe('a drawer count as typed', () => {
  it('adds notes and coins up in exact cents, a $1 note and a $1 coin apart', () => {
    const draft = {
      ...EMPTY_COUNT,
      counts: { [at('20.00', 'note')]: '3', [at('1.00', 'note')]: '2', [at('1.00', 'coin')]: '1', [at('0.10', 'coin')]: '3', [at('0.01', 'coin')]: ' 7 ' },
    };
    expect(draftCents(draft, USD)).toBe(6337);
    expect(draftInput(draft, USD)).toEqual({
      lines: [
        { value: '20.00', count: 3 },
        { value: '1.00', count: 2 },
        { value: '1.00', count: 1 },
        { value: '0.10', count: 3 },
        { value: '0.01', count: 7 },
      ],
    });
  });

  it('has no total while a count is not a whole number, and takes a typed total instead when asked', () => {
    expect(draftCents({ ...EMPTY_COUNT, counts: { 0: '1.5' } }, USD)).toBeNull();
    expect(draftCents({ ...EMPTY_COUNT, counts: { 0: '-1' } }, USD)).toBeNull();
    expect(draftCents(EMPTY_COUNT, USD)).toBe(0);
    const byTotal = { ...EMPTY_COUNT, byTotal: true, counts: { 0: '4' }, total: '120.50' };
    expect(draftCents(byTotal, USD)).toBe(12050);
    expect(draftInput(byTotal, USD)).toEqual({ total: '120.50' });
    expect(draftCents({ ...byTotal, total: '12,50' }, USD)).toBeNull();
    expect(draftCents({ ...byTotal, total: '-3' }, USD)).toBeNull();
    // A currency without denominations is counted as a total.
    expect(draftInput({ ...EMPTY_COUNT, total: '9' }, [])).toEqual({ total: '9' });
  });
});
