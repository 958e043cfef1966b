/**
 * Return authorizations against a real demo store: the store works out what each return item is
 * due back (the units' share of the line less its promotion, plus their share of the tax added on
 * top), a unit can be authorized once (quantities past what was sold less what is authorized are
 * a 422 naming the line; a canceled authorization frees its units), the return window refuses in
 * words unless overridden (and the override is recorded), an order whose goods never left the
 * store is refused, and the starting reasons are there and more can be added.
 */
import { describe, expect, it } from 'vitest';
import { MA_ADDRESS } from '../../../support/demo-store/checkout-client.js';
import { authorize, cents, completedSale, returnItemsOf, storeWrite, useReturnsStore } from '../../../support/demo-store/returns-client.js';
import { many, one } from '../../../support/demo-store/store-client.js';

const returns = useReturnsStore();

/** Moves the order's completion `days` back, as if it had been placed then. */
function completedDaysAgo(number: string, days: number): void {
  storeWrite(returns.store, 'UPDATE orders SET completed_at = ? WHERE number = ?', new Date(Date.now() - days * 86_400_000).toISOString(), number);
}

describe('return authorizations', () => {
  it('work out what each unit is due back: its share of the line less the promotion, plus its share of the tax added on top', async () => {
    // Three tees and a mug in Massachusetts (6.25% added), 10% off: the tee line carries a discount and an odd tax.
    const sale = await completedSale(returns.store, returns.pf, {
      items: [
        ['classic-crew-tee', 3],
        ['stoneware-coffee-mug', 1],
      ],
      address: MA_ADDRESS,
      code: 'WELCOME10',
    });
    const tees = sale.lines.find((l) => l.attributes.quantity === 3)!;
    const lineAmount = cents(tees.attributes.price) * 3 + cents(tees.attributes.promo_total);
    const lineTax = cents(tees.attributes.additional_tax_total);
    expect(cents(tees.attributes.promo_total)).toBeLessThan(0);
    expect(lineTax).toBeGreaterThan(0);

    const dues: number[] = [];
    for (let unit = 1; unit <= 3; unit++) {
      const answer = await authorize(returns.pf, sale, [{ line: tees, quantity: 1 }]);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const [item] = returnItemsOf(answer);
      const expectedPreTax = Math.round((lineAmount * unit) / 3) - Math.round((lineAmount * (unit - 1)) / 3);
      const expectedTax = Math.round((lineTax * unit) / 3) - Math.round((lineTax * (unit - 1)) / 3);
      expect(item!.attributes).toMatchObject({ quantity: 1, eligibility: 'eligible', reception_status: 'awaiting' });
      expect(cents(item!.attributes.pre_tax_amount)).toBe(expectedPreTax);
      expect(cents(item!.attributes.additional_tax_total)).toBe(expectedTax);
      expect(cents(item!.attributes.amount)).toBe(expectedPreTax + expectedTax);
      expect(cents(one(answer.body).attributes.total)).toBe(expectedPreTax + expectedTax);
      dues.push(cents(item!.attributes.amount));
    }
    // One unit at a time, the line comes back to the cent: its discounted amount and its tax, never more.
    expect(dues.reduce((a, b) => a + b, 0)).toBe(lineAmount + lineTax);
  });

  it('authorize a unit once: past what was sold less what is authorized is a 422 naming the line; a canceled authorization frees its units', async () => {
    const sale = await completedSale(returns.store, returns.pf, { items: [['classic-crew-tee', 2]] });
    const [tees] = sale.lines;
    const tooMany = await authorize(returns.pf, sale, [{ line: tees!, quantity: 3 }]);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error).toContain(`line item ${tees!.id}`);
    expect(tooMany.body.error).toContain('only 2 of the 2 sold can still be returned');

    const first = await authorize(returns.pf, sale, [{ line: tees!, quantity: 2 }]);
    expect(first.status).toBe(201);
    const again = await authorize(returns.pf, sale, [{ line: tees!, quantity: 1 }]);
    expect(again.status).toBe(422);
    expect(again.body.error).toContain('only 0 of the 2 sold can still be returned (2 already authorized)');

    const number = one(first.body).attributes.number as string;
    const canceled = await returns.pf.patch(`/return_authorizations/${number}/cancel`);
    expect(canceled.status).toBe(200);
    expect(one(canceled.body).attributes.state).toBe('canceled');
    expect((await returns.pf.patch(`/return_authorizations/${number}/cancel`)).status).toBe(422);
    expect((await authorize(returns.pf, sale, [{ line: tees!, quantity: 2 }])).status).toBe(201);

    const listed = await returns.pf.get(`/return_authorizations?filter[order_number]=${sale.number}`);
    expect(many(listed.body).map((r) => r.attributes.state)).toEqual(['authorized', 'canceled']);
  });

  it('refuse items past the return window in words unless a manager overrides it, and record the override', async () => {
    const sale = await completedSale(returns.store, returns.pf);
    completedDaysAgo(sale.number, 45);
    const late = await authorize(returns.pf, sale, [{ line: sale.lines[0]!, quantity: 1 }]);
    expect(late.status).toBe(422);
    expect(late.body.error).toBe(
      `Order ${sale.number} completed 45 days ago, past the 30-day return window: its items need a manager (pass override_return_window: true to authorize them anyway)`,
    );
    const overridden = await authorize(returns.pf, sale, [{ line: sale.lines[0]!, quantity: 1 }], { override_return_window: true });
    expect(overridden.status).toBe(201);
    expect(one(overridden.body).attributes.return_window_overridden).toBe(true);
    expect(returnItemsOf(overridden)[0]!.attributes).toMatchObject({
      eligibility: 'manual_intervention_required',
      acceptance_status: 'manual_intervention_required',
    });

    const recent = await completedSale(returns.store, returns.pf);
    completedDaysAgo(recent.number, 29);
    const inTime = await authorize(returns.pf, recent, [{ line: recent.lines[0]!, quantity: 1 }]);
    expect(inTime.status).toBe(201);
    expect(one(inTime.body).attributes.return_window_overridden).toBe(false);
  });

  it('refuse an order whose goods have not left the returns.store, and lines of other orders', async () => {
    const waiting = await completedSale(returns.store, returns.pf, { unshipped: true });
    const refused = await authorize(returns.pf, waiting, [{ line: waiting.lines[0]!, quantity: 1 }]);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(new RegExp(`^Order ${waiting.number} has not left the store \\(shipment H\\d+ is ready\\)`));

    const shipped = await completedSale(returns.store, returns.pf);
    const stranger = await authorize(returns.pf, shipped, [{ line: waiting.lines[0]!, quantity: 1 }]);
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors).toEqual({ return_items: [`line item ${waiting.lines[0]!.id} is not a line of order ${shipped.number}`] });
  });

  it('start with the reasons a counter needs, and take more (a name once, whatever its case)', async () => {
    const returnReasons = many((await returns.pf.get('/return_authorization_reasons')).body).map((r) => r.attributes.name);
    expect(returnReasons).toEqual(expect.arrayContaining(['Damaged', 'Wrong size', 'Changed mind', 'Not as described']));
    const refundReasons = many((await returns.pf.get('/refund_reasons')).body).map((r) => r.attributes.name);
    expect(refundReasons).toEqual(expect.arrayContaining(['Return', 'Price adjustment', 'Offline sale conflict', 'Terminal charge not used']));

    const added = await returns.pf.post('/return_authorization_reasons', { return_authorization_reason: { name: 'Gift duplicate' } });
    expect(added.status).toBe(201);
    expect(one(added.body).attributes).toMatchObject({ name: 'Gift duplicate', active: true });
    const twice = await returns.pf.post('/return_authorization_reasons', { return_authorization_reason: { name: 'gift DUPLICATE' } });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ name: ['has already been taken'] });
    expect((await returns.pf.post('/refund_reasons', { refund_reason: { name: ' ' } })).status).toBe(422);
  });
});
