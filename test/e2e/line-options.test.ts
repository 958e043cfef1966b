/**
 * The store's custom line options at the counter: the product dialog offers the demo store's
 * gift note and monogram, the store's refusal of a value shows on its field, and the accepted
 * values follow the line to the cart and the receipt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './support/app.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('custom line options', () => {
  it('are filled in the product dialog and printed with the line on the cart and the receipt', async () => {
    const { page } = app;
    await page.getByRole('searchbox', { name: 'Search products' }).fill('harbor logo tee');
    await page.getByRole('button', { name: /Harbor Logo Tee/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Harbor Logo Tee' });
    await dialog.waitFor();
    await dialog.getByRole('group', { name: 'For this line (optional)' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'Product dialog with line options');

    // The store refuses a four-letter monogram: its reason shows on that field, nothing is added.
    await dialog.getByLabel('Monogram').fill('ABCD');
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => dialog.getByLabel('Monogram').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.innerText()).toContain('must be one to three letters');
    const cart = page.getByRole('region', { name: 'Cart' });
    expect(await cart.innerText()).not.toContain('Harbor Logo Tee');

    await dialog.getByLabel('Monogram').fill('sj');
    await dialog.getByLabel('Gift note').fill('Happy birthday, Sam!');
    await dialog.getByLabel('Gift note').press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => cart.innerText()).toContain('Gift note: Happy birthday, Sam! · Monogram: sj');

    await cart.getByRole('button', { name: 'Checkout' }).click();
    await page.getByLabel('Email').fill('sam@example.com');
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Jones');
    await page.getByLabel('Address', { exact: true }).fill('8 Harbor Road');
    await page.getByLabel('City').fill('Portland');
    await page.getByLabel(/State/).fill('ME');
    await page.getByLabel('ZIP / postal code').fill('04101');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const amountDue = await page.locator('.pay-total strong').innerText();
    await page.getByLabel('Amount tendered').fill(amountDue.replace(/[^0-9.]/g, ''));
    await page.getByRole('button', { name: 'Take cash payment' }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Gift note: Happy birthday, Sam! · Monogram: sj');
  });
});
