/**
 * A return at the counter as a clerk makes it, at 1024×768: the Returns screen, the receipt's
 * barcode scanned, one of two tees chosen, the store's refund shown before anything is given,
 * cash handed back from the drawer with a return receipt; the shift's X report counts it and
 * expects that much less cash in the drawer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import { toCents } from '../../../shared/money.js';
import { focused, expectNoSeriousA11yViolations } from '../support/axe.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { scanCode } from '../support/scanner.js';
import { useRunningApp } from '../support/use-running-app.js';
import { MEASURING_BUDGET } from '../support/app.js';
import { TEST_MANAGER } from '../../support/till/test-staff.js';

const CLERK = { name: 'Robin Returns', pin: '4826' };

// Two sales and two returns in a minute: more than a till's 60 requests a minute at a real store.
const app = useRunningApp({ viewport: { width: 1024, height: 768 }, demoStore: { rateLimit: false }, rateLimit: MEASURING_BUDGET });

// Returns go through the store's admin client; cash goes back from the open shift's drawer.
beforeAll(async () => {
  const { calls } = app.runtime;
  await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
  await calls.shift.open({ lines: [{ value: '20.00', count: 5 }] });
});

describe('a return at the counter', () => {
  it('scans the receipt, shows the store’s refund, hands back cash from the drawer and prints a return receipt', async () => {
    const { page, runtime } = app;
    const { calls } = runtime;
    // Yesterday's sale, rung up at this till: two navy tees paid in cash.
    await calls.sale.addByCode('HP-TEE-001-NAV-M', 2);
    const cart = await calls.sale.pickupInStore();
    expect((await calls.sale.tenderCash({ tendered: cart.total })).outcome).toBe('placed');
    const before = toCents((await calls.shift.status()).report!.cash.expected!);

    await page.getByRole('navigation').getByRole('button', { name: 'Returns' }).click();
    const number = page.getByRole('textbox', { name: 'Receipt or order number' });
    await expect.poll(() => number.isEnabled()).toBe(true);
    await expect.poll(() => focused(page)).toMatch(/Receipt or order number/);
    await scanCode(page, cart.number);

    const sale = page.getByRole('region', { name: new RegExp(`Order ${cart.number}`) });
    await sale.waitFor();
    expect(await number.inputValue()).toBe('');
    await sale.getByRole('button', { name: 'One more Harbor Logo Tee' }).click();
    await expect.poll(() => sale.getByRole('status', { name: 'Harbor Logo Tee coming back' }).innerText()).toBe('1');
    await expectCounterLayout(page, { name: 'returns-choose-1024' });
    await sale.getByRole('button', { name: 'See the refund for 1 item' }).click();

    const quote = page.getByRole('region', { name: /The store gives back/ });
    await quote.waitFor();
    const refundButton = quote.getByRole('button', { name: /^Refund \$[\d.]+ to how it was paid$/ });
    await expect.poll(() => focused(page)).toMatch(/Refund \$/);
    const amount = /\$([\d.]+)/.exec(await refundButton.innerText())![1]!;
    expect(toCents(amount) * 2).toBe(toCents(cart.total));
    await expectCounterLayout(page, { name: 'returns-quote-1024' });
    await refundButton.click();

    await page.getByRole('heading', { name: 'Return receipt' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'cash from the drawer' }).innerText()).toBe(`Hand back $${amount} in cash from the drawer.`);
    const refunded = page.getByRole('table', { name: 'Refunded to' });
    expect(await refunded.innerText()).toContain('Cash');
    await expectCounterLayout(page, { name: 'returns-receipt-1024' });
    await expectNoSeriousA11yViolations(page, 'the return receipt');

    const x = (await calls.shift.status()).report!;
    expect(x.returns).toMatchObject({ count: 1, total: amount, byTender: [{ method: 'Cash', count: 1, amount }] });
    expect(toCents(x.cash.expected!)).toBe(before - toCents(amount));

    // The next return starts with the number field ready for the scanner.
    await page.getByRole('button', { name: 'Next return' }).click();
    await expect.poll(() => focused(page)).toMatch(/Receipt or order number/);
  });

  it('without a receipt: the clerk finds the customer’s sale by email, a manager’s PIN approves that return alone', async () => {
    const { page, runtime } = app;
    const { calls } = runtime;
    await calls.sale.addByCode('HP-TEE-001-NAV-M', 1);
    const cart = await calls.sale.pickupInStore();
    expect((await calls.sale.tenderCash({ tendered: cart.total })).outcome).toBe('placed');
    await calls.staff.add({ name: CLERK.name, role: 'staff', pin: CLERK.pin });
    // The clerk takes the till: Ctrl+L, then their PIN.
    await page.keyboard.press('Control+l');
    await page.getByLabel('PIN', { exact: true }).fill(CLERK.pin);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('banner').innerText()).toContain(`On till: ${CLERK.name}`);

    await page.getByRole('navigation').getByRole('button', { name: 'Returns' }).click();
    const lookup = page.getByRole('region', { name: 'No receipt?' });
    await lookup.getByLabel('Customer’s email or last name').fill('walk-in@');
    await lookup.getByRole('button', { name: 'Find sales' }).click();
    await lookup.getByRole('button', { name: new RegExp(cart.number) }).click();

    const sale = page.getByRole('region', { name: new RegExp(`Order ${cart.number}`) });
    await sale.getByRole('button', { name: 'One more Harbor Logo Tee' }).click();
    await sale.getByLabel('Condition of Harbor Logo Tee').selectOption('damaged');
    await sale.getByRole('button', { name: 'See the refund for 1 item' }).click();

    const dialog = page.getByRole('dialog', { name: 'Manager approval' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Take goods back without a receipt');
    await dialog.getByLabel('Manager PIN', { exact: true }).fill(TEST_MANAGER.pin);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    const quote = page.getByRole('region', { name: /The store gives back/ });
    await quote.waitFor();
    await quote.getByRole('button', { name: /^Refund \$[\d.]+ to how it was paid$/ }).click();
    await page.getByRole('heading', { name: 'Return receipt' }).waitFor();
    expect(await page.getByRole('table', { name: 'Items returned' }).innerText()).toContain('(damaged)');
    const journal = runtime.journal.entries({ kinds: ['return.refunded'] });
    expect(journal.at(-1)).toMatchObject({ staff: { name: CLERK.name }, data: { orderNumber: cart.number, foundBy: 'lookup' } });
    // Still the clerk on the till: the approval was for that one return.
    expect(await page.getByRole('banner').innerText()).toContain(`On till: ${CLERK.name}`);
  });
});
