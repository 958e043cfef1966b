/**
 * A scanner sale whose card is declined and which is then paid in cash: the scan adds the item
 * wherever focus is, the decline is shown in words and loses nothing, cash completes it once.
 */
import { describe, expect, it } from 'vitest';
import { useRunningApp } from '../support/use-running-app.js';
import { keysInOneBurst, scanCode } from '../support/scanner.js';
import { fillCustomer } from '../support/checkout-form.js';
import { addTee } from '../support/tee-to-payment.js';

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

  it('starts each scan on an empty search, keeps "2*" typed before a scan, and never eats fast typing elsewhere', async () => {
    const { page, runtime } = app;
    const search = page.getByRole('searchbox', { name: 'Search products' });
    const cart = page.getByRole('region', { name: 'Cart' });
    const match = await runtime.calls.catalog.lookupCode('HP-TEE-001-NAV-M');
    const barcode = match!.product.variants.find((v) => v.id === match!.variantId)!.barcode!;

    // The next sale, from the receipt of the last.
    await page.getByRole('button', { name: /New sale/ }).click();
    await search.waitFor();

    // An add from the product's dialog empties the search the clerk typed to find it.
    await addTee(page);
    await expect.poll(() => search.inputValue()).toBe('');
    // Words typed in the search, then a scan: the scanned item is added, the search emptied.
    await search.click();
    await page.keyboard.type('mug', { delay: 45 });
    await scanCode(page, barcode);
    await expect.poll(() => cart.innerText()).toContain('$48.00');
    await expect.poll(() => search.inputValue()).toBe('');

    // "2*" typed at a scanner's pace just before the scan: two more, not a code the store refuses.
    await keysInOneBurst(page, `2*${barcode}`);
    await expect.poll(() => cart.innerText()).toContain('$96.00');
    expect(await cart.innerText()).not.toMatch(/not found|no product/i);

    // A park label typed as fast as a scanner types: parked with its label, not taken as a scan.
    await page.keyboard.press('F7');
    const park = page.getByRole('dialog', { name: 'Park this sale' });
    await park.waitFor();
    await keysInOneBurst(page, 'Table 12');
    await park.waitFor({ state: 'detached' });
    expect((await runtime.calls.parked.list()).carts.map((c) => c.label)).toEqual(['Table 12']);
    await expect.poll(() => cart.innerText()).toContain('No items yet');
  });
});
