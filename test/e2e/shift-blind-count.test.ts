/**
 * A blind count at the counter: the manager ticks "Blind count" on the Shift screen, a float is
 * counted and a cash sale rung up; the X report and the drawer count show no expected cash (the
 * page never holds it), and closing with the count reveals expected, counted and over/short in
 * the Z report.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../../shared/money.js';
import { fillCustomer } from './support/checkout-form.js';
import { customerToPayment, MAINE_WALK_IN, teeInCart } from './support/tee-to-payment.js';
import { useRunningApp } from './support/use-running-app.js';

const app = useRunningApp();

/** The figure in the report's row named `name`. */
async function figure(page: Page, table: RegExp, name: string): Promise<string> {
  const row = page.getByRole('table', { name: table }).getByRole('row', { name });
  return (await row.locator('td').last().innerText()).trim();
}

describe('a blind count', () => {
  it('hides the expected cash until the drawer is counted, then the Z report shows expected, counted and over', async () => {
    const { page } = app;
    await page.getByRole('searchbox', { name: 'Search products' }).waitFor();
    await page.keyboard.press('F6');
    await page.getByRole('heading', { name: 'Shift', level: 2 }).waitFor();
    await page.getByLabel(/^Blind count/).check();
    await expect.poll(() => page.getByLabel(/^Blind count/).isChecked()).toBe(true);

    const opening = page.getByRole('group', { name: 'Float' });
    await opening.getByLabel('Enter a total instead of counting by note and coin').check();
    await opening.getByLabel('Total counted').fill('100');
    await page.getByRole('button', { name: 'Open shift' }).click();
    await page.getByRole('heading', { name: 'X report' }).waitFor();

    await page.keyboard.press('F1');
    await teeInCart(page);
    await fillCustomer(page, MAINE_WALK_IN);
    await customerToPayment(page);
    await page.getByLabel('Amount tendered').fill('50');
    await page.getByRole('button', { name: 'Take cash payment' }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    await page.keyboard.press('Enter');

    await page.keyboard.press('F6');
    await page.getByRole('heading', { name: 'X report' }).waitFor();
    // The sales total is the store's, shown as ever; the drawer's cash is not.
    const total = toCents((await figure(page, /^Sales$/, 'Total sales')).replace(/[^\d.]/g, ''));
    expect(total).toBeGreaterThan(0);
    const expected = `$${fromCents(10000 + total)}`;
    expect(await figure(page, /^Cash in the drawer/, 'Expected')).toBe('After the count');
    expect(await figure(page, /^Cash in the drawer/, 'Cash taken')).toBe('After the count');
    const count = page.getByRole('group', { name: 'Count the drawer' });
    await count.getByLabel('Enter a total instead of counting by note and coin').check();
    await count.getByLabel('Total counted').fill(fromCents(10000 + total + 50));
    await expect.poll(() => count.getByRole('status').innerText()).toContain('Blind count');
    expect(await page.locator('body').innerText()).not.toContain(expected);

    await page.getByRole('button', { name: 'Close shift' }).click();
    await page
      .getByRole('group', { name: /^Close the shift with/ })
      .getByRole('button', { name: 'Close the shift' })
      .click();
    await page.getByRole('heading', { name: 'Z report' }).waitFor();
    expect(await figure(page, /^Cash in the drawer/, 'Expected')).toBe(expected);
    expect(await figure(page, /^Cash in the drawer/, 'Counted')).toBe(`$${fromCents(10000 + total + 50)}`);
    expect(await figure(page, /^Cash in the drawer/, 'Over / short')).toMatch(/Over \$0\.50/);
  });
});
