/**
 * The store's custom line options at the counter: the product dialog offers the demo store's
 * gift note and monogram, the store's refusal of a value shows on its field, and the accepted
 * values follow the line to the cart and the receipt.
 */
import { describe, expect, it } from 'vitest';
import { useRunningApp } from '../support/use-running-app.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { fillCustomer, payExactCash } from '../support/checkout-form.js';
import { productTile } from '../support/product-tile.js';

const app = useRunningApp();

describe('custom line options', () => {
  it('are filled in the product dialog and printed with the line on the cart and the receipt', async () => {
    const { page } = app;
    await page.getByRole('searchbox', { name: 'Search products' }).fill('harbor logo tee');
    await productTile(page, /Harbor Logo Tee/).click();
    const dialog = page.getByRole('dialog', { name: 'Harbor Logo Tee' });
    await dialog.waitFor();
    await dialog.getByRole('group', { name: 'For this line (optional)' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'Product dialog with line options');

    // The clerk chooses the size and colour (none is chosen for them).
    await dialog.getByRole('radiogroup', { name: /Size/i }).getByRole('radio', { name: 'M', exact: true }).check();
    await dialog
      .getByRole('radiogroup', { name: /Colou?r/i })
      .getByRole('radio', { name: 'Navy' })
      .check();
    // The store refuses a four-letter monogram: its reason shows on that field, nothing is added.
    await dialog.getByLabel('Monogram').fill('ABCD');
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => dialog.getByLabel('Monogram').getAttribute('aria-invalid'), { timeout: 15_000 }).toBe('true');
    expect(await dialog.innerText()).toContain('must be one to three letters');
    // The refused field takes the focus, so the cashier sees the reason and can correct it at once.
    const monogramId = await dialog.getByLabel('Monogram').getAttribute('id');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 5_000 }).toBe(monogramId);
    const cart = page.getByRole('region', { name: 'Cart' });
    expect(await cart.innerText()).not.toContain('Harbor Logo Tee');

    await dialog.getByLabel('Monogram').fill('sj');
    await dialog.getByLabel('Gift note').fill('Happy birthday, Sam!');
    await dialog.getByLabel('Gift note').press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => cart.innerText(), { timeout: 15_000 }).toContain('Gift note: Happy birthday, Sam! · Monogram: sj');

    await cart.getByRole('button', { name: 'Checkout' }).click();
    await fillCustomer(page, {
      email: 'sam@example.com',
      firstName: 'Sam',
      lastName: 'Jones',
      address: '8 Harbor Road',
      city: 'Portland',
      state: 'ME',
      zip: '04101',
    });
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payExactCash(page);
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Gift note: Happy birthday, Sam! · Monogram: sj');
  });
});
