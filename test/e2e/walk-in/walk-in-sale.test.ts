/**
 * The walk-in sale at the counter, in Chromium through the browser host: nothing typed but the
 * search (search, Enter, F9, a cash key, the receipt), picked up in store at the store's
 * own address with its walk-in email; receipts whose lines add up to the subtotal; and
 * for a customer collecting at the counter, their details billed and the store's tax.
 */
import { describe, expect, it } from 'vitest';
import { useRunningApp } from '../support/use-running-app.js';
import { receiptFigures, startSale } from '../support/walk-in.js';
import { expectNoSeriousA11yViolations, focused } from '../support/axe.js';
import { fillCustomer } from '../support/checkout-form.js';

const cents = (money: string) => Math.round(Number(money.replace(/[^0-9.-]/g, '')) * 100);

describe('a walk-in sale at the counter', () => {
  const app = useRunningApp();

  it('is search, Enter, F9, a cash key: picked up in store, the change on the receipt, lines adding up', async () => {
    const { page, runtime } = app;
    const search = await startSale(page);
    // The only characters typed in the whole sale, at a person's pace.
    await page.keyboard.type('stoneware', { delay: 45 });
    await expect.poll(() => page.locator('.result-count').innerText()).toBe('1 product');
    await page.keyboard.press('Enter');
    const cart = page.getByRole('region', { name: 'Cart' });
    await expect.poll(() => cart.innerText()).toMatch(/Stoneware Coffee Mug[\s\S]*\$22\.00/);
    // No order number before the sale is placed.
    expect(await cart.innerText()).not.toMatch(/R\d{9}/);
    expect(await search.inputValue()).toBe('');

    // A walk-in pickup has nothing to choose on Shipping: F9 opens Payment, the Exact key focused.
    await page.keyboard.press('F9');
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    await expect.poll(() => focused(page)).toBe('button Exact $22.00');
    await page.locator('.walk-in-note').getByText('Walk-in sale, picked up in store').waitFor();
    // Shipping stays one press away, its only rate the pickup, chosen.
    await page.getByRole('button', { name: 'Back', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Shipping' }).waitFor();
    expect(await page.getByRole('radio', { name: /In-store pickup/ }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'Checkout, walk-in pickup');
    // Back to the cart and F9 again: the focus is on the Exact key again, never nowhere.
    await page.getByRole('button', { name: /Back to cart/ }).click();
    await search.waitFor();
    await page.keyboard.press('F9');
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    await expect.poll(() => focused(page)).toBe('button Exact $22.00');
    await expectNoSeriousA11yViolations(page, 'Checkout, cash keys');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button $30 received');
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    const receipt = page.locator('.receipt');
    await receipt.getByText('Picked up in store').waitFor();
    const { rows, totals } = await receiptFigures(page);
    expect(rows).toEqual([['Stoneware Coffee Mug', '1', '$22.00']]);
    expect(totals.Subtotal).toBe('$22.00');
    expect(totals.Tax).toBe('$0.00');
    expect(totals['Paid (Cash)']).toBe('$30.00');
    expect(totals.Change).toBe('$8.00');
    await expect.poll(() => focused(page)).toMatch(/New sale/);

    // At the store: addressed to the store's own location with the walk-in email, no tax (Maine).
    const number = /Order (R\d{9})/.exec(await receipt.innerText())![1]!;
    const order = await runtime.calls.orders.detail(number);
    expect(order.email).toBe('walk-in@demo.store');
    expect(order.billAddress).toMatchObject({ address1: '12 Wharf Street', city: 'Portland', zipcode: '04101' });
    expect(order.shipAddress).toMatchObject({ address1: '12 Wharf Street' });

    await page.keyboard.press('Enter');
    await search.waitFor();
    await expect.poll(() => cart.innerText()).toContain('No items yet');
  });

  it('shows each line at price times quantity, and tax once in the totals, for a taxed sale shipped to the customer', async () => {
    const { page } = app;
    await startSale(page);
    await page.keyboard.type('2*', { delay: 45 });
    await page.keyboard.type('stoneware', { delay: 45 });
    await expect.poll(() => page.locator('.result-count').innerText()).toBe('1 product');
    await page.keyboard.press('Enter');
    const cart = page.getByRole('region', { name: 'Cart' });
    await expect.poll(() => cart.innerText()).toMatch(/Stoneware Coffee Mug[\s\S]*\$44\.00/);

    await page.keyboard.press('F9');
    await page.getByRole('button', { name: 'Ship to the customer' }).click();
    await page.getByRole('heading', { name: 'Customer' }).waitFor();
    await fillCustomer(page, {
      email: 'sam@example.com',
      firstName: 'Sam',
      lastName: 'Shipped',
      address: '1 Beacon Street',
      city: 'Boston',
      state: 'MA',
      zip: '02108',
    });
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByRole('heading', { name: 'Shipping' }).waitFor();
    // Shipped, not picked up: the cheapest rate that ships is chosen.
    await expect.poll(() => page.getByRole('radio', { name: /Standard shipping/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: /Continue to payment/ }).click();
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    await page.getByRole('button', { name: /^Exact/ }).click();

    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    expect(await page.locator('.receipt').innerText()).not.toContain('Picked up in store');
    const { rows, totals } = await receiptFigures(page);
    expect(rows).toEqual([['Stoneware Coffee Mug', '2', '$44.00']]);
    expect(totals.Subtotal).toBe('$44.00');
    expect(totals.Tax).toBe('$2.75');
    expect(totals.Shipping).toBe('$6.95');
    const lineSum = rows.reduce((sum, r) => sum + cents(r[2]!), 0);
    expect(lineSum).toBe(cents(totals.Subtotal!));
    expect(cents(totals.Subtotal!) + cents(totals.Tax!) + cents(totals.Shipping!)).toBe(cents(totals.Total!));
    const number = /Order (R\d{9})/.exec(await page.locator('.receipt').innerText())![1]!;
    await page.keyboard.press('Enter');

    // The order in full on the Orders screen: the same line amount, tax once in the totals.
    await page.keyboard.press('F2');
    const table = page.getByRole('table', { name: 'Tracked orders' });
    await table.getByRole('button', { name: `Details of ${number}` }).click();
    const detail = page.getByRole('dialog', { name: `Order ${number}` });
    await detail.getByRole('heading', { name: 'Items' }).waitFor();
    const line = await detail.getByRole('row', { name: /Stoneware Coffee Mug/ }).innerText();
    expect(line).toMatch(/\$22\.00\s+\$44\.00/);
    expect(line).not.toContain('$46.75');
    await page.keyboard.press('Escape');
    await page.keyboard.press('F1');
  });
});

/**
 * A till of its own: a third sale rung within seconds of the first two, on top of the cold
 * till's pictures, would spend more than the store's budget (60 requests a minute), and the
 * counter then rightly waits for the store (its step shows "Saving…" meanwhile).
 */
describe('a customer collecting at the counter', () => {
  const app = useRunningApp();

  it('with a Massachusetts customer’s details, picked up in store: taxed as the store’s own (Maine), not the typed address', async () => {
    const { page, runtime } = app;
    await startSale(page);
    await page.keyboard.type('stoneware', { delay: 45 });
    await expect.poll(() => page.locator('.result-count').innerText()).toBe('1 product');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('region', { name: 'Cart' }).innerText()).toContain('Stoneware Coffee Mug');
    await page.keyboard.press('F9');
    await page.getByRole('button', { name: 'Add customer details' }).click();
    await fillCustomer(page, {
      email: 'mass@example.com',
      firstName: 'Mo',
      lastName: 'Bay',
      address: '1 Beacon Street',
      city: 'Boston',
      state: 'MA',
      zip: '02108',
    });
    expect(await page.getByLabel(/Picked up in store/).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect.poll(() => focused(page)).toMatch(/^button Continue to payment/);
    // Only pickup is offered for a sale collected at the counter.
    expect(await page.getByRole('radio').count()).toBe(1);
    expect(await page.getByRole('radio', { name: /In-store pickup/ }).isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('button Exact $22.00');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    await page.locator('.receipt').getByText('Picked up in store').waitFor();
    expect((await receiptFigures(page)).totals.Tax).toBe('$0.00');
    const number = /Order (R\d{9})/.exec(await page.locator('.receipt').innerText())![1]!;
    const order = await runtime.calls.orders.detail(number);
    expect(order.email).toBe('mass@example.com');
    expect(order.billAddress).toMatchObject({ city: 'Boston', firstname: 'Mo' });
    expect(order.shipAddress).toMatchObject({ address1: '12 Wharf Street', firstname: 'Mo' });
    await page.keyboard.press('Enter');
  });
});
