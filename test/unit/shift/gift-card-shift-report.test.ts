/**
 * Gift cards in a shift's X/Z report: the cards sold and loaded on its sales are shown apart from
 * its revenue (money owed to the card holders, not goods sold), the cards the store has not issued
 * yet are counted, store credit given is listed, and a blind X report keeps the counts only.
 */
import { describe, expect, it } from 'vitest';
import { blindReport } from '../../../shared/shift/blind-count.js';
import { shiftReport } from '../../../shared/shift/shift-report.js';
import type { JournalEntry, StaffRef } from '../../../shared/shift/till-journal.js';

const BO: StaffRef = { id: 's2', name: 'Bo', role: 'staff' };
const MANAGER: StaffRef = { id: 'm1', name: 'Mo', role: 'manager' };

const completed = (orderNumber: string, total: string, lines: { lineItemId: string; sku: string; total: string; quantity?: number; code?: string }[]) => ({
  kind: 'sale.completed',
  at: '2026-11-24T10:00:00.000Z',
  data: {
    orderNumber,
    currency: 'USD',
    total,
    itemTotal: total,
    taxTotal: '0.00',
    promoTotal: '0.00',
    shipTotal: '0.00',
    itemCount: lines.length,
    payments: [{ methodName: 'Cash', amount: total, state: 'completed' }],
    cashTendered: total,
    change: '0.00',
    lines: lines.map((l) => ({
      lineItemId: l.lineItemId,
      name: l.sku,
      quantity: l.quantity ?? 1,
      total: l.total,
      sku: l.sku,
      ...(l.code ? { options: { gift_card_code: l.code } } : {}),
    })),
  },
});

describe('gift cards in the shift report', () => {
  it('shows the cards sold and loaded apart from revenue, the cards not issued yet and the store credit given', () => {
    const entries = [
      { kind: 'shift.opened', at: '2026-11-24T09:00:00.000Z', data: { shiftId: 'A', currency: 'USD', float: '100.00', count: null } },
      completed('R1', '74.00', [
        { lineItemId: '1', sku: 'GIFTCARD-50', total: '50.00' },
        { lineItemId: '2', sku: 'HP-TEE-001-NAV-M', total: '24.00' },
      ]),
      {
        kind: 'giftcard.issued',
        at: '2026-11-24T10:00:01.000Z',
        data: { orderNumber: 'R1', lineItemId: '1', kind: 'issue', code: 'AAAA-BBBB-CCCC-DDDD', currency: 'USD', amount: '50.00', balance: '50.00' },
      },
      completed('R2', '50.00', [{ lineItemId: '3', sku: 'GIFTCARD-25', total: '50.00', quantity: 2 }]),
      completed('R3', '25.00', [{ lineItemId: '4', sku: 'GIFTCARD-25', total: '25.00', code: 'GIFT-20-DEMO' }]),
      {
        kind: 'giftcard.issued',
        at: '2026-11-24T10:00:02.000Z',
        data: { orderNumber: 'R3', lineItemId: '4', kind: 'top_up', code: 'GIFT-20-DEMO', currency: 'USD', amount: '25.00', balance: '45.00' },
      },
      {
        kind: 'storecredit.issued',
        at: '2026-11-24T10:30:00.000Z',
        data: { email: 'c@example.com', currency: 'USD', amount: '30.00', reason: 'Goodwill', creditId: '7', approvedBy: MANAGER },
      },
    ].map((e, i) => ({ ...e, seq: i + 1, staff: BO }) as JournalEntry);
    const report = shiftReport(entries, 'A');
    expect(report.sales.total).toBe('149.00');
    expect(report.giftCards).toEqual({
      sold: { count: 2, amount: '100.00' },
      loaded: { count: 1, amount: '25.00' },
      revenue: '24.00',
      notIssued: 1,
      storeCredit: { count: 1, amount: '30.00' },
    });
    expect(blindReport(report).giftCards).toEqual({
      sold: { count: 2, amount: null },
      loaded: { count: 1, amount: null },
      revenue: null,
      notIssued: 1,
      storeCredit: { count: 1, amount: '30.00' },
    });
  });
});
