/**
 * The Orders screen's outbox of offline sales at the counter's size: a sale placed at the store
 * (its local reference beside the order number, which opens the order), one the store now
 * prices differently placed at the price paid (the manager's admin client adjusting the store's
 * order, said on the row and the reprinted receipt), one the store refused (sold out meanwhile) in the manager's list
 * with the store's words and the manager's actions, and one still waiting to be sent. The
 * manager records a refund owed; "Send now" places the waiting one; an offline receipt reprinted
 * shows its order number. Measured at 1024×768 in both themes, checked with axe.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDemoDb } from '../../../electron/demo-store/db/database.js';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import { DEMO_STORE_FOLDER } from '../../../electron/till/store/store-target.js';
import { fromCents, toCents } from '../../../shared/money.js';
import { offlineSale, stockedVariants } from '../../support/till/offline-till.js';
import { expectNoSeriousA11yViolations, focused } from '../support/axe.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { MEASURING_BUDGET } from '../support/app.js';
import { useRunningApp } from '../support/use-running-app.js';

// Three sales placed, each handed over at the store (the admin client is connected), and the screen's own reads: more than a minute's default budget.
const app = useRunningApp({ rateLimit: MEASURING_BUDGET });

async function useTheme(page: Page, theme: 'light' | 'dark') {
  const current = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  if (current !== theme) await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme ?? 'light')).toBe(theme);
}

describe('the offline outbox on the Orders screen', () => {
  it("shows pending, placed and refused offline sales, with a manager's action and a reprint, at 1024×768", { timeout: 120_000 }, async () => {
    const { page, runtime, dataDir } = app;
    await page.setViewportSize({ width: 1024, height: 768 });
    const storeDir = path.join(dataDir, DEMO_STORE_FOLDER);
    const [plain, repriced, soldOut, later] = stockedVariants(storeDir, 4);
    // The till rang these while the store was away; meanwhile one variant sold out at the store.
    const db = openDemoDb(storeDir);
    db.prepare('UPDATE stock_items SET count_on_hand = 0, backorderable = 0 WHERE variant_id = ?').run(Number(soldOut!.variantId));
    db.close();
    const cheaper = fromCents(toCents(repriced!.unitPrice) - 100);
    // The manager's admin client: a sale the store prices differently is placed at the price paid.
    await runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
    runtime.journal.append('offline.sale', offlineSale('OFF-0901', '2026-11-24T09:01:00Z', [{ ...plain!, quantity: 1 }]));
    runtime.journal.append('offline.sale', offlineSale('OFF-0902', '2026-11-24T09:02:00Z', [{ ...repriced!, unitPrice: cheaper, quantity: 1 }]));
    runtime.journal.append('offline.sale', offlineSale('OFF-0903', '2026-11-24T09:03:00Z', [{ ...soldOut!, quantity: 2 }]));
    expect(await runtime.calls.offline.replay()).toEqual({ outcome: 'done', placed: 2, needsManager: 1 });
    runtime.journal.append('offline.sale', offlineSale('OFF-0904', '2026-11-24T09:04:00Z', [{ ...later!, quantity: 1 }]));
    const [first, second] = await runtime.calls.offline.outbox();

    await page.keyboard.press('F2');
    await page.getByRole('heading', { name: 'Orders', level: 2 }).waitFor();
    const outbox = page.getByRole('region', { name: 'Offline sales' });
    await outbox.waitFor();
    const table = outbox.getByRole('table', { name: 'Offline sales, oldest first' });
    await table.getByRole('row', { name: /OFF-0904/ }).waitFor();
    expect(await table.getByRole('row', { name: /OFF-0901/ }).textContent()).toContain('Placed');
    expect(await table.getByRole('row', { name: /OFF-0902/ }).textContent()).toMatch(
      /Placed[\s\S]*Placed at the price paid[\s\S]*adjusted at the store by -\$1\.00/,
    );
    expect(await table.getByRole('row', { name: /OFF-0903/ }).textContent()).toContain('Needs a manager');
    expect(await table.getByRole('row', { name: /OFF-0904/ }).textContent()).toContain('Waiting to be sent');
    expect(await outbox.getByRole('status').first().innerText()).toMatch(/1 waiting to be sent · 1 needs a manager/);

    // The manager's list: the customer's lines and what the store said, with the actions.
    const needs = outbox.getByRole('list', { name: 'Needs a manager' });
    const refused = needs.getByRole('listitem').filter({ hasText: 'OFF-0903' });
    expect(await refused.innerText()).toContain('is not available');
    expect(await refused.innerText()).toContain(soldOut!.name);
    await refused.getByRole('button', { name: 'Place without the refused lines' }).waitFor();
    await refused.getByRole('button', { name: 'Place as a back-order' }).waitFor();

    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await outbox.scrollIntoViewIfNeeded();
      await expectCounterLayout(page, { name: `1024x768-${theme}-offline-outbox` });
    }
    await useTheme(page, 'light');
    await expectNoSeriousA11yViolations(page, 'Orders screen with the offline outbox');

    // The local reference leads to the order the store placed.
    await table.getByRole('button', { name: `Order ${first!.orderNumber} (offline sale OFF-0901)` }).click();
    const detail = page.getByRole('dialog', { name: `Order ${first!.orderNumber}` });
    await detail.getByRole('heading', { name: 'Items' }).waitFor();
    await detail.getByRole('button', { name: 'Close' }).click();
    await detail.waitFor({ state: 'detached' });

    // Reprint: the offline receipt now carries its order number and how the store's other price was settled.
    await table.getByRole('button', { name: 'Receipt of OFF-0902' }).click();
    const receipt = page.getByRole('dialog', { name: 'Receipt of offline sale OFF-0902' });
    await receipt.waitFor();
    const printed = await receipt.innerText();
    expect(printed).toContain(`Order ${second!.orderNumber}`);
    expect(printed).toContain(repriced!.name);
    expect(printed).toMatch(/Placed at the price paid/);
    await expectCounterLayout(page, { name: '1024x768-light-offline-receipt' });
    await expectNoSeriousA11yViolations(page, 'Offline receipt');
    await page.keyboard.press('Escape');
    await receipt.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatch(/Receipt of OFF-0902/);

    // A manager records a refund owed: the sale leaves the manager's list, the amount owed is said.
    await refused.getByRole('button', { name: 'Record a refund owed' }).click();
    await expect.poll(() => table.getByRole('row', { name: /OFF-0903/ }).textContent()).toMatch(/Refund owed[\s\S]*\$/);
    expect(await needs.count()).toBe(0);
    expect(await outbox.locator('.offline-owed').textContent()).toMatch(/Refunds owed to customers: \$48\.00 \(OFF-0903\)/);
    const resolved = runtime.journal.entries({ kinds: ['offline.resolved'] });
    expect(resolved.map((e) => [e.data.ref, e.data.resolution, e.data.by?.name])).toEqual([['OFF-0903', 'refund_owed', 'Test Manager']]);

    // Send now: the waiting sale is placed.
    await outbox.getByRole('button', { name: 'Send now' }).click();
    await expect.poll(() => table.getByRole('row', { name: /OFF-0904/ }).textContent(), { timeout: 10_000 }).toContain('Placed');
    await outbox.scrollIntoViewIfNeeded();
    await expectCounterLayout(page, { name: '1024x768-light-offline-outbox-settled' });
    await expectNoSeriousA11yViolations(page, 'Orders screen, outbox settled');
  });
});
