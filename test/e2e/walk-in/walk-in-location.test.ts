/**
 * The store's location at the counter, in Chromium through the browser host: set in Settings, a
 * pickup sale is taxed there; a store without one asks for it; and the cart's and page's bits
 * (Empty cart asks first, the favicon). Its own app, so the sales of walk-in-sale.test.ts do not
 * spend this file's request budget.
 */
import { describe, expect, it } from 'vitest';
import { useRunningApp } from '../support/use-running-app.js';
import { startSale, saveVermontLocation, vermontMugByKeys } from '../support/walk-in.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

const app = useRunningApp();

describe('the store’s location and the cart at the counter', () => {
  it('is taxed at the location a manager sets in Settings', async () => {
    const { page } = app;
    await page.keyboard.press('F3');
    const demo = page.getByRole('listitem').filter({ hasText: 'Demo store (built in)' });
    await demo.getByText('Sells from 12 Wharf Street, Portland, ME 04101, US · Walk-in email walk-in@demo.store').waitFor();
    await demo.getByRole('button', { name: /Change location/ }).click();
    const form = page.getByRole('form', { name: /Location of Demo store/ });
    await expectNoSeriousA11yViolations(page, 'Settings, a store’s location');
    await saveVermontLocation(form);
    await demo.getByText(/Sells from 1 Church Street, Burlington, VT 05401, US/).waitFor();
    try {
      // Vermont's 6% on $22.00, whatever the till's own state.
      const totals = await vermontMugByKeys(page);
      expect(totals.Tax).toBe('$1.32');
      expect(totals.Change).toBe('$0.00');
      await page.keyboard.press('Enter');
    } finally {
      await app.runtime.calls.stores.setPickup('demo', {
        location: { address1: '12 Wharf Street', city: 'Portland', zipcode: '04101', stateName: 'ME', countryIso: 'US' },
        walkInEmail: null,
      });
    }
  });

  it('asks before emptying the cart', async () => {
    const { page } = app;
    const search = await startSale(page);
    await page.keyboard.type('stoneware', { delay: 45 });
    await expect.poll(async () => `${await search.inputValue()}: ${await page.locator('.result-count').innerText()}`).toBe('stoneware: 1 product');
    await page.keyboard.press('Enter');
    const cart = page.getByRole('region', { name: 'Cart' });
    await expect.poll(() => cart.innerText()).toContain('Stoneware Coffee Mug');

    await cart.getByRole('button', { name: 'Empty cart' }).click();
    const ask = cart.getByRole('group', { name: 'Empty the cart?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep' }).click();
    expect(await cart.innerText()).toContain('Stoneware Coffee Mug');

    await cart.getByRole('button', { name: 'Empty cart' }).click();
    await cart.getByRole('group', { name: 'Empty the cart?' }).getByRole('button', { name: 'Empty' }).click();
    await expect.poll(() => cart.innerText()).toContain('No items yet');
    await cart.getByRole('button', { name: 'Discard sale' }).click();
    await cart.getByRole('button', { name: 'Discard' }).click();
    // The sale is gone once its actions are: the next test starts a new one.
    await cart.getByRole('button', { name: 'Discard sale' }).waitFor({ state: 'detached' });
  });

  it('asks for the store’s location when none is set, pointing to Settings, and offers to ship to the customer meanwhile', async () => {
    const { page, runtime } = app;
    await runtime.calls.stores.setPickup('demo', { location: null, walkInEmail: null });
    try {
      await startSale(page);
      await page.keyboard.type('stoneware', { delay: 45 });
      await expect.poll(() => page.locator('.result-count').innerText()).toBe('1 product');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('region', { name: 'Cart' }).innerText()).toContain('Stoneware Coffee Mug');
      await page.keyboard.press('F9');
      await page.getByRole('heading', { name: 'Shipping' }).waitFor();
      await page.getByText(/location is not set[\s\S]*Settings/).waitFor();
      await page.getByRole('button', { name: 'Ship to the customer' }).click();
      await page.getByRole('heading', { name: 'Customer' }).waitFor();
      expect(await page.getByLabel('Email').inputValue()).toBe('');
      expect(await page.getByLabel(/Picked up in store/).isChecked()).toBe(false);
    } finally {
      await runtime.calls.stores.setPickup('demo', {
        location: { address1: '12 Wharf Street', city: 'Portland', zipcode: '04101', stateName: 'ME', countryIso: 'US' },
        walkInEmail: null,
      });
    }
    await page.getByRole('button', { name: /Back to cart/ }).click();
    const cart = page.getByRole('region', { name: 'Cart' });
    await cart.getByRole('button', { name: 'Discard sale' }).click();
    await cart.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => cart.innerText()).toContain('No items yet');
  });

  it('has a favicon the browser host serves', async () => {
    const { page } = app;
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBeTruthy();
    const answer = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
    }, new URL(href!, page.url()).href);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^image\/svg\+xml/);
    expect(answer.body).toContain('<svg');
  });
});
