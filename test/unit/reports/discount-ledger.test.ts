/** The discount ledger from the journal: placed sales only, taken-back discounts left out, by kind, reason, giver and approver. */
import { describe, expect, it } from 'vitest';
import { discountLedger } from '../../../shared/reports/discount-ledger.js';
import type { JournalEntry } from '../../../shared/shift/till-journal.js';

const sam = { id: 's1', name: 'Sam', role: 'staff' } as const;
const alex = { id: 'm1', name: 'Alex', role: 'manager' } as const;
let seq = 0;
const entry = (kind: JournalEntry['kind'], data: unknown): JournalEntry => ({ seq: ++seq, at: '2026-11-28T08:00:00Z', staff: sam, kind, data }) as JournalEntry;
const given = (orderNumber: string, kind: 'line' | 'sale' | 'override', amount: string, reason: string, approver: typeof alex | null, ids: string[]) =>
  entry('sale.discounted', { orderNumber, currency: 'USD', lineItemId: null, kind, amount, percent: null, reason, staff: sam, approver, adjustmentIds: ids });
const placed = (orderNumber: string) => entry('sale.completed', { orderNumber, currency: 'USD', total: '1.00' });

describe('the discount ledger', () => {
  it('totals the discounts of placed sales by kind, reason, giver and approver; taken back and unplaced ones are left out', () => {
    const entries = [
      given('R1', 'line', '-4.80', 'Damaged item', null, ['a1']),
      given('R1', 'sale', '-5.00', 'Loyal customer', alex, ['a2', 'a3']),
      given('R1', 'line', '-1.00', 'Damaged item', null, ['a4']),
      entry('sale.discount_removed', { orderNumber: 'R1', currency: 'USD', lineItemId: null, kind: 'line', amount: '-1.00', adjustmentIds: ['a4'] }),
      given('R2', 'override', '-6.00', 'Price match', alex, ['a5']),
      placed('R1'),
    ];
    const ledger = discountLedger(entries);
    expect(ledger).toMatchObject({ count: 2, amount: '-9.80' });
    expect(ledger.byKind).toEqual([
      { kind: 'line', count: 1, amount: '-4.80' },
      { kind: 'sale', count: 1, amount: '-5.00' },
    ]);
    expect(ledger.byReason.map((r) => [r.reason, r.amount])).toEqual([
      ['Damaged item', '-4.80'],
      ['Loyal customer', '-5.00'],
    ]);
    expect(ledger.byStaff).toEqual([{ staff: sam, count: 2, amount: '-9.80' }]);
    expect(ledger.byApprover).toEqual([
      { approver: null, count: 1, amount: '-4.80' },
      { approver: alex, count: 1, amount: '-5.00' },
    ]);
    expect(discountLedger(entries, new Set(['R2']))).toMatchObject({ count: 1, amount: '-6.00', byKind: [{ kind: 'override' }] });
  });
});
