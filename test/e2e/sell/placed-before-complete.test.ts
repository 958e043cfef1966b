/**
 * A store that places a sale at the first checkout step (a walk-in's pickup), because a gift
 * card already pays for it: the cashier does not carry on to shipping and payment as if the sale
 * were open, but sees the receipt with the words that the order was placed and no payment may be
 * taken again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { startStoreGoingFurther, type StoreGoingFurther } from '../support/store-going-further.js';
import { addTee } from '../support/tee-to-payment.js';

let shop: StoreGoingFurther;
let app: RunningApp | undefined;

beforeAll(async () => {
  shop = await startStoreGoingFurther();
  app = await startApp({ storeUrl: shop.url });
});
afterAll(async () => {
  await app?.stop();
  await shop?.close();
});

describe('an order the store placed before the clerk completed it', () => {
  it('shows its receipt, in words, instead of the next checkout step', async () => {
    const { page, runtime } = app!;
    await addTee(page);
    await page.getByText('Codes, currency and shipping estimate').click();
    await page.getByLabel('Coupon or gift-card code').fill('GIFT-50-DEMO');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Code GIFT-50-DEMO applied').waitFor({ state: 'attached' });
    const number = (await runtime.calls.sale.current())!.number;

    // Checkout opens a walk-in sale at in-store pickup: that step is where this store places it.
    await page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click();

    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    await expect.poll(() => page.locator('main').innerText()).toMatch(new RegExp(`Order ${number} was placed by the store at an earlier checkout step`));
    expect(await page.locator('main').innerText()).toMatch(/Do not take payment again/);
    // Said once, by the receipt's notice: not repeated by an error above it.
    expect((await page.locator('main').innerText()).split('at an earlier checkout step').length - 1).toBe(1);
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /earlier checkout step/ })
        .count(),
    ).toBe(1);
    // The words and the way on are both in the window, not scrolled away (1280×800).
    const viewport = page.viewportSize()!;
    const banner = (await page.getByRole('banner').boundingBox())!;
    for (const shown of [page.getByRole('alert').filter({ hasText: /earlier checkout step/ }), page.getByRole('button', { name: /New sale/ })]) {
      const box = (await shown.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(banner.y + banner.height - 0.5);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
    }
    expect(await page.getByRole('article', { name: 'Receipt' }).innerText()).toContain(number);
    expect(await page.getByRole('button', { name: 'Continue to payment' }).count()).toBe(0);
    expect((await runtime.calls.orders.list()).filter((o) => o.number === number)).toHaveLength(1);
    expect(await runtime.calls.sale.attention()).toBeNull();
    await expectNoSeriousA11yViolations(page, 'Receipt of an order placed before complete');
  });
});
