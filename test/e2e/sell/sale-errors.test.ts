/**
 * What the clerk sees when the store refuses a sale action on the Sell screen: a sold-out item's
 * barcode scanned, a quantity stepped or typed past the stock. The store's words appear in the
 * cart's live region, the focus stays where the clerk was, and nothing is added.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import { isGiftCardSku } from '../../../shared/giftcards/gift-card-product.js';
import type { Product, Variant } from '../../../shared/storefront/types/types.js';
import { expectNoSeriousA11yViolations, focused } from '../support/axe.js';
import { scanCode } from '../support/scanner.js';
import { useRunningApp } from '../support/use-running-app.js';

const app = useRunningApp();

async function everyProduct(): Promise<Product[]> {
  const { runtime } = app;
  await expect.poll(async () => (await runtime.calls.catalog.status()).products, { timeout: 30_000 }).toBeGreaterThan(0);
  return (await runtime.calls.catalog.search({ perPage: 100 })).items;
}

/** Sets a variant's count on hand through the Platform API, as the store's operator would. */
async function setStock(storeUrl: string, variantId: string, count: number): Promise<void> {
  const token = await fetch(`${storeUrl}/shop_oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: DEMO_ADMIN_CLIENT.clientId,
      client_secret: DEMO_ADMIN_CLIENT.clientSecret,
      scope: 'admin',
    }),
  }).then(async (r) => ((await r.json()) as { access_token: string }).access_token);
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const items = (await (await fetch(`${storeUrl}/api/v2/platform/stock_items?filter[variant_id]=${variantId}`, { headers })).json()) as {
    data: { id: string }[];
  };
  const res = await fetch(`${storeUrl}/api/v2/platform/stock_items/${items.data[0]!.id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ stock_item: { count_on_hand: count, backorderable: false } }),
  });
  expect(res.status).toBe(200);
}

describe('sale errors on the Sell screen', () => {
  it('shows the store’s refusal of a scan and of a quantity stepped or typed past the stock, where the clerk is', async () => {
    const { page, runtime } = app;
    const products = await everyProduct();
    const pairs = products.flatMap((p) => p.variants.filter((v) => !v.isMaster && v.barcode).map((v): [Product, Variant] => [p, v]));
    const soldOut = pairs.find(([, v]) => !v.inStock && !v.backorderable);
    // A product whose stock counts: a gift card is never short of stock.
    const onShelf = pairs.find(([p, v]) => v.inStock && v.purchasable && !isGiftCardSku(v.sku) && p !== soldOut?.[0]);
    expect(soldOut, 'the demo store has a sold-out variant with a barcode').toBeDefined();
    expect(onShelf).toBeDefined();
    const cart = page.getByRole('region', { name: 'Cart' });
    const told = cart.getByRole('alert');

    // A sold-out item's barcode, scanned with the focus in the search box.
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.click();
    await scanCode(page, soldOut![1].barcode!);
    await expect.poll(() => told.innerText(), { timeout: 20_000 }).toMatch(/is not available/);
    expect(await told.innerText()).toContain(soldOut![0].name);
    expect(await focused(page)).toMatch(/Search products/);
    expect(await search.inputValue()).toBe('');
    expect(await cart.getByRole('listitem').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'Sell screen, a scan refused');

    // One left on the shelf: scanned once, then stepped past it.
    const [product, variant] = onShelf!;
    await setStock(runtime.storeUrl, variant.id, 1);
    await scanCode(page, variant.barcode!);
    const line = cart.getByRole('listitem').filter({ hasText: product.name });
    await line.waitFor();
    await expect.poll(() => told.innerText()).toBe('');
    const box = line.getByRole('textbox', { name: `Quantity of ${product.name}` });
    expect(await box.inputValue()).toBe('1');

    // Typed past it: the store's words, the box shows the cart's quantity and keeps the focus.
    await box.fill('4');
    await page.keyboard.press('Enter');
    await expect.poll(() => told.innerText(), { timeout: 20_000 }).toMatch(/Quantity selected of .* is not available\./);
    await expect.poll(() => box.inputValue()).toBe('1');
    expect(await focused(page)).toMatch(/Quantity of/);

    // Not a quantity at all: said before anything is sent.
    await box.fill('0');
    await page.keyboard.press('Enter');
    await expect.poll(() => told.innerText()).toContain('Enter a quantity from 1 to 9999.');
    expect(await box.getAttribute('aria-invalid')).toBe('true');

    // Stepped past it: the store's words again, the focus still on the step button.
    await box.press('Escape');
    const more = line.getByRole('button', { name: `Increase quantity of ${product.name}` });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => told.innerText(), { timeout: 20_000 }).toMatch(/Quantity selected of .* is not available\./);
    expect(await focused(page)).toMatch(/Increase quantity of/);
    expect(await box.inputValue()).toBe('1');
    await expectNoSeriousA11yViolations(page, 'Sell screen, a quantity refused');
    const sale = await runtime.calls.sale.current();
    expect(sale?.lineItems.map((l) => l.quantity)).toEqual([1]);
  });
});
