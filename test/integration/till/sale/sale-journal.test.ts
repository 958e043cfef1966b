/**
 * Placed and discarded sales in the till's journal, against the demo store: one entry per placed
 * order with its totals and payments as the store states them and the cash taken, even when the
 * order is found placed again after a lost answer and a restart.
 */
import { describe, expect, it } from 'vitest';
import { WALK_IN_CUSTOMER, inStockVariant, startTill } from '../../../support/till/sale-till.js';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';

const demo = useDemoStore();

describe('the till journal of sales', () => {
  it("records a cash sale once, with the store's totals, the cash tendered and the change", async () => {
    const till = startTill(demo.url);
    await till.sale.addLine(await inStockVariant(demo.url, 'classic-crew-tee'), 2);
    await till.sale.setCustomer(WALK_IN_CUSTOMER);
    await till.sale.applyCode('SAVE5');
    const receipt = await till.sale.payCash({ tendered: '100' });
    const [entry, ...rest] = till.journal.entries({ kinds: ['sale.completed'] });
    expect(rest).toEqual([]);
    expect(entry!.data).toMatchObject({
      orderNumber: receipt.order.number,
      total: receipt.order.total,
      taxTotal: receipt.order.taxTotal,
      itemCount: 2,
      cashTendered: '100.00',
      change: receipt.change,
      promoTotal: receipt.order.promoTotal,
      promotionCodes: ['SAVE5'],
    });
    expect(entry!.data.payments).toEqual([{ methodName: 'Cash', amount: receipt.order.total, state: expect.any(String) }]);
    // Reconciled again after a restart on the same folder: still one entry.
    const again = startTill(demo.url, { dataDir: till.dataDir });
    await again.sale.current();
    expect(again.journal.entries({ kinds: ['sale.completed'] })).toHaveLength(1);
  });

  it('records a discarded sale with what its cart held', async () => {
    const till = startTill(demo.url);
    const cart = await till.sale.addLine(await inStockVariant(demo.url, 'classic-crew-tee'), 3);
    await till.sale.discard();
    expect(till.journal.entries({ kinds: ['sale.discarded'] }).map((e) => e.data)).toEqual([
      { orderNumber: cart.number, currency: cart.currency, total: cart.total, itemCount: 3 },
    ]);
  });
});
