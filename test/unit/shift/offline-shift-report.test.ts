import { describe, expect, it } from 'vitest';
import { shiftReport } from '../../../shared/shift/shift-report.js';
import type { OfflineSale } from '../../../shared/offline/offline-sales.js';
import type { JournalEntry, JournalEvents, JournalKind, StaffRef } from '../../../shared/shift/till-journal.js';

const BO: StaffRef = { id: 's2', name: 'Bo', role: 'staff' };

function journal() {
  const entries: JournalEntry[] = [];
  const add = <K extends JournalKind>(kind: K, at: string, data: JournalEvents[K]) => {
    entries.push({ seq: entries.length + 1, at, staff: BO, kind, data } as JournalEntry);
  };
  return { entries, add };
}

const offline = (ref: string, total: string, cashTendered: string, change: string): OfflineSale => ({
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

describe('the Z report and offline sales', () => {
  it('counts offline sales apart, placed and pending, and their cash in the drawer', () => {
    const j = journal();
    j.add('offline.sale', '2026-11-24T08:00:00.000Z', offline('OFF-K7QM-0001', '9.00', '10.00', '1.00'));
    j.add('shift.opened', '2026-11-24T09:00:00.000Z', { shiftId: 'A', currency: 'USD', float: '100.00', count: null });
    j.add('offline.sale', '2026-11-24T10:00:00.000Z', offline('OFF-K7QM-0002', '20.00', '20.00', '0.00'));
    j.add('offline.sale', '2026-11-24T10:05:00.000Z', offline('OFF-K7QM-0003', '15.50', '20.00', '4.50'));
    j.add('offline.sale', '2026-11-24T10:10:00.000Z', offline('OFF-K7QM-0004', '5.00', '5.00', '0.00'));
    j.add('offline.sale', '2026-11-24T10:15:00.000Z', offline('OFF-K7QM-0005', '7.25', '10.00', '2.75'));
    j.add('offline.placed', '2026-11-24T11:00:00.000Z', { ref: 'OFF-K7QM-0002', orderNumber: 'R100', total: '20.00', differences: [] });
    j.add('offline.needs_manager', '2026-11-24T11:01:00.000Z', { ref: 'OFF-K7QM-0003', storeSaid: 'sold out', variantIds: ['1'] });
    j.add('offline.resolved', '2026-11-24T11:02:00.000Z', { ref: 'OFF-K7QM-0004', resolution: 'refund_owed', orderNumber: null, by: null, refundOwed: '5.00' });
    j.add('offline.resolved', '2026-11-24T11:03:00.000Z', {
      ref: 'OFF-K7QM-0005',
      resolution: 'placed_as_backorder',
      orderNumber: 'R101',
      by: null,
      refundOwed: null,
    });

    const r = shiftReport(j.entries, 'A');
    expect(r.offline).toEqual({
      count: 4,
      total: '47.75',
      // The store's order for R101 is not in the journal as placed: only R100's total is the store's.
      placed: { count: 2, total: '27.25', storeTotal: '20.00' },
      pending: { count: 1, total: '15.50', refs: ['OFF-K7QM-0003'] },
      refundOwed: { count: 1, total: '5.00' },
      differences: [],
    });
    // Offline sales are not the store's orders: the sales figures hold none of them.
    expect(r.sales.count).toBe(0);
    // Their cash is in the drawer: 100 + (20 + 20 + 5 + 10) − (0 + 4.50 + 0 + 2.75); the one before the shift is not.
    expect(r.cash).toMatchObject({ float: '100.00', taken: '55.00', change: '7.25', expected: '147.75' });
  });

  it('never counts a replayed offline sale twice: a sale.completed for its order adds no sale and no cash', () => {
    const j = journal();
    j.add('shift.opened', '2026-11-24T09:00:00.000Z', { shiftId: 'A', currency: 'USD', float: '0.00', count: null });
    j.add('offline.sale', '2026-11-24T10:00:00.000Z', offline('OFF-K7QM-0001', '20.00', '20.00', '0.00'));
    j.add('offline.placed', '2026-11-24T11:00:00.000Z', { ref: 'OFF-K7QM-0001', orderNumber: 'R100', total: '20.00', differences: [] });
    j.add('sale.completed', '2026-11-24T11:00:01.000Z', {
      orderNumber: 'R100',
      currency: 'USD',
      total: '20.00',
      itemTotal: '20.00',
      taxTotal: '0.00',
      promoTotal: '0.00',
      shipTotal: '0.00',
      itemCount: 1,
      payments: [{ methodName: 'Cash', amount: '20.00', state: 'completed' }],
      cashTendered: '20.00',
      change: '0.00',
    });
    const r = shiftReport(j.entries, 'A');
    expect(r.sales.count).toBe(0);
    expect(r.cash).toMatchObject({ taken: '20.00', expected: '20.00' });
    expect(r.offline).toMatchObject({ count: 1, placed: { count: 1, total: '20.00' } });
  });

  it('says no offline sales when the shift took none', () => {
    const j = journal();
    j.add('shift.opened', '2026-11-24T09:00:00.000Z', { shiftId: 'A', currency: 'USD', float: '0.00', count: null });
    expect(shiftReport(j.entries, 'A').offline).toEqual({
      count: 0,
      total: '0.00',
      placed: { count: 0, total: '0.00', storeTotal: '0.00' },
      pending: { count: 0, total: '0.00', refs: [] },
      refundOwed: { count: 0, total: '0.00' },
      differences: [],
    });
  });

  it('shows each price the store asked differently against its sale: adjusted to the price paid, or waiting for a manager', () => {
    const j = journal();
    j.add('shift.opened', '2026-11-24T09:00:00.000Z', { shiftId: 'A', currency: 'USD', float: '0.00', count: null });
    j.add('offline.sale', '2026-11-24T10:00:00.000Z', offline('OFF-A', '72.00', '80.00', '8.00'));
    j.add('offline.sale', '2026-11-24T10:01:00.000Z', offline('OFF-B', '10.00', '10.00', '0.00'));
    j.add('offline.sale', '2026-11-24T10:02:00.000Z', offline('OFF-C', '5.00', '5.00', '0.00'));
    const label = 'Offline sale OFF-A: placed at the price paid at the counter (72.00 USD; the store asked 79.00)';
    j.add('offline.replay_started', '2026-11-24T11:00:00.000Z', { ref: 'OFF-A', orderNumber: 'R200' });
    j.add('offline.adjusted', '2026-11-24T11:00:01.000Z', { ref: 'OFF-A', orderNumber: 'R200', amount: '-7.00', label, paid: '72.00', store: '79.00' });
    j.add('offline.placed', '2026-11-24T11:00:02.000Z', { ref: 'OFF-A', orderNumber: 'R200', total: '72.00', differences: [] });
    j.add('offline.needs_manager', '2026-11-24T11:01:00.000Z', { ref: 'OFF-B', storeSaid: 'price', variantIds: [], price: { paid: '10.00', store: '12.00' } });
    // Asked a price once, then refused for stock: only the refusal stands.
    j.add('offline.needs_manager', '2026-11-24T11:02:00.000Z', { ref: 'OFF-C', storeSaid: 'price', variantIds: [], price: { paid: '5.00', store: '6.00' } });
    j.add('offline.needs_manager', '2026-11-24T11:03:00.000Z', { ref: 'OFF-C', storeSaid: 'sold out', variantIds: ['1'] });

    const r = shiftReport(j.entries, 'A');
    expect(r.offline).toMatchObject({
      placed: { count: 1, total: '72.00', storeTotal: '72.00' },
      pending: { count: 2, total: '15.00', refs: ['OFF-B', 'OFF-C'] },
      differences: [
        { ref: 'OFF-A', orderNumber: 'R200', paid: '72.00', store: '79.00', adjustment: '-7.00', settled: 'adjusted' },
        { ref: 'OFF-B', orderNumber: null, paid: '10.00', store: '12.00', adjustment: null, settled: 'waiting' },
      ],
    });
    // The drawer holds what the customers paid; the store, for what it placed, the same.
    expect(r.cash).toMatchObject({ taken: '95.00', change: '8.00', expected: '87.00' });
  });
});
