/** A walk-in sale's pieces as a clerk sees them: the search ready for typing, the receipt's figures. */
import type { Page } from 'playwright-core';
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
