/** A walk-in sale's pieces as a clerk sees them: the search ready for typing, the receipt's figures. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { focused } from './axe.js';

/** The receipt's item lines as [name, quantity, amount] (the name is the row's header) and its totals by label. */
export async function receiptFigures(page: Page) {
  const rows = await page
    .locator('.receipt-lines tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((td) => td.textContent?.trim() ?? '')));
  const totals = Object.fromEntries(
    await page
      .locator('.receipt .totals > div')
      .evaluateAll((divs) => divs.map((d) => [d.querySelector('dt')?.textContent?.trim() ?? '', d.querySelector('dd')?.textContent?.trim() ?? ''])),
  ) as Record<string, string>;
  return { rows, totals };
}

/** The search with the focus, where a sale starts. */
export async function startSale(page: Page) {
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.waitFor();
  // The search has the focus on the Sell screen; after a click elsewhere, "/" brings it back.
  if (!/Search products/.test(await focused(page))) await page.keyboard.press('/');
  await expect.poll(() => focused(page)).toMatch(/Search products/);
  return search;
}

/** Fills a store's location form with the Vermont address (Burlington) and saves it. */
export async function saveVermontLocation(form: Locator): Promise<void> {
  await form.getByLabel('Street address').fill('1 Church Street');
  await form.getByLabel('City').fill('Burlington');
  await form.getByLabel('State or region').fill('VT');
  await form.getByLabel('ZIP / postal code').fill('05401');
  await form.getByRole('button', { name: 'Save location' }).click();
}

/**
 * From the Sell screen (F1), a walk-in sale of one Stoneware Coffee Mug ($22.00) as a clerk rings
 * it up by keys (search, Enter, F9, Enter on Exact), taxed at Vermont's 6% by the store's
 * location; answers the receipt's totals and leaves the receipt open.
 */
export async function vermontMugByKeys(page: Page): Promise<Record<string, string>> {
  await page.keyboard.press('F1');
  await startSale(page);
  await page.keyboard.type('stoneware', { delay: 45 });
  await expect.poll(() => page.locator('.result-count').innerText()).toBe('1 product');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('region', { name: 'Cart' }).innerText()).toContain('Stoneware Coffee Mug');
  await page.keyboard.press('F9');
  // A walk-in pickup goes straight to Payment, with Exact focused.
  await expect.poll(() => page.locator('.checkout-total').innerText()).toContain('$23.32');
  await expect.poll(() => focused(page)).toBe('button Exact $23.32');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Receipt' }).waitFor();
  return (await receiptFigures(page)).totals;
}
