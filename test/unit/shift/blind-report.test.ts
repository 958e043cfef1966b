/**
 * A blind X report keeps the counts and withholds every amount, offline sales' cash included: an
 * all-offline shift names neither its cash nor what the drawer should hold, nor a refund owed
 * handed back in cash.
 */
import { describe, expect, it } from 'vitest';
import { blindReport } from '../../../shared/shift/blind-count.js';
import type { OfflineSale } from '../../../shared/offline/offline-sales.js';
import { shiftReport } from '../../../shared/shift/shift-report.js';
import type { JournalEntry, StaffRef } from '../../../shared/shift/till-journal.js';

const BO: StaffRef = { id: 's2', name: 'Bo', role: 'staff' };

const sale = (ref: string, total: string, cashTendered: string, change: string): OfflineSale => ({
  ref,
  takenAt: '2026-11-24T10:00:00.000Z',
  staff: BO,
  currency: 'USD',
  lines: [{ variantId: '1', sku: 'TEE', name: 'Tee', quantity: 1, unitPrice: total, amount: total }],
  itemTotal: total,
  taxTotal: '0.00',
  total,
  cashTendered,
  change,
});

describe('a blind X report', () => {
  it('withholds the offline sales’ cash, placed, pending and owed, and keeps their counts', () => {
    const entries = [
      { kind: 'shift.opened', at: '2026-11-24T09:00:00.000Z', data: { shiftId: 'A', currency: 'USD', float: '100.00', count: null } },
      { kind: 'offline.sale', at: '2026-11-24T10:00:00.000Z', data: sale('OFF-1', '20.00', '20.00', '0.00') },
      { kind: 'offline.sale', at: '2026-11-24T10:05:00.000Z', data: sale('OFF-2', '15.50', '20.00', '4.50') },
      { kind: 'offline.sale', at: '2026-11-24T10:10:00.000Z', data: sale('OFF-3', '5.00', '5.00', '0.00') },
      { kind: 'offline.placed', at: '2026-11-24T11:00:00.000Z', data: { ref: 'OFF-1', orderNumber: 'R100', total: '20.00', differences: [] } },
      {
        kind: 'offline.resolved',
        at: '2026-11-24T11:02:00.000Z',
        data: { ref: 'OFF-3', resolution: 'refund_owed', orderNumber: null, by: null, refundOwed: '5.00' },
      },
      { kind: 'drawer.pay_out', at: '2026-11-24T11:05:00.000Z', data: { shiftId: 'A', currency: 'USD', amount: '3.30', reason: 'Milk' } },
    ].map((e, i) => ({ ...e, seq: i + 1, staff: BO }) as JournalEntry);
    const full = shiftReport(entries, 'A');
    expect(full.cash.expected).toBe('137.20');

    const blind = blindReport(full);
    expect(blind.offline).toEqual({
      count: 3,
      total: null,
      placed: { count: 1, total: null, storeTotal: null },
      pending: { count: 1, total: null, refs: ['OFF-2'] },
      refundOwed: { count: 1, total: null },
      differences: [],
    });
    const json = JSON.stringify(blind);
    for (const amount of ['137.20', '40.50', '45.00', '4.50', '3.30', '20.00', '15.50', '5.00']) expect(json).not.toContain(`"${amount}"`);
    expect(blind.cash.float).toBe('100.00');
  });

  it('withholds a refund owed handed back in cash (it lowers the drawer’s cash), and keeps a card charge refunded at the terminal', () => {
    const entries = [
      { kind: 'shift.opened', at: '2026-11-24T09:00:00.000Z', data: { shiftId: 'A', currency: 'USD', float: '100.00', count: null } },
      { kind: 'offline.sale', at: '2026-11-24T10:10:00.000Z', data: sale('OFF-3', '7.25', '7.25', '0.00') },
      {
        kind: 'offline.resolved',
        at: '2026-11-24T11:02:00.000Z',
        data: { ref: 'OFF-3', resolution: 'refund_owed', orderNumber: null, by: null, refundOwed: '7.25' },
      },
      {
        kind: 'terminal.approval_unused',
        at: '2026-11-24T11:03:00.000Z',
        data: { orderNumber: 'R200', currency: 'USD', amount: '36.00', reference: 'R200-x' },
      },
      { kind: 'owed.cash_refunded', at: '2026-11-24T11:04:00.000Z', data: { ref: 'OFF-3', currency: 'USD', amount: '7.25', shiftId: 'A', approver: null } },
      {
        kind: 'owed.terminal_refunded',
        at: '2026-11-24T11:05:00.000Z',
        data: { reference: 'R200-x', orderNumber: 'R200', currency: 'USD', amount: '36.00', refundReference: 'R200-x-refund', approver: null },
      },
    ].map((e, i) => ({ ...e, seq: i + 1, staff: BO }) as JournalEntry);
    const full = shiftReport(entries, 'A');
    expect(full.cash).toMatchObject({ refunds: '7.25', expected: '100.00' });
    expect(full.terminalRefunds).toEqual([expect.objectContaining({ reference: 'R200-x', refundedAt: '2026-11-24T11:05:00.000Z' })]);
    expect(full.owedSettled?.map((o) => [o.how, o.key, o.amount])).toEqual([
      ['cash', 'OFF-3', '7.25'],
      ['terminal', 'R200-x', '36.00'],
    ]);

    const blind = blindReport(full);
    expect(blind.owedSettled?.map((o) => o.amount)).toEqual([null, '36.00']);
    expect(JSON.stringify(blind)).not.toContain('"7.25"');
  });
});
