import { describe, expect, it } from 'vitest';
import { offlineOutbox, paidForSent, salesToReplay } from '../../../shared/offline/offline-outbox.js';
import type { OfflineSale } from '../../../shared/offline/offline-sales.js';
import type { JournalEntry, JournalEvents, JournalKind, StaffRef } from '../../../shared/shift/till-journal.js';

const clerk: StaffRef = { id: 's1', name: 'Sam Clerk', role: 'staff' };
const manager: StaffRef = { id: 'm1', name: 'Morgan Manager', role: 'manager' };

function sale(ref: string, takenAt: string): OfflineSale {
  return {
    ref,
    takenAt,
    staff: clerk,
    currency: 'USD',
    lines: [
      { variantId: '11', sku: 'TEE-M', name: 'Classic tee (M)', quantity: 2, unitPrice: '10.00', amount: '20.00' },
      { variantId: '12', sku: 'CAP', name: 'Cap', quantity: 1, unitPrice: '15.00', amount: '15.00' },
    ],
    itemTotal: '35.00',
    taxTotal: '0.00',
    total: '35.00',
    cashTendered: '40.00',
    change: '5.00',
  };
}

function journal(): { add<K extends JournalKind>(kind: K, data: JournalEvents[K], staff?: StaffRef | null): void; entries: JournalEntry[] } {
  const entries: JournalEntry[] = [];
  return {
    entries,
    add(kind, data, staff = clerk) {
      entries.push({ seq: entries.length + 1, at: `2026-11-24T10:00:${String(entries.length).padStart(2, '0')}Z`, staff, kind, data } as JournalEntry);
    },
  };
}

