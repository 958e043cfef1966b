/**
 * Every screen of the till at counter sizes (1024×768 and 1280×800), in the light and the dark
 * theme, measured by the layout check: no text over other text or controls, every control a
 * clerk touches at least 44 px each way, no sideways scrolling and nothing cut off. A screenshot
 * of each is saved under test-results/layout/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEASURING_BUDGET, startApp, type RunningApp } from '../support/app.js';
import { expectNoSeriousA11yViolations, focused } from '../support/axe.js';
import { fillCustomer, openCustomerStep, payExactCash } from '../support/checkout-form.js';
import { useTheme } from '../support/theme.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { placeWebOrder } from '../support/web-order.js';
import { addTee, MAINE_WALK_IN } from '../support/tee-to-payment.js';
import { productTile } from '../support/product-tile.js';

let app: RunningApp | undefined;
beforeAll(async () => {
  // This file measures screens, ringing a sale in each of its rounds: more sales a minute than one
  // store allows a till. The store's request limit is tested where it is the point (rate-limit,
  // shared-address and scheduler tests), so here the demo store runs without it.
  app = await startApp({ viewport: { width: 1024, height: 768 }, demoStore: { rateLimit: false }, rateLimit: MEASURING_BUDGET });
  // An order on the Orders screen from the start, so its table and chart have rows.
  const web = await placeWebOrder(app.runtime.storeUrl, 'harbor-logo-tee', 1);
  await app.runtime.calls.orders.lookup(web.number, web.token);
});
afterAll(async () => {
  await app?.stop();
});

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
] as const;

const nav = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: new RegExp(`^${name} F\\d`) })
    .click();

describe('the counter at counter sizes', () => {
  for (const size of SIZES) {
    for (const theme of ['light', 'dark'] as const) {
      const at = `${size.width}x${size.height}-${theme}`;
      it(`every screen at ${size.width}×${size.height}, ${theme} theme`, async () => {
        const { page } = app!;
        await page.setViewportSize(size);
        await useTheme(page, theme);
        await nav(page, 'Sell');

        // Sell, before anything is in the cart: the catalog with its filters.
        const grid = page.getByRole('grid').or(page.locator('.product-grid')).first();
        await grid.waitFor();
        await page
          .getByText(/\d+ products/)
          .first()
          .waitFor();
        // At least two columns of products beside the cart (three from 1280 px).
        const grids = [{ selector: '.product-grid', min: size.width >= 1280 ? 3 : 2 }];
        await expectCounterLayout(page, { name: `${at}-sell-empty`, grids });
        const filters = page.getByRole('button', { name: /^Filters/ });
        const side = page.getByRole('complementary', { name: 'Browse and filter' });
        if (size.width < 1200) {
          // Below 1200 px the categories and filters open over the products, and close with Esc.
          expect(await side.isVisible(), 'filters folded away').toBe(false);
          await filters.click();
          await side.getByRole('button', { name: /Apparel/ }).waitFor();
          expect(await filters.getAttribute('aria-expanded')).toBe('true');
          await expectCounterLayout(page, { name: `${at}-sell-filters`, grids });
          await expectNoSeriousA11yViolations(page, `Sell with the filters open at ${at}`);
          expect(await focused(page), 'the open panel has the focus').toMatch(/Close filters/);
          await page.keyboard.press('Escape');
          await side.waitFor({ state: 'hidden' });
          expect(await focused(page)).toMatch(/^button Filters/);
        } else {
          expect(await filters.isVisible(), 'no filter toggle where the filters fit').toBe(false);
          expect(await side.isVisible(), 'filters beside the products').toBe(true);
        }

        // The product dialog, with its quantity keypad open.
        await page.getByRole('searchbox', { name: 'Search products' }).fill('logo tee');
        await productTile(page, /Harbor Logo Tee/).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Add to cart' }).waitFor();
        await expectCounterLayout(page, { name: `${at}-product` });
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'detached' });

        // Sell with two lines in the cart.
        await addTee(page);
        await page.getByRole('searchbox', { name: 'Search products' }).fill('');
        await page
          .getByText(/\d+ products/)
          .first()
          .waitFor();
        await expectCounterLayout(page, { name: `${at}-sell-cart`, grids });

        // Checkout: a walk-in sale opens at in-store pickup; then the customer's details, shipping, payment.
        await page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click();
        await page.locator('.walk-in-note').getByText('Walk-in sale, picked up in store').waitFor();
        await expectCounterLayout(page, { name: `${at}-checkout-walk-in` });
        await openCustomerStep(page);
        await page.getByLabel('Email').waitFor();
        await expectCounterLayout(page, { name: `${at}-checkout-customer` });
        await fillCustomer(page, MAINE_WALK_IN);
        await page.getByRole('button', { name: 'Continue to shipping' }).click();
        await page
          .getByRole('radio', { name: /In-store pickup/ })
          .first()
          .waitFor();
        await expectCounterLayout(page, { name: `${at}-checkout-shipping` });
        await page.getByRole('button', { name: 'Continue to payment' }).click();
        await page.getByLabel('Amount tendered').waitFor();
        await expectCounterLayout(page, { name: `${at}-checkout-payment` });

        // Receipt.
        await payExactCash(page);
        await page.getByRole('heading', { name: 'Receipt' }).waitFor();
        await expectCounterLayout(page, { name: `${at}-receipt` });
        await page.getByRole('button', { name: 'New sale' }).click();

        // Orders, and an order in full.
        await nav(page, 'Orders');
        const table = page.getByRole('table', { name: 'Tracked orders' });
        await table.getByRole('row').nth(1).waitFor();
        await page.getByRole('img', { name: /Revenue and orders by hour/ }).waitFor();
        await expectCounterLayout(page, { name: `${at}-orders` });
        await table
          .getByRole('button', { name: /^Details of / })
          .first()
          .click();
        const detail = page.getByRole('dialog', { name: /^Order / });
        await detail.getByRole('heading', { name: 'Items' }).waitFor();
        await expectCounterLayout(page, { name: `${at}-order-detail` });
        await detail.getByRole('button', { name: 'Close' }).click();
        await detail.waitFor({ state: 'detached' });

        // Customer, Store, Settings.
        await nav(page, 'Customer');
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        await expectCounterLayout(page, { name: `${at}-customer` });
        await nav(page, 'Store');
        await page.getByRole('heading', { name: 'Policies' }).waitFor();
        await page.locator('details.policy').first().waitFor();
        // (The posts can wait their turn: this file spends much of the store's request budget.)
        await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 60_000 }).toBe(0);
        await expectCounterLayout(page, { name: `${at}-store` });
        await nav(page, 'Settings');
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        await expectCounterLayout(page, { name: `${at}-settings` });
        await expectNoSeriousA11yViolations(page, `Settings at ${at}`);
        await nav(page, 'Sell');
      }, 240_000);
    }
  }

  // With a customer signed in the screens hold more: saved addresses and cards, store credit,
  // order history, a wishlist; the cart's codes; the payment step's every tab; an open policy.
  describe('with a customer signed in', () => {
    beforeAll(async () => {
      const { runtime, page } = app!;
      await runtime.calls.session.signIn({ email: 'customer@demo.store', password: 'demo-customer-1' });
      await page.reload();
    });

    for (const size of SIZES) {
      for (const theme of ['light', 'dark'] as const) {
        const at = `${size.width}x${size.height}-${theme}-customer`;
        it(`the customer's screens at ${size.width}×${size.height}, ${theme} theme`, async () => {
          const { page } = app!;
          await page.setViewportSize(size);
          await useTheme(page, theme);
          await nav(page, 'Sell');
          const cart = page.getByRole('region', { name: 'Cart' });
          if ((await cart.getByRole('listitem').count()) === 0) await addTee(page);

          // The cart's codes, currency and shipping estimate, open.
          const extras = cart.locator('details.cart-extras');
          if (!(await extras.evaluate((d) => (d as HTMLDetailsElement).open))) await page.getByText('Codes, currency and shipping estimate').click();
          await page.getByLabel('Coupon or gift-card code').waitFor();
          await expectCounterLayout(page, { name: `${at}-sell-codes` });
          // The code's box and the estimate's list of countries are drawn as every field is, in either
          // theme (the currency's list beside them), not as the browser's own controls.
          const drawn = (label: string) =>
            page.getByLabel(label, { exact: true }).evaluate((el) => {
              const style = getComputedStyle(el);
              return {
                background: style.backgroundColor,
                border: style.borderTopColor,
                radius: style.borderTopLeftRadius,
                height: el.getBoundingClientRect().height,
              };
            });
          const field = await drawn('Currency');
          expect(await drawn('Coupon or gift-card code')).toEqual(field);
          expect(await drawn('Estimate shipping to')).toEqual(field);

          // Checkout with the saved address, then each payment tab.
          await cart.getByRole('button', { name: 'Checkout' }).click();
          await openCustomerStep(page);
          await page.getByLabel('Use a saved address').selectOption({ index: 1 });
          await page.getByLabel('Email').fill('customer@demo.store');
          await expectCounterLayout(page, { name: `${at}-checkout-customer` });
          await page.getByRole('button', { name: 'Continue to shipping' }).click();
          // (Saving the address may wait its turn: by now this file has spent the store's request budget for the minute.)
          await page.getByRole('button', { name: 'Continue to payment' }).waitFor({ timeout: 75_000 });
          await page.getByRole('button', { name: 'Continue to payment' }).click();
          await page.getByLabel('Amount tendered').waitFor();
          await expectCounterLayout(page, { name: `${at}-checkout-cash` });
          for (const tab of ['Card', 'Saved card']) {
            await page.getByRole('tab', { name: tab, exact: true }).click();
            await expect.poll(() => page.getByRole('tab', { name: tab, exact: true }).getAttribute('aria-selected')).toBe('true');
            await expectCounterLayout(page, { name: `${at}-checkout-${tab.replace(' ', '-').toLowerCase()}` });
          }
          await page.getByRole('button', { name: '← Back to cart' }).click();

          await nav(page, 'Customer');
          await page.getByRole('heading', { name: 'Saved cards' }).waitFor();
          await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 60_000 }).toBe(0);
          await expectCounterLayout(page, { name: `${at}-customer` });

          await nav(page, 'Store');
          const policy = page.locator('details.policy').first();
          await policy.waitFor();
          if (!(await policy.evaluate((d) => (d as HTMLDetailsElement).open))) await policy.locator('summary').click();
          await expectCounterLayout(page, { name: `${at}-store-policy` });

          await nav(page, 'Settings');
          await page.getByRole('heading', { level: 2 }).first().waitFor();
          await expectCounterLayout(page, { name: `${at}-settings` });
          await nav(page, 'Sell');
        }, 240_000);
      }
    }
  });
});
