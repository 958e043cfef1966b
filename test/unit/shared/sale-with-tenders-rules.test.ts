/**
 * The rules of a sale with money taken, as pure rules: what counts as money taken (cash and card
 * that pay something; gift cards and store credit count only for a discard), how an address and a
 * shipping rate are classed, and the words of a refusal.
 */
import { describe, expect, it } from 'vitest';
import { addressChange, judgeSaleChange, SALE_WITH_TENDERS_RULES, shippingChange } from '../../../shared/sale/sale-with-tenders-rules.js';

const cash = (amount: string, state = 'completed') => ({ paymentMethodName: 'Cash', amount, state });
const giftCard = { paymentMethodName: 'Gift card', amount: '20.00', state: 'checkout' };
const PORTLAND = { address1: '12 Wharf Street', city: 'Portland', zipcode: '04101', countryIso: 'US' };

describe('sale-with-tenders rules', () => {
  it('refuses what lowers the total only while cash or card is taken', () => {
    expect(judgeSaleChange('line.lower', { payments: [], currency: 'USD' })).toEqual({ verdict: 'allowed' });
    expect(judgeSaleChange('line.lower', { payments: [giftCard], currency: 'USD' })).toEqual({ verdict: 'allowed' });
    // A cash payment still in `checkout` was never taken, nor a void one.
    expect(judgeSaleChange('line.lower', { payments: [cash('10.00', 'checkout'), cash('5.00', 'void')], currency: 'USD' })).toEqual({ verdict: 'allowed' });
    expect(judgeSaleChange('address.other', { payments: [cash('10.00'), giftCard], currency: 'USD' })).toEqual({
      verdict: 'refused',
      message: expect.stringMatching(/^Payments are already taken for this sale \(10\.00 USD\), so this cannot be done: tax and shipping follow the address/),
    });
    expect(judgeSaleChange('line.add', { payments: [cash('10.00')], currency: 'USD' })).toEqual({ verdict: 'allowed' });
  });

  it('asks a manager to discard a sale or parked cart holding any payment, or one whose payment is unconfirmed', () => {
    expect(judgeSaleChange('discard', { payments: [giftCard], currency: 'USD' })).toEqual({
      verdict: 'manager',
      action: 'Discard the sale that has a payment',
    });
    expect(judgeSaleChange('parked.discard', { payments: [cash('1.00')], currency: 'USD' })).toMatchObject({ verdict: 'manager' });
    expect(judgeSaleChange('parked.discard', null)).toEqual({ verdict: 'allowed' });
    expect(judgeSaleChange('discard', null, true)).toMatchObject({ verdict: 'manager' });
  });

  it('classes an address by its place and a shipping rate by its cost', () => {
    expect(addressChange({ ...PORTLAND, city: ' portland ' }, PORTLAND)).toBe('address.same');
    expect(addressChange(PORTLAND, { ...PORTLAND, zipcode: '04102' })).toBe('address.other');
    expect(addressChange(null, PORTLAND)).toBe('address.other');
    const shipments = [
      {
        id: 's1',
        selectedRateId: 'express',
        rates: [
          { id: 'pickup', cost: '0.00' },
          { id: 'express', cost: '19.95' },
        ],
      },
    ];
    expect(shippingChange(shipments, 's1', 'pickup')).toBe('shipping.cheaper');
    expect(shippingChange(shipments, 's1', 'express')).toBe('shipping.same-or-dearer');
    expect(Object.values(SALE_WITH_TENDERS_RULES).map((r) => r.verdict)).toContain('manager');
  });
});
