/**
 * A cash sale whose order the store placed while its answer (and the check-up after it) was
 * lost; the app is closed and started again on the same data folder. The cashier sees the
 * receipt with the change due and the words that the order was placed before the restart, not
 * an empty cart that invites ringing the sale up again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { useTillBehindProxy } from '../support/till-behind-proxy.js';
import { teeToPayment } from '../support/tee-to-payment.js';

const till = useTillBehindProxy();

/** Pays $50 cash for a $24 tee; the order is placed but no answer comes back. Then the till is closed. Answers the order number. */
async function cashSaleWithLostAnswer(): Promise<string> {
  const first = (await till.start()).page;
  await teeToPayment(first);
  await first.getByLabel('Amount tendered').fill('50');
  till.shop.loseAnswers((_method, p) => p.includes('/checkout/complete') || p.includes('/order_status'));
  await first.getByRole('button', { name: 'Take cash payment' }).click();
  const flag = first.getByRole('alert').filter({ hasText: /needs attention/ });
  await flag.waitFor();
  const number = /Sale (R\d+) needs attention/.exec(await flag.innerText())?.[1];
  expect(number).toBeTruthy();
  await till.stop();
  till.shop.heal();
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
  expect(
    await page
      .getByRole('alert')
      .filter({ hasText: /needs attention/ })
      .count(),
  ).toBe(0);
}

describe('an order placed before a restart', () => {
  it('shows its receipt, with the change, and says it was placed before the restart', async () => {
    const number = await cashSaleWithLostAnswer();
    const { page } = await till.start();
    await expectReceiptPlacedBeforeRestart(page, number);
    await expectNoSeriousA11yViolations(page, 'Receipt of an order placed before the restart');

    // The next sale; the receipt is not offered again.
    await page.getByRole('button', { name: 'New sale' }).click();
    await page.getByRole('searchbox', { name: 'Search products' }).waitFor();
    await expect.poll(() => till.app.runtime.calls.sale.unseenReceipt()).toBeNull();
    await till.stop();
  });

  it('keeps the sale flagged while the store cannot be reached at the restart, then shows the receipt', async () => {
    const number = await cashSaleWithLostAnswer();
    till.shop.refuse(() => true);
    const { page } = await till.start({ unconfirmedSaleRetryMs: 1000 });
    const flag = page.getByRole('alert').filter({ hasText: new RegExp(`Sale ${number} needs attention`) });
    await flag.waitFor();
    await new Promise((r) => setTimeout(r, 2500));
    expect(await flag.isVisible()).toBe(true);
    // One message: the banner says what to do; the cart adds no error of its own.
    expect(await page.getByRole('region', { name: 'Cart' }).getByRole('alert').innerText()).toBe('');

    till.shop.heal();
    await expectReceiptPlacedBeforeRestart(page, number);
  });
});
