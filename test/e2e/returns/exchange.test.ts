/**
 * An exchange at the counter as a clerk makes it, at 1024×768: the receipt scanned on the Returns
 * screen, one tee chosen, Exchange; the Sell screen rings up a dearer hoodie (scanned) under the exchange's
 * banner; at payment the return's value goes on the sale first and the customer pays the
 * difference in cash; one receipt shows both the goods that came back and the new goods, the
 * credit and the cash. The drawer takes only the difference.
 */
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import { fromCents, toCents } from '../../../shared/money.js';
import { focused } from '../support/axe.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { scanCode } from '../support/scanner.js';
import { useRunningApp } from '../support/use-running-app.js';
import { MEASURING_BUDGET } from '../support/app.js';
import { receiptFigures, startSale } from '../support/walk-in.js';
import { useTheme } from '../support/theme.js';

const SHOTS = '/tmp/exchanges';
const app = useRunningApp({ viewport: { width: 1024, height: 768 }, demoStore: { rateLimit: false }, rateLimit: MEASURING_BUDGET });

beforeAll(async () => {
  const { calls } = app.runtime;
  await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
  await calls.shift.open({ lines: [{ value: '20.00', count: 5 }] });
  mkdirSync(SHOTS, { recursive: true });
});

describe('an exchange at the counter', () => {
  it('returns a tee toward a dearer hoodie: the difference paid in cash, one receipt shows both', async () => {
    const { page, runtime } = app;
    const { calls } = runtime;
    // Yesterday's sale at this till: one navy tee paid in cash.
    await calls.sale.addByCode('HP-TEE-001-NAV-M', 1);
    const sold = await calls.sale.pickupInStore();
    expect((await calls.sale.tenderCash({ tendered: sold.total })).outcome).toBe('placed');

    await page.getByRole('navigation').getByRole('button', { name: 'Returns' }).click();
    const number = page.getByRole('textbox', { name: 'Receipt or order number' });
    await expect.poll(() => number.isEnabled()).toBe(true);
    await expect.poll(() => focused(page)).toMatch(/Receipt or order number/);
    await scanCode(page, sold.number);
    const sale = page.getByRole('region', { name: new RegExp(`Order ${sold.number}`) });
    await sale.getByRole('button', { name: 'One more Harbor Logo Tee' }).click();
    await sale.getByRole('button', { name: 'See the refund for 1 item' }).click();
    const quote = page.getByRole('region', { name: /The store gives back/ });
    await quote.waitFor();
    const value = /\$([\d.]+)/.exec(await quote.getByRole('heading').innerText())![1]!;
    await quote.getByRole('button', { name: 'Exchange for new goods' }).click();

    // The Sell screen, with the exchange's banner over the catalog.
    const banner = page.getByRole('region', { name: 'Exchange in progress' });
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(new RegExp(`Exchange for RA\\d+ — \\$${value.replace('.', '\\.')} back`));
    // The new goods: a navy hoodie, its barcode scanned.
    await startSale(page);
    await scanCode(page, 'HP-HOD-001-NAV-M');
    await expect.poll(() => page.getByRole('region', { name: 'Cart' }).innerText()).toContain('Harbor Pullover Hoodie');
    await page.screenshot({ path: `${SHOTS}/exchange-banner-1024.png` });
    await expectCounterLayout(page, { name: 'exchange-banner-1024' });

    // Payment: the return's value goes on the sale first (the clerk's press, focused), then the rest in cash.
    await page.keyboard.press('F9');
    const take = page.getByRole('button', { name: `Take the return’s $${value} toward this sale` });
    await take.waitFor();
    await expect.poll(() => focused(page)).toMatch(/Take the return/);
    const total = toCents(/\$([\d.]+)/.exec(await page.locator('.checkout-total').innerText())![1]!);
    expect(total).toBeGreaterThan(toCents(value));
    await page.screenshot({ path: `${SHOTS}/exchange-payment-1024.png` });
    await expectCounterLayout(page, { name: 'exchange-payment-1024' });
    await page.keyboard.press('Enter');
    // Then the Exact cash key for what is left has the focus: Enter pays it.
    const due = fromCents(total - toCents(value));
    await expect.poll(() => focused(page)).toBe(`button Exact $${due}`);
    expect(await page.locator('.exchange-credited').innerText()).toContain(`$${value}`);
    const drawerBefore = toCents((await calls.shift.status()).report!.cash.expected!);
    await page.keyboard.press('Enter');

    // One receipt: the new goods, the credit and the cash, and what came back.
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    const { rows, totals } = await receiptFigures(page);
    expect(rows.map((r) => r[0])).toEqual([expect.stringContaining('Harbor Pullover Hoodie')]);
    expect(Object.keys(totals).join(' ')).toContain('Exchange credit');
    const exchange = page.getByRole('region', { name: 'Exchange' });
    const part = await exchange.innerText();
    expect(part).toContain('Harbor Logo Tee');
    expect(part).toContain(`From order ${sold.number}`);
    expect(part).toContain('Returned in exchange');
    expect(part).toMatch(new RegExp(`Exchange credit toward this sale\\s+\\$${value.replace('.', '\\.')}`));
    await page.screenshot({ path: `${SHOTS}/exchange-receipt-1024.png` });
    await expectCounterLayout(page, { name: 'exchange-receipt-1024' });
    await useTheme(page, 'dark');
    await page.screenshot({ path: `${SHOTS}/exchange-receipt-1024-dark.png` });
    await expectCounterLayout(page, { name: 'exchange-receipt-1024-dark' });
    await useTheme(page, 'light');

    const journal = runtime.journal.entries({ kinds: ['return.refunded'] });
    expect(journal.at(-1)!.data).toMatchObject({ to: 'exchange', orderNumber: sold.number, cashOut: '0.00' });
    expect(toCents((await calls.shift.status()).report!.cash.expected!)).toBe(drawerBefore + toCents(due));
  });
});
