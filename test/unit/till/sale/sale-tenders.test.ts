import { describe, expect, it } from 'vitest';
import { addCash, paymentsTaken, splitReceiptPayment, tenderTaken } from '../../../../electron/till/sale/sale-tenders.js';

const payment = (number: string, paymentMethodName: string, amount: string, state = 'pending') => ({
  id: number,
  number,
  paymentMethodName,
  amount,
  state,
  paymentMethodId: null,
});

describe('the tenders of a split sale', () => {
  it('finds a tender in flight taken only as a new payment of its amount', () => {
    const inFlight = { methodName: 'Test card', amount: '16.00', tendered: null, before: ['P1'] };
    expect(tenderTaken({ payments: [payment('P1', 'Cash', '20.00')] }, inFlight)).toBe(false);
    expect(tenderTaken({ payments: [payment('P1', 'Cash', '20.00'), payment('P2', 'Test card', '16.00', 'failed')] }, inFlight)).toBe(false);
    expect(tenderTaken({ payments: [payment('P1', 'Cash', '20.00'), payment('P2', 'Test card', '15.00')] }, inFlight)).toBe(false);
    expect(tenderTaken({ payments: [payment('P1', 'Cash', '20.00'), payment('P2', 'Test card', '16.0')] }, inFlight)).toBe(true);
    expect(paymentsTaken({ payments: [payment('P1', 'Cash', '20.00'), payment('P2', 'Cash', '3.00', 'checkout')] })).toEqual(['P1']);
  });

  it('adds the cash handed over', () => {
    expect(addCash(null, null)).toBeNull();
    expect(addCash(undefined, '20')).toBe('20.00');
    expect(addCash('20.00', '10.50')).toBe('30.50');
    expect(addCash('20.00', null)).toBe('20.00');
  });

  it('names each tender on the receipt and gives change from cash only', () => {
    const order = {
      payments: [payment('P1', 'Cash', '20.00', 'completed'), payment('P2', 'Test card', '16.00', 'completed'), payment('P3', 'Test card', '16.00', 'failed')],
    };
    expect(splitReceiptPayment(order, '20.00', { P2: 'Test card •••• 4242' })).toEqual({
      methodName: 'Cash 20.00 + Test card •••• 4242 16.00',
      tenders: [
        { methodName: 'Cash', amount: '20.00' },
        { methodName: 'Test card •••• 4242', amount: '16.00' },
      ],
      tendered: '20.00',
      change: '0.00',
    });
    expect(splitReceiptPayment({ payments: [payment('P1', 'Cash', '36.00', 'completed')] }, '50', {})).toMatchObject({
      methodName: 'Cash',
      tendered: '50.00',
      change: '14.00',
    });
    expect(splitReceiptPayment({ payments: [payment('P1', 'Test card', '36.00', 'completed')] }, null)).toMatchObject({
      methodName: 'Test card',
      tendered: null,
      change: null,
    });
  });
});
