import { describe, expect, it } from 'vitest';
import type { OfflineSaleView } from '../../../shared/offline/offline-outbox.js';
import { differenceWords, priceRuleWords, standingWords } from '../../../renderer/features/orders/offline-words.js';

const base: OfflineSaleView = {
  ref: 'OFF-1',
  takenAt: '2026-11-24T09:00:00Z',
  staff: null,
  currency: 'USD',
  lines: [{ variantId: '1', sku: null, name: 'Tee', quantity: 1, unitPrice: '20.00', amount: '20.00' }],
  total: '20.00',
  taxTotal: '0.00',
  cashTendered: '20.00',
  change: '0.00',
  state: 'pending',
  orderNumber: null,
  placedTotal: null,
  attemptNumber: null,
  differences: [],
  storeSaid: null,
  storeSaidWords: null,
  refusedVariantIds: [],
  resolution: null,
  resolvedBy: null,
  leftOut: [],
  refundOwed: null,
  priceDifference: null,
  adjustment: null,
  discounts: [],
};

describe("an offline sale in the Orders screen's words", () => {
  it("says where each sale stands, a manager's decision and what is owed included", () => {
    expect(standingWords(base)).toBe('Waiting to be sent');
    expect(standingWords({ ...base, resolution: 'placed_without_line' })).toBe('Waiting to be sent (without the refused lines)');
    expect(standingWords({ ...base, state: 'replaying', attemptNumber: 'R12' })).toBe('In progress at the store (cart R12)');
    expect(standingWords({ ...base, state: 'placed', orderNumber: 'R12' })).toBe('Placed');
    expect(standingWords({ ...base, state: 'needs_manager' })).toBe('Needs a manager');
    expect(standingWords({ ...base, state: 'resolved', resolution: 'refund_owed', refundOwed: '20.00' })).toBe('Refund owed $20.00');
    expect(standingWords({ ...base, state: 'resolved', resolution: 'placed_as_backorder' })).toBe('Placed as a back-order');
    expect(standingWords({ ...base, state: 'resolved', resolution: 'placed_without_line', refundOwed: '5.50' })).toBe(
      'Placed without the refused lines · refund owed $5.50',
    );
  });

  it('says each difference as a sentence with both amounts', () => {
    expect(differenceWords({ kind: 'price', variantId: '1', name: 'Tee', charged: '20.00', store: '21.50' }, 'USD')).toBe(
      'The store charged $21.50 for Tee, at its price now (the customer paid $20.00).',
    );
    expect(differenceWords({ kind: 'tax', variantId: null, name: 'Tax', charged: '0.00', store: '1.25' }, 'USD')).toBe(
      'The store charged tax of $1.25 (the till estimated $0.00).',
    );
    expect(differenceWords({ kind: 'line_dropped', variantId: '2', name: 'Cap', charged: '15.00', store: '0.00' }, 'USD')).toBe(
      'Cap was left out: the customer paid $15.00 for it.',
    );
  });

  it('says how the store’s other price was settled (adjusted to the price paid) or why the sale waits for it', () => {
    expect(priceRuleWords(base)).toBeNull();
    const adjusted = { ...base, state: 'placed' as const, adjustment: { amount: '-7.00', label: 'why', paid: '72.00', store: '79.00' } };
    expect(priceRuleWords(adjusted)).toBe('Placed at the price paid ($72.00; the store asked $79.00): adjusted at the store by -$7.00.');
    const waiting = { ...base, state: 'needs_manager' as const, priceDifference: { paid: '72.00', store: '79.00' } };
    expect(priceRuleWords(waiting)).toBe(
      'The store asks $79.00; the customer paid $72.00. Connect the store’s admin client in Settings to place it at the price paid.',
    );
  });
});
