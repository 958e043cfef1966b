/**
 * A till pointed at another store, in Chromium through the browser host: a second demo store is
 * started by the test and the till is started at it as `--store` does (no location given). That
 * store is listed in Settings → Stores as the store in use; a manager sets its location and a
 * walk-in sale is taxed there, without a restart; choosing the built-in demo store, and adding a
 * store to sell for it now, each change the store in use at once.
 */
import { describe, expect, it } from 'vitest';
import { useDemoStore } from '../../support/demo-store/use-demo-store.js';
import { useRunningApp } from '../support/use-running-app.js';
import { startSale, saveVermontLocation, vermontMugByKeys } from '../support/walk-in.js';

const second = useDemoStore();
const app = useRunningApp({
  get storeUrl() {
    return second.url;
  },
  storeLocation: null,
});

describe('a till started at another store', () => {
  it('lists that store as the one in use; its location set there makes a walk-in sale work at once', async () => {
    const { page } = app;
    const host = new URL(second.url).host;
    expect(app.runtime.storeUrl).toBe(second.url);
    await page.keyboard.press('F3');
    const stores = page.getByRole('region', { name: 'Stores' });
    const profile = stores.getByRole('listitem').filter({ hasText: host });
    await profile.getByText('In use').waitFor();
    await profile.getByText('Location not set').waitFor();
    await profile.getByRole('button', { name: /Set location/ }).click();
    const form = page.getByRole('form', { name: `Location of ${host}` });
    await saveVermontLocation(form);
    await profile.getByText(/Sells from 1 Church Street, Burlington, VT 05401, US/).waitFor();

    // Vermont's 6% on $22.00: the location set a moment ago.
    expect((await vermontMugByKeys(page)).Tax).toBe('$1.32');
    await page.keyboard.press('Enter');
  });

  it('changes store at once when the manager chooses the built-in demo store, or adds a store to sell for now', async () => {
    const { page, runtime } = app;
    await page.keyboard.press('F3');
    const stores = page.getByRole('region', { name: 'Stores' });
    await stores.getByRole('button', { name: 'Use Demo store (built in)' }).click();
    await expect.poll(() => runtime.storeUrl, { timeout: 15_000 }).not.toBe(second.url);
    // The page starts again on the embedded store (at the Sell screen), and the till stays open.
    await page.getByRole('searchbox', { name: 'Search products' }).waitFor();
    expect(runtime.staff.state().state).toBe('open');
    await page.keyboard.press('F3');
    await stores.getByRole('listitem').filter({ hasText: 'Demo store (built in)' }).getByText('In use').waitFor();

    await stores.getByLabel('Store name').fill('Back room');
    await stores.getByLabel('Store address').fill(second.url);
    expect(await stores.getByLabel('Sell for this store now').isChecked()).toBe(true);
    await stores.getByRole('button', { name: 'Add store' }).click();
    await expect.poll(() => runtime.storeUrl, { timeout: 15_000 }).toBe(second.url);
    // Selling goes on, at the store now in use.
    await startSale(page);
    await page.keyboard.type('stoneware', { delay: 45 });
    await expect.poll(() => page.locator('.result-count').innerText()).toBe('1 product');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('region', { name: 'Cart' }).innerText()).toContain('Stoneware Coffee Mug');
    const cart = page.getByRole('region', { name: 'Cart' });
    // Another store cannot be chosen with a sale in progress: said in words, nothing changes.
    await page.keyboard.press('F3');
    await stores.getByRole('listitem').filter({ hasText: 'Back room' }).getByText('In use').waitFor();
    await stores.getByRole('button', { name: 'Use Demo store (built in)' }).click();
    await stores.getByText(/A sale is in progress: complete, park \(F7\) or discard it first/).waitFor();
    expect(runtime.storeUrl).toBe(second.url);
    await page.keyboard.press('F1');
    await cart.getByRole('button', { name: 'Discard sale' }).click();
    await cart.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => cart.innerText()).toContain('No items yet');
  });
});
