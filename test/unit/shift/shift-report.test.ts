import { describe, expect, it } from 'vitest';
import { blindReport } from '../../../shared/shift/blind-count.js';
import { currentShift, pastShifts, shiftReport } from '../../../shared/shift/shift-report.js';
import type { JournalEntry, JournalEvents, JournalKind, StaffRef } from '../../../shared/shift/till-journal.js';

const ANN: StaffRef = { id: 's1', name: 'Ann', role: 'manager' };
const BO: StaffRef = { id: 's2', name: 'Bo', role: 'staff' };

/** A journal written by hand: entries in order, each at the time given. */
function journal() {
  const entries: JournalEntry[] = [];
  const add = <K extends JournalKind>(kind: K, at: string, data: JournalEvents[K], staff: StaffRef | null = ANN) => {
    entries.push({ seq: entries.length + 1, at, staff, kind, data } as JournalEntry);
  };
  return { entries, add };
}

const sale = (orderNumber: string, total: string, extra: Partial<JournalEvents['sale.completed']> = {}): JournalEvents['sale.completed'] => ({
  orderNumber,
  currency: 'USD',
  total,
  itemTotal: total,
  taxTotal: '0.00',
  promoTotal: '0.00',
  shipTotal: '0.00',
  itemCount: 1,
  payments: [{ methodName: 'Cash', amount: total, state: 'completed' }],
  cashTendered: null,
  change: null,
  ...extra,
});

