/**
 * Receiving goods back and reimbursing them against a real demo store: resellable goods restock
 * their location exactly once (a second receipt is a 422), damaged goods do not; the order is
 * credit_owed while goods are back and their money is not, paid once it is, and when every unit is
 * back and every cent given back its shipment_state is returned and its payment_state void. A
 * reimbursement gives back the items' amounts and never more: across a split sale's payments
 * (gift card back to its balance first, then the card), or as store credit for a customer (a guest
 * order is a 422 in words and nothing is done); at a counter, the goods in hand are received and
 * reimbursed in one step.
 */
import { describe, expect, it } from 'vitest';
import { signInCustomer } from '../../../support/demo-store/checkout-client.js';
import {
  authorize,
  cents,
  completedSale,
  onHand,
  platformOrder,
  returnItemsOf,
  storedNumber,
  type Sale,
  useReturnsStore,
} from '../../../support/demo-store/returns-client.js';
import { included, one, type Resource } from '../../../support/demo-store/store-client.js';

const returns = useReturnsStore();

/** Authorizes `quantity` units of the sale's first line; its return items. */
async function authorized(sale: Sale, quantity: number): Promise<{ number: string; items: Resource[] }> {
  const answer = await authorize(returns.pf, sale, [{ line: sale.lines[0]!, quantity }]);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { number: one(answer.body).attributes.number as string, items: returnItemsOf(answer) };
}

async function receive(items: readonly Resource[], resellable: boolean) {
  return returns.pf.post('/customer_returns?include=return_items', { customer_return: { return_items: items.map((i) => ({ id: i.id, resellable })) } });
}

async function reimburse(body: Record<string, unknown>) {
  return returns.pf.post('/reimbursements?include=refunds', { reimbursement: body });
}

describe('customer returns', () => {
  it('restock a resellable item at its location exactly once, and a damaged one not at all', async () => {
    const sale = await completedSale(returns.store, returns.pf, { items: [['classic-crew-tee', 3]] });
    const variant = sale.variantIds[0]!;
    const { items: resellable } = await authorized(sale, 2);
    const { items: damaged } = await authorized(sale, 1);
    const before = await onHand(returns.pf, variant);

    const received = await receive(resellable, true);
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    expect(included(received.body, 'return_item')[0]!.attributes).toMatchObject({ reception_status: 'received', resellable: true });
    expect(await onHand(returns.pf, variant)).toBe(before + 2);

    const again = await receive(resellable, true);
    expect(again.status).toBe(422);
    expect(again.body.error).toMatch(
      new RegExp(`^Return item ${resellable[0]!.id} was already received \\(customer return CR\\d{9}\\): it is restocked once only$`),
    );
    expect(await onHand(returns.pf, variant)).toBe(before + 2);

    expect((await receive(damaged, false)).status).toBe(201);
    expect(await onHand(returns.pf, variant)).toBe(before + 2);
  });

  it('move the order: credit_owed while goods are back and their money is not, paid once it is, returned and void when all came back', async () => {
    const sale = await completedSale(returns.store, returns.pf, { items: [['classic-crew-tee', 2]] });
    expect(sale.order.attributes).toMatchObject({ payment_state: 'paid', shipment_state: 'shipped' });
    const first = await authorized(sale, 1);
    const receipt = await receive(first.items, true);
    expect((await platformOrder(returns.pf, sale.number)).order.attributes).toMatchObject({ payment_state: 'credit_owed', shipment_state: 'shipped' });

    const paidBack = await reimburse({ customer_return_id: one(receipt.body).attributes.number });
    expect(paidBack.status, JSON.stringify(paidBack.body)).toBe(201);
    expect((await platformOrder(returns.pf, sale.number)).order.attributes).toMatchObject({
      payment_state: 'paid',
      shipment_state: 'shipped',
      payment_total: '18.00',
    });

    const second = await authorized(sale, 1);
    const counter = await reimburse({ return_authorization_id: second.number, return_items: [{ id: second.items[0]!.id, resellable: true }] });
    expect(counter.status, JSON.stringify(counter.body)).toBe(201);
    const { order, doc } = await platformOrder(returns.pf, sale.number);
    expect(order.attributes).toMatchObject({ payment_state: 'void', shipment_state: 'returned', payment_total: '0.00' });
    expect(included(doc, 'return_authorization')).toHaveLength(2);
    expect(included(doc, 'reimbursement')).toHaveLength(2);
    expect(included(doc, 'refund').map((r) => r.attributes.amount)).toEqual(['18.00', '18.00']);
  });
});

