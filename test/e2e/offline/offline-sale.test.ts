/**
 * The store stops answering and a clerk rings a cash sale with the keyboard alone, at 1024×768:
 * search, Enter (the sale is taken offline: the header and the cart say so), F9, Enter, a cash
 * key, and the receipt says "Offline sale, order number to follow" with its reference, the line,
 * the totals, the cash and change and who served. Each screen in both themes is measured by the
 * layout check and checked by axe; the sale is in the till's journal.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../electron/demo-store/http/server.js';
import { JOURNAL_FILE } from '../../../electron/till/shift/till-journal.js';
import { startApp, type RunningApp } from '../support/app.js';
import { expectNoSeriousA11yViolations, focused } from '../support/axe.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { receiptFigures, startSale } from '../support/walk-in.js';

let store: DemoStore | undefined;
let app: RunningApp | undefined;
const storeDir = mkdtempSync(path.join(os.tmpdir(), 'pos-e2e-offline-store-'));

afterAll(async () => {
  await app?.stop();
  await store?.close().catch(() => undefined);
  rmSync(storeDir, { recursive: true, force: true });
});

/** Measures the screen in the light and the dark theme (the header's switch), back to light after. */
async function measureBothThemes(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    const current = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
    if (current !== theme) await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
    await expectCounterLayout(page, { name: `1024x768-${theme}-${name}` });
  }
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
}

