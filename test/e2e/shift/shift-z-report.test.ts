/**
 * A shift at the counter, as a clerk runs it in the browser: the Sell screen says no shift is
 * open, the float is counted by note, two cash sales are rung up (one taxed in Massachusetts), a
 * pay-out is taken, the drawer is counted a dollar short and the shift closed. The Z report's
 * figures equal the store's own orders (read back with the operator's admin token), it is kept
 * under Past shifts, axe finds nothing serious on the Shift screen, and printing leaves only the
 * report on paper.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../../../shared/money.js';
import { adminToken } from '../../support/demo-store/admin-token.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { fillCustomer } from '../support/checkout-form.js';
import { customerToPayment, MAINE_WALK_IN, shippedToPayment, teeInCart } from '../support/tee-to-payment.js';
import { useRunningApp } from '../support/use-running-app.js';

const app = useRunningApp();

/**
 * One tee, paid in cash with a $50 note; answers the order number on the receipt. `shipped`: sent
 * to the customer's address (taxed there) rather than picked up in store (taxed as the store's).
 */
async function cashSale(page: Page, customer: typeof MAINE_WALK_IN, shipped = false): Promise<string> {
  await teeInCart(page);
  await fillCustomer(page, customer);
  if (shipped) {
    await page.getByLabel('Picked up in store').uncheck();
    await shippedToPayment(page);
  } else {
    await customerToPayment(page);
  }
  await page.getByLabel('Amount tendered').fill('50');
  await page.getByRole('button', { name: 'Take cash payment' }).click();
  await page.getByRole('heading', { name: 'Receipt' }).waitFor();
  const number = (await page.locator('.receipt header strong').first().innerText()).trim();
  await page.keyboard.press('Enter');
  await page.getByRole('searchbox', { name: 'Search products' }).waitFor();
  return number;
}

/** The figure in the report's row named `name`. */
async function figure(page: Page, table: string, name: string | RegExp): Promise<string> {
  const row = page.getByRole('table', { name: table, exact: true }).getByRole('row', { name });
  return (await row.locator('td').last().innerText()).trim();
}

