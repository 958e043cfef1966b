/**
 * The receipt printer as a manager sets it and a clerk meets it, in Chromium at 1024×768: Settings
 * → Hardware, a network printer that is off (its test print told in words); a cash sale is placed
 * all the same, the Receipt screen says the receipt did not print and why, and once the printer is
 * on "Print again" prints it (the order number as its barcode's data); the test kick kicks the drawer.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEASURING_BUDGET } from '../support/app.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { useTheme } from '../support/theme.js';
import { teeSoldForCash } from '../support/tee-to-payment.js';
import { useRunningApp } from '../support/use-running-app.js';
import { code128Data, drawerKicks, refusingPort, startTestReceiptPrinter, type TestReceiptPrinter } from '../../support/net/test-receipt-printer.js';

const SHOTS = '/tmp/hw-a';
const app = useRunningApp({ viewport: { width: 1024, height: 768 }, demoStore: { rateLimit: false }, rateLimit: MEASURING_BUDGET });
let port = 0;
let printer: TestReceiptPrinter | null = null;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  port = await refusingPort();
});
afterAll(async () => {
  await printer?.close();
});

describe('the receipt printer at the counter', () => {
  it('is set in Settings → Hardware; a sale is placed while it is off, the receipt says so and prints again once it is on', async () => {
    const { page, runtime } = app;
    await page.getByRole('navigation').getByRole('button', { name: 'Settings' }).click();
    const hardware = page.getByRole('region', { name: 'Hardware' });
    await hardware.scrollIntoViewIfNeeded();
    await hardware.getByLabel('Receipt printer', { exact: true }).selectOption({ label: 'Network (TCP 9100)' });
    await hardware.getByLabel('Printer address').fill(`127.0.0.1:${port}`);
    await hardware.getByLabel('Paper width').selectOption({ label: '58 mm (32 columns)' });
    await hardware.getByLabel('Cash drawer').selectOption({ label: 'Kicked on pin 2' });
    await hardware.getByRole('button', { name: 'Save the printer' }).click();
    await expect.poll(() => hardware.getByRole('status').first().innerText()).toBe('Saved: receipts print on this printer after each sale.');
    await hardware.getByRole('button', { name: 'Test print' }).click();
    await expect
      .poll(() => hardware.getByRole('status').last().innerText())
      .toBe(`Test print: The receipt printer at 127.0.0.1:${port} refuses the connection: the test page was not printed.`);
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await hardware.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/settings-hardware-${theme}-1024.png` });
      await expectCounterLayout(page, { name: `settings-hardware-${theme}-1024` });
    }
    await useTheme(page, 'light');

    // A cash sale while the printer is off: placed, and the receipt screen says what happened.
    await page.getByRole('navigation').getByRole('button', { name: 'Sell' }).click();
    await teeSoldForCash(page);
    const number = (await page.getByRole('article', { name: 'Receipt' }).locator('header strong').first().innerText()).trim();
    const failure = page.getByRole('alert').filter({ hasText: 'The receipt printer at' });
    await expect
      .poll(() => failure.innerText())
      .toBe(
        `The receipt printer at 127.0.0.1:${port} refuses the connection: the receipt was not printed. The sale is placed; print the receipt again when the printer is back.`,
      );
    await page.screenshot({ path: `${SHOTS}/receipt-print-failed-1024.png` });
    await expectCounterLayout(page, { name: 'receipt-print-failed-1024' });
    // The drawer's opening is recorded although the printer could not kick it.
    expect(runtime.journal.entries({ kinds: ['drawer.opened'] }).at(-1)?.data).toMatchObject({ reason: 'Cash sale', orderNumber: number });

    printer = await startTestReceiptPrinter('ready', port);
    await page.getByRole('button', { name: 'Print again' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'receipt printer' }).innerText()).toBe('The receipt printed on the receipt printer.');
    await expect.poll(() => code128Data(printer!.received())).toEqual([number]);
    expect(printer.cuts()).toBe(1);

    // The hardware check's kick, from Settings.
    await page.getByRole('button', { name: 'New sale' }).click();
    await page.getByRole('navigation').getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('region', { name: 'Hardware' }).getByRole('button', { name: 'Test kick' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Hardware' }).getByRole('status').last().innerText()).toBe('Test kick: done.');
    await expect.poll(() => drawerKicks(printer!.received())).toEqual([0]);
  });
});
