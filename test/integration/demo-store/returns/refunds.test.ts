/**
 * Refunds against a real demo store: a payment gives back at most what it captured less its
 * earlier refunds (a 422 says how much is still refundable); a card goes through the test gateway,
 * whose tok_refund_decline charges fine but refuses refunds (a 422 with its words, nothing
 * recorded); a gift card or store credit payment gets its balance back; a refund on its own
 * settles what an order is owed (a price adjustment: credit_owed, then paid).
 */
import { describe, expect, it } from 'vitest';
import { signInCustomer } from '../../../support/demo-store/checkout-client.js';
import { cents, completedSale, platformOrder, reasonId, storedNumber, type Sale, useReturnsStore } from '../../../support/demo-store/returns-client.js';
import { many, one } from '../../../support/demo-store/store-client.js';

const returns = useReturnsStore();

async function refund(sale: Sale, amount: number, reason = 'Offline sale conflict', payment = sale.payments[0]!) {
  return returns.pf.post('/refunds?include=payment', {
    refund: { payment_id: payment.attributes.number, amount, refund_reason_id: await reasonId(returns.pf, 'refund_reasons', reason) },
  });
}

describe('refunds', () => {
  it('never give back more than the payment captured less its earlier refunds, and say how much is left', async () => {
    const sale = await completedSale(returns.store, returns.pf, { items: [['classic-crew-tee', 1]] });
    const first = await refund(sale, 10);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(one(first.body).attributes).toMatchObject({ amount: '10.00', reason: 'Offline sale conflict' });
    expect(one(first.body).attributes.transaction_id).toMatch(/^CASH-REFUND-RF\d{9}$/);

    const over = await refund(sale, 8.01);
    expect(over.status).toBe(422);
    expect(over.body.error).toContain('$8.00 is still refundable');
    expect(over.body.errors).toEqual({
      amount: [`is more than payment ${sale.payments[0]!.attributes.number as string} can give back: $8.00 is still refundable`],
    });

    expect((await refund(sale, 8)).status).toBe(201);
    expect((await refund(sale, 0.01)).status).toBe(422);
    const listed = many((await returns.pf.get(`/refunds?filter[order_number]=${sale.number}`)).body);
    expect(listed.map((r) => r.attributes.amount)).toEqual(['8.00', '10.00']);
    const { order } = await platformOrder(returns.pf, sale.number);
    expect(order.attributes.payment_total).toBe('0.00');
  });

  it('go to a card through the gateway; a card that refuses refunds is a 422 in its words and nothing is recorded', async () => {
    const good = await completedSale(returns.store, returns.pf, { card: 'tok_visa' });
    const refunded = await refund(good, 5);
    expect(refunded.status).toBe(201);
    expect(one(refunded.body).attributes.transaction_id).toMatch(/^REFUND-RF\d{9}-500$/);

    const refusing = await completedSale(returns.store, returns.pf, { card: 'tok_refund_decline' });
    expect(refusing.order.attributes.payment_state).toBe('paid');
    const refused = await refund(refusing, 5);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('The card issuer refused the refund: give it back another way (cash or store credit).');
    expect(many((await returns.pf.get(`/refunds?filter[order_number]=${refusing.number}`)).body)).toEqual([]);
    const { order } = await platformOrder(returns.pf, refusing.number);
    expect(order.attributes).toMatchObject({ payment_total: refusing.order.attributes.payment_total, payment_state: 'paid' });
  });

  it('give a gift card and store credit their balance back', async () => {
    const gifted = await completedSale(returns.store, returns.pf, { items: [['classic-crew-tee', 1]], code: 'GIFT-50-DEMO', noTender: true });
    const usedBefore = storedNumber(returns.store, "SELECT amount_used_cents AS n FROM gift_cards WHERE code = 'GIFT-50-DEMO'");
    expect((await refund(gifted, 6)).status).toBe(201);
    expect(storedNumber(returns.store, "SELECT amount_used_cents AS n FROM gift_cards WHERE code = 'GIFT-50-DEMO'")).toBe(usedBefore - 600);

    const customer = await signInCustomer(returns.store);
    const credited = await completedSale(returns.store, returns.pf, { customer, storeCredit: 18, noTender: true });
    const available = () =>
      storedNumber(
        returns.store,
        'SELECT SUM(amount_cents - amount_used_cents) AS n FROM store_credits WHERE user_id = (SELECT user_id FROM orders WHERE number = ?)',
        credited.number,
      );
    const before = available();
    expect((await refund(credited, 18)).status).toBe(201);
    expect(available()).toBe(before + 1800);
  });

  it('settle what an order is owed: a price adjustment makes it credit_owed, its refund makes it paid again', async () => {
    const sale = await completedSale(returns.store, returns.pf);
    const adjusted = await returns.pf.post('/adjustments', {
      adjustment: { order_id: sale.number, adjustable_id: sale.number, adjustable_type: 'Spree::Order', label: 'Price matched', amount: -5 },
    });
    expect(adjusted.status).toBe(201);
    expect((await platformOrder(returns.pf, sale.number)).order.attributes.payment_state).toBe('credit_owed');
    expect((await refund(sale, 5, 'Price adjustment')).status).toBe(201);
    const { order } = await platformOrder(returns.pf, sale.number);
    expect(order.attributes).toMatchObject({ payment_state: 'paid' });
    expect(cents(order.attributes.payment_total)).toBe(cents(order.attributes.total));
  });
});
