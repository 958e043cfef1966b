/**
 * A sale a gift card pays in full, in Chromium as a cashier rings it up: the customer step, a
 * change of shipping and the payment step leave the order open at the store; only "Complete the
 * sale" places it, once, and the receipt follows.
 */
import { describe, expect, it } from 'vitest';
import { fillCustomer } from '../support/checkout-form.js';
import { addTee, MAINE_WALK_IN } from '../support/tee-to-payment.js';
import { useRunningApp } from '../support/use-running-app.js';
import { adminToken } from '../../support/demo-store/admin-token.js';

const app = useRunningApp();

/** Reads the store's orders as its operator does (Platform API). */
async function operator(storeUrl: string) {
  const headers = { Authorization: `Bearer ${await adminToken(storeUrl)}` };
  return {
    async state(number: string): Promise<string> {
      const order = await fetch(`${storeUrl}/api/v2/platform/orders/${number}`, { headers });
      expect(order.status).toBe(200);
      return ((await order.json()) as { data: { attributes: { state: string } } }).data.attributes.state;
    },
    async placedWithNumber(number: string): Promise<number> {
      const list = await fetch(`${storeUrl}/api/v2/platform/orders?filter[number]=${number}&filter[state]=complete`, { headers });
      expect(list.status).toBe(200);
      return ((await list.json()) as { data: unknown[] }).data.length;
    },
  };
}

describe('a sale paid in full by a gift card', () => {
  it('stays open at the store until the cashier completes it, then is placed once', async () => {
    const { page, runtime } = app;
    const store = await operator(runtime.storeUrl);
    await addTee(page);
    await page.getByText('Codes, currency and shipping estimate').click();
    await page.getByLabel('Coupon or gift-card code').fill('GIFT-50-DEMO');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Code GIFT-50-DEMO applied').waitFor({ state: 'attached' });
    expect(await page.getByLabel('Coupon or gift-card code').inputValue()).toBe('');
    const number = (await runtime.calls.sale.current())!.number;

    await page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click();
    await fillCustomer(page, { ...MAINE_WALK_IN, email: 'gift-card-e2e@example.com' });
    // Shipped to the customer: only rates that ship are offered, the cheapest chosen.
    await page.getByLabel(/Picked up in store/).uncheck();
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page
      .getByRole('radio', { name: /Standard shipping/ })
      .first()
      .waitFor();
    expect(await store.state(number), 'the customer step placed the order').not.toBe('complete');

    await page
      .getByRole('radio', { name: /Standard shipping/ })
      .first()
      .check();
    await expect.poll(() => page.locator('.checkout-total').innerText()).toContain('$30.95');
    expect(await store.state(number), 'choosing shipping placed the order').not.toBe('complete');

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Complete the sale' }).waitFor();
    expect(await page.locator('.pay-total strong').innerText()).toBe('$0.00');
    expect(await store.state(number)).not.toBe('complete');
    expect(await store.placedWithNumber(number)).toBe(0);

    await page.getByRole('button', { name: 'Complete the sale' }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    expect(await page.locator('main').innerText()).toContain(number);
    expect(await store.state(number)).toBe('complete');
    expect(await store.placedWithNumber(number)).toBe(1);
    expect((await runtime.calls.orders.list()).filter((o) => o.number === number)).toHaveLength(1);
  });
});
