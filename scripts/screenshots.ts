/**
 * `npx tsx scripts/screenshots.ts`: takes the README's screenshots from the real app (browser
 * host, embedded demo store, Chromium) at 1024x768, a counter's touch screen (SHOT_WIDTH and SHOT_HEIGHT for another size): the Sell screen, the Sell screen browsing a
 * category with filters, a product, checkout, the receipt, the Orders screen and an order's detail,
 * the Customer, Store and Settings screens; then the counter at 1024x768: split tender, the
 * simulated card terminal, parked carts, the Shift screen's Z report and the lock screen; then a
 * manager's till at 1024x768: the orders board, Reports, and an offline sale's receipt and outbox.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ADMIN_CLIENT } from '../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore } from '../electron/demo-store/http/server.js';
import { ADDRESS, SF, addItem, call, inStockVariantId, newCart, payWith } from '../test/support/demo-store/store-client.js';
import { startApp } from '../test/e2e/support/app.js';

const out = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const width = Number(process.env.SHOT_WIDTH ?? 1024);
const height = Number(process.env.SHOT_HEIGHT ?? 768);
const app = await startApp({ viewport: { width, height } });
const { page } = app;
const shot = (name: string) => page.screenshot({ path: path.join(out, `${name}.png`) });

try {
  await page
    .getByRole('button', { name: /Anchor Stripe Tee/ })
    .first()
    .waitFor();
  await page.waitForTimeout(300);
  await shot('sell');

  // At a counter's size the categories and filters fold behind "Filters".
  const filters = page.getByRole('button', { name: /^Filters/ });
  if (await filters.isVisible()) await filters.click();
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Apparel' }).click();
  await page.getByRole('button', { name: /^Color Navy,/ }).click();
  await page.getByLabel('In stock only').check();
  if (await page.getByRole('button', { name: 'Close filters' }).isVisible()) await page.getByRole('button', { name: 'Close filters' }).click();
  await page.getByLabel('Sort').selectOption('-price');
  await page
    .getByRole('button', { name: /Harbor Logo Tee/ })
    .first()
    .waitFor();
  await page.waitForTimeout(300);
  await shot('sell-filtered');

  await page
    .getByRole('button', { name: /Harbor Logo Tee/ })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
  // No size or colour is chosen for the clerk.
  await page.getByRole('dialog').getByRole('radiogroup', { name: /Size/i }).getByRole('radio', { name: 'M', exact: true }).check();
  await page
    .getByRole('dialog')
    .getByRole('radiogroup', { name: /Colou?r/i })
    .getByRole('radio', { name: 'Navy' })
    .check();
  await page.getByRole('dialog').getByLabel('Gift note').fill('Happy birthday, Sam!');
  await page.waitForTimeout(200);
  await shot('product');
  await page.getByRole('dialog').getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  // A walk-in sale: checkout opens on payment, picked up in store with nothing to type, then one cash key.
  await page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: '$30 received' }).and(page.locator(':enabled')).waitFor();
  await shot('checkout');
  await page.getByRole('button', { name: '$30 received' }).click();
  await page.getByRole('heading', { name: 'Receipt' }).waitFor();
  await shot('receipt');

  await page.getByRole('button', { name: 'New sale' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Orders' }).click();
  await page.getByRole('row').nth(1).waitFor();
  await shot('orders');

  await page
    .getByRole('button', { name: /^Details of / })
    .first()
    .click();
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
  await page.getByRole('region', { name: 'Store service' }).getByText('None reported').waitFor();
  await page.waitForTimeout(300);
  await shot('settings');
} finally {
  await app.stop();
}

// The counter at a touch till's size.
const counter = await startApp({ viewport: { width: 1024, height: 768 } });
{
  const page = counter.page;
  const shot = (name: string) => page.screenshot({ path: path.join(out, `${name}.png`) });
  const sellMug = async () => {
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('stoneware');
    await page.locator('.result-count').filter({ hasText: '1 product' }).waitFor();
    await search.press('Enter');
    await page.getByRole('region', { name: 'Cart' }).getByText('Stoneware Coffee Mug').waitFor();
  };
  try {
    // Split tender: $10 in cash, the rest on the card terminal.
    await sellMug();
    await page.keyboard.press('F9');
    await page.getByLabel('Amount tendered').fill('10');
    await page.getByRole('button', { name: 'Take cash payment' }).click();
    await page.getByRole('region', { name: 'Payments so far' }).waitFor();
    await page.waitForTimeout(300);
    await shot('split-tender');
    await page.getByRole('tab', { name: 'Card' }).click();
    await page.getByRole('button', { name: /^Present card/ }).click();
    const terminal = page.getByRole('dialog', { name: 'Card terminal' });
    await terminal.getByRole('button', { name: 'Approve' }).waitFor();
    await page.waitForTimeout(300);
    await shot('terminal');
    await terminal.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    await page.getByRole('button', { name: /New sale/ }).click();

    // Two parked carts.
    for (const label of ['Blue mug, back in 5', 'Gift, paying by card']) {
      await sellMug();
      await page.keyboard.press('F7');
      const park = page.getByRole('dialog', { name: /Park this sale/ });
      await park.getByRole('textbox').fill(label);
      await park.getByRole('textbox').press('Enter');
      await park.waitFor({ state: 'detached' });
    }
    await page.keyboard.press('F8');
    await page
      .getByRole('dialog', { name: /Parked carts/ })
      .getByRole('listitem')
      .nth(1)
      .waitFor();
    await page.waitForTimeout(300);
    await shot('parked');
    await page.keyboard.press('Escape');

    // A shift: opened with a float, closed, its Z report.
    await page.keyboard.press('F6');
    await page.getByRole('heading', { name: 'Shift', level: 2 }).waitFor();
    const float = page.getByRole('group', { name: 'Float' });
    await float.getByLabel('$20 notes').fill('5');
    await page.getByRole('button', { name: 'Open shift' }).click();
    await page.getByRole('heading', { name: 'X report' }).waitFor();
    await page.keyboard.press('F1');
    await sellMug();
    await page.keyboard.press('F9');
    await page.getByRole('button', { name: /^Exact / }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    await page.getByRole('button', { name: /New sale/ }).click();
    await page.keyboard.press('F6');
    await page.getByRole('heading', { name: 'X report' }).waitFor();
    await page.waitForTimeout(300);
    await shot('shift');

    // The lock screen.
    await page.keyboard.press('Control+l');
    await page.getByLabel(/PIN/).first().waitFor();
    await page.waitForTimeout(300);
    await shot('lock');
  } finally {
    await counter.stop();
  }
}
// A manager's till: the orders board and Reports over web orders, then an offline sale.
{
  const storeDir = mkdtempSync(path.join(os.tmpdir(), 'pos-shots-store-'));
  const store = await startDemoStore({ dataDir: storeDir, autoFulfil: false, rateLimit: false });
  const manager = await startApp({ storeUrl: store.url, viewport: { width: 1024, height: 768 }, demoStore: { rateLimit: false } });
  const page = manager.page;
  const shot = (name: string) => page.screenshot({ path: path.join(out, `${name}.png`) });
  try {
    const people = [
      ['Lena', 'Marsh', 'classic-crew-tee'],
      ['Omar', 'Reyes', 'harbor-logo-tee'],
      ['Ada', 'Byrne', 'classic-crew-tee'],
      ['Kim', 'Sato', 'harbor-logo-tee'],
    ];
    for (const [first, last, slug] of people) {
      const cart = await newCart(store);
      await addItem(store, cart.token, await inStockVariantId(store, slug!));
      const order = {
        email: `${first!.toLowerCase()}.${last!.toLowerCase()}@example.com`,
        bill_address_attributes: { ...ADDRESS, firstname: first, lastname: last },
        ship_address_attributes: { ...ADDRESS, firstname: first, lastname: last },
      };
      await call(store, `${SF}/checkout`, { method: 'PATCH', orderToken: cart.token, body: { order } });
      await call(store, `${SF}/checkout/advance`, { method: 'PATCH', orderToken: cart.token });
      await payWith(store, cart.token, 'Cash');
      await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: cart.token });
    }
    await manager.runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
    await page.keyboard.press('F2');
    const board = page.getByRole('region', { name: 'Orders board' });
    await board.getByText(/^Last checked \d/).waitFor();
    await board.getByRole('checkbox').nth(1).check();
    await board.getByRole('checkbox').nth(2).check();
    await page.waitForTimeout(300);
    await shot('board');
    await page.keyboard.press('F10');
    await page.getByRole('heading', { name: 'Reports', level: 2 }).waitFor();
    await page.waitForTimeout(1500);
    await shot('reports');

    // The store goes away: an offline cash sale, its receipt, then the outbox on the Orders screen.
    await page.keyboard.press('F1');
    await store.close();
    await page.getByRole('searchbox', { name: 'Search products' }).click();
    await page.keyboard.type('stoneware', { delay: 45 });
    await page.locator('.result-count').filter({ hasText: '1 product' }).waitFor();
    await page.keyboard.press('Enter');
    await page
      .getByRole('region', { name: 'Cart' })
      .getByText(/Offline sale OFF-/)
      .waitFor({ timeout: 30_000 });
    await page.keyboard.press('F9');
    await page.getByRole('button', { name: /^Exact / }).click();
    await page.getByText('Offline sale, order number to follow').waitFor();
    await page.waitForTimeout(300);
    await shot('offline-receipt');
    await page.keyboard.press('Enter');
    await page.keyboard.press('F2');
    await page
      .getByText(/OFF-[A-Z2-9]{4}-0001/)
      .first()
      .waitFor();
    await page.waitForTimeout(300);
    await shot('outbox');
  } finally {
    await manager.stop();
    rmSync(storeDir, { recursive: true, force: true });
  }
}
console.info(`screenshots in ${out}`);
