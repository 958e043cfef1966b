/**
 * A cash sale whose order the store placed while its answer (and the check-up after it) was
 * lost; the app is closed and started again on the same data folder. The cashier sees the
 * receipt with the change due and the words that the order was placed before the restart, not
 * an empty cart that invites ringing the sale up again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './support/app.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { startStoreBehindProxy, type StoreBehindProxy } from './support/store-behind-proxy.js';
import { teeToPayment } from './support/tee-to-payment.js';

let shop: StoreBehindProxy;
let dataDir: string;
let app: RunningApp | undefined;

beforeAll(async () => {
  shop = await startStoreBehindProxy();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-e2e-restart-'));
});
afterAll(async () => {
  await app?.stop();
  await shop?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Pays $50 cash for a $24 tee; the order is placed but no answer comes back. Then the till is closed. Answers the order number. */
async function cashSaleWithLostAnswer(): Promise<string> {
  app = await startApp({ storeUrl: shop.url, dataDir });
  const first = app.page;
  await teeToPayment(first);
  await first.getByLabel('Amount tendered').fill('50');
  shop.loseAnswers((_method, p) => p.includes('/checkout/complete') || p.includes('/order_status'));
  await first.getByRole('button', { name: 'Take cash payment' }).click();
  const flag = first.getByRole('alert').filter({ hasText: /needs attention/ });
  await flag.waitFor();
  const number = /Sale (R\d+) needs attention/.exec(await flag.innerText())?.[1];
  expect(number).toBeTruthy();
  await app.stop();
  app = undefined;
  shop.heal();
  return number!;
}

/** The receipt of that order, as the restarted till shows it: $50 tendered, $26 change, and the words. */
async function expectReceiptPlacedBeforeRestart(page: Page, number: string): Promise<void> {
  await page.getByRole('heading', { name: 'Receipt' }).waitFor({ timeout: 20_000 });
  await expect.poll(() => page.locator('main').innerText()).toMatch(new RegExp(`Order ${number} was placed before the restart`));
  const receipt = page.getByRole('article', { name: 'Receipt' });
  expect(await receipt.innerText()).toContain(number);
  expect(await receipt.innerText()).toMatch(/Paid \(Cash\)\s+\$50\.00/);
  expect(await receipt.innerText()).toMatch(/Change\s+\$26\.00/);
  expect(await page.getByRole('alert').filter({ hasText: /needs attention/ }).count()).toBe(0);
}

describe('an order placed before a restart', () => {
  it('shows its receipt, with the change, and says it was placed before the restart', async () => {
    const number = await cashSaleWithLostAnswer();
    app = await startApp({ storeUrl: shop.url, dataDir });
    const { page } = app;
    await expectReceiptPlacedBeforeRestart(page, number);
    await expectNoSeriousA11yViolations(page, 'Receipt of an order placed before the restart');

    // The next sale; the receipt is not offered again.
    await page.getByRole('button', { name: 'New sale' }).click();
    await page.getByRole('searchbox', { name: 'Search products' }).waitFor();
    await expect.poll(() => app!.runtime.calls.sale.unseenReceipt()).toBeNull();
    await app.stop();
    app = undefined;
  });

  it('keeps the sale flagged while the store cannot be reached at the restart, then shows the receipt', async () => {
    const number = await cashSaleWithLostAnswer();
    shop.refuse(() => true);
    app = await startApp({ storeUrl: shop.url, dataDir, unconfirmedSaleRetryMs: 1000 });
    const { page } = app;
    const flag = page.getByRole('alert').filter({ hasText: new RegExp(`Sale ${number} needs attention`) });
    await flag.waitFor();
    await new Promise((r) => setTimeout(r, 2500));
    expect(await flag.isVisible()).toBe(true);
    // One message: the banner says what to do; the cart adds no error of its own.
    expect(await page.getByRole('region', { name: 'Cart' }).getByRole('alert').innerText()).toBe('');

    shop.heal();
    await expectReceiptPlacedBeforeRestart(page, number);
  });
});
