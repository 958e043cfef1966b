/** A sale as a cashier rings it up: one Harbor Logo Tee ($24.00), a Maine customer, pickup, up to the payment step. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { fillCustomer } from './checkout-form.js';
import { productTile } from './product-tile.js';

export const MAINE_WALK_IN = {
  email: 'walk-in@example.com',
  firstName: 'Robin',
  lastName: 'Counter',
  address: '12 Wharf Street',
  city: 'Portland',
  state: 'ME',
  zip: '04101',
};

/** Searches, picks size M in navy and adds `quantity` (one unless asked) to the cart. */
export async function addTee(page: Page, { quantity = 1 } = {}): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search products' }).fill('logo tee');
  const card = productTile(page, /Harbor Logo Tee/);
  await card.waitFor();
  await card.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('radiogroup', { name: /Size/i }).getByRole('radio', { name: 'M', exact: true }).check();
  await dialog
    .getByRole('radiogroup', { name: /Colou?r/i })
    .getByRole('radio', { name: 'Navy' })
    .check();
  if (quantity !== 1) await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await dialog.waitFor({ state: 'detached' });
  const cart = page.getByRole('region', { name: 'Cart' });
  await expect.poll(() => cart.innerText()).toContain(`$${(24 * quantity).toFixed(2)}`);
}

/** Searches, picks size M in navy, adds one and opens checkout. */
export async function teeInCart(page: Page): Promise<void> {
  await addTee(page);
  await page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click();
}

/** From the cart to the payment step: the customer's details, then in-store pickup. */
export async function teeToPayment(page: Page): Promise<void> {
  await teeInCart(page);
  await fillCustomer(page, MAINE_WALK_IN);
  await customerToPayment(page);
}

/** From a filled customer step to the shipping step, its in-store pickup shown. */
export async function customerToShipping(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await page
    .getByRole('radio', { name: /In-store pickup/ })
    .first()
    .waitFor();
}

/** From a filled customer step to the payment step, with in-store pickup (selected by default). */
export async function customerToPayment(page: Page): Promise<void> {
  await customerToShipping(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByLabel('Amount tendered').waitFor();
}

/**
 * From a filled customer step, "Picked up in store" unchecked, to the payment step: the goods ship
 * to the customer, so the shipping step offers only rates that ship (no in-store pickup), the
 * cheapest chosen.
 */
export async function shippedToPayment(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await page.getByRole('heading', { name: 'Shipping' }).waitFor();
  const chosen = page.getByRole('radio', { checked: true });
  await chosen.first().waitFor();
  expect(await page.getByRole('radio', { name: /In-store pickup/ }).count()).toBe(0);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByLabel('Amount tendered').waitFor();
}

/** From the Sell screen, one tee sold for cash to the Maine walk-in (`tendered` handed over), up to its receipt. */
export async function teeSoldForCash(page: Page, tendered = '30'): Promise<void> {
  await addTee(page);
  await page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await fillCustomer(page, MAINE_WALK_IN);
  await customerToPayment(page);
  await page.getByLabel('Amount tendered').fill(tendered);
  await page.getByRole('button', { name: 'Take cash payment' }).click();
  await page.getByRole('heading', { name: 'Receipt' }).waitFor();
}
