/**
 * One complete sale through every layer: Chromium -> browser host -> bridge -> services ->
 * storefront client -> the embedded demo store, then the operator ships the order and the
 * Orders screen shows it shipped.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../electron/demo-store/demo-accounts.js';
import { useRunningApp } from './support/use-running-app.js';
import { fillCustomer } from './support/checkout-form.js';

const app = useRunningApp();

async function adminToken(storeUrl: string): Promise<string> {
  const res = await fetch(`${storeUrl}/shop_oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: DEMO_ADMIN_CLIENT.clientId,
      client_secret: DEMO_ADMIN_CLIENT.clientSecret,
      scope: 'admin',
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function shipOrder(storeUrl: string, number: string): Promise<void> {
  const token = await adminToken(storeUrl);
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const order = await fetch(`${storeUrl}/api/v2/platform/orders/${number}?include=shipments`, { headers });
  expect(order.status).toBe(200);
  const doc = (await order.json()) as { included?: { type: string; attributes: { number: string } }[] };
  const shipments = (doc.included ?? []).filter((r) => r.type === 'shipment');
  expect(shipments.length).toBeGreaterThan(0);
  for (const shipment of shipments) {
    const res = await fetch(`${storeUrl}/api/v2/platform/shipments/${shipment.attributes.number}/ship`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ shipment: { tracking: '1Z999E2E' } }),
    });
    expect(res.status).toBe(200);
  }
}

describe('first sale', () => {
  it('finds a product, picks a variant, pays cash, prints a receipt, and sees the order ship', async () => {
    const { page } = app;

    // Sell: search the catalog and open a product.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('logo tee');
    const card = page.getByRole('button', { name: /Harbor Logo Tee/ }).first();
    await card.waitFor();
    await card.click();

    // Product detail: pick a size and colour, add two.
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('radiogroup', { name: /Size/i }).getByRole('radio', { name: 'M', exact: true }).check();
    await dialog.getByRole('radiogroup', { name: /Colou?r/i }).getByRole('radio', { name: 'Navy' }).check();
    await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Cart: the line is there with the server's totals.
    const cart = page.getByRole('region', { name: 'Cart' });
    await expect.poll(() => cart.getByText(/Harbor Logo Tee/).count()).toBeGreaterThan(0);
    await expect.poll(() => cart.innerText()).toContain('$48.00');
    await cart.getByRole('button', { name: 'Checkout' }).click();

    // Checkout: customer, shipping, cash.
    await fillCustomer(page, { email: 'walk-in@example.com', firstName: 'Robin', lastName: 'Counter', address: '12 Wharf Street', city: 'Portland', state: 'ME', zip: '04101' });
    await page.getByRole('button', { name: 'Continue to shipping' }).click();

    const pickup = page.getByRole('radio', { name: /In-store pickup/ }).first();
    await pickup.waitFor();
    expect(await pickup.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await page.getByLabel('Amount tendered').fill('50');
    await expect.poll(() => page.getByText('$2.00').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Take cash payment' }).click();

    // Receipt.
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    const receiptText = await page.locator('main').innerText();
    const number = /Order (R\d{9})/.exec(receiptText)?.[1];
    expect(number, receiptText).toBeTruthy();
    expect(receiptText).toContain('$48.00');

    // The store really has it, completed and paid.
    const tracked = await app.runtime.calls.orders.list();
    expect(tracked.map((o) => o.number)).toContain(number);
    expect(tracked.find((o) => o.number === number)).toMatchObject({ state: 'complete', paymentState: 'paid' });

    // Orders: the manager watches it until the operator ships it.
    await page.getByRole('button', { name: 'New sale' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Orders' }).click();
    const row = page.getByRole('row', { name: new RegExp(number!) });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toMatch(/ready/i);

    await shipOrder(app.runtime.storeUrl, number!);
    // The tracker polls every 5-10 s while the order is being fulfilled.
    await expect.poll(() => row.innerText(), { timeout: 20_000, interval: 500 }).toMatch(/shipped/i);
  });
});
