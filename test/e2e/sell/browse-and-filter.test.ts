/**
 * Browsing the catalog: a category, option chips, stock and price filters, a sort, then adding
 * from the filtered result; clearing filters gives the focus back to the search. Axe checks the
 * Sell screen and the product dialog.
 */
import { describe, expect, it } from 'vitest';
import type { RunningApp } from '../support/app.js';
import { useRunningApp } from '../support/use-running-app.js';
import { expectNoSeriousA11yViolations, focused } from '../support/axe.js';
import { productTile } from '../support/product-tile.js';

const app = useRunningApp();

const prices = async (app: RunningApp) => (await app.page.locator('.product-card .price').allInnerTexts()).map((t) => Number(t.replace(/[^0-9.]/g, '')));

describe('browse and filter', () => {
  it('narrows by category, colour, stock and price, sorts, and adds from the result', async () => {
    const { page } = app;
    const count = page.locator('.result-count');
    await expect.poll(() => count.innerText()).toMatch(/^68 products$/);
    await expectNoSeriousA11yViolations(page, 'Sell screen');

    // A category: its subcategories open beneath it and the count says where we are.
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('button', { name: 'Apparel' }).click();
    await expect.poll(() => count.innerText()).toMatch(/ products in Apparel$/);
    expect(await categories.getByRole('button', { name: 'Apparel' }).getAttribute('aria-current')).toBe('true');
    await categories.getByRole('button', { name: 'T-shirts' }).click();
    await expect.poll(() => count.innerText()).toMatch(/ products in T-shirts$/);
    const tees = Number((await count.innerText()).split(' ')[0]);
    const names = await page.locator('.product-card .product-name').allInnerTexts();
    expect(names.length).toBe(tees);
    expect(names).toContain('Harbor Logo Tee');
    expect(names.some((n) => /Boot|Mug/.test(n))).toBe(false);

    // Colour chips come from the answer's facets; choosing one narrows, the chip says it is on.
    const navy = page.getByRole('button', { name: /^Color Navy, \d+ products?$/ });
    await navy.click();
    expect(await navy.getAttribute('aria-pressed')).toBe('true');
    expect(await focused(page)).toMatch(/Navy/);
    await expect.poll(() => count.innerText()).toMatch(/in T-shirts, 1 filter on$/);
    await page.getByLabel('In stock only').check();
    await page.getByLabel('Highest price').fill('25');
    await expect.poll(() => count.innerText()).toMatch(/3 filters on$/);
    expect((await prices(app)).every((p) => p <= 25)).toBe(true);

    await page.getByLabel('Sort').selectOption('-price');
    await expect
      .poll(async () => {
        const shown = await prices(app);
        return shown.length > 1 && shown.every((p, i) => i === 0 || shown[i - 1]! >= p);
      })
      .toBe(true);
    await page.getByLabel('Sort').selectOption('price');
    await expect
      .poll(async () => {
        const shown = await prices(app);
        return shown.length > 1 && shown.every((p, i) => i === 0 || shown[i - 1]! <= p);
      })
      .toBe(true);
    await expectNoSeriousA11yViolations(page, 'Sell screen, filtered');

    // Add from the filtered result: the navy variant is the one offered.
    await productTile(page, /Harbor Logo Tee/).click();
    const dialog = page.getByRole('dialog', { name: 'Harbor Logo Tee' });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page, 'Product dialog');
    await dialog
      .getByRole('radiogroup', { name: /Colou?r/i })
      .getByRole('radio', { name: 'Navy' })
      .check();
    await dialog.getByRole('radiogroup', { name: /Size/i }).getByRole('radio', { name: 'L', exact: true }).check();
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Closing the dialog gives the focus back to the card that opened it.
    expect(await focused(page)).toMatch(/Harbor Logo Tee/);
    const cart = page.getByRole('region', { name: 'Cart' });
    await expect.poll(() => cart.innerText()).toMatch(/Harbor Logo Tee[\s\S]*Navy, Size: L/);

    // Clearing filters keeps the category and sort, and gives the focus to the search box.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => count.innerText()).toBe(`${tees} products in T-shirts`);
    expect(await focused(page)).toMatch(/Search products/);
    expect(await page.getByLabel('Highest price').inputValue()).toBe('');
    expect(await page.getByLabel('In stock only').isChecked()).toBe(false);
    expect(await page.getByLabel('Sort').inputValue()).toBe('price');

    // All products again; "3*" sets the next add's quantity, which a scan uses.
    await categories.getByRole('button', { name: 'All products' }).click();
    await expect.poll(() => count.innerText()).toBe('68 products');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('3*');
    await page.getByText(/Next add:\s*3 ×/).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search products' }).inputValue()).toBe('');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('market tote');
    await page.getByRole('button', { name: /Canvas Market Tote/ }).click();
    const tote = page.getByRole('dialog', { name: 'Canvas Market Tote' });
    expect(await tote.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('3');
    // Two colours: the clerk chooses one (none is chosen for them).
    await tote.getByRole('radio', { name: 'Sand' }).check();
    await tote.getByRole('button', { name: 'Add to cart' }).click();
    await tote.waitFor({ state: 'detached' });
    await expect.poll(() => cart.innerText()).toMatch(/Canvas Market Tote/);
    await expect.poll(() => page.getByText(/Next add:/).count()).toBe(0);
    const line = cart.getByRole('listitem').filter({ hasText: 'Canvas Market Tote' });
    expect(await line.getByRole('textbox', { name: /Quantity of/ }).inputValue()).toBe('3');
  });
});
