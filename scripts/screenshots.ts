/**
 * `npx tsx scripts/screenshots.ts`: takes the README's screenshots from the real app (browser
 * host, embedded demo store, Chromium) at 1280x800: the Sell screen, the Sell screen browsing a
 * category with filters, a product, checkout, the receipt, the Orders screen and an order's detail,
 * the Customer, Store and Settings screens.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApp } from '../test/e2e/support/app.js';

const out = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const width = Number(process.env.SHOT_WIDTH ?? 1280);
const height = Number(process.env.SHOT_HEIGHT ?? 800);
const app = await startApp({ viewport: { width, height } });
const { page } = app;
const shot = (name: string) => page.screenshot({ path: path.join(out, `${name}.png`) });

try {
  await page.getByRole('button', { name: /Anchor Stripe Tee/ }).first().waitFor();
  await page.waitForTimeout(300);
  await shot('sell');

  await page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Apparel' }).click();
  await page.getByRole('button', { name: /^Color Navy,/ }).click();
  await page.getByLabel('In stock only').check();
  await page.getByLabel('Sort').selectOption('-price');
  await page.getByRole('button', { name: /Harbor Logo Tee/ }).first().waitFor();
  await page.waitForTimeout(300);
  await shot('sell-filtered');

  await page.getByRole('button', { name: /Harbor Logo Tee/ }).first().click();
  await page.getByRole('dialog').waitFor();
  await page.getByRole('dialog').getByLabel('Gift note').fill('Happy birthday, Sam!');
  await page.waitForTimeout(200);
  await shot('product');
  await page.getByRole('dialog').getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  // A walk-in sale: checkout opens at in-store pickup with nothing to type, then one cash key.
  await page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('radio', { name: /In-store pickup/ }).first().waitFor();
  await page.getByRole('button', { name: /Continue to payment/ }).and(page.locator(':enabled')).waitFor();
  await shot('checkout');
  await page.getByRole('button', { name: /Continue to payment/ }).click();
  await page.getByRole('button', { name: '$30 received' }).click();
  await page.getByRole('heading', { name: 'Receipt' }).waitFor();
  await shot('receipt');

  await page.getByRole('button', { name: 'New sale' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Orders' }).click();
  await page.getByRole('row').nth(1).waitFor();
  await shot('orders');

  await page.getByRole('button', { name: /^Details of / }).first().click();
  await page.getByRole('dialog').getByRole('heading', { name: 'Items' }).waitFor();
  await page.waitForTimeout(200);
  await shot('order-detail');
  await page.keyboard.press('Escape');

  // The demo customer signed in: their account, the store's pages, Settings.
  await app.runtime.calls.session.signIn({ email: 'customer@demo.store', password: 'demo-customer-1' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Customer' }).click();
  await page.getByRole('heading', { name: 'Saved cards' }).waitFor();
  await page.getByText('VISA').first().waitFor();
  await page.waitForTimeout(300);
  await shot('customer');
  await nav.getByRole('button', { name: 'Store' }).click();
  await page.getByRole('heading', { name: 'Policies' }).waitFor();
  await page.getByText('Return Policy').click();
  await page.waitForTimeout(300);
  await shot('store');
  await nav.getByRole('button', { name: 'Settings' }).click();
  await page.getByText('Budget left').waitFor();
  await page.waitForTimeout(300);
  await shot('settings');
} finally {
  await app.stop();
}
console.info(`screenshots in ${out}`);
