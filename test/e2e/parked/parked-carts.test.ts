/**
 * Parked carts as a clerk uses them at a 1024×768 counter: F7 parks the sale with a label, the
 * next customer is rung up, the till is stopped and started again on the same data folder, F8
 * lists the parked carts (age, items, total, who), the parked one is resumed (the sale in
 * progress is parked first, after asking) and completed with cash. Axe checks the parked list in
 * both themes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { expectNoSeriousA11yViolations, focused } from '../support/axe.js';
import { fillCustomer, payExactCash } from '../support/checkout-form.js';
import { addTee, customerToPayment, MAINE_WALK_IN } from '../support/tee-to-payment.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-e2e-parked-'));
let app: RunningApp | null = null;
afterAll(async () => {
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const COUNTER = { width: 1024, height: 768 };

describe('parked carts', () => {
  it('parks a sale, survives a restart, resumes it and completes it', async () => {
    app = await startApp({ dataDir, viewport: COUNTER });
    let page = app.page;
    const cart = () => page.getByRole('region', { name: 'Cart' });

    // The first customer's tee, parked with a label by keyboard: F7, type, Enter.
    await addTee(page);
    // The cart shows no order number before the sale is placed: the till knows it.
    const number = (await app.runtime.calls.sale.current())?.number;
    expect(number).toBeTruthy();
    await page.keyboard.press('F7');
    const parkDialog = page.getByRole('dialog', { name: 'Park this sale' });
    await parkDialog.waitFor();
    expect(await focused(page)).toMatch(/Label \(optional\)/);
    await expectNoSeriousA11yViolations(page, 'Park this sale');
    await parkDialog.getByLabel('Label (optional)').fill('Blue tee, back soon');
    await page.keyboard.press('Enter');
    await parkDialog.waitFor({ state: 'detached' });
    await expect.poll(() => cart().innerText()).toContain('No items yet');
    await cart()
      .getByRole('button', { name: /Parked \(1\)/ })
      .waitFor();
    expect(await focused(page)).toMatch(/Search products/);

    // The next customer: a sale of its own, left open at the restart.
    await addTee(page, { quantity: 2 });
    const second = (await app.runtime.calls.sale.current())?.number;
    expect(second).not.toBe(number);

    await app.stop();
    app = await startApp({ dataDir, viewport: COUNTER });
    page = app.page;
    await expect.poll(() => cart().innerText(), { timeout: 15_000 }).toContain('$48.00');

    // F8: the parked carts, with their age, items, total and who parked them.
    await cart()
      .getByRole('button', { name: /Parked \(1\)/ })
      .waitFor();
    await page.keyboard.press('F8');
    const list = page.getByRole('dialog', { name: /Parked carts/ });
    await list.waitFor();
    const entry = list.getByRole('listitem').filter({ hasText: 'Blue tee, back soon' });
    const text = await entry.innerText();
    expect(text).toContain(number!);
    expect(text).toMatch(/1 item/);
    expect(text).toContain('$24.00');
    expect(text).toMatch(/parked (just now|\d+ s ago|\d+ min ago) by Test Manager/);
    await expectNoSeriousA11yViolations(page, 'Parked carts (light theme)');

    // Resuming with a sale in progress: it is parked first, after asking.
    await entry.getByRole('button', { name: `Resume Blue tee, back soon (${number})` }).click();
    const parkFirst = list.getByRole('form', { name: `Park sale ${second} first` });
    await parkFirst.waitFor();
    await expectNoSeriousA11yViolations(page, 'Park the open sale first');
    await parkFirst.getByLabel(/Label for sale/).fill('Two tees');
    await parkFirst.getByRole('button', { name: 'Park it and resume' }).click();
    await list.waitFor({ state: 'detached' });
    await expect.poll(async () => (await app!.runtime.calls.sale.current())?.number).toBe(number);
    await expect.poll(() => cart().innerText()).toContain('$24.00');
    await cart()
      .getByRole('button', { name: /Parked \(1\)/ })
      .waitFor();

    // The other sale waits in the list, in the dark theme too.
    await page.getByRole('button', { name: /Switch to dark theme/ }).click();
    await page.keyboard.press('F8');
    await list.waitFor();
    expect(await list.getByRole('listitem').innerText()).toContain('Two tees');
    await expectNoSeriousA11yViolations(page, 'Parked carts (dark theme)');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });

    // The resumed sale is completed as any other.
    await cart().getByRole('button', { name: 'Checkout' }).click();
    await fillCustomer(page, MAINE_WALK_IN);
    await customerToPayment(page);
    await payExactCash(page);
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    expect(await page.locator('main').innerText()).toContain(number!);
    expect((await app.runtime.calls.parked.list()).carts.map((c) => [c.number, c.label])).toEqual([[second, 'Two tees']]);
  });
});
