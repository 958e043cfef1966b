/**
 * A blind count at the counter: the manager ticks "Blind count" on the Shift screen, a float is
 * counted and a cash sale rung up; the X report and the drawer count show neither the sales, the
 * cash taken nor the expected cash ("Counted at the close (blind count)"; the page never holds
 * them), and closing with the count reveals them, counted and over/short in the Z report.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../../../shared/money.js';
import { fillCustomer } from '../support/checkout-form.js';
import { customerToPayment, MAINE_WALK_IN, teeInCart } from '../support/tee-to-payment.js';
import { useRunningApp } from '../support/use-running-app.js';
import { TEST_MANAGER } from '../../support/till/test-staff.js';

const app = useRunningApp();

const overShort = (cents: number) => (cents === 0 ? 'Even' : `${cents < 0 ? 'Short' : 'Over'} $${fromCents(Math.abs(cents))}`);

const CLERK = { name: 'Dee Clerk', pin: '7373' };

/** Locks the till and opens it with `who`'s PIN. */
async function switchTo(page: Page, who: { name: string; pin: string }) {
  await page.getByRole('banner').getByRole('button', { name: /Lock/ }).click();
  await page.getByRole('heading', { name: 'Till locked' }).waitFor();
  await page.getByLabel('PIN', { exact: true }).fill(who.pin);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('banner').innerText()).toContain(`On till: ${who.name}`);
}

/** The figure in the report's row named `name`. */
async function figure(page: Page, table: RegExp, name: string): Promise<string> {
  const row = page.getByRole('table', { name: table }).getByRole('row', { name });
  return (await row.locator('td').last().innerText()).trim();
}

describe('a blind count', () => {
  it('hides the sales and the expected cash until the drawer is counted, then the Z report shows expected, counted and over or short', async () => {
    const { page } = app;
    await page.getByRole('searchbox', { name: 'Search products' }).waitFor();
    await page.keyboard.press('F6');
    await page.getByRole('heading', { name: 'Shift', level: 2 }).waitFor();
    await page.getByLabel(/^Blind count/).check();
    await expect.poll(() => page.getByLabel(/^Blind count/).isChecked()).toBe(true);
    // The manager adds a clerk, who runs the shift.
    await page.keyboard.press('F3');
    const staff = page.getByRole('region', { name: 'Staff' });
    await staff.getByLabel('Name', { exact: true }).fill(CLERK.name);
    await staff.getByLabel('Role', { exact: true }).selectOption('staff');
    await staff.getByLabel('Their PIN', { exact: true }).fill(CLERK.pin);
    await staff.getByLabel('Their PIN again').fill(CLERK.pin);
    await staff.getByRole('button', { name: 'Add to the staff' }).click();
    await staff.getByText(`${CLERK.name} was added.`).waitFor();
    await switchTo(page, CLERK);
    await page.keyboard.press('F6');
    await page.getByRole('heading', { name: 'Shift', level: 2 }).waitFor();

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
    // Nothing a clerk could add up to the drawer's cash: not the sales, the cash taken nor the expected cash.
    const blind = 'Counted at the close (blind count)';
    expect(await figure(page, /^Sales$/, 'Total sales')).toBe(blind);
    expect(await figure(page, /^Cash in the drawer/, 'Expected')).toBe(blind);
    expect(await figure(page, /^Cash in the drawer/, 'Cash taken')).toBe(blind);
    expect(await figure(page, /^Cash in the drawer/, 'Float')).toBe('$100.00');
    const count = page.getByRole('group', { name: 'Count the drawer' });
    await count.getByLabel('Enter a total instead of counting by note and coin').check();
    await count.getByLabel('Total counted').fill('150');
    await expect.poll(() => count.getByRole('status').innerText()).toContain('Blind count');
    const xText = await page.locator('body').innerText();

    // A manager on the till sees the whole X report, and closes the shift.
    await switchTo(page, TEST_MANAGER);
    await page.keyboard.press('F6');
    await page.getByRole('heading', { name: 'X report' }).waitFor();
    await expect.poll(() => figure(page, /^Sales$/, 'Total sales')).toMatch(/^\$\d+\.\d\d$/);
    await count.getByLabel('Enter a total instead of counting by note and coin').check();
    await count.getByLabel('Total counted').fill('150');

    await page.getByRole('button', { name: 'Close shift' }).click();
    await page
      .getByRole('group', { name: /^Close the shift with/ })
      .getByRole('button', { name: 'Close the shift' })
      .click();
    await page.getByRole('heading', { name: 'Z report' }).waitFor();
    const total = toCents((await figure(page, /^Sales$/, 'Total sales')).replace(/[^\d.]/g, ''));
    expect(total).toBeGreaterThan(0);
    const expected = `$${fromCents(10000 + total)}`;
    expect(xText).not.toContain(expected);
    expect(xText).not.toContain(`$${fromCents(total)}`);
    expect(await figure(page, /^Cash in the drawer/, 'Expected')).toBe(expected);
    expect(await figure(page, /^Cash in the drawer/, 'Counted')).toBe('$150.00');
    expect(await figure(page, /^Cash in the drawer/, 'Over / short')).toBe(overShort(15000 - (10000 + total)));
  });
});
