/**
 * The sale's less frequent steps through the runtime, against the demo store: codes on and off,
 * another currency, a shipping estimate, emptying the cart, a guest sale handed to a customer
 * who signs in, and a sale paid in full by store credit.
 */
import { describe, expect, it } from 'vitest';
import { MAINE_CUSTOMER, useTestRuntimeWithCatalog, variantIdOf } from '../../../support/till/test-runtime.js';

const running = useTestRuntimeWithCatalog();

const home = MAINE_CUSTOMER;
const variant = (sku: string) => variantIdOf(running.runtime, sku);

describe('the sale beyond cash and card', () => {
  it('takes codes on and off, changes currency, estimates shipping and empties', async () => {
    await running.runtime.calls.sale.addLine(await variant('HP-TEE-001-NAV-M'), 2);
    const coupon = await running.runtime.calls.sale.applyCode('WELCOME10');
    expect(Number(coupon.promoTotal)).toBeLessThan(0);
    await expect(running.runtime.calls.sale.applyCode('NO-SUCH-CODE')).rejects.toThrow(/doesn't exist/);
    const both = await running.runtime.calls.sale.applyCode('GIFT-20-DEMO');
    expect((both.promotions ?? []).map((p) => p.code)).toContain('WELCOME10');
    expect(Number((await running.runtime.calls.sale.removeCode('WELCOME10')).promoTotal)).toBe(0);
    await running.runtime.calls.sale.removeAllCodes();

    const euros = await running.runtime.calls.sale.changeCurrency('eur');
    expect(euros.currency).toBe('EUR');
    // The sale is still found in its new currency.
    expect((await running.runtime.calls.sale.current())?.currency).toBe('EUR');
    const rates = await running.runtime.calls.sale.estimateShipping('DE');
    expect(rates.some((r) => r.free)).toBe(true);

    const emptied = await running.runtime.calls.sale.empty();
    expect(emptied.lineItems).toHaveLength(0);
    await running.runtime.calls.sale.discard();
  });

  it('hands a guest sale to a customer who signs in, and lets store credit pay for it all', async () => {
    await expect(running.runtime.calls.sale.addStoreCredit()).rejects.toThrow();
    await running.runtime.calls.sale.addLine(await variant('HP-TEE-001-NAV-M'), 1);
    await expect(running.runtime.calls.sale.attachCustomer()).rejects.toThrow(/Sign the customer in/);
    await running.runtime.calls.session.signIn({ email: 'customer@demo.store', password: 'demo-customer-1' });
    const attached = await running.runtime.calls.sale.attachCustomer();
    expect(attached.email).toBe('customer@demo.store');
    await running.runtime.calls.sale.setCustomer({ email: 'customer@demo.store', ...home });
    const credited = await running.runtime.calls.sale.addStoreCredit();
    expect(credited.totalMinusStoreCredits).toBe('0.00');
    const receipt = await running.runtime.calls.sale.completePaid();
    expect(receipt.order).toMatchObject({ state: 'complete', paymentState: 'paid' });
    expect(receipt.paymentMethodName).toMatch(/store credit/i);
    const [tracked] = await running.runtime.calls.orders.list();
    expect(tracked).toMatchObject({ number: receipt.order.number, account: 'customer@demo.store' });
    await running.runtime.calls.session.signOut();
  });
});
