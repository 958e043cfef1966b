/**
 * Exchanges against a real demo store: a reimbursement of type exchange puts the return's value
 * on a new order still in checkout as one "Exchange credit" payment, up to what that order leaves
 * to pay; what is left to pay is the new order's total less it, and the rest of the value (new
 * goods cheaper) goes back to the returned sale's tenders. An exchange order placed already,
 * unknown or in another currency is refused in words and nothing is done; a return is exchanged once.
 */
import { describe, expect, it } from 'vitest';
import { authorize, cents, completedSale, platformOrder, returnItemsOf, type Sale, useReturnsStore } from '../../../support/demo-store/returns-client.js';
import { SF, addItem, call, included, inStockVariantId, newCart, one, payWith, toPayment, type Resource } from '../../../support/demo-store/store-client.js';

const returns = useReturnsStore();

/** A new sale in checkout: `quantity` tees, addressed and at payment. */
async function newSale(quantity: number): Promise<{ token: string; number: string; total: number }> {
  const cart = await newCart(returns.store);
  expect((await addItem(returns.store, cart.token, await inStockVariantId(returns.store, 'classic-crew-tee'), quantity)).status).toBe(200);
  const atPayment = await toPayment(returns.store, cart.token);
  return { ...cart, total: cents(atPayment.attributes.total) };
}

/** Every unit of the sale's first line authorized; the reimbursement body exchanging them toward `orderNumber`. */
async function exchangeBody(sale: Sale, quantity: number, orderNumber: string) {
  const authorized = await authorize(returns.pf, sale, [{ line: sale.lines[0]!, quantity }]);
  expect(authorized.status, JSON.stringify(authorized.body)).toBe(201);
  return {
    value: cents(one(authorized.body).attributes.total),
    body: {
      reimbursement: {
        reimbursement_type: 'exchange',
        exchange_order_number: orderNumber,
        return_authorization_id: one(authorized.body).attributes.number,
        return_items: returnItemsOf(authorized).map((i) => ({ id: i.id, resellable: true })),
      },
    },
  };
}

async function cartPayments(token: string): Promise<{ cart: Resource; payments: Resource[] }> {
  const answer = await call(returns.store, `${SF}/cart?include=payments`, { orderToken: token });
  expect(answer.status).toBe(200);
  return { cart: one(answer.body), payments: included(answer.body, 'payment') };
}

const exchangeCredits = (payments: readonly Resource[]) => payments.filter((p) => p.attributes.payment_method_name === 'Exchange credit');

describe('exchanges', () => {
  it('put the return on the new order as Exchange credit: what is left to pay is its total less the credit, paid as usual', async () => {
    const sale = await completedSale(returns.store, returns.pf, { items: [['classic-crew-tee', 1]] });
    const fresh = await newSale(3);
    const { value, body } = await exchangeBody(sale, 1, fresh.number);
    expect(fresh.total).toBeGreaterThan(value);

    const done = await returns.pf.post('/reimbursements?include=refunds', body);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(one(done.body).attributes).toMatchObject({ reimbursement_type: 'exchange', exchange_order_number: fresh.number });
    expect(cents(one(done.body).attributes.exchange_credit)).toBe(value);
    expect(included(done.body, 'refund')).toHaveLength(0);

    const { payments } = await cartPayments(fresh.token);
    expect(exchangeCredits(payments).map((p) => [cents(p.attributes.amount), p.attributes.state])).toEqual([[value, 'completed']]);
    // The rest is paid with the usual tenders: a cash payment is sized to the total less the credit.
    const cash = await payWith(returns.store, fresh.token, 'Cash');
    expect(cash.status, JSON.stringify(cash.body)).toBe(201);
    const cashPayment = (await cartPayments(fresh.token)).payments.find((p) => p.attributes.payment_method_name === 'Cash');
    expect(cents(cashPayment?.attributes.amount)).toBe(fresh.total - value);
    const completed = await call(returns.store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: fresh.token });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const placed = (await platformOrder(returns.pf, fresh.number)).order.attributes;
    expect(placed).toMatchObject({ state: 'complete', payment_state: 'paid' });
    expect(cents(placed.payment_total)).toBe(fresh.total);
    // The returned sale was given its value back (as the exchange credit): nothing owed either way.
    expect((await platformOrder(returns.pf, sale.number)).order.attributes.payment_state).not.toBe('credit_owed');
  });

  it('give the rest back to the original tenders when the new goods cost less, and the credit alone places the new order', async () => {
    const sale = await completedSale(returns.store, returns.pf, { items: [['classic-crew-tee', 3]] });
    const fresh = await newSale(1);
    const { value, body } = await exchangeBody(sale, 3, fresh.number);
    expect(value).toBeGreaterThan(fresh.total);

    const done = await returns.pf.post('/reimbursements?include=refunds', body);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(cents(one(done.body).attributes.exchange_credit)).toBe(fresh.total);
    expect(included(done.body, 'refund').map((r) => cents(r.attributes.amount))).toEqual([value - fresh.total]);

    const completed = await call(returns.store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: fresh.token });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect((await platformOrder(returns.pf, fresh.number)).order.attributes).toMatchObject({ state: 'complete', payment_state: 'paid' });
  });

  it('refuse in words an exchange order that is placed, unknown or in another currency, doing nothing; and exchange a return once', async () => {
    const sale = await completedSale(returns.store, returns.pf, { items: [['classic-crew-tee', 1]] });
    const placed = await completedSale(returns.store, returns.pf, { items: [['classic-crew-tee', 1]] });
    const fresh = await newSale(2);
    const euros = await newCart(returns.store);
    expect((await addItem(returns.store, euros.token, await inStockVariantId(returns.store, 'classic-crew-tee'), 2)).status).toBe(200);
    expect((await call(returns.store, `${SF}/cart/change_currency?new_currency=EUR`, { method: 'PATCH', orderToken: euros.token })).status).toBe(200);
    const { body } = await exchangeBody(sale, 1, fresh.number);
    const toward = (number: string) => ({ reimbursement: { ...body.reimbursement, exchange_order_number: number } });

    const refusals = [
      [placed.number, new RegExp(`^Order ${placed.number} is not in checkout \\(it is complete\\)`)],
      ['R000000000', /^No order R000000000 at this store to exchange toward$/],
      [euros.number, new RegExp(`^Order ${euros.number} is in EUR and the return in USD`)],
      [sale.number, new RegExp(`^Order ${sale.number} is the order the goods came back from`)],
    ] as const;
    for (const [number, words] of refusals) {
      const refused = await returns.pf.post('/reimbursements', toward(number));
      expect(refused.status, number).toBe(422);
      expect(refused.body.error, number).toMatch(words);
    }
    expect((await platformOrder(returns.pf, sale.number)).order.attributes.payment_state).toBe('paid');
    expect(included((await platformOrder(returns.pf, sale.number)).doc, 'reimbursement')).toHaveLength(0);

    expect((await returns.pf.post('/reimbursements', body)).status).toBe(201);
    const again = await returns.pf.post('/reimbursements', body);
    expect(again.status).toBe(422);
    expect(exchangeCredits((await cartPayments(fresh.token)).payments)).toHaveLength(1);
  });
});
