/**
 * A line discounted at the counter (a Platform adjustment of the line) comes back at what it was
 * sold for: each unit's share of the discounted amount and of the tax the store charged after the
 * discount, to the cent, never the undiscounted price.
 */
import { describe, expect, it } from 'vitest';
import { MA_ADDRESS } from '../../../support/demo-store/checkout-client.js';
import { authorize, cents, completedSale, returnItemsOf, useReturnsStore } from '../../../support/demo-store/returns-client.js';

const returns = useReturnsStore();

describe('a discounted line coming back', () => {
  it('is due back its discounted amount and the tax charged after the discount, unit by unit', async () => {
    const sale = await completedSale(returns.store, returns.pf, { items: [['classic-crew-tee', 2]], address: MA_ADDRESS, lineAdjustment: -6 });
    const [tees] = sale.lines;
    const sold = cents(tees!.attributes.price) * 2 - 600;
    const tax = Math.round(sold * 0.0625 + 1e-7);
    expect(cents(tees!.attributes.additional_tax_total)).toBe(tax);
    const dues: number[] = [];
    for (let unit = 1; unit <= 2; unit++) {
      const answer = await authorize(returns.pf, sale, [{ line: tees!, quantity: 1 }]);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const [item] = returnItemsOf(answer);
      expect(cents(item!.attributes.pre_tax_amount)).toBe(Math.round((sold * unit) / 2) - Math.round((sold * (unit - 1)) / 2));
      dues.push(cents(item!.attributes.amount));
    }
    expect(dues.reduce((a, b) => a + b, 0)).toBe(sold + tax);
  });
});
