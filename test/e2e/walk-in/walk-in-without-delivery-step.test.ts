/**
 * A walk-in sale once the till has learnt that the store's pickup adds nothing at delivery (from
 * the sale before it), in Chromium through the browser host: the cart waits before `delivery`, yet
 * F9 still opens Payment with the Exact key focused, Shipping has nothing to choose and goes on to
 * Payment, and the receipt is picked up in store at the total the cart showed, paid in full.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useRunningApp } from '../support/use-running-app.js';
import { receiptFigures, startSale } from '../support/walk-in.js';
import { focused } from '../support/axe.js';

/** Search, Enter, F9: Payment with the Exact key focused. */
async function ringUpMug(page: Page): Promise<void> {
  await startSale(page);
  await page.keyboard.type('stoneware', { delay: 45 });
  await expect.poll(() => page.locator('.result-count').innerText()).toBe('1 product');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('region', { name: 'Cart' }).innerText()).toContain('Stoneware Coffee Mug');
  await page.keyboard.press('F9');
  await page.getByRole('heading', { name: 'Payment' }).waitFor();
  await expect.poll(() => focused(page)).toBe('button Exact $22.00');
}

describe('a walk-in sale not stepped to delivery', () => {
  const app = useRunningApp();

  it('opens Payment on F9, has nothing to choose on Shipping, and is placed picked up in store at the total shown', async () => {
    const { page, runtime } = app;
    // The first walk-in sale is stepped to delivery: the till learns that the pickup adds nothing.
    await ringUpMug(page);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    await page.keyboard.press('Enter');

    await ringUpMug(page);
    expect((await runtime.calls.sale.current())?.state).toBe('address');
    await page.locator('.walk-in-note').getByText('Walk-in sale, picked up in store').waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Shipping' }).waitFor();
    expect(await page.getByText('The store has not offered shipping for this cart.').count()).toBe(0);
    await page.getByRole('button', { name: /Continue to payment/ }).click();
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    await page.getByRole('button', { name: /^Exact/ }).click();

    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    const receipt = page.locator('.receipt');
    await receipt.getByText('Picked up in store').waitFor();
    const { totals } = await receiptFigures(page);
    expect(totals['Paid (Cash)']).toBe('$22.00');
    const number = /Order (R\d{9})/.exec(await receipt.innerText())![1]!;
    const order = await runtime.calls.orders.detail(number);
    expect(Number(order.total)).toBe(22);
    expect(order.paymentState).toBe('paid');
  });
});
