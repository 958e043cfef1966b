/**
 * A product's tile in the Sell grid, found by its name. Scoped to the grid: a cart line of the
 * same product has buttons named after it too ("Decrease quantity of …"), and while a search is
 * still drawing, an unscoped match could land on one of those.
 */
import type { Locator, Page } from 'playwright-core';

export function productTile(page: Page, name: string | RegExp): Locator {
  return page.getByRole('list', { name: 'Products' }).getByRole('button', { name }).first();
}
