import { describe, expect, it } from 'vitest';
import { orderTotals, paymentStateOf, shipmentStateOf } from '../../../electron/demo-store/checkout/order-totals.js';

describe('order totals', () => {
  it('adds items and selected shipping in cents', () => {
    expect(
      orderTotals({
        lineItems: [
          { priceCents: 1800, quantity: 2 },
          { priceCents: 2200, quantity: 1 },
        ],
        shipmentCosts: [695, 0],
      }),
    ).toEqual({
      itemCount: 3,
      itemTotalCents: 5800,
      shipTotalCents: 695,
      taxTotalCents: 0,
      additionalTaxTotalCents: 0,
      includedTaxTotalCents: 0,
      promoTotalCents: 0,
      adjustmentTotalCents: 0,
      manualAdjustmentTotalCents: 0,
      totalCents: 6495,
    });
    expect(orderTotals({ lineItems: [], shipmentCosts: [] }).totalCents).toBe(0);
  });

  it('adds promotions and tax added on top to the total, and reports tax included in prices apart', () => {
    const totals = orderTotals({
      lineItems: [
        { priceCents: 1800, quantity: 2, promoCents: -360, additionalTaxCents: 203 },
        { priceCents: 2200, quantity: 1, promoCents: -220, additionalTaxCents: 124, includedTaxCents: 0 },
      ],
      shipmentCosts: [695],
    });
    expect(totals).toEqual({
      itemCount: 3,
      itemTotalCents: 5800,
      shipTotalCents: 695,
      taxTotalCents: 327,
      additionalTaxTotalCents: 327,
      includedTaxTotalCents: 0,
      promoTotalCents: -580,
      adjustmentTotalCents: -253,
      manualAdjustmentTotalCents: 0,
      totalCents: 6242,
    });
    // An adjustment made through the Platform API (a reduction) is in the adjustment total and the total.
    expect(orderTotals({ lineItems: [{ priceCents: 2900, quantity: 2 }], shipmentCosts: [695], manualAdjustmentCents: -700 })).toMatchObject({
      itemTotalCents: 5800,
      manualAdjustmentTotalCents: -700,
      adjustmentTotalCents: -700,
      totalCents: 5795,
    });
    const vat = orderTotals({ lineItems: [{ priceCents: 1999, quantity: 1, includedTaxCents: 319 }], shipmentCosts: [] });
    expect(vat).toMatchObject({ taxTotalCents: 319, includedTaxTotalCents: 319, adjustmentTotalCents: 0, totalCents: 1999 });
  });

  it('derives the payment state', () => {
    expect(paymentStateOf(1000, [{ state: 'completed', amountCents: 1000 }])).toBe('paid');
    expect(paymentStateOf(1000, [{ state: 'completed', amountCents: 400 }])).toBe('balance_due');
    expect(paymentStateOf(1000, [{ state: 'completed', amountCents: 1500 }])).toBe('credit_owed');
    expect(paymentStateOf(1000, [{ state: 'failed', amountCents: 1000 }])).toBe('failed');
    expect(paymentStateOf(0, [])).toBe('paid');
    // A canceled order: void once nothing it was paid is kept, else what it kept is owed back.
    expect(paymentStateOf(1000, [{ state: 'void', amountCents: 1000 }], true)).toBe('void');
    expect(paymentStateOf(1000, [{ state: 'completed', amountCents: 1000 }], true)).toBe('credit_owed');
    expect(paymentStateOf(1000, [{ state: 'void', amountCents: 1000 }])).toBe('failed');
  });

  it('derives the shipment state', () => {
    const s = (state: string, backordered = false) => ({ state, backordered });
    expect(shipmentStateOf([])).toBeNull();
    expect(shipmentStateOf([s('ready')])).toBe('ready');
    expect(shipmentStateOf([s('ready'), s('pending', true)])).toBe('backorder');
    expect(shipmentStateOf([s('shipped'), s('ready')])).toBe('partial');
    expect(shipmentStateOf([s('shipped'), s('pending', true)])).toBe('partial');
    expect(shipmentStateOf([s('shipped'), s('shipped')])).toBe('shipped');
    expect(shipmentStateOf([s('shipped'), s('delivered')])).toBe('shipped');
    expect(shipmentStateOf([s('delivered'), s('delivered')])).toBe('delivered');
    expect(shipmentStateOf([s('canceled')])).toBe('canceled');
  });
});
