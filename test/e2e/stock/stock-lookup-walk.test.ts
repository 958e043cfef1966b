/**
 * Stock at the counter as a clerk meets it, at 1024×768: a tee whose last unit a web cart holds is
 * scanned into the sale and the cart warns in words; mid-sale, the product's dialog looks its stock
 * up everywhere and goes back with the sale untouched; the Stock screen's Lookup tab (the first)
 * finds it by SKU (the sale's own cart left out of what carts hold); the Low stock tab lists it with each location and saves
 * the reorder list as CSV; the orders board links to it. Screenshots in both themes at /tmp/st-a/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import { createStorefrontClient } from '../../../shared/storefront/client/client.js';
import { SHOP_DIALECT } from '../../../shared/storefront/dialect.js';
import { adminToken } from '../../support/demo-store/admin-token.js';
import { MEASURING_BUDGET } from '../support/app.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { productTile } from '../support/product-tile.js';
import { scanCode } from '../support/scanner.js';
import { useTheme } from '../support/theme.js';
import { useRunningApp } from '../support/use-running-app.js';

const app = useRunningApp({ viewport: { width: 1024, height: 768 }, demoStore: { rateLimit: false }, rateLimit: MEASURING_BUDGET });
const SHOTS = '/tmp/st-a';
const SKU = 'HP-TEE-001-NAV-M';

describe('stock at the counter', () => {
  it('warns the sale of a held unit, looks stock up mid-sale and on the Stock screen, and lists low stock with its CSV', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { page, runtime } = app;
    await runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
    const variantId = (await runtime.calls.catalog.lookupCode(SKU))!.variantId;
    // One on the shelf, and a web cart holding it.
    const token = await adminToken(runtime.storeUrl);
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const items = (await (await fetch(`${runtime.storeUrl}/api/v2/platform/stock_items?filter[variant_id]=${variantId}`, { headers })).json()) as {
      data: { id: string; relationships: { stock_location: { data: { id: string } } } }[];
    };
    const item = items.data.find((i) => i.relationships.stock_location.data.id === '1')!;
    await fetch(`${runtime.storeUrl}/api/v2/platform/stock_items/${item.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ stock_item: { count_on_hand: 1, backorderable: false } }),
    });
    const web = createStorefrontClient({ baseUrl: runtime.storeUrl, dialect: SHOP_DIALECT });
    const cart = await web.createCart();
    await web.addItem({ orderToken: cart.token! }, { variantId, quantity: 1 });
    await runtime.calls.lowStock.setThreshold({ variantId }, 2);

    await scanCode(page, SKU);
    const warning = page.getByRole('list', { name: 'Stock warnings' });
    await expect.poll(() => warning.innerText()).toContain('1 left, held in a web cart');
    await page.screenshot({ path: `${SHOTS}/cart-hold-warning.png` });

    // Mid-sale: the product's dialog, Stock everywhere, and back to the sale as it was (in each theme: the switch waits behind a dialog).
    await page.getByRole('searchbox', { name: 'Search products' }).fill('logo tee');
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await productTile(page, /Harbor Logo Tee/).click();
      const productDialog = page.getByRole('dialog', { name: 'Harbor Logo Tee' });
      await productDialog
        .getByRole('radiogroup', { name: /Colou?r/i })
        .getByRole('radio', { name: 'Navy' })
        .check();
      await productDialog.getByRole('radiogroup', { name: /Size/i }).getByRole('radio', { name: 'M', exact: true }).check();
      await productDialog.getByRole('button', { name: 'Stock everywhere' }).click();
      const everywhere = page.getByRole('dialog', { name: 'Stock everywhere' });
      await everywhere.getByRole('row', { name: /Harbor Road Warehouse 0 No/ }).waitFor();
      // The sale's own cart is left out: only the web cart holds the unit.
      await expect.poll(() => everywhere.getByRole('status').innerText()).toContain('Web carts hold 1 unit;');
      await page.screenshot({ path: `${SHOTS}/stock-everywhere-${theme}.png` });
      await everywhere.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => everywhere.count()).toBe(0);
      await productDialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect.poll(() => productDialog.count()).toBe(0);
    }
    await useTheme(page, 'light');
    expect((await runtime.calls.sale.current())?.lineItems.map((l) => [l.sku, l.quantity])).toEqual([[SKU, 1]]);

    // The Stock screen: Lookup first, by SKU.
    await page.getByRole('navigation').getByRole('button', { name: 'Stock' }).click();
    const tabs = page.getByRole('tablist', { name: 'Stock' }).getByRole('tab');
    expect(await tabs.first().innerText()).toBe('Lookup');
    await page.getByRole('searchbox', { name: 'Product, SKU or barcode' }).fill(SKU);
    await page.getByRole('button', { name: 'Look up' }).click();
    const looked = page.getByRole('region', { name: /Stock of Harbor Logo Tee/ });
    await looked.getByRole('row', { name: /Wharf Street Store \(sells here\) 1 No/ }).waitFor();
    await expect.poll(() => looked.getByRole('status').innerText()).toContain('Web carts hold 1 unit');
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await expectCounterLayout(page, { name: `stock-lookup-1024-${theme}` });
      await page.screenshot({ path: `${SHOTS}/stock-lookup-${theme}.png` });
    }
    await useTheme(page, 'light');

    await page.getByRole('tab', { name: 'Low stock' }).click();
    const table = page.getByRole('table', { name: 'Low stock' });
    await table.getByRole('row', { name: new RegExp(SKU) }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save reorder list (CSV)' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('SKU,Product,On hand,On hand: Wharf Street Store,On hand: Harbor Road Warehouse,Threshold,Order');
    expect(csv).toContain(`${SKU},`);
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await expectCounterLayout(page, { name: `low-stock-1024-${theme}` });
      await page.screenshot({ path: `${SHOTS}/low-stock-${theme}.png` });
    }
    await useTheme(page, 'light');

    // The orders board's alert opens the Low stock tab.
    await page.getByRole('navigation').getByRole('button', { name: 'Orders' }).click();
    await page.getByRole('button', { name: 'Orders board' }).click();
    const alert = page.getByRole('status').filter({ hasText: 'at or below the low-stock threshold' });
    await alert.getByRole('button', { name: 'Open Low stock' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Low stock' }).getAttribute('aria-selected')).toBe('true');
  });
});
