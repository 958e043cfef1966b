/**
 * The order was being placed when the store stopped answering, and it never got there; the till
 * is restarted. "Check with the store" finds the sale still open and returns the cashier to
 * checkout, where the customer's email and address the store's cart holds are already filled in.
 */
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { useTillBehindProxy } from '../support/till-behind-proxy.js';
import { MAINE_WALK_IN, teeToPayment } from '../support/tee-to-payment.js';

const till = useTillBehindProxy();

describe('checkout after checking with the store', () => {
  it('fills the customer form from the store’s cart', async () => {
    const first = (await till.start()).page;
    await teeToPayment(first);
    await first.getByLabel('Amount tendered').fill('24');
    till.shop.refuse((_method, p) => p.includes('/checkout/complete'));
    await first.getByRole('button', { name: 'Take cash payment' }).click();
    await first
      .getByRole('alert')
      .filter({ hasText: /needs attention/ })
      .waitFor();
    await till.stop();
    till.shop.heal();

    const { page } = await till.start();
    const flag = page.getByRole('alert').filter({ hasText: /needs attention/ });
    await flag.getByRole('button', { name: 'Check with the store' }).click();
    await page.getByRole('heading', { name: 'Customer' }).waitFor();

    expect(await page.getByLabel('Email').inputValue()).toBe(MAINE_WALK_IN.email);
    expect(await page.getByLabel('First name').inputValue()).toBe(MAINE_WALK_IN.firstName);
    expect(await page.getByLabel('Last name').inputValue()).toBe(MAINE_WALK_IN.lastName);
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe(MAINE_WALK_IN.address);
    expect(await page.getByLabel('City').inputValue()).toBe(MAINE_WALK_IN.city);
    expect(await page.getByLabel(/State/).inputValue()).toBe(MAINE_WALK_IN.state);
    expect(await page.getByLabel('ZIP / postal code').inputValue()).toBe(MAINE_WALK_IN.zip);
    // Collected at the counter, as it was rung up.
    expect(await page.getByRole('checkbox', { name: /Picked up in store/ }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'Checkout filled from the cart');

    // The cashier carries on without typing anything again. The cash taken before the outage is
    // still the store's payment: nothing is left to pay, and Complete places the sale once.
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page
      .getByRole('radio', { name: /In-store pickup/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const sofar = page.getByRole('region', { name: 'Payments so far' });
    await expect.poll(() => sofar.innerText()).toMatch(/Cash\s+\$24\.00/);
    expect(await page.locator('.pay-total strong').innerText()).toBe('$0.00');
    await page.getByRole('button', { name: 'Complete the sale' }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    expect(await page.locator('main').innerText()).toMatch(/Paid \(Cash\)\s+\$24\.00/);
    const orders = await till.app.runtime.calls.orders.list();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paymentState: 'paid' });
  });
});
