import { describe, expect, it } from 'vitest';
import { pendingOfflineSales, pendingOfflineTotal } from '../../../shared/offline/offline-pending.js';
import type { OfflineSale } from '../../../shared/offline/offline-sales.js';
import type { JournalEntry } from '../../../shared/shift/till-journal.js';

const sale = (ref: string, total: string, currency = 'USD'): OfflineSale => ({
  ref,
  takenAt: '2026-11-24T10:00:00.000Z',
  staff: null,
  currency,
  lines: [],
  itemTotal: total,
  taxTotal: '0.00',
  total,
  cashTendered: total,
  change: '0.00',
});
const entry = (seq: number, kind: JournalEntry['kind'], data: unknown) => ({ seq, at: '2026-11-24T10:00:00.000Z', staff: null, kind, data }) as JournalEntry;

describe('offline sales still to be placed', () => {
  it('are the offline sales with no placed or resolved entry, oldest first, summed in one currency', () => {
    const entries = [
      entry(1, 'offline.sale', sale('OFF-AAAA-0001', '10.00')),
      entry(2, 'offline.sale', sale('OFF-AAAA-0002', '20.50')),
      entry(3, 'offline.sale', sale('OFF-AAAA-0003', '5.00')),
      entry(4, 'offline.sale', sale('OFF-AAAA-0004', '9.00', 'EUR')),
      entry(5, 'offline.placed', { ref: 'OFF-AAAA-0001', orderNumber: 'R1', total: '10.00', differences: [] }),
      entry(6, 'offline.needs_manager', { ref: 'OFF-AAAA-0002', storeSaid: 'sold out', variantIds: [] }),
      entry(7, 'offline.resolved', { ref: 'OFF-AAAA-0003', resolution: 'refund_owed', orderNumber: null, refundOwed: '5.00' }),
    ];
    expect(pendingOfflineSales(entries).map((s) => s.ref)).toEqual(['OFF-AAAA-0002', 'OFF-AAAA-0004']);
    expect(pendingOfflineTotal(entries, 'USD')).toEqual({ count: 1, cents: 2050 });
    expect(pendingOfflineTotal(entries, 'EUR')).toEqual({ count: 1, cents: 900 });
  });
});
