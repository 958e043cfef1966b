/**
 * A return at a store without return routes (the demo store answering as a stock store), as a
 * manager at the counter makes it at 1024×768: the Returns screen says what the till can still do,
 * the receipt is scanned, the amount due is what the store charged, cash goes back from the drawer,
 * and the return receipt says the store's stock and totals did not change.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import { toCents } from '../../../shared/money.js';
import { focused, expectNoSeriousA11yViolations } from '../support/axe.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { scanCode } from '../support/scanner.js';
import { useRunningApp } from '../support/use-running-app.js';
import { MEASURING_BUDGET } from '../support/app.js';

const app = useRunningApp({ viewport: { width: 1024, height: 768 }, demoStore: { rateLimit: false, extensions: false }, rateLimit: MEASURING_BUDGET });

beforeAll(async () => {
  const { calls } = app.runtime;
  await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
  await calls.shift.open({ lines: [{ value: '20.00', count: 5 }] });
});

describe('a return at a store without return routes', () => {
  it('says what the till can still do, gives cash back at what the store charged, and records it on the order', async () => {
    const { page, runtime } = app;
    const { calls } = runtime;
    await calls.sale.addByCode('HP-TEE-001-NAV-M', 2);
    const cart = await calls.sale.pickupInStore();
    expect((await calls.sale.tenderCash({ tendered: cart.total })).outcome).toBe('placed');
    const before = toCents((await calls.shift.status()).report!.cash.expected!);

    await page.getByRole('navigation').getByRole('button', { name: 'Returns' }).click();
    const said = page.getByRole('status').filter({ hasText: 'no return routes' });
    await said.waitFor();
    expect(await said.innerText()).toMatch(/cash from the drawer or store credit/);
    const number = page.getByRole('textbox', { name: 'Receipt or order number' });
    await expect.poll(() => number.isEnabled()).toBe(true);
    await expect.poll(() => focused(page)).toMatch(/Receipt or order number/);
    await scanCode(page, cart.number);

    const sale = page.getByRole('region', { name: new RegExp(`Order ${cart.number}`) });
    await sale.getByRole('button', { name: 'One more Harbor Logo Tee' }).click();
    await sale.getByRole('button', { name: 'See the refund for 1 item' }).click();

    const quote = page.getByRole('region', { name: /at what the store charged/ });
    await quote.waitFor();
    const give = quote.getByRole('button', { name: /^Give \$[\d.]+ in cash from the drawer$/ });
    await expect.poll(() => focused(page)).toMatch(/Give \$/);
    expect(await quote.getByRole('button', { name: 'Exchange for new goods' }).count()).toBe(0);
    const amount = /\$([\d.]+)/.exec(await give.innerText())![1]!;
    expect(toCents(amount) * 2).toBe(toCents(cart.total));
    await expectCounterLayout(page, { name: 'returns-stock-store-quote-1024' });
    await give.click();

    await page.getByRole('heading', { name: 'Return receipt' }).waitFor();
    expect(await page.getByText('Recorded on the order by the till').count()).toBe(1);
    expect(await page.getByText(/^Approved by /).count()).toBe(1);
    await expectCounterLayout(page, { name: 'returns-stock-store-receipt-1024' });
    await expectNoSeriousA11yViolations(page, 'the return receipt at a stock store');
    expect(toCents((await calls.shift.status()).report!.cash.expected!)).toBe(before - toCents(amount));
  });
});