describe('the shift and its Z report', () => {
  it("opens with a float, takes two cash sales and a pay-out, closes a dollar short with totals equal to the store's orders", async () => {
    const { page } = app;
    const note = page.getByRole('note').filter({ hasText: 'No shift open' });
    await note.waitFor();
    await note.getByRole('button', { name: 'Open shift' }).click();
    await page.getByRole('heading', { name: 'Shift', level: 2 }).waitFor();
    await expectNoSeriousA11yViolations(page, 'Shift screen, no shift open');

    // The float, counted by note and coin: the total follows as it is typed.
    const opening = page.getByRole('group', { name: 'Float' });
    await opening.getByLabel('$20 notes').fill('4');
    await opening.getByLabel('$5 notes').fill('3');
    await opening.getByLabel('25¢ coins').fill('20');
    await expect.poll(() => opening.getByRole('status').innerText()).toContain('$100.00');
    await page.getByRole('button', { name: 'Open shift' }).click();
    await page.getByRole('heading', { name: 'X report' }).waitFor();

    await page.keyboard.press('F1');
    await expect.poll(() => note.count()).toBe(0);
    const first = await cashSale(page, MAINE_WALK_IN);
    const second = await cashSale(page, { ...MAINE_WALK_IN, email: 'ma@example.com', city: 'Boston', state: 'MA', zip: '02108' }, true);

    await page.keyboard.press('F6');
    await page.getByRole('heading', { name: 'X report' }).waitFor();
    const drawer = page.getByRole('group', { name: 'Pay in or out' });
    await drawer.getByLabel('Amount').fill('12.35');
    await drawer.getByLabel('Reason').fill('Window cleaner');
    await drawer.getByRole('button', { name: 'Pay out' }).click();
    await expect.poll(() => figure(page, 'Cash in the drawer', 'Pay-outs')).toBe('-$12.35');
    // Said on screen where the clerk is looking: what was paid out and what the drawer holds now.
    await expect.poll(() => drawer.getByRole('status').innerText()).toMatch(/^Paid out \$12\.35 \(Window cleaner\)\. The drawer should now hold \$[\d,.]+\.$/);
    await expectNoSeriousA11yViolations(page, 'Shift screen, shift open');

    // The store's own orders, read back by its operator.
    const token = await adminToken(app.runtime.storeUrl);
    const orders = await Promise.all(
      [first, second].map(async (number) => {
        const res = await fetch(`${app.runtime.storeUrl}/api/v2/platform/orders/${number}`, { headers: { Authorization: `Bearer ${token}` } });
        expect(res.status).toBe(200);
        return ((await res.json()) as { data: { attributes: { total: string; tax_total: string } } }).data.attributes;
      }),
    );
    const storeTotal = orders.reduce((sum, o) => sum + toCents(o.total), 0);
    const storeTax = orders.reduce((sum, o) => sum + toCents(o.tax_total), 0);
    expect(storeTax).toBeGreaterThan(0);
    const expected = 10000 + storeTotal - 1235;

    // Counted a dollar short, in $1 notes and cents: expected, counted and short follow live.
    const count = page.getByRole('group', { name: 'Count the drawer' });
    const counted = expected - 100;
    await count.getByLabel('$1 notes').fill(String(Math.floor(counted / 100)));
    await count.getByLabel('1¢ coins').fill(String(counted % 100));
    await expect
      .poll(() => count.getByRole('status').innerText())
      .toMatch(new RegExp(`Expected\\s+\\$${fromCents(expected).replace('.', '\\.')}[\\s\\S]*Short \\$1\\.00`));
    // Closing asks first: kept open on "Keep it open", closed on "Close the shift".
    await page.getByRole('button', { name: 'Close shift' }).click();
    const ask = page.getByRole('group', { name: /^Close the shift with \$[\d,.]+ counted\?/ });
    await ask.getByRole('button', { name: 'Keep it open' }).click();
    await ask.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'X report' }).waitFor();
    await page.getByRole('button', { name: 'Close shift' }).click();
    expect(await ask.innerText()).toContain(`$${fromCents(counted)} counted`);
    await ask.getByRole('button', { name: 'Close the shift' }).click();

    await page.getByRole('heading', { name: 'Z report' }).waitFor();
    // The report names the store, the till and the shift.
    const place = await page.locator('.shift-report .shift-place').innerText();
    expect(place).toMatch(/^Harbor & Pine Outfitters · Till [A-Z0-9]{4} · Shift [0-9A-F]{8}$/);
    expect(await figure(page, 'Sales', 'Sales count')).toBe('2');
    expect(await figure(page, 'Sales', 'Total sales')).toBe(`$${fromCents(storeTotal)}`);
    expect(await figure(page, 'Sales', 'Tax')).toBe(`$${fromCents(storeTax)}`);
    expect(await figure(page, 'By tender', /^Cash/)).toBe(`$${fromCents(storeTotal)}`);
    expect(await figure(page, 'Cash in the drawer', 'Expected')).toBe(`$${fromCents(expected)}`);
    expect(await figure(page, 'Cash in the drawer', 'Counted')).toBe(`$${fromCents(counted)}`);
    expect(await figure(page, 'Cash in the drawer', 'Over / short')).toBe('Short $1.00');
    const movements = await page.getByRole('table', { name: 'Drawer movements' }).innerText();
    expect(movements).toContain('Window cleaner');
    expect(movements).toContain(first);
    expect(movements).toContain(second);
    await expectNoSeriousA11yViolations(page, 'Z report');

    // Printed: only the report, black on white, even in the dark theme.
    await page.evaluate(() => {
      const w = window as unknown as { printCalls: number };
      w.printCalls = 0;
      window.print = () => {
        w.printCalls++;
      };
    });
    await page.getByRole('button', { name: 'Print Z report' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    await page.getByRole('button', { name: /dark theme/ }).click();
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => {
      const shown = (sel: string) => {
        const el = document.querySelector(sel);
        return el ? getComputedStyle(el).display !== 'none' : null;
      };
      const report = document.querySelector('.shift-report')!;
      return {
        nav: shown('.app-nav'),
        header: shown('.app-header'),
        actions: shown('.shift-report-actions'),
        past: shown('.past-shifts'),
        report: shown('.shift-report'),
        color: getComputedStyle(report).color,
        background: getComputedStyle(report).backgroundColor,
      };
    });
    expect(printed).toEqual({ nav: false, header: false, actions: false, past: false, report: true, color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' });
    await page.emulateMedia({ media: 'screen' });

    // Kept and listed; a new shift can open.
    const past = page.getByRole('region', { name: 'Past shifts' });
    expect(await past.innerText()).toContain(`$${fromCents(storeTotal)}`);
    await page.getByRole('group', { name: 'Float' }).waitFor();
  });
});
