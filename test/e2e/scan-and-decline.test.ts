/**
 * A scanner sale whose card is declined and which is then paid in cash: the scan adds the item
 * wherever focus is, the decline is shown in words and loses nothing, cash completes it once.
 */
import { describe, expect, it } from 'vitest';
import { useRunningApp } from './support/use-running-app.js';
import { scanCode } from './support/scanner.js';
import { fillCustomer } from './support/checkout-form.js';

const app = useRunningApp();

describe('scanner sale with a declined card', () => {
  it('adds a scanned barcode, survives a decline, and completes in cash', async () => {
    const { page, runtime } = app;
    const match = await runtime.calls.catalog.lookupCode('HP-TEE-001-NAV-M');
    expect(match).not.toBeNull();
    const barcode = match!.product.variants.find((v) => v.id === match!.variantId)!.barcode!;

    // Focus is in the search box; the scanner types the code fast and ends with Enter.
    await page.getByRole('searchbox', { name: 'Search products' }).click();
    await scanCode(page, barcode);
    const cart = page.getByRole('region', { name: 'Cart' });
    await expect.poll(() => cart.innerText()).toContain('Harbor Logo Tee');
    // The scanned digits did not stay in the search box.
    expect(await page.getByRole('searchbox', { name: 'Search products' }).inputValue()).toBe('');

    await cart.getByRole('button', { name: 'Checkout' }).click();
    await fillCustomer(page, {
      email: 'scan@example.com',
      firstName: 'Sky',
      lastName: 'Scanner',
      address: '3 Pier Road',
      city: 'Portland',
      state: 'ME',
      zip: '04101',
    });
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await page.getByRole('tab', { name: 'Card' }).click();
    await page.getByLabel('Card token').fill('tok_decline');
    await page.getByLabel('Name on card').fill('Sky Scanner');
    await page.getByRole('button', { name: 'Charge card' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /declined/i })
      .waitFor();
    expect(await runtime.calls.orders.list()).toHaveLength(0);

    await page.getByRole('tab', { name: 'Cash' }).click();
    await page.getByLabel('Amount tendered').fill('30');
    await page.getByRole('button', { name: 'Take cash payment' }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    const orders = await runtime.calls.orders.list();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ state: 'complete', paymentState: 'paid', itemCount: 1 });
  });
});