describe('the shift report', () => {
  it('adds up sales by tender, by staff member and by hour, in exact cents', () => {
    const j = journal();
    j.add('shift.opened', '2026-11-23T09:00:00.000Z', { shiftId: 'A', currency: 'USD', float: '100.00', count: null });
    j.add('sale.completed', '2026-11-23T09:10:00.000Z', sale('R1', '25.50', { taxTotal: '1.50', cashTendered: '30.00', change: '4.50' }));
    j.add(
      'sale.completed',
      '2026-11-23T09:50:00.000Z',
      sale('R2', '0.30', { payments: [{ methodName: 'Test card', amount: '0.30', state: 'completed' }] }),
      BO,
    );
    j.add(
      'sale.completed',
      '2026-11-23T10:05:00.000Z',
      sale('R3', '10.10', {
        taxTotal: '0.60',
        promoTotal: '-2.00',
        promotionCodes: ['SAVE5'],
        payments: [
          { methodName: 'Test card', amount: '10.10', state: 'failed' },
          { methodName: 'Cash', amount: '5.05', state: 'completed' },
          { methodName: 'Test card', amount: '5.05', state: 'completed' },
        ],
        cashTendered: '10.00',
        change: '4.95',
      }),
      BO,
    );
    const r = shiftReport(j.entries, 'A');

    expect(r.sales).toEqual({ count: 3, total: '35.90', itemTotal: '35.90', taxTotal: '2.10', promoTotal: '-2.00', shipTotal: '0.00', itemCount: 3 });
    expect(r.byTender).toEqual([
      { method: 'Cash', count: 2, amount: '30.55' },
      { method: 'Test card', count: 2, amount: '5.35' },
    ]);
    expect(r.byStaff).toEqual([
      { staff: ANN, count: 1, total: '25.50' },
      { staff: BO, count: 2, total: '10.40' },
    ]);
    expect(r.byHour).toEqual([
      { hour: '2026-11-23T09:00:00.000Z', count: 2, total: '25.80' },
      { hour: '2026-11-23T10:00:00.000Z', count: 1, total: '10.10' },
    ]);
    expect(r.codes).toEqual([{ code: 'SAVE5', count: 1 }]);
    expect(r.voidedPayments).toEqual([{ orderNumber: 'R3', method: 'Test card', amount: '10.10', state: 'failed' }]);
  });

  it('lowers the expected cash by cash handed back for returns, and lists returns by tender and reason (store credit apart)', () => {
    const j = journal();
    j.add('shift.opened', '2026-11-23T09:00:00.000Z', { shiftId: 'A', currency: 'USD', float: '100.00', count: null });
    j.add('sale.completed', '2026-11-23T09:10:00.000Z', sale('R1', '30.00', { cashTendered: '30.00', change: '0.00' }));
    const back = (orderNumber: string, total: string, extra: Partial<JournalEvents['return.refunded']>): JournalEvents['return.refunded'] => ({
      orderNumber,
      authorizationNumber: `RA-${orderNumber}`,
      reimbursementNumber: `RI-${orderNumber}`,
      currency: 'USD',
      total,
      to: 'original',
      reason: 'Changed mind',
      items: [{ name: 'Tee', quantity: 1, amount: total, resellable: true }],
      refunds: [{ method: 'Cash', amount: total }],
      cashOut: total,
      shiftId: 'A',
      windowOverridden: false,
      ...extra,
    });
    j.add('return.refunded', '2026-11-23T10:00:00.000Z', back('R1', '10.00', {}));
    j.add(
      'return.refunded',
      '2026-11-23T10:05:00.000Z',
      back('R0', '25.00', { refunds: [{ method: 'Test card', amount: '25.00' }], cashOut: '0.00', reason: 'Damaged' }),
    );
    j.add('return.refunded', '2026-11-23T10:10:00.000Z', back('R9', '5.00', { to: 'store_credit', refunds: [], cashOut: '0.00' }));

    const x = shiftReport(j.entries, 'A');
    expect(x.cash.refunds).toBe('10.00');
    expect(x.cash.expected).toBe('120.00');
    expect(x.returns).toEqual({
      count: 3,
      total: '40.00',
      byTender: [
        { method: 'Cash', count: 1, amount: '10.00' },
        { method: 'Test card', count: 1, amount: '25.00' },
        { method: 'Store credit', count: 1, amount: '5.00' },
      ],
      byReason: [
        { reason: 'Changed mind', count: 2, amount: '15.00' },
        { reason: 'Damaged', count: 1, amount: '25.00' },
      ],
    });
    const blind = blindReport(x);
    expect([
      blind.cash.refunds,
      blind.returns!.total,
      ...blind.returns!.byTender.map((t) => t.amount),
      ...blind.returns!.byReason.map((r) => r.amount),
    ]).toEqual(Array(7).fill(null));
  });

  it('expects float + cash taken − change + pay-ins − pay-outs, and says over or short against the count', () => {
    const j = journal();
    j.add('shift.opened', '2026-11-23T09:00:00.000Z', { shiftId: 'A', currency: 'USD', float: '150.00', count: null });
    j.add('sale.completed', '2026-11-23T09:10:00.000Z', sale('R1', '24.00', { cashTendered: '50.00', change: '26.00' }));
    // A card sale gives no change and puts nothing in the drawer.
    j.add('sale.completed', '2026-11-23T09:20:00.000Z', sale('R2', '40.00', { payments: [{ methodName: 'Test card', amount: '40.00', state: 'completed' }] }));
    j.add('drawer.pay_in', '2026-11-23T09:30:00.000Z', { shiftId: 'A', currency: 'USD', amount: '20.00', reason: 'Coins from the bank' });
    j.add('drawer.pay_out', '2026-11-23T09:40:00.000Z', { shiftId: 'A', currency: 'USD', amount: '12.35', reason: 'Window cleaner' });
    j.add('drawer.opened', '2026-11-23T09:45:00.000Z', { shiftId: 'A', reason: 'Customer needed change', orderNumber: null });

    const x = shiftReport(j.entries, 'A');
    expect(x.cash).toEqual({
      float: '150.00',
      taken: '50.00',
      change: '26.00',
      payIns: '20.00',
      payOuts: '12.35',
      refunds: '0.00',
      expected: '181.65',
      counted: null,
      overShort: null,
      count: null,
    });
    expect(x.drawer.map((m) => [m.kind, m.amount, m.reason])).toEqual([
      ['pay_in', '20.00', 'Coins from the bank'],
      ['pay_out', '12.35', 'Window cleaner'],
      ['opened', null, 'Customer needed change'],
    ]);

    const z = shiftReport(j.entries, 'A', {
      at: '2026-11-23T17:00:00.000Z',
      by: ANN,
      count: {
        total: '181.40',
        lines: [
          { value: '100.00', count: 1 },
          { value: '50.00', count: 1 },
          { value: '20.00', count: 1 },
          { value: '10.00', count: 1 },
          { value: '1.00', count: 1 },
          { value: '0.25', count: 1 },
          { value: '0.10', count: 1 },
          { value: '0.05', count: 1 },
        ],
      },
    });
    expect(z.cash.counted).toBe('181.40');
    expect(z.cash.overShort).toBe('-0.25');
    expect(z.closedAt).toBe('2026-11-23T17:00:00.000Z');
    expect(z.closedBy).toEqual(ANN);
  });

  it('takes the cash paid at the store when no tender was recorded, and never change from other tenders', () => {
    const j = journal();
    j.add('shift.opened', '2026-11-23T09:00:00.000Z', { shiftId: 'A', currency: 'USD', float: '0', count: null });
    j.add('sale.completed', '2026-11-23T09:10:00.000Z', sale('R1', '12.00'));
    j.add(
      'sale.completed',
      '2026-11-23T09:20:00.000Z',
      sale('R2', '8.00', { payments: [{ methodName: 'Test card', amount: '8.00', state: 'completed' }], change: null }),
    );
    expect(shiftReport(j.entries, 'A').cash).toMatchObject({ taken: '12.00', change: '0.00', expected: '12.00' });
  });

  it('lists sales sold outside a shift, discards, other currencies and sales needing attention apart', () => {
    const j = journal();
    j.add('shift.opened', '2026-11-23T08:00:00.000Z', { shiftId: 'Z', currency: 'USD', float: '10.00', count: null });
    j.add('sale.completed', '2026-11-23T08:10:00.000Z', sale('R0', '1.00'));
    j.add('shift.closed', '2026-11-23T08:30:00.000Z', {
      shiftId: 'Z',
      report: shiftReport(j.entries, 'Z', { at: '2026-11-23T08:30:00.000Z', by: ANN, count: { total: '11.00', lines: null } }),
    });
    j.add('sale.completed', '2026-11-23T08:40:00.000Z', sale('R1', '5.00'));
    j.add('sale.discarded', '2026-11-23T08:45:00.000Z', { orderNumber: 'R2', currency: 'USD', total: '7.00', itemCount: 2 });
    j.add('shift.opened', '2026-11-23T09:00:00.000Z', { shiftId: 'A', currency: 'USD', float: '10.00', count: null });
    j.add('sale.discarded', '2026-11-23T09:05:00.000Z', { orderNumber: 'R3', currency: 'USD', total: '3.00', itemCount: 1 });
    j.add(
      'sale.completed',
      '2026-11-23T09:10:00.000Z',
      sale('R4', '20.00', { currency: 'EUR', payments: [{ methodName: 'Cash', amount: '20.00', state: 'completed' }] }),
    );

    const r = shiftReport(j.entries, 'A', undefined, [{ number: 'R9', message: 'The payment was not confirmed.' }]);
    expect(r.outsideShift).toEqual({ count: 1, total: '5.00', orders: ['R1'] });
    expect(r.discarded.count).toBe(1);
    expect(r.discarded.orders.map((d) => d.orderNumber)).toEqual(['R3']);
    expect(r.otherCurrencies).toEqual([{ orderNumber: 'R4', currency: 'EUR', total: '20.00' }]);
    expect(r.sales.count).toBe(0);
    expect(r.cash.expected).toBe('10.00');
    expect(r.attention).toEqual([{ number: 'R9', message: 'The payment was not confirmed.' }]);
  });

  it("counts the shift's card declines, terminal time-outs and approvals no sale took, not those before it opened", () => {
    const j = journal();
    j.add('tender.declined', '2026-11-23T08:55:00.000Z', { orderNumber: 'R0', currency: 'USD', amount: '5.00', tender: 'card', message: 'Declined.' });
    j.add('shift.opened', '2026-11-23T09:00:00.000Z', { shiftId: 'A', currency: 'USD', float: '0.00', count: null });
    j.add('tender.declined', '2026-11-23T09:05:00.000Z', {
      orderNumber: 'R1',
      currency: 'USD',
      amount: '36.00',
      tender: 'card',
      message: 'Your card was declined.',
    });
    j.add('tender.declined', '2026-11-23T09:06:00.000Z', { orderNumber: 'R1', currency: 'USD', amount: '36.00', tender: 'terminal', message: 'Declined.' }, BO);
    j.add('terminal.timed_out', '2026-11-23T09:07:00.000Z', { orderNumber: 'R1', currency: 'USD', amount: '36.00', reference: 'R1-abc' });
    j.add('terminal.approval_unused', '2026-11-23T09:07:30.000Z', { orderNumber: 'R9', currency: 'USD', amount: '12.00', reference: 'R9-def' });
    j.add('sale.completed', '2026-11-23T09:08:00.000Z', sale('R1', '36.00'));
    const r = shiftReport(j.entries, 'A');
    expect(r.cardDeclines).toBe(2);
    expect(r.terminalTimeouts).toBe(1);
    expect(r.terminalRefunds).toEqual([{ orderNumber: 'R9', currency: 'USD', amount: '12.00', reference: 'R9-def', at: '2026-11-23T09:07:30.000Z' }]);
    expect(r.sales.count).toBe(1);
  });

  it('finds the open shift, and lists closed shifts newest first with the figures written when they closed', () => {
    const j = journal();
    expect(currentShift(j.entries)).toBeNull();
    j.add('shift.opened', '2026-11-23T08:00:00.000Z', { shiftId: 'Z', currency: 'USD', float: '10.00', count: null });
    expect(currentShift(j.entries)?.data.shiftId).toBe('Z');
    const closing = shiftReport(j.entries, 'Z', { at: '2026-11-23T08:30:00.000Z', by: ANN, count: { total: '10.00', lines: null } });
    j.add('shift.closed', '2026-11-23T08:30:00.000Z', { shiftId: 'Z', report: closing });
    // A sale after closing changes nothing in the kept report.
    j.add('sale.completed', '2026-11-23T08:40:00.000Z', sale('R1', '5.00'));
    expect(currentShift(j.entries)).toBeNull();
    j.add('shift.opened', '2026-11-23T09:00:00.000Z', { shiftId: 'A', currency: 'USD', float: '10.00', count: null });
    j.add('shift.closed', '2026-11-23T10:00:00.000Z', {
      shiftId: 'A',
      report: shiftReport(j.entries, 'A', { at: '2026-11-23T10:00:00.000Z', by: BO, count: { total: '9.00', lines: null } }),
    });
    expect(pastShifts(j.entries).map((p) => [p.shiftId, p.report.cash.overShort])).toEqual([
      ['A', '-1.00'],
      ['Z', '0.00'],
    ]);
  });

  it('refuses to report on a shift the journal does not hold', () => {
    expect(() => shiftReport([], 'nope')).toThrow(/No shift/);
  });
});
