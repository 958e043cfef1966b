/**
 * One complete sale through every layer: Chromium -> browser host -> bridge -> services ->
 * storefront client -> the embedded demo store, then the operator ships the order and the
 * Orders screen shows it shipped.
 */
import { describe, expect, it } from 'vitest';
import { useRunningApp } from '../support/use-running-app.js';
import { fillCustomer } from '../support/checkout-form.js';
import { shipOrder } from '../support/ship-order.js';
import { addTee } from '../support/tee-to-payment.js';

const app = useRunningApp();

describe('first sale', () => {
  it('finds a product, picks a variant, pays cash, prints a receipt, and sees the order ship', async () => {
    const { page } = app;

    // Sell: search the catalog, open a product, pick a size and colour, add two.
    await addTee(page, { quantity: 2 });

    // Cart: the line is there with the server's totals.
    const cart = page.getByRole('region', { name: 'Cart' });
    await expect.poll(() => cart.getByText(/Harbor Logo Tee/).count()).toBeGreaterThan(0);
    await expect.poll(() => cart.innerText()).toContain('$48.00');
    await cart.getByRole('button', { name: 'Checkout' }).click();

    // Checkout: customer, shipping, cash.
    await fillCustomer(page, {
      email: 'walk-in@example.com',
      firstName: 'Robin',
      lastName: 'Counter',
      address: '12 Wharf Street',
      city: 'Portland',
      state: 'ME',
      zip: '04101',
    });
    await page.getByRole('button', { name: 'Continue to shipping' }).click();

    const pickup = page.getByRole('radio', { name: /In-store pickup/ }).first();
    await pickup.waitFor();
    expect(await pickup.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await page.getByLabel('Amount tendered').fill('50');
    await expect.poll(() => page.getByText('$2.00').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Take cash payment' }).click();

    // Receipt.
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    const receiptText = await page.locator('main').innerText();
    const number = /Order (R\d{9})/.exec(receiptText)?.[1];
    expect(number, receiptText).toBeTruthy();
    expect(receiptText).toContain('$48.00');

    // The store really has it, completed and paid.
    const tracked = await app.runtime.calls.orders.list();
    expect(tracked.map((o) => o.number)).toContain(number);
    expect(tracked.find((o) => o.number === number)).toMatchObject({ state: 'complete', paymentState: 'paid' });

    // Orders: the manager watches it until the operator ships it.
    await page.getByRole('button', { name: 'New sale' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Orders' }).click();
    const row = page.getByRole('row', { name: new RegExp(number!) });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toMatch(/ready/i);

    await shipOrder(app.runtime.storeUrl, number!, '1Z999E2E');
    // The tracker polls every 5-10 s while the order is being fulfilled.
    await expect.poll(() => row.innerText(), { timeout: 20_000, interval: 500 }).toMatch(/shipped/i);
  });
});
