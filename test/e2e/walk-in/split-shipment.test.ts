/**
 * A sale with an in-stock item and a back-ordered one: the store splits it into two shipments,
 * checkout shows them apart (in stock first), each with its own rates, and the sale completes.
 * The buyer's bill and the shipping go to different addresses.
 */
import { describe, expect, it } from 'vitest';
import { useRunningApp } from '../support/use-running-app.js';
import { scanCode } from '../support/scanner.js';
import { fillAddress, fillCustomer, openCustomerStep, payExactCash } from '../support/checkout-form.js';

const app = useRunningApp();

describe('back-ordered items', () => {
  it('ship apart from the in-stock ones, and the sale completes', async () => {
    const { page, runtime } = app;
    const tee = await runtime.calls.catalog.lookupCode('HP-TEE-001-NAV-M');
    const tents = await runtime.calls.catalog.search({ text: 'two-person tent' });
    const tent = tents.items[0]!;
    expect(tent.inStock).toBe(false);
    const tentSku = tent.variants[0]!.sku;

    await page.getByRole('searchbox', { name: 'Search products' }).click();
    await scanCode(page, tee!.product.variants.find((v) => v.id === tee!.variantId)!.sku);
    const cart = page.getByRole('region', { name: 'Cart' });
    await expect.poll(() => cart.innerText()).toContain('Harbor Logo Tee');
    await scanCode(page, tentSku);
    await expect.poll(() => cart.innerText()).toContain('Two-Person Tent');

    await cart.getByRole('button', { name: 'Checkout' }).click();
    await openCustomerStep(page);
    // Nothing filled in: the empty fields say so and the first one takes the focus; nothing is sent.
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByText('Enter the customer’s email.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');

    await fillCustomer(page, {
      email: 'split@example.com',
      firstName: 'Sam',
      lastName: 'Split',
      address: '8 Harbor Road',
      city: 'Portland',
      state: 'ME',
      zip: '04101',
    });
    // The tent goes to a friend's address; the bill stays with the buyer.
    await page.getByLabel(/Picked up in store/).uncheck();
    await page.getByLabel('Ship to the same address').uncheck();
    const shipTo = page.getByRole('group', { name: 'Shipping address' });
    await fillAddress(shipTo, { firstName: 'Alex', lastName: 'Friend', address: '40 Congress Street', city: 'Bangor', state: 'ME', zip: '04401' });
    await page.getByRole('button', { name: 'Continue to shipping' }).click();

    const groups = page.getByRole('radiogroup');
    await expect.poll(() => groups.count()).toBe(2);
    expect(await groups.nth(0).getAttribute('aria-label')).toMatch(/^In stock: 1 item/);
    expect(await groups.nth(1).getAttribute('aria-label')).toMatch(/^Back-ordered, ships when stock arrives: 1 item/);
    expect(await groups.nth(1).innerText()).toContain('Two-Person Tent');
    // Each shipment has its own rates; shipped, pickup is not offered and the cheapest rate that ships is chosen.
    for (let i = 0; i < 2; i++) {
      expect(
        await groups
          .nth(i)
          .getByRole('radio', { name: /In-store pickup/ })
          .count(),
      ).toBe(0);
      await expect
        .poll(() =>
          groups
            .nth(i)
            .getByRole('radio', { name: /Standard shipping/ })
            .isChecked(),
        )
        .toBe(true);
    }

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payExactCash(page);
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    const [order] = await runtime.calls.orders.list();
    const detail = await runtime.calls.orders.detail(order!.number);
    expect(detail.shipments).toHaveLength(2);
    expect(detail.shipments.filter((s) => s.backordered)).toHaveLength(1);
    expect(detail.shipAddress).toMatchObject({ city: 'Bangor', firstname: 'Alex' });
    expect(detail.billAddress).toMatchObject({ city: 'Portland', firstname: 'Sam' });
  });
});
