/**
 * A delivery received and a transfer made, as a clerk and a manager do it at 1024×768 with a
 * scanner: on Stock → Receive the clerk scans one tee twice and types three of another, types the
 * PO number and receives it; the till asks a manager's PIN (the clerk has no stock right), the
 * store adds the units at this till's location, and "Print labels for what arrived" queues them on
 * the Labels screen. Then on Stock → Transfers the manager sends stock to the warehouse (it leaves
 * at once) and receives it there one short: the difference is shown and added nowhere. Both themes;
 * the page never scrolls.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import { TEST_MANAGER } from '../../support/till/test-staff.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { openTillAs } from '../support/open-till-as.js';
import { scanCode } from '../support/scanner.js';
import { useTheme } from '../support/theme.js';
import { useRunningApp } from '../support/use-running-app.js';

const app = useRunningApp({ viewport: { width: 1024, height: 768 } });
const SHOTS = '/tmp/st-c';
const CLERK = { name: 'Cal Clerk', pin: '5151' };

async function shots(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await expectCounterLayout(page, { name: `1024x768-${theme}-${name}` });
    await page.screenshot({ path: `${SHOTS}/${name}-${theme}.png` });
  }
  await useTheme(page, 'light');
}

describe('receiving and transfers on the Stock screen', () => {
  it('receives a scanned and typed delivery with a manager’s PIN and queues its labels; sends a transfer and receives it one short', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { page, runtime } = app;
    await runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
    await runtime.calls.staff.add({ name: CLERK.name, role: 'staff', pin: CLERK.pin });
    const tee = (await runtime.calls.catalog.search({ text: 'logo tee', perPage: 5 })).items.find((p) => p.name === 'Harbor Logo Tee')!;
    const [a, b] = tee.variants.map((v) => ({ code: v.barcode || v.sku, name: `${tee.name} (${v.optionsText})` }));

    await openTillAs(page, CLERK);
    await page.getByRole('navigation').getByRole('button', { name: 'Stock' }).click();
    await page.getByRole('tab', { name: 'Receive' }).click();
    await page.getByLabel('Delivery note or PO number').waitFor();
    await scanCode(page, a!.code);
    await scanCode(page, a!.code);
    await expect.poll(() => page.getByLabel(`Units of ${a!.name}`).inputValue()).toBe('2');
    await page.getByLabel('SKU or barcode').fill(b!.code);
    await page.getByLabel('Units', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.getByLabel(`Units of ${b!.name}`).inputValue()).toBe('3');
    await page.getByLabel('Delivery note or PO number').fill('PO-1234');
    // The lines are the till's, on disk: what the store will receive.
    expect((await runtime.calls.stockReceiving.draft()).lines.map((l) => l.quantity)).toEqual([2, 3]);
    await shots(page, 'receive');

    await page.getByRole('button', { name: 'Receive delivery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manager approval' });
    await dialog.waitFor();
    // The approval names the delivery as it stands (its lines and units, and their fingerprint): it covers that content only.
    expect(await dialog.innerText()).toMatch(/A manager must approve: receive a delivery into stock \(delivery PO-1234: 2 lines, 5 units #[0-9a-f]{16}\)\./);
    await dialog.getByLabel('Manager PIN', { exact: true }).fill(TEST_MANAGER.pin);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /^Delivery PO-1234 received \(T\d{9}\)$/ }).waitFor();
    expect(
      await page
        .getByRole('region', { name: /^Delivery PO-1234 received/ })
        .getByRole('status')
        .innerText(),
    ).toBe('5 units of 2 items added at Wharf Street Store.');
    await expect
      .poll(() => runtime.journal.entries({ kinds: ['staff.approved'] }).map((e) => [e.data.method, e.data.record]))
      .toContainEqual(['stockReceiving.receive', expect.stringMatching(/^delivery PO-1234: 2 lines, 5 units #[0-9a-f]{16}$/)]);
    await shots(page, 'received');

    await page.getByRole('button', { name: 'Print labels for what arrived' }).click();
    await page.getByRole('heading', { name: 'Labels' }).waitFor();
    expect(await page.getByLabel(`Labels of ${a!.name}`).inputValue()).toBe('2');
    expect(await page.getByLabel(`Labels of ${b!.name}`).inputValue()).toBe('3');

    // The manager sends three of b to the warehouse and receives two there.
    await openTillAs(page, { name: TEST_MANAGER.name, pin: TEST_MANAGER.pin });
    await page.getByRole('navigation').getByRole('button', { name: 'Stock' }).click();
    await page.getByRole('tab', { name: 'Transfers' }).click();
    await expect.poll(() => page.getByLabel('To', { exact: true }).locator('option:checked').innerText()).toBe('Harbor Road Warehouse');
    await page.getByRole('list', { name: 'Transfers' }).waitFor();
    await scanCode(page, b!.code);
    await page.getByLabel(`Units of ${b!.name}`).fill('3');
    await page.getByLabel('Reference (optional)').fill('Van 3');
    // A look at another tab meanwhile loses nothing of the transfer being drafted.
    await page.getByRole('tab', { name: 'Lookup' }).click();
    await page.getByRole('tab', { name: 'Transfers' }).click();
    await expect.poll(() => page.getByLabel(`Units of ${b!.name}`).inputValue()).toBe('3');
    expect(await page.getByLabel('Reference (optional)').inputValue()).toBe('Van 3');
    await page.getByRole('button', { name: 'Send transfer' }).click();
    const sent = page.getByRole('status').filter({ hasText: /^T\d{9} sent/ });
    await sent.waitFor();
    await expect
      .poll(() => sent.innerText())
      .toBe(`${(await sent.innerText()).slice(0, 10)} sent: 3 units of 1 item left Wharf Street Store for Harbor Road Warehouse.`);
    const number = (await sent.innerText()).slice(0, 10);
    const row = page.getByRole('listitem').filter({ hasText: number });
    expect(await row.innerText()).toContain('On its way');
    await row.getByRole('button', { name: `Receive ${number}` }).click();
    await row.getByLabel(/^Counted in of /).fill('2');
    await shots(page, 'transfer-receive');
    await row.getByRole('button', { name: 'Confirm received' }).click();
    await expect.poll(() => row.innerText()).toContain('Received, 1 short');
    expect(await row.innerText()).toMatch(/2 of 3 arrived, 1 short/);
    await shots(page, 'transfers');
  });
});
