import { describe, expect, it } from 'vitest';
import { planTender, remainingBalance, tenderKindOf, tendersSoFar } from '../../../shared/sale/tenders.js';

const payment = (paymentMethodName: string, amount: string, state = 'pending') => ({ paymentMethodName, amount, state });

describe('tender arithmetic', () => {
  it('the remaining balance is the total less the valid payments, never below zero', () => {
    expect(remainingBalance('34.50', [])).toBe('34.50');
    expect(remainingBalance('34.50', [payment('Cash', '20.00')])).toBe('14.50');
    expect(remainingBalance('34.50', [payment('Cash', '20.00'), payment('Test card', '14.50')])).toBe('0.00');
    expect(remainingBalance('34.50', [payment('Test card', '40.00')])).toBe('0.00');
    // Failed, void and invalid payments pay nothing.
    expect(remainingBalance('34.50', [payment('Test card', '34.50', 'failed'), payment('Cash', '5.00', 'invalid'), payment('Cash', '1.00', 'void')])).toBe(
      '34.50',
    );
    // A cash or card payment never taken (the next payment replaces it) pays nothing yet; a gift card does.
    expect(remainingBalance('34.50', [payment('Cash', '34.50', 'checkout'), payment('Gift card', '20.00', 'checkout')])).toBe('14.50');
  });

  it('cash above the remaining balance gives change and covers it; cash below pays part', () => {
    expect(planTender('cash', '50', '34.50')).toEqual({ ok: true, apply: '34.50', change: '15.50', covers: true });
    expect(planTender('cash', '20.00', '34.50')).toEqual({ ok: true, apply: '20.00', change: '0.00', covers: false });
    expect(planTender('cash', '14.50', '14.50')).toEqual({ ok: true, apply: '14.50', change: '0.00', covers: true });
  });

  it('a card, saved card, gift card or store credit never gives change: more than is due is refused', () => {
    for (const kind of ['card', 'savedCard', 'giftCard', 'storeCredit'] as const) {
      const refused = planTender(kind, '14.51', '14.50');
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.message).toMatch(/more than the 14\.50 still to pay.*change comes only from cash/i);
    }
    expect(planTender('card', '14.50', '14.50')).toEqual({ ok: true, apply: '14.50', change: '0.00', covers: true });
    expect(planTender('card', '10', '14.50')).toEqual({ ok: true, apply: '10.00', change: '0.00', covers: false });
  });

  it('refuses nothing to pay, zero, negative and unreadable amounts in words', () => {
    expect(planTender('cash', '10', '0.00')).toMatchObject({ ok: false, message: 'Nothing is left to pay.' });
    expect(planTender('card', '0', '5.00')).toMatchObject({ ok: false, message: 'Enter an amount above zero.' });
    expect(planTender('cash', '-1', '5.00')).toMatchObject({ ok: false, message: 'Enter an amount above zero.' });
    expect(planTender('cash', '12,50', '5.00')).toMatchObject({ ok: false, message: 'Enter the amount as a number, like 12.50.' });
    expect(planTender('cash', '', '5.00')).toMatchObject({ ok: false, message: 'Enter the amount as a number, like 12.50.' });
  });

  it('names each payment so far by its kind, leaving out those that pay nothing', () => {
    const cart = {
      payments: [
        payment('Cash', '20.00'),
        payment('Test card', '5.00', 'failed'),
        payment('Gift card', '10.00', 'checkout'),
        payment('Store credit', '4.50', 'checkout'),
        payment('Test card', '0.50', 'pending'),
        payment('Cash', '9.00', 'checkout'),
      ],
    };
    expect(tendersSoFar(cart)).toEqual([
      { kind: 'cash', methodName: 'Cash', amount: '20.00' },
      { kind: 'giftCard', methodName: 'Gift card', amount: '10.00' },
      { kind: 'storeCredit', methodName: 'Store credit', amount: '4.50' },
      { kind: 'card', methodName: 'Test card', amount: '0.50' },
    ]);
    expect(tenderKindOf('Check')).toBe('cash');
    expect(tenderKindOf('Stripe')).toBe('card');
  });
});
