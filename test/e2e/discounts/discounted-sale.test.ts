/**
 * Discounts at the counter in Chromium at 1024×768, as a cashier gives them: a line's menu,
 * "Discount…", 10% typed on the keypad with a reason, the cart showing the original amount struck,
 * the discount and its reason, through to the receipt whose totals are the store's; then a clerk
 * changes a price, which needs a manager's PIN for that one override.
 */
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import { adminToken } from '../../support/demo-store/admin-token.js';
import { TEST_MANAGER } from '../../support/till/test-staff.js';
import { MEASURING_BUDGET } from '../support/app.js';
import { fillCustomer } from '../support/checkout-form.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { useTheme } from '../support/theme.js';
import { addTee, customerToPayment, MAINE_WALK_IN } from '../support/tee-to-payment.js';
import { useRunningApp } from '../support/use-running-app.js';

const SHOTS = '/tmp/a';
const CLERK = { name: 'Dana Discounts', pin: '5173' };

const app = useRunningApp({ viewport: { width: 1024, height: 768 }, demoStore: { rateLimit: false }, rateLimit: MEASURING_BUDGET });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const { calls } = app.runtime;
  await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
  await calls.shift.open({ lines: [{ value: '20.00', count: 5 }] });
});

/** Types digits on the dialog's keypad, as a finger does. */
async function keypad(page: import('playwright-core').Page, digits: string) {
  const pad = page.getByRole('group', { name: 'Keypad for the discount' });
  for (const d of digits) await pad.getByRole('button', { name: d === '.' ? 'Decimal point' : d, exact: true }).click();
}

describe('discounts at the counter', () => {
  it('a line discounted 10% with a reason, through to the receipt the store’s totals make', async () => {
    const { page, runtime } = app;
    await addTee(page, { quantity: 2 });
    const cart = page.getByRole('region', { name: 'Cart' });
    await cart.getByRole('button', { name: 'More for Harbor Logo Tee' }).click();
    await page.getByRole('menuitem', { name: 'Discount…' }).click();

    const dialog = page.getByRole('dialog', { name: 'Discount Harbor Logo Tee' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Percent %' }).getAttribute('aria-pressed')).toBe('true');
    await keypad(page, '10');
    await dialog.getByRole('button', { name: 'Damaged item' }).click();
    await page.screenshot({ path: `${SHOTS}/discount-dialog-1024.png` });
    await expectCounterLayout(page, { name: 'discount-dialog-1024' });
    await dialog.getByRole('button', { name: 'Give discount' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => cart.innerText()).toContain('Discount 10%: Damaged item');
    expect(await cart.locator('.line-total').innerText()).toMatch(/\$48\.00\s+\$43\.20/);
    expect(await cart.locator('.totals').innerText()).toMatch(/Discounts\s+-?−?\$4\.80/);
    await expectCounterLayout(page, { name: 'discount-cart-1024' });

    await cart.getByRole('button', { name: 'Checkout' }).click();
    await fillCustomer(page, MAINE_WALK_IN);
    await customerToPayment(page);
    await page.getByLabel('Amount tendered').fill('50');
    await page.getByRole('button', { name: 'Take cash payment' }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();

    const receipt = page.getByRole('article', { name: 'Receipt' });
    const items = receipt.getByRole('table', { name: 'Items' });
    await expect.poll(() => items.innerText()).toContain('Discount 10%: Damaged item');
    expect(await items.innerText()).toMatch(/\$48\.00\s+\$43\.20/);
    await page.screenshot({ path: `${SHOTS}/discount-receipt-1024.png` });

    const number = (await receipt.locator('header strong').first().innerText()).trim();
    const headers = { Authorization: `Bearer ${await adminToken(runtime.storeUrl)}` };
    const order = (await (await fetch(`${runtime.storeUrl}/api/v2/platform/orders/${number}`, { headers })).json()) as {
      data: { attributes: { display_total: string; total: string } };
    };
    expect(await receipt.innerText()).toContain(`Total\n${order.data.attributes.display_total}`);
    expect(order.data.attributes.total).toBe('43.20');
    await page.getByRole('button', { name: 'New sale' }).click();

    // The X report's discount ledger: by reason, by who gave it, by who approved it.
    await page
      .getByRole('navigation')
      .getByRole('button', { name: /^Shift/ })
      .click();
    await page.getByRole('heading', { name: 'X report' }).waitFor();
    const ledger = page.getByRole('table', { name: 'Discounts and price overrides' });
    await ledger.scrollIntoViewIfNeeded();
    const words = await ledger.innerText();
    expect(words).toMatch(/Reason:\s*Damaged item\s+1\s+-?−?\$4\.80/);
    expect(words).toMatch(/Given by:\s*Test Manager/);
    expect(words).toMatch(/Approved by:\s*No one/);
    await page.screenshot({ path: `${SHOTS}/discount-x-report-1024.png` });
    await page.getByRole('navigation').getByRole('button', { name: /^Sell/ }).click();
  });

  it('a clerk changes a price: a manager’s PIN approves that one override, the cart shows the new amount', async () => {
    const { page, runtime } = app;
    await runtime.calls.staff.add({ name: CLERK.name, role: 'staff', pin: CLERK.pin });
    await page.keyboard.press('Control+l');
    await page.getByLabel('PIN', { exact: true }).fill(CLERK.pin);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('banner').innerText()).toContain(`On till: ${CLERK.name}`);

    await addTee(page);
    const cart = page.getByRole('region', { name: 'Cart' });
    await cart.getByRole('button', { name: 'More for Harbor Logo Tee' }).click();
    await page.getByRole('menuitem', { name: 'Change price…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the price of Harbor Logo Tee' });
    await dialog.waitFor();
    await keypad(page, '20');
    await dialog.getByRole('button', { name: 'Price match' }).click();
    await dialog.getByRole('button', { name: 'Set price' }).click();

    const approval = page.getByRole('dialog', { name: 'Manager approval' });
    await approval.waitFor();
    expect(await approval.innerText()).toContain('Set the price of Harbor Logo Tee from 24.00 to 20.00 (Price match)');
    await page.screenshot({ path: `${SHOTS}/discount-override-approval-1024.png` });
    await approval.getByLabel('Manager PIN', { exact: true }).fill(TEST_MANAGER.pin);
    await page.keyboard.press('Enter');
    await approval.waitFor({ state: 'detached' });
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => cart.innerText()).toContain('Price set 24.00 to 20.00: Price match');
    expect(await cart.locator('.line-total').innerText()).toMatch(/\$24\.00\s+\$20\.00/);
    const journaled = runtime.journal.entries({ kinds: ['sale.discounted'] }).at(-1)!;
    expect(journaled.data).toMatchObject({ kind: 'override', amount: '-4.00', staff: { name: CLERK.name }, approver: { name: TEST_MANAGER.name } });
    await page.screenshot({ path: `${SHOTS}/discount-override-cart-1024.png` });
    expect(await page.getByRole('banner').innerText()).toContain(`On till: ${CLERK.name}`);

    // The dialog in the dark theme, with the discount to take back.
    await useTheme(page, 'dark');
    await cart.getByRole('button', { name: 'More for Harbor Logo Tee' }).click();
    await page.getByRole('menuitem', { name: 'Change price…' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Take back' }).waitFor();
    await expectCounterLayout(page, { name: 'discount-dialog-dark-1024' });
    await page.screenshot({ path: `${SHOTS}/discount-dialog-dark-1024.png` });
    await dialog.getByRole('button', { name: 'Take back' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => cart.locator('.line-total').innerText()).toBe('$24.00');
    await useTheme(page, 'light');
  });
});
