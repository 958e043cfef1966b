/**
 * Returns taken offline as the journal tells them (a pure fold): where each stands at the store, a
 * placed or settled one never changed again; what this till already took back of a sale's lines;
 * the units' share of a line adding up to the line; the limits in words; and the shift's report
 * counting the cash that went back.
 */
import { describe, expect, it } from 'vitest';
import { checkOfflineReturnLimits, DEFAULT_OFFLINE_LIMITS } from '../../../shared/offline/offline-limits.js';
import type { OfflineReturnJournalEvents } from '../../../shared/returns/offline-return-journal.js';
import { nextOfflineReturnNumber, offlineReturnRef, offlineReturns, returnedHere, unitsShareCents } from '../../../shared/returns/offline-returns.js';
import { shiftReport } from '../../../shared/shift/shift-report.js';
import type { JournalEntry, JournalEvents, JournalKind, StaffRef } from '../../../shared/shift/till-journal.js';

const manager: StaffRef = { id: 'm1', name: 'Morgan Manager', role: 'manager' };

function journal() {
  const entries: JournalEntry[] = [];
  return {
    entries,
    add<K extends JournalKind>(kind: K, data: JournalEvents[K], staff: StaffRef | null = manager) {
      entries.push({ seq: entries.length + 1, at: `2026-11-28T10:00:${String(entries.length).padStart(2, '0')}Z`, staff, kind, data } as JournalEntry);
    },
  };
}

const offlineReturn = (ref: string, quantity = 1): OfflineReturnJournalEvents['offline.return'] => ({
  ref,
  orderNumber: 'R100',
  currency: 'USD',
  total: '12.00',
  cashOut: '12.00',
  reasonId: 'r1',
  reason: 'Damaged',
  items: [{ lineItemId: 'li-1', name: 'Tee', quantity, amount: '12.00', resellable: true }],
  shiftId: 'shift-1',
  takenAt: '2026-11-28T10:00:00Z',
  staff: manager,
});

describe('returns taken offline, read back from the journal', () => {
  it('stand pending, then placed or waiting for a manager, and stay settled once placed or resolved', () => {
    const j = journal();
    j.add('offline.return', offlineReturn('OFFR-K7QM-0001'));
    j.add('offline.return', offlineReturn('OFFR-K7QM-0002'));
    expect(offlineReturns(j.entries).map((r) => r.state)).toEqual(['pending', 'pending']);
    j.add('offline.return_placed', { ref: 'OFFR-K7QM-0001', orderNumber: 'R100', authorizationNumber: 'RA1', reimbursementNumber: 'RI1', total: '12.00' });
    j.add('offline.return_needs_manager', { ref: 'OFFR-K7QM-0002', storeSaid: 'Already returned' });
    j.add('offline.return_needs_manager', { ref: 'OFFR-K7QM-0001', storeSaid: 'never shown' });
    expect(offlineReturns(j.entries)).toMatchObject([
      { state: 'placed', authorizationNumber: 'RA1', storeSaid: null },
      { state: 'needs_manager', storeSaid: 'Already returned' },
    ]);
    j.add('offline.return_resolved', { ref: 'OFFR-K7QM-0002', resolution: 'refund_owed', by: null });
    j.add('offline.return_placed', { ref: 'OFFR-K7QM-0002', orderNumber: 'R100', authorizationNumber: 'RA2', reimbursementNumber: 'RI2', total: '12.00' });
    expect(offlineReturns(j.entries)[1]).toMatchObject({ state: 'resolved', resolvedBy: manager, authorizationNumber: null });
    expect(nextOfflineReturnNumber('K7QM', j.entries)).toBe(3);
    expect(offlineReturnRef('K7QM', 3)).toBe('OFFR-K7QM-0003');
  });

  it('counts what this till took back of each line, online and offline, and a line’s units share exactly its total', () => {
    const j = journal();
    j.add('offline.return', offlineReturn('OFFR-K7QM-0001', 2));
    j.add('return.refunded', {
      orderNumber: 'R100',
      authorizationNumber: 'RA9',
      reimbursementNumber: 'RI9',
      currency: 'USD',
      total: '5.00',
      to: 'original',
      reason: null,
      // Kept before line ids were: found by the line's name.
      items: [{ name: 'Cap', quantity: 1, amount: '5.00', resellable: true }],
      refunds: [{ method: 'Cash', amount: '5.00' }],
      cashOut: '5.00',
      shiftId: 'shift-1',
      windowOverridden: false,
    });
    const returned = returnedHere(j.entries, 'R100', [
      { lineItemId: 'li-1', name: 'Tee' },
      { lineItemId: 'li-2', name: 'Cap' },
    ]);
    expect([...returned]).toEqual([
      ['li-1', 2],
      ['li-2', 1],
    ]);
    // $10.00 for three units: 3.33, 3.34, 3.33, one at a time, adding up to the line.
    expect([0, 1, 2].map((from) => unitsShareCents('10.00', 3, from, 1))).toEqual([333, 334, 333]);
  });

  it('refuses past the manager’s limits in words', () => {
    const limits = { ...DEFAULT_OFFLINE_LIMITS, maxReturn: '50.00', maxReturnsPerShift: '80.00' };
    expect(checkOfflineReturnLimits(limits, 'USD', 5000, 0)).toEqual({ ok: true });
    expect(checkOfflineReturnLimits(limits, 'USD', 5001, 0)).toMatchObject({
      ok: false,
      limit: 'return',
      message: expect.stringContaining('$50.00 for one return'),
    });
    expect(checkOfflineReturnLimits(limits, 'USD', 4000, 4001)).toMatchObject({
      ok: false,
      limit: 'returns_shift',
      message: expect.stringContaining('$80.00 a shift'),
    });
    // Not set: the defaults, $100.00 a return and $300.00 a shift.
    expect(checkOfflineReturnLimits(DEFAULT_OFFLINE_LIMITS, 'USD', 10001, 0)).toMatchObject({ ok: false, limit: 'return' });
    expect(checkOfflineReturnLimits(DEFAULT_OFFLINE_LIMITS, 'USD', 10000, 20001)).toMatchObject({ ok: false, limit: 'returns_shift' });
  });

  it('count in the shift’s returns, in cash, and lower the cash the drawer should hold; their replay adds nothing', () => {
    const j = journal();
    j.add('shift.opened', { shiftId: 'shift-1', currency: 'USD', float: '100.00', count: null });
    j.add('offline.return', offlineReturn('OFFR-K7QM-0001'));
    j.add('offline.return_placed', { ref: 'OFFR-K7QM-0001', orderNumber: 'R100', authorizationNumber: 'RA1', reimbursementNumber: 'RI1', total: '12.00' });
    const report = shiftReport(j.entries, 'shift-1');
    expect(report.returns).toMatchObject({
      count: 1,
      total: '12.00',
      byTender: [{ method: 'Cash', count: 1, amount: '12.00' }],
      byReason: [{ reason: 'Damaged' }],
    });
    expect(report.cash.expected).toBe('88.00');
  });
});