describe('the offline outbox, read back from the journal', () => {
  it('is one view per sale, oldest first, pending until replay starts', () => {
    const j = journal();
    j.add('offline.sale', sale('OFF-2', '2026-11-24T09:05:00Z'));
    j.add('sale.discarded', { orderNumber: 'R1', currency: 'USD', total: '1.00', itemCount: 1 });
    j.add('offline.sale', sale('OFF-1', '2026-11-24T09:00:00Z'));
    const outbox = offlineOutbox(j.entries);
    expect(outbox.map((s) => [s.ref, s.state])).toEqual([
      ['OFF-1', 'pending'],
      ['OFF-2', 'pending'],
    ]);
    expect(outbox[0]).toMatchObject({ total: '35.00', staff: clerk, orderNumber: null, differences: [], storeSaid: null, lines: sale('OFF-1', '').lines });
    expect(salesToReplay(outbox).map((s) => s.ref)).toEqual(['OFF-1', 'OFF-2']);
  });

  it('follows each sale through replaying, placed (with its order number and differences) and needs a manager', () => {
    const j = journal();
    j.add('offline.sale', sale('OFF-1', '2026-11-24T09:00:00Z'));
    j.add('offline.sale', sale('OFF-2', '2026-11-24T09:01:00Z'));
    j.add('offline.sale', sale('OFF-3', '2026-11-24T09:02:00Z'));
    j.add('offline.replay_started', { ref: 'OFF-1', orderNumber: 'R100' });
    j.add('offline.placed', {
      ref: 'OFF-1',
      orderNumber: 'R100',
      total: '37.00',
      differences: [{ kind: 'price', variantId: '11', name: 'Classic tee (M)', charged: '20.00', store: '22.00' }],
    });
    j.add('offline.replay_started', { ref: 'OFF-2', orderNumber: 'R101' });
    j.add('offline.needs_manager', { ref: 'OFF-2', storeSaid: 'Quantity selected of "Cap" is not available.', variantIds: ['12'] });
    j.add('offline.replay_started', { ref: 'OFF-3', orderNumber: 'R102' });
    const [one, two, three] = offlineOutbox(j.entries);
    expect(one).toMatchObject({ state: 'placed', orderNumber: 'R100', placedTotal: '37.00', attemptNumber: 'R100' });
    expect(one!.differences).toEqual([{ kind: 'price', variantId: '11', name: 'Classic tee (M)', charged: '20.00', store: '22.00' }]);
    expect(two).toMatchObject({
      state: 'needs_manager',
      orderNumber: null,
      storeSaid: 'Quantity selected of "Cap" is not available.',
      refusedVariantIds: ['12'],
    });
    expect(three).toMatchObject({ state: 'replaying', attemptNumber: 'R102', orderNumber: null });
    expect(salesToReplay([one!, two!, three!]).map((s) => s.ref)).toEqual(['OFF-3']);
  });

  it('a manager places it without the refused lines: replayed again without them, then resolved with its order number and who decided', () => {
    const j = journal();
    j.add('offline.sale', sale('OFF-1', '2026-11-24T09:00:00Z'));
    j.add('offline.needs_manager', { ref: 'OFF-1', storeSaid: 'gone', variantIds: ['12'] });
    j.add('offline.resolved', { ref: 'OFF-1', resolution: 'placed_without_line', orderNumber: null, refundOwed: null, by: manager, leftOut: ['12'] }, clerk);
    let [view] = offlineOutbox(j.entries);
    expect(view).toMatchObject({ state: 'pending', resolution: 'placed_without_line', resolvedBy: manager, leftOut: ['12'] });
    expect(salesToReplay([view!]).map((s) => s.ref)).toEqual(['OFF-1']);
    j.add('offline.replay_started', { ref: 'OFF-1', orderNumber: 'R200' });
    j.add('offline.placed', {
      ref: 'OFF-1',
      orderNumber: 'R200',
      total: '20.00',
      differences: [{ kind: 'line_dropped', variantId: '12', name: 'Cap', charged: '15.00', store: '0.00' }],
    });
    [view] = offlineOutbox(j.entries);
    expect(view).toMatchObject({ state: 'resolved', orderNumber: 'R200', resolution: 'placed_without_line', refundOwed: '15.00' });
  });

  it('a line left out owes the customer what was paid for it, after its discount; what was paid for the rest is sent', () => {
    const j = journal();
    const discounted: OfflineSale = {
      ...sale('OFF-1', '2026-11-24T09:00:00Z'),
      total: '31.50',
      discounts: [
        {
          kind: 'sale',
          size: '10%',
          percent: 10,
          reason: 'Loyal customer',
          amount: '-3.50',
          staff: clerk,
          approver: null,
          shares: [
            { variantId: '11', amount: '-2.00' },
            { variantId: '12', amount: '-1.50' },
          ],
        },
      ],
    };
    j.add('offline.sale', discounted);
    j.add('offline.needs_manager', { ref: 'OFF-1', storeSaid: 'gone', variantIds: ['12'] });
    j.add('offline.resolved', { ref: 'OFF-1', resolution: 'placed_without_line', orderNumber: null, refundOwed: null, by: manager, leftOut: ['12'] }, clerk);
    const [view] = offlineOutbox(j.entries);
    expect(paidForSent(view!)).toBe('18.00');
    j.add('offline.placed', { ref: 'OFF-1', orderNumber: 'R201', total: '18.00', differences: [] });
    expect(offlineOutbox(j.entries)[0]).toMatchObject({ state: 'resolved', refundOwed: '13.50' });
  });

  it("a refund owed ends the sale with the amount owed; a refusal after a manager's choice needs a manager again", () => {
    const j = journal();
    j.add('offline.sale', sale('OFF-1', '2026-11-24T09:00:00Z'));
    j.add('offline.sale', sale('OFF-2', '2026-11-24T09:01:00Z'));
    j.add('offline.needs_manager', { ref: 'OFF-1', storeSaid: 'gone', variantIds: ['12'] });
    j.add('offline.resolved', { ref: 'OFF-1', resolution: 'refund_owed', orderNumber: null, refundOwed: '35.00', by: manager });
    j.add('offline.needs_manager', { ref: 'OFF-2', storeSaid: 'no stock', variantIds: ['12'] });
    j.add('offline.resolved', { ref: 'OFF-2', resolution: 'placed_as_backorder', orderNumber: null, refundOwed: null, by: manager });
    j.add('offline.needs_manager', { ref: 'OFF-2', storeSaid: 'still no stock', variantIds: ['12'] });
    const [one, two] = offlineOutbox(j.entries);
    expect(one).toMatchObject({ state: 'resolved', refundOwed: '35.00', resolution: 'refund_owed', resolvedBy: manager, orderNumber: null });
    expect(two).toMatchObject({ state: 'needs_manager', storeSaid: 'still no stock', resolution: null });
    expect(salesToReplay([one!, two!])).toEqual([]);
  });

  it('ignores entries for a reference it has no sale for, and a second placed entry for the same sale', () => {
    const j = journal();
    j.add('offline.placed', { ref: 'NOPE', orderNumber: 'R1', total: '1.00', differences: [] });
    j.add('offline.sale', sale('OFF-1', '2026-11-24T09:00:00Z'));
    j.add('offline.placed', { ref: 'OFF-1', orderNumber: 'R1', total: '35.00', differences: [] });
    j.add('offline.placed', { ref: 'OFF-1', orderNumber: 'R9', total: '35.00', differences: [] });
    expect(offlineOutbox(j.entries).map((s) => [s.ref, s.state, s.orderNumber])).toEqual([['OFF-1', 'placed', 'R1']]);
  });

  it('keeps a sale waiting only for the admin client apart (both amounts), sends it again once the client can adjust, and keeps its adjustment once placed', () => {
    const j = journal();
    j.add('offline.sale', sale('OFF-1', '2026-11-24T09:00:00Z'));
    j.add('offline.needs_manager', { ref: 'OFF-1', storeSaid: 'asks more', variantIds: [], price: { paid: '35.00', store: '38.00' } });
    const [waiting] = offlineOutbox(j.entries);
    expect(waiting).toMatchObject({ state: 'needs_manager', priceDifference: { paid: '35.00', store: '38.00' }, adjustment: null });
    expect(salesToReplay([waiting!])).toEqual([]);
    expect(salesToReplay([waiting!], true).map((s) => s.ref)).toEqual(['OFF-1']);

    j.add('offline.replay_started', { ref: 'OFF-1', orderNumber: 'R9' });
    j.add('offline.adjusted', { ref: 'OFF-1', orderNumber: 'R9', amount: '-3.00', label: 'Offline sale OFF-1: price paid', paid: '35.00', store: '38.00' });
    j.add('offline.placed', { ref: 'OFF-1', orderNumber: 'R9', total: '35.00', differences: [] });
    const [placed] = offlineOutbox(j.entries);
    expect(placed).toMatchObject({
      state: 'placed',
      orderNumber: 'R9',
      placedTotal: '35.00',
      priceDifference: null,
      adjustment: { amount: '-3.00', label: 'Offline sale OFF-1: price paid', paid: '35.00', store: '38.00' },
    });
    expect(salesToReplay([placed!], true)).toEqual([]);
  });

  it('never sends again a sale refused for its lines, admin client or not', () => {
    const j = journal();
    j.add('offline.sale', sale('OFF-1', '2026-11-24T09:00:00Z'));
    j.add('offline.needs_manager', { ref: 'OFF-1', storeSaid: 'sold out', variantIds: ['11'] });
    expect(salesToReplay(offlineOutbox(j.entries), true)).toEqual([]);
  });
});