describe('reimbursements', () => {
  it("give back a split sale's return across its payments, the gift card's balance first, then the card", async () => {
    // Two tees (36.00): 20.00 on a gift card, 16.00 on a card; the whole sale comes back.
    const usedBefore = storedNumber(returns.store, "SELECT amount_used_cents AS n FROM gift_cards WHERE code = 'GIFT-20-DEMO'");
    const sale = await completedSale(returns.store, returns.pf, { items: [['classic-crew-tee', 2]], code: 'GIFT-20-DEMO', card: 'tok_mastercard' });
    const { number, items } = await authorized(sale, 2);
    const done = await reimburse({ return_authorization_id: number, return_items: items.map((i) => ({ id: i.id, resellable: true })) });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(one(done.body).attributes).toMatchObject({ reimbursement_type: 'original', total: '36.00', reimbursement_status: 'reimbursed' });
    const refunds = included(done.body, 'refund').map((r) => [r.attributes.amount, (r.attributes.transaction_id as string).split('-')[0]]);
    expect(refunds).toEqual([
      ['20.00', 'GC'],
      ['16.00', 'REFUND'],
    ]);
    expect(storedNumber(returns.store, "SELECT amount_used_cents AS n FROM gift_cards WHERE code = 'GIFT-20-DEMO'")).toBe(usedBefore);
  });

  it('give back only what the items are due, once: a second reimbursement of the same goods is a 422', async () => {
    const sale = await completedSale(returns.store, returns.pf, {
      items: [
        ['classic-crew-tee', 1],
        ['stoneware-coffee-mug', 1],
      ],
    });
    const { items } = await authorized(sale, 1);
    const receipt = await receive(items, true);
    const done = await reimburse({ customer_return_id: one(receipt.body).attributes.number });
    expect(done.status).toBe(201);
    expect(cents(one(done.body).attributes.total)).toBe(cents(items[0]!.attributes.amount));
    expect(included(done.body, 'refund').map((r) => r.attributes.amount)).toEqual([items[0]!.attributes.amount]);
    const twice = await reimburse({ customer_return_id: one(receipt.body).attributes.number });
    expect(twice.status).toBe(422);
    expect(twice.body.error).toBe(`Customer return ${one(receipt.body).attributes.number as string} has nothing left to reimburse`);
  });

  it('record a card that refused its refund as handed back in cash: against its payment, with the reason "Card refused", never sent to the gateway', async () => {
    const sale = await completedSale(returns.store, returns.pf, { items: [['classic-crew-tee', 1]], card: 'tok_refund_refused' });
    const { number, items } = await authorized(sale, 1);
    const inHand = { return_authorization_id: number, return_items: [{ id: items[0]!.id, resellable: true }] };
    const refused = await reimburse({ ...inHand, reimbursement_type: 'original' });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('The card issuer refused the refund: give it back another way (cash or store credit).');

    const done = await reimburse({ ...inHand, reimbursement_type: 'cash' });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(one(done.body).attributes).toMatchObject({ reimbursement_type: 'cash', total: items[0]!.attributes.amount });
    const [refund] = included(done.body, 'refund');
    expect(refund!.attributes).toMatchObject({ amount: items[0]!.attributes.amount, reason: 'Card refused' });
    expect(refund!.attributes.transaction_id).toMatch(/^CASH-REFUND-RF\d{9}$/);
    expect((await platformOrder(returns.pf, sale.number)).order.attributes).toMatchObject({ payment_state: 'void' });
  });

  it("issue store credit to the order's customer, and refuse a guest order in words, doing nothing", async () => {
    const guest = await completedSale(returns.store, returns.pf);
    const { number, items } = await authorized(guest, 1);
    const refused = await reimburse({
      reimbursement_type: 'store_credit',
      return_authorization_id: number,
      return_items: [{ id: items[0]!.id, resellable: true }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(
      `Order ${guest.number} is a guest order (no customer account): store credit cannot be issued; reimburse to the original payment instead`,
    );
    // Nothing was received either: the same goods can still come back and be paid back to the cash.
    const original = await reimburse({ return_authorization_id: number, return_items: [{ id: items[0]!.id, resellable: true }] });
    expect(original.status).toBe(201);

    const customer = await signInCustomer(returns.store);
    const theirs = await completedSale(returns.store, returns.pf, { customer });
    const credit = () =>
      storedNumber(
        returns.store,
        'SELECT SUM(amount_cents - amount_used_cents) AS n FROM store_credits WHERE user_id = (SELECT user_id FROM orders WHERE number = ?)',
        theirs.number,
      );
    const before = credit();
    const mine = await authorized(theirs, 1);
    const issued = await reimburse({
      reimbursement_type: 'store_credit',
      return_authorization_id: mine.number,
      return_items: [{ id: mine.items[0]!.id, resellable: false }],
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(one(issued.body).attributes).toMatchObject({ reimbursement_type: 'store_credit', total: '18.00' });
    expect(included(issued.body, 'refund')).toEqual([]);
    expect(credit()).toBe(before + 1800);
    expect((await platformOrder(returns.pf, theirs.number)).order.attributes).toMatchObject({ payment_state: 'void', shipment_state: 'returned' });
  });

  it('create store credit as the Platform document defines it', async () => {
    const customer = await signInCustomer(returns.store);
    const { order } = await platformOrder(returns.pf, (await completedSale(returns.store, returns.pf, { customer })).number);
    const userId = (order.relationships.user!.data as { id: string }).id;
    const created = await returns.pf.post('/store_credits', {
      store_credit: { user_id: userId, amount: 12.5, currency: 'USD', memo: 'Return without a receipt', category_id: '1' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(one(created.body).attributes).toMatchObject({ amount: '12.50', amount_used: '0.00', memo: 'Return without a receipt', currency: 'USD' });
    const refused = await returns.pf.post('/store_credits', { store_credit: { user_id: '999999', amount: 0 } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors!).sort()).toEqual(['amount', 'user']);
  });
});
