/**
 * One view of a line and of a totals block for every screen that draws them: a line of a cart, of
 * a placed order or of a Platform order (the store's `LineItem`), of an offline sale, of a pick
 * list and of a packing slip each map to the same `LineView`; an order's, a receipt's, an offline
 * sale's and a Platform order's totals to the same rows.
 */
import { describe, expect, it } from 'vitest';
import type { LineItem } from '../../../../shared/storefront/types/types.js';
import { offlineLineView, packingSlipLineView, pickListLineView, storeLineView } from '../../../../renderer/ui/words/line-views.js';
import { offlineSaleTotalsRows, orderTotalsRows, platformOrderTotalsRows, receiptPaymentRows } from '../../../../renderer/ui/words/totals-rows.js';

const tee: LineItem = {
  id: 'li-1',
  variantId: 'v-7',
  name: 'Harbor Logo Tee',
  slug: 'harbor-logo-tee',
  sku: 'TEE-M-NAVY',
  optionsText: 'Size: M, Color: Navy',
  quantity: 3,
  price: '16.00',
  displayPrice: '$16.00',
  total: '51.00',
  displayTotal: '$51.00',
  customOptions: { gift_note: 'For Sam' },
};

describe('a line of the store (cart, placed order, Platform order)', () => {
  it('shows the store’s unit price and price × quantity as its amount (tax and promotions stay in the totals)', () => {
    expect(storeLineView(tee, 'USD')).toEqual({
      key: 'li-1',
      name: 'Harbor Logo Tee',
      optionsText: 'Size: M, Color: Navy',
      customOptions: { gift_note: 'For Sam' },
      sku: 'TEE-M-NAVY',
      quantity: 3,
      unitPrice: '$16.00',
      amount: '$48.00',
      location: null,
      orders: null,
    });
  });

  it('shows a discounted line’s amount after its discounts, with their reasons', () => {
    const discounts = [
      { id: 'a1', lineItemId: 'li-1', kind: 'line', amount: '-4.80', size: '10%', reason: 'Damaged item', givenBy: 'Sam', approvedBy: null },
      { id: 'a2', lineItemId: 'li-2', kind: 'sale', amount: '-1.00', size: '5.00', reason: 'Loyal customer', givenBy: 'Sam', approvedBy: null },
    ] as const;
    expect(storeLineView({ ...tee, discountTotal: '-4.80' }, 'USD', discounts)).toMatchObject({
      amount: '$48.00',
      discount: { after: '$43.20', words: '−$4.80 · Discount 10%: Damaged item' },
    });
    expect(storeLineView({ ...tee, discountTotal: '-4.80' }, 'USD').discount).toEqual({ after: '$43.20', words: '−$4.80 discount' });
  });

  it('says price and quantity when the store’s price cannot be read', () => {
    expect(storeLineView({ ...tee, price: 'n/a', displayPrice: '€16' }, 'EUR').amount).toBe('3 × €16');
  });
});

describe('a line of an offline sale', () => {
  it('shows its last known unit price and amount in the sale’s currency, with the clerk’s line options', () => {
    const view = offlineLineView(
      { variantId: 'v-9', sku: null, name: 'Stoneware Coffee Mug', quantity: 2, unitPrice: '22.00', amount: '44.00', options: { monogram: 'SJ' } },
      'USD',
    );
    expect(view).toEqual({
      key: 'v-9',
      name: 'Stoneware Coffee Mug',
      optionsText: '',
      customOptions: { monogram: 'SJ' },
      sku: null,
      quantity: 2,
      unitPrice: '$22.00',
      amount: '$44.00',
      location: null,
      orders: null,
    });
  });
});

describe('paper', () => {
  it('a pick list row names its location and which orders take how many', () => {
    const view = pickListLineView({
      variantId: 'v-7',
      name: 'Harbor Logo Tee',
      optionsText: 'M',
      sku: 'TEE-M',
      location: 'Back room',
      quantity: 3,
      orders: [
        { number: 'R1', quantity: 2 },
        { number: 'R2', quantity: 1 },
      ],
    });
    expect(view).toMatchObject({
      key: 'v-7',
      name: 'Harbor Logo Tee',
      optionsText: 'M',
      sku: 'TEE-M',
      location: 'Back room',
      quantity: 3,
      orders: 'R1 × 2, R2 × 1',
      unitPrice: null,
      amount: null,
    });
  });

  it('a packing slip line is keyed by its place on the slip (two lines may share a SKU)', () => {
    expect(packingSlipLineView({ name: 'Mug', optionsText: '', sku: null, quantity: 1 }, 4)).toMatchObject({
      key: 'slip-line-4',
      name: 'Mug',
      sku: null,
      quantity: 1,
      orders: null,
    });
  });
});

