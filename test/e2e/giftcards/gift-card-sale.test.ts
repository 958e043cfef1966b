/**
 * A gift card sold at the counter, in Chromium at 1024×768 as a clerk rings it up: the Gift card
 * product's $50 amount added from the Sell screen, paid in cash; the receipt prints the new card's
 * code and balance (the store issued it once the order was placed); then, from the Sell screen,
 * "Gift cards & credit" looks the card's balance up by its code, and finds a customer's store
 * credit; the X report and the Reports show the card apart from revenue. Both themes are looked at.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import { expectNoSeriousA11yViolations, focused } from '../support/axe.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { productTile } from '../support/product-tile.js';
import { scanCode } from '../support/scanner.js';
import { useTheme } from '../support/theme.js';
import { useRunningApp } from '../support/use-running-app.js';
import { MEASURING_BUDGET } from '../support/app.js';

const app = useRunningApp({ viewport: { width: 1024, height: 768 }, demoStore: { rateLimit: false }, rateLimit: MEASURING_BUDGET });

// Gift cards are issued through the store's admin client; cash goes into the open shift's drawer.
beforeAll(async () => {
  const { calls } = app.runtime;
  await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
  await calls.shift.open({ lines: [{ value: '20.00', count: 5 }] });
});

describe('a gift card sold at the counter', () => {
  it('prints the new card’s code and balance on the receipt, and its balance is looked up from the Sell screen', async () => {
    const { page } = app;
    await page.getByRole('searchbox', { name: 'Search products' }).fill('gift card');
    const tile = productTile(page, /Gift card/);
    await tile.waitFor();
    await tile.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('radiogroup', { name: 'Amount' }).getByRole('radio', { name: '50', exact: true }).check();
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await dialog.waitFor({ state: 'detached' });
    const cart = page.getByRole('region', { name: 'Cart' });
    await expect.poll(() => cart.innerText()).toContain('$50.00');

    // A walk-in sale: F9 goes straight to payment, Exact takes the cash.
    await page.keyboard.press('F9');
    await expect.poll(() => page.locator('.checkout-total').innerText()).toContain('$50.00');
    await expect.poll(() => focused(page)).toBe('button Exact $50.00');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();

    const cards = page.getByRole('region', { name: 'Gift cards' });
    await cards.waitFor();
    const text = await cards.innerText();
    expect(text).toMatch(/New card\s+[A-Z2-9]{4}(-[A-Z2-9]{4}){3}\s+\$50\.00 loaded · balance \$50\.00/);
    const code = /([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})/.exec(text)![1]!;
    await cards.scrollIntoViewIfNeeded();
    await expectCounterLayout(page, { name: 'giftcard-receipt-1024' });

    await page.getByRole('button', { name: /New sale/ }).click();
    const panel = page.getByRole('dialog', { name: 'Gift cards & store credit' });
    /** Opens "Gift cards & credit" and scans the card's code into it: its balance is shown. */
    const lookUpBalance = async () => {
      await page.getByRole('button', { name: 'Gift cards & credit' }).click();
      await panel.waitFor();
      await expect.poll(() => focused(page)).toMatch(/Card code/);
      // Scanned into the code field (a scanner's burst ending in Enter): the card's balance, not an item rung up.
      await scanCode(page, code);
      await panel.getByLabel(`Gift card ${code}`).waitFor();
      expect(await panel.getByLabel(`Gift card ${code}`).innerText()).toMatch(/Balance\s+\$50\.00/);
    };
    await lookUpBalance();
    expect((await app.runtime.calls.sale.current())?.lineItems ?? []).toHaveLength(0);
    await expectCounterLayout(page, { name: 'giftcard-balance-1024-light' });
    await expectNoSeriousA11yViolations(page, 'the gift cards dialog');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await useTheme(page, 'dark');
    await lookUpBalance();
    await expectCounterLayout(page, { name: 'giftcard-balance-1024-dark' });

    await panel.getByRole('tab', { name: 'Store credit' }).click();
    await panel.getByLabel('Customer’s email').fill('customer@demo.store');
    await panel.getByRole('button', { name: 'Find customer' }).click();
    await panel.getByText(/holds \$25\.00 of store credit/).waitFor();
    await expectCounterLayout(page, { name: 'giftcard-credit-1024' });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await useTheme(page, 'light');

    // The X report keeps the card apart from revenue: money owed to its holder, not goods sold.
    await page.keyboard.press('F6');
    await page.getByRole('heading', { name: 'X report' }).waitFor();
    const cardsTable = page.getByRole('table', { name: /Gift cards and store credit/ });
    await cardsTable.scrollIntoViewIfNeeded();
    const row = (name: string | RegExp) => cardsTable.getByRole('row', { name }).locator('td').last().innerText();
    expect(await row(/Gift cards sold \(1\)/)).toBe('$50.00');
    expect(await row(/Revenue \(sales less gift cards\)/)).toBe('$0.00');
    await expectCounterLayout(page, { name: 'giftcard-x-report-1024' });

    // So do the Reports: today's gift card, owed to its holder, apart from the revenue.
    await page.keyboard.press('F10');
    await page.getByRole('heading', { name: 'Reports', level: 2 }).waitFor();
    const figures = page.getByRole('region', { name: 'Figures' });
    await expect.poll(() => figures.innerText()).toMatch(/\$50\.00 in 1 gift card, owed to their holders, not revenue: \$0\.00 revenue less gift cards/);
    await expectCounterLayout(page, { name: 'giftcard-reports-1024' });
  });
});
