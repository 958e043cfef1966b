/**
 * The screens a walk at 1024×768 and 1366×860 found wanting, in the light and the dark theme,
 * measured by the layout check: Settings (a wheel over the navigation moves nothing, the staff's
 * rows keep their buttons beside the name, a second store's row and its location form have the
 * screen's width), the checkout's column at one width from step to step with the change due
 * larger than the lines around it, the receipt with its actions below it (not over its return
 * policy), the Orders screen's table with an email on two lines at most, the header's names
 * whole with a customer signed in, and the Shift screen's checkbox large enough to aim at. Then,
 * with the store unreachable, the tracked orders' table keeps to the screen.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore } from '../../../electron/demo-store/http/server.js';
import { MEASURING_BUDGET, startApp, type RunningApp } from '../support/app.js';
import { fillCustomer, openCustomerStep } from '../support/checkout-form.js';
import { useTheme } from '../support/theme.js';
import { expectCounterLayout, steadyWidth } from '../support/layout-check.js';
import { addTee, customerToShipping, MAINE_WALK_IN } from '../support/tee-to-payment.js';
import { placeWebOrder } from '../support/web-order.js';

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1366, height: 860 },
] as const;
const THEMES = ['light', 'dark'] as const;
const LONG_NAME = 'Alexandria Montgomery-Winterbottom';

let app: RunningApp | undefined;
beforeAll(async () => {
  app = await startApp({ viewport: { width: 1024, height: 768 }, demoStore: { rateLimit: false }, rateLimit: MEASURING_BUDGET });
  await app.runtime.calls.staff.add({ name: LONG_NAME, role: 'staff', pin: '4242' });
  await app.runtime.calls.stores.add({ name: 'Second shop', baseUrl: 'https://second.example.com', dialect: 'shop' });
});
afterAll(async () => {
  await app?.stop();
});

const fontSize = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

describe('the screens a walk at counter sizes found wanting', () => {
  for (const size of SIZES) {
    for (const theme of THEMES) {
      const at = `${size.width}x${size.height}-${theme}`;
      it(`at ${size.width}×${size.height}, ${theme} theme`, async () => {
        const { page, runtime } = app!;
        await page.setViewportSize(size);
        await useTheme(page, theme);
        await page.keyboard.press('F1');

        // Settings: a wheel over the navigation (and over the screen) never moves the page itself.
        await page.keyboard.press('F3');
        await page.getByRole('heading', { name: 'Settings' }).waitFor();
        const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
        await page.mouse.move(nav!.x + nav!.width / 2, nav!.y + nav!.height - 40);
        await page.mouse.wheel(0, 1500);
        await page.mouse.move(size.width / 2, size.height / 2);
        await page.mouse.wheel(0, 1500);
        await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0);
        expect((await page.getByRole('banner').boundingBox())!.y).toBe(0);
        await expectCounterLayout(page, { name: `${at}-walk-settings` });
        const staff = page.getByRole('region', { name: 'Staff' });
        await staff.getByRole('listitem').filter({ hasText: LONG_NAME }).scrollIntoViewIfNeeded();
        await expectCounterLayout(page, { name: `${at}-walk-settings-staff` });
        const second = page.getByRole('listitem').filter({ hasText: 'Second shop' });
        await second.scrollIntoViewIfNeeded();
        await expectCounterLayout(page, { name: `${at}-walk-settings-stores` });
        await second.getByRole('button', { name: /Set location/ }).click();
        const location = page.getByRole('form', { name: /Location of Second shop/ });
        await location.getByRole('button', { name: 'Cancel' }).scrollIntoViewIfNeeded();
        await expectCounterLayout(page, { name: `${at}-walk-settings-second-location` });
        await location.getByRole('button', { name: 'Cancel' }).click();
        await location.waitFor({ state: 'detached' });

        // Checkout: one column width at every step; the change due larger than the amount due.
        await page.keyboard.press('F1');
        await addTee(page);
        await page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click();
        const column = steadyWidth('.checkout');
        await page.locator('.walk-in-note').waitFor();
        await expectCounterLayout(page, { name: `${at}-walk-checkout-walk-in`, steady: [column] });
        await openCustomerStep(page);
        await expectCounterLayout(page, { name: `${at}-walk-checkout-customer`, steady: [column] });
        await fillCustomer(page, MAINE_WALK_IN);
        await customerToShipping(page);
        await expectCounterLayout(page, { name: `${at}-walk-checkout-shipping`, steady: [column] });
        await page.getByRole('button', { name: 'Continue to payment' }).click();
        await page.getByLabel('Amount tendered').fill('30');
        await expect.poll(() => page.locator('.change-due').innerText()).toContain('$6.00');
        await expectCounterLayout(page, { name: `${at}-walk-checkout-payment`, steady: [column] });
        expect(await fontSize(page, '.change-due'), 'the change due is larger than the amount due').toBeGreaterThan(await fontSize(page, '.pay-total'));
        await page.getByRole('button', { name: 'Take cash payment' }).click();

        // The receipt: its actions below it, the change larger than what was paid.
        await page.getByRole('heading', { name: 'Receipt' }).waitFor();
        await expectCounterLayout(page, { name: `${at}-walk-receipt` });
        const receipt = page.getByRole('article');
        const row = (label: string) => receipt.locator('.totals > div').filter({ has: page.getByText(label, { exact: true }) });
        expect(await row('Change').evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThan(
          await row('Paid (Cash)').evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
        );
        await page.getByRole('button', { name: 'New sale' }).click();

        // Orders: the table with the walk-in's email.
        await page.keyboard.press('F2');
        await page.getByRole('table', { name: 'Tracked orders' }).getByRole('row').nth(1).waitFor();
        await page.getByRole('table', { name: 'Tracked orders' }).scrollIntoViewIfNeeded();
        await expectCounterLayout(page, { name: `${at}-walk-orders` });

        // The Shift screen: the float's "Enter a total" checkbox.
        await page.keyboard.press('F6');
        await page.getByRole('group', { name: /Float|Count the drawer/ }).waitFor();
        await expectCounterLayout(page, { name: `${at}-walk-shift` });

        // The header with a customer signed in: every name whole.
        await runtime.calls.session.signIn({ email: 'customer@demo.store', password: 'demo-customer-1' });
        await page.keyboard.press('F1');
        await expect.poll(() => page.getByRole('banner').innerText()).toContain('Customer: customer@demo.store');
        await expectCounterLayout(page, { name: `${at}-walk-header-customer`, grids: [{ selector: '.product-grid', min: 2 }] });
        await runtime.calls.session.signOut();
        await expect.poll(() => page.getByRole('banner').innerText()).not.toContain('Customer:');
      }, 240_000);
    }
  }
});

describe('the tracked orders with the store unreachable', () => {
  const storeDir = mkdtempSync(path.join(os.tmpdir(), 'pos-e2e-store-'));
  afterAll(() => rmSync(storeDir, { recursive: true, force: true }));

  it('keep the table to the screen, the store’s words wrapped and Refresh on it', async () => {
    const store = await startDemoStore({ dataDir: storeDir, autoFulfil: false });
    const away = await startApp({ storeUrl: store.url, viewport: { width: 1366, height: 860 } });
    try {
      const web = await placeWebOrder(store.url, 'harbor-logo-tee', 1);
      await away.runtime.calls.orders.lookup(web.number, web.token);
      await store.close();
      const { page } = away;
      await page.keyboard.press('F2');
      const table = page.getByRole('table', { name: 'Tracked orders' });
      await table.getByRole('button', { name: `Refresh ${web.number}` }).click();
      await expect.poll(() => table.locator('.field-error').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await table.scrollIntoViewIfNeeded();
        await expectCounterLayout(page, { name: `${size.width}x${size.height}-walk-orders-unreachable` });
        const refresh = await table.getByRole('button', { name: `Refresh ${web.number}` }).boundingBox();
        expect(refresh!.x + refresh!.width, 'Refresh stays on the screen').toBeLessThanOrEqual(size.width);
      }
    } finally {
      await away.stop();
    }
  });
});