describe('totals', () => {
  const order = {
    currency: 'USD',
    itemTotal: '48.00',
    shipTotal: '0.00',
    taxTotal: '2.69',
    total: '45.69',
    displayItemTotal: '$48.00',
    promoTotal: '-5.00',
    displayPromoTotal: '-$5.00',
    displayShipTotal: '$0.00',
    displayTaxTotal: '$2.69',
    displayTotal: '$45.69',
  };

  it('an order’s: subtotal, promotions (only when there are any), shipping, tax, then the total', () => {
    expect(orderTotalsRows(order)).toEqual([
      { label: 'Subtotal', amount: '$48.00' },
      { label: 'Promotions', amount: '-$5.00' },
      { label: 'Shipping', amount: '$0.00' },
      { label: 'Tax', amount: '$2.69' },
      { label: 'Total', amount: '$45.69', grand: true },
    ]);
    expect(orderTotalsRows({ ...order, promoTotal: '0.00' }).map((r) => r.label)).toEqual(['Subtotal', 'Shipping', 'Tax', 'Total']);
    expect(orderTotalsRows({ ...order, promoTotal: 'unknown' }).map((r) => r.label)).not.toContain('Promotions');
  });

  it('a receipt’s payments: one tender with the cash handed over and the change', () => {
    const rows = receiptPaymentRows({ paymentMethodName: 'Cash', tendered: '50.00', change: '4.31', order: { currency: 'USD', total: '45.69' } });
    expect(rows).toEqual([
      { label: 'Paid (Cash)', amount: '$50.00' },
      { label: 'Change', amount: '$4.31', change: true },
    ]);
  });

  it('a receipt’s payments: a card paid in full shows the total, no change', () => {
    expect(receiptPaymentRows({ paymentMethodName: 'Card', tendered: null, change: null, order: { currency: 'USD', total: '45.69' } })).toEqual([
      { label: 'Paid (Card)', amount: '$45.69' },
    ]);
  });

  it('a receipt’s payments: split tender, each tender, the cash tendered, the change', () => {
    const rows = receiptPaymentRows({
      paymentMethodName: 'Cash',
      tenders: [
        { methodName: 'Card', amount: '20.00' },
        { methodName: 'Cash', amount: '25.69' },
      ],
      tendered: '30.00',
      change: '4.31',
      order: { currency: 'USD', total: '45.69' },
    });
    expect(rows.map((r) => `${r.label} ${r.amount}`)).toEqual(['Paid (Card) $20.00', 'Paid (Cash) $25.69', 'Cash tendered $30.00', 'Change $4.31']);
  });

  it('an offline sale’s: the total, the cash and the change', () => {
    expect(offlineSaleTotalsRows({ currency: 'USD', total: '22.00', cashTendered: '30.00', change: '8.00' })).toEqual([
      { label: 'Total', amount: '$22.00', grand: true },
      { label: 'Cash', amount: '$30.00' },
      { label: 'Change', amount: '$8.00', change: true },
    ]);
  });

  it('a Platform order’s: the total, what the store has taken, and the balance due or the credit owed', () => {
    const platform = { currency: 'USD', total: '45.69', displayTotal: '$45.69' };
    expect(platformOrderTotalsRows({ ...platform, paymentTotal: '45.69' })).toEqual([
      { label: 'Total', amount: '$45.69', grand: true },
      { label: 'Paid', amount: '$45.69' },
    ]);
    expect(platformOrderTotalsRows({ ...platform, paymentTotal: '20.00' }).slice(1)).toEqual([
      { label: 'Paid', amount: '$20.00' },
      { label: 'Balance due', amount: '$25.69' },
    ]);
    expect(platformOrderTotalsRows({ ...platform, paymentTotal: '50.00' }).at(-1)).toEqual({ label: 'Credit owed', amount: '$4.31' });
    expect(platformOrderTotalsRows({ ...platform, paymentTotal: null })).toEqual([{ label: 'Total', amount: '$45.69', grand: true }]);
  });
});
