/**
 * A sale the store refuses to place because its payments no longer cover it (here the gift card
 * that paid it all was spent at another till meanwhile): the clerk is told how much is still
 * due and that nothing was charged, the screen gets the cart as the store now has it, and the
 * sale stays open to be paid and placed once.
 */
import { describe, expect, it } from 'vitest';
import { describeError } from '../../../../electron/till/runtime/error-words.js';
import type { Cart } from '../../../../shared/storefront/types/types.js';
import { TIMERS_NEVER_FIRE, WALK_IN_CUSTOMER, inStockVariant, startTill } from '../../../support/till/sale-till.js';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';

const demo = useDemoStore();

const customer = WALK_IN_CUSTOMER;

function till() {
  const shown: (Cart | null)[] = [];
  const { client, sale, tracker } = startTill(demo.url, {
    clock: TIMERS_NEVER_FIRE,
    random: () => 0,
    storeName: '',
    onChange: (cart) => shown.push(cart),
  });
  return { client, sale, tracker, shown };
}

const teeVariant = () => inStockVariant(demo.url, 'classic-crew-tee');

describe('a sale whose payments no longer cover it', () => {
  it("tells the clerk what is still due, shows the store's cart, and is placed once when paid", async () => {
    const tee = await teeVariant();
    const first = till();
    const second = till();

    // The first till puts the whole 36.00 on the gift card: nothing is due.
    await first.sale.addLine(tee, 2);
    await first.sale.setCustomer(customer);
    const covered = await first.sale.applyCode('GIFT-50-DEMO');
    expect(covered.totalMinusStoreCredits).toBe('0.00');

    // Meanwhile the second till spends 36.00 of the same card: 14.00 is left on it.
    await second.sale.addLine(tee, 2);
    await second.sale.setCustomer(customer);
    await second.sale.applyCode('GIFT-50-DEMO');
    expect((await second.sale.completePaid()).order.paymentState).toBe('paid');

    first.shown.length = 0;
    const refusal = await first.sale.completePaid().then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).not.toBeNull();
    const words = describeError(refusal);
    expect(words.kind).toBe('validation');
    expect(words.message).toBe(
      'The payments ($14.00) do not cover the order total ($36.00): $22.00 is still due. Nothing was charged; the sale is still open.',
    );
    // The screen now shows what the store has: 22.00 still to pay.
    expect(first.shown.at(-1)?.totalMinusStoreCredits).toBe('22.00');
    expect(first.sale.attention()).toBeNull();
    expect((await first.sale.current())?.state).toBe('payment');
    expect(first.tracker.list()).toHaveLength(0);

    const receipt = await first.sale.payCash({ tendered: '22.00' });
    expect(receipt.order).toMatchObject({ state: 'complete', paymentState: 'paid', total: '36.00' });
    expect(receipt.change).toBe('0.00');
    expect(first.tracker.list().map((o) => o.number)).toEqual([receipt.order.number]);
    expect(await first.sale.current()).toBeNull();
  });
});