describe('a cash sale while the store cannot be reached', () => {
  it('is rung with the keyboard alone and printed as an offline sale with its reference', async () => {
    store = await startDemoStore({ dataDir: storeDir, autoFulfil: false });
    app = await startApp({ storeUrl: store.url, viewport: { width: 1024, height: 768 } });
    const { page } = app;
    // A shift is open, so its X report shows the offline sale (second test).
    await app.runtime.calls.shift.open({ total: '100.00' });
    const indicator = page.getByRole('banner').getByRole('status');
    await expect.poll(() => indicator.innerText(), { timeout: 20_000 }).toBe('Online');
    // The catalog is on this till before the store goes away.
    await expect.poll(async () => (await app!.runtime.calls.catalog.status()).products, { timeout: 20_000 }).toBeGreaterThan(0);

    await store.close();

    // Search, Enter: the store does not answer, so the sale is taken offline from the local catalog.
    await startSale(page);
    await page.keyboard.type('stoneware', { delay: 45 });
    await expect.poll(() => page.locator('.result-count').innerText()).toBe('1 product');
    await page.keyboard.press('Enter');
    const cart = page.getByRole('region', { name: 'Cart' });
    await expect.poll(() => cart.innerText(), { timeout: 30_000 }).toMatch(/Offline sale OFF-[A-Z2-9]{4}-0001[\s\S]*Stoneware Coffee Mug[\s\S]*\$22\.00/);
    const ref = /OFF-[A-Z2-9]{4}-0001/.exec(await cart.innerText())![0];
    await expect.poll(() => indicator.innerText(), { timeout: 20_000 }).toMatch(/^Offline, selling cash only: The store cannot be reached\./);
    await measureBothThemes(page, 'offline-sell');
    await expectNoSeriousA11yViolations(page, 'Sell, offline sale');

    // Picked up in store, nothing to choose on Shipping: F9 opens Payment.
    await page.keyboard.press('F9');
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    await page.locator('.walk-in-note').getByText('Offline sale, picked up in store').waitFor();
    await expect.poll(() => focused(page)).toBe('button Exact $22.00');
    // Cash is the one tender offline, and the step says why.
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Cash']);
    await page.getByText('Offline sale: cash only.').waitFor();
    await measureBothThemes(page, 'offline-payment');
    await expectNoSeriousA11yViolations(page, 'Payment, offline sale');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button $30 received');
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    const receipt = page.locator('.receipt');
    await receipt.getByText('Offline sale, order number to follow').waitFor();
    expect(await receipt.innerText()).toContain(`Reference ${ref}`);
    expect(await receipt.innerText()).toContain('Served by Test Manager');
    expect(await receipt.innerText()).toContain('Tax to be added by the store');
    const { rows, totals } = await receiptFigures(page);
    expect(rows).toEqual([['Stoneware Coffee Mug', '1', '$22.00']]);
    expect(totals).toMatchObject({ Subtotal: '$22.00', Tax: '$0.00', Total: '$22.00', 'Paid (Cash)': '$30.00', Change: '$8.00' });
    await expect.poll(() => focused(page)).toMatch(/New sale/);
    // Nothing else was asked of the sale once it was taken: no error anywhere on the screen.
    expect(
      (await page.getByRole('alert').allInnerTexts()).filter((t) => t.trim() !== ''),
      'alerts',
    ).toEqual([]);
    expect(await page.locator('.banner').allInnerTexts(), 'banners').toEqual([]);
    await measureBothThemes(page, 'offline-receipt');
    await expectNoSeriousA11yViolations(page, 'Receipt, offline sale');

    // On disk before the receipt showed: the till's journal holds the sale with its reference.
    const journal = readFileSync(path.join(app.dataDir, JOURNAL_FILE), 'utf8');
    expect(journal).toContain(`"kind":"offline.sale"`);
    expect(journal).toContain(`"ref":"${ref}"`);

    await page.keyboard.press('Enter');
    await startSale(page);
    await expect.poll(() => cart.innerText()).toContain('The store cannot be reached: the next sale is taken offline');
  });

  it('shows the offline sale in the shift’s X report, and a limit set in Settings refuses the next one with its reason', async () => {
    const { page } = app!;
    // F6: the X report counts the offline sale apart, its cash in the drawer.
    await page.keyboard.press('F6');
    const offlineTable = page.getByRole('table', { name: 'Offline sales (cash, in the drawer)' });
    await offlineTable.waitFor();
    expect(await offlineTable.getByRole('row', { name: /Taken offline/ }).innerText()).toMatch(/1 · \$22\.00/);
    expect(await offlineTable.getByRole('row', { name: /Waiting to be placed/ }).innerText()).toMatch(/1 · \$22\.00/);
    expect(
      await page
        .getByRole('table', { name: 'Cash in the drawer' })
        .getByRole('row', { name: /Expected/ })
        .innerText(),
    ).toContain('$122.00');
    await measureBothThemes(page, 'offline-shift-x-report');
    await expectNoSeriousA11yViolations(page, 'Shift, X report with an offline sale');

    // F3: the manager sets one offline sale to at most $10.
    await page.keyboard.press('F3');
    const section = page.getByRole('region', { name: 'Offline sales' });
    await section.waitFor();
    await section.getByText('Waiting to be placed: 1 sale, $22.00.').waitFor();
    const maxSale = section.getByLabel('Largest offline sale');
    await expect.poll(() => maxSale.inputValue()).toBe('250.00');
    await maxSale.fill('10');
    await section.getByRole('button', { name: 'Save the limits' }).press('Enter');
    await section.getByText(/Saved: up to \$10\.00 a sale/).waitFor();
    await section.scrollIntoViewIfNeeded();
    await measureBothThemes(page, 'offline-settings');
    await expectNoSeriousA11yViolations(page, 'Settings, offline sales');

    // The next sale: the mug is refused in the cart, naming the limit and why.
    await page.keyboard.press('F1');
    await startSale(page);
    await page.keyboard.type('stoneware', { delay: 45 });
    await expect.poll(() => page.locator('.result-count').innerText()).toBe('1 product');
    await page.keyboard.press('Enter');
    const cart = page.getByRole('region', { name: 'Cart' });
    await expect.poll(() => cart.innerText()).toContain('past the manager’s limit of $10.00 for one offline sale');
    expect(await cart.innerText()).toContain('No items yet');
    await measureBothThemes(page, 'offline-limit-refused');

    // A clerk on the till, still offline: the header keeps to one line too.
    const header = page.getByRole('banner');
    await app!.runtime.calls.staff.add({ name: 'Olive Clerk', role: 'staff', pin: '8642' });
    await header.getByRole('button', { name: /Lock/ }).click();
    await page.getByRole('heading', { name: 'Till locked' }).waitFor();
    await page.getByLabel('PIN', { exact: true }).fill('8642');
    await page.keyboard.press('Enter');
    await expect.poll(() => header.innerText()).toContain('On till: Olive Clerk');
    await expect.poll(() => header.getByRole('status').innerText()).toMatch(/^Offline, selling cash only/);
    await measureBothThemes(page, 'offline-clerk-sell');
  });
});
