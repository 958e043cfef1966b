/**
 * A signed-in customer at the counter: a coupon, their saved address, their store credit, the
 * rest on their saved card; then the Customer and Store screens. Each screen is checked with
 * axe-core for serious or critical violations.
 */
import { describe, expect, it } from 'vitest';
import { useRunningApp } from '../support/use-running-app.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { productTile } from '../support/product-tile.js';

const app = useRunningApp();

describe('a signed-in customer', () => {
  it('pays with a coupon, store credit and a saved card', async () => {
    const { page, runtime } = app;
    await runtime.calls.session.signIn({ email: 'customer@demo.store', password: 'demo-customer-1' });
    const boot = await runtime.calls.catalog.search({ text: 'boot' });
    const pricey = boot.items.find((p) => p.inStock && Number(p.price) > 60)!;
    const variant = pricey.variants.find((v) => v.inStock)!;
    await runtime.calls.sale.addLine(variant.id, 1);
    await page.reload();
    const cart = page.getByRole('region', { name: 'Cart' });
    await expect.poll(() => cart.innerText()).toContain(pricey.name);
    await expectNoSeriousA11yViolations(page, 'Sell with a cart');

    await page.getByText('Codes, currency and shipping estimate').click();
    await page.getByLabel('Coupon or gift-card code').fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.locator('#cart-code-error').waitFor();
    await page.getByLabel('Coupon or gift-card code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('list', { name: 'Applied codes' }).getByText('WELCOME10').waitFor();
    expect(await cart.innerText()).toMatch(/Promotions\s*-\$/);

    await cart.getByRole('button', { name: 'Checkout' }).click();
    await page.getByText('Customer signed in:').waitFor();
    await page.getByLabel('Use a saved address').selectOption({ index: 1 });
    expect(await page.getByLabel('City').inputValue()).toBe('Portland');
    await page.getByLabel('Email').fill('customer@demo.store');
    await expectNoSeriousA11yViolations(page, 'Checkout: customer');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'Checkout: shipping');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    const dueBefore = await page.locator('.pay-total strong').innerText();
    await page.getByRole('button', { name: 'Use the customer’s store credit' }).click();
    await page.getByRole('button', { name: 'Remove store credit' }).waitFor();
    await expect.poll(() => page.locator('.pay-total strong').innerText()).not.toBe(dueBefore);
    await page.getByRole('tab', { name: 'Saved card' }).click();
    await expectNoSeriousA11yViolations(page, 'Checkout: payment');
    await page.getByRole('button', { name: 'Charge saved card' }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'Receipt');

    const [order] = await runtime.calls.orders.list();
    const detail = await runtime.calls.orders.detail(order!.number);
    const methods = detail.payments.filter((p) => p.state === 'completed').map((p) => p.paymentMethodName);
    expect(methods.some((m) => /store credit/i.test(m ?? ''))).toBe(true);
    expect(methods.some((m) => /card/i.test(m ?? ''))).toBe(true);
    expect(order!.account).toBe('customer@demo.store');
  });

  it('has its account on the Customer screen, and the store its pages', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'New sale' }).click();
    // A product's properties, a material filter, and the wishlist from the product's page.
    await page.getByRole('button', { name: /^Material Organic cotton,/ }).click();
    await productTile(page, /Harbor Logo Tee/).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('.product-properties').getByText('Organic cotton').waitFor();
    // A wish is for one variant: the clerk chooses its colour and size first (none is chosen for them).
    await dialog.getByRole('radiogroup', { name: /Color/i }).getByRole('radio', { name: 'Navy', exact: true }).check();
    await dialog.getByRole('radiogroup', { name: /Size/i }).getByRole('radio', { name: 'M', exact: true }).check();
    await dialog.getByRole('button', { name: 'Add to wishlist' }).click();
    await dialog.getByText('Added to the customer’s wishlist.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Customer' }).click();
    await page.getByRole('heading', { name: 'Saved cards' }).waitFor();
    await page.getByRole('cell').first().waitFor();
    await page
      .getByRole('region', { name: 'Wishlist' })
      .getByText(/Harbor Logo Tee/)
      .first()
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'Customer');
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.locator('.field-error').first().waitFor();

    await page.keyboard.press('F5');
    await page.getByRole('heading', { name: 'Policies' }).waitFor();
    await page.getByText('Return Policy').click();
    await expectNoSeriousA11yViolations(page, 'Store');
    await page.keyboard.press('F3');
    await page.getByRole('heading', { name: 'Store service' }).waitFor();
    await page.getByRole('region', { name: 'Store service' }).getByText('Advanced', { exact: true }).click();
    await page.getByText('Budget left').waitFor();
    // The demo store's agentic document, checked: its signing key and the MCP endpoint live prices use.
    await page.getByText(/^Verified 1 signing key \(.+\); live prices over MCP at http:\/\/127\.0\.0\.1:\d+\/mcp\.$/).waitFor();
    await expectNoSeriousA11yViolations(page, 'Settings');
    await page.keyboard.press('F2');
    await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor();
    // Beyond this till: the signed-in account's orders; the whole store needs the admin client.
    await page.getByRole('button', { name: 'The signed-in account’s orders' }).click();
    await page.getByRole('table', { name: 'Orders of the signed-in account' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Every order of the store' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /admin client/ })
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'Orders');
  });
});
