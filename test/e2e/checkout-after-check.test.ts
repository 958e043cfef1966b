/**
 * The order was being placed when the store stopped answering, and it never got there; the till
 * is restarted. "Check with the store" finds the sale still open and returns the cashier to
 * checkout, where the customer's email and address the store's cart holds are already filled in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './support/app.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { startStoreBehindProxy, type StoreBehindProxy } from './support/store-behind-proxy.js';
import { MAINE_WALK_IN, teeToPayment } from './support/tee-to-payment.js';

let shop: StoreBehindProxy;
let dataDir: string;
let app: RunningApp | undefined;

beforeAll(async () => {
  shop = await startStoreBehindProxy();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-e2e-check-'));
});
afterAll(async () => {
  await app?.stop();
  await shop?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('checkout after checking with the store', () => {
  it('fills the customer form from the store’s cart', async () => {
    app = await startApp({ storeUrl: shop.url, dataDir });
    await teeToPayment(app.page);
    await app.page.getByLabel('Amount tendered').fill('24');
    shop.refuse((_method, p) => p.includes('/checkout/complete'));
    await app.page.getByRole('button', { name: 'Take cash payment' }).click();
    await app.page.getByRole('alert').filter({ hasText: /needs attention/ }).waitFor();
    await app.stop();
    app = undefined;
    shop.heal();

    app = await startApp({ storeUrl: shop.url, dataDir });
    const { page } = app;
    const flag = page.getByRole('alert').filter({ hasText: /needs attention/ });
    await flag.getByRole('button', { name: 'Check with the store' }).click();
    await page.getByRole('heading', { name: 'Customer' }).waitFor();

    expect(await page.getByLabel('Email').inputValue()).toBe(MAINE_WALK_IN.email);
    expect(await page.getByLabel('First name').inputValue()).toBe(MAINE_WALK_IN.firstName);
    expect(await page.getByLabel('Last name').inputValue()).toBe(MAINE_WALK_IN.lastName);
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe(MAINE_WALK_IN.address);
    expect(await page.getByLabel('City').inputValue()).toBe(MAINE_WALK_IN.city);
    expect(await page.getByLabel(/State/).inputValue()).toBe(MAINE_WALK_IN.state);
    expect(await page.getByLabel('ZIP / postal code').inputValue()).toBe(MAINE_WALK_IN.zip);
    expect(await page.getByRole('checkbox', { name: 'Ship to the same address' }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'Checkout filled from the cart');

    // The cashier carries on without typing anything again, and the sale is placed once.
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByRole('radio', { name: /In-store pickup/ }).first().waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByLabel('Amount tendered').fill('24');
    await page.getByRole('button', { name: 'Take cash payment' }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    expect(await app.runtime.calls.orders.list()).toHaveLength(1);
  });
});
