/**
 * Labels as a clerk makes them, at 1024×768: a product's "Print labels" queues its variants on the
 * Labels screen; one more of the first is asked for; the labels print on the simulated printer the
 * demo store's till starts (each barcode decodes to the variant's code); a Letter sheet is shown for
 * the page's print; Settings shows the trainer what the simulated printer printed; and a label's
 * barcode scanned on the Sell screen rings its product up.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectCounterLayout } from '../support/layout-check.js';
import { productTile } from '../support/product-tile.js';
import { scanCode } from '../support/scanner.js';
import { useTheme } from '../support/theme.js';
import { useRunningApp } from '../support/use-running-app.js';

const app = useRunningApp({ viewport: { width: 1024, height: 768 } });
const SHOTS = '/tmp/hw-b';

describe('barcode labels', () => {
  it('queues a product’s labels, prints them on the simulated printer, shows the sheet, and a label scans back into Sell', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { page, runtime } = app;
    const printer = runtime.simulatedPrinter!;

    await page.getByRole('searchbox', { name: 'Search products' }).fill('logo tee');
    await productTile(page, /Harbor Logo Tee/).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Print labels' }).click();
    await page.getByRole('heading', { name: 'Labels' }).waitFor();
    const queue = page.getByRole('list', { name: 'Labels to print' });
    const rows = queue.getByRole('listitem');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const count = await rows.count();
    const firstName = (await rows.first().locator('.labels-row-name').innerText()).split(' · ')[0]!.trim();
    await page.getByRole('button', { name: `One label more of ${firstName}` }).click();
    expect(await page.getByRole('textbox', { name: `Labels of ${firstName}` }).inputValue()).toBe('2');

    await page.getByRole('radio', { name: '50 × 25 mm thermal' }).check();
    await page.getByRole('button', { name: 'Print on the receipt printer' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'sent to the receipt printer' }).innerText())
      .toBe(`${count + 1} labels sent to the receipt printer.`);
    await expect.poll(() => printer.jobs().length).toBe(count + 1);
    const codes = printer.jobs().map((job) => job.barcodes[0]!);
    expect(codes[0]).toBe(codes[1]);
    // The variant's barcode when the store has one (the demo store's tees do), else its SKU.
    expect((await runtime.calls.catalog.lookupCode(codes[0]!))?.product.name).toBe('Harbor Logo Tee');

    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await expectCounterLayout(page, { name: `labels-queue-1024-${theme}` });
      await page.screenshot({ path: `${SHOTS}/labels-${theme}.png` });
    }
    await useTheme(page, 'light');

    await page.getByRole('radio', { name: 'Letter sheet, 3 × 10 (Avery 5160)' }).check();
    await page.getByRole('button', { name: 'Show the sheet' }).click();
    const sheet = page.getByRole('region', { name: /Label sheet/ });
    await sheet.waitFor();
    expect(await sheet.getByRole('img', { name: `Barcode ${codes[0]}` }).count()).toBe(2);
    await expect.poll(() => page.getByRole('button', { name: 'Print the sheet' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/labels-sheet.png` });
    await page.getByRole('button', { name: 'Back to the labels' }).click();

    await page.getByRole('navigation').getByRole('button', { name: 'Settings' }).click();
    const section = page.getByRole('region', { name: 'Simulated printer' });
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => section.getByRole('status').innerText()).toMatch(new RegExp(`^${count + 1} jobs printed, 0 drawer kicks`));
    expect(await section.getByRole('img', { name: /Harbor Logo Tee/ }).count()).toBe(count + 1);
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/simulated-printer-${theme}.png` });
    }
    await useTheme(page, 'light');

    // The label's barcode, scanned at the Sell screen, rings its product up.
    await page.getByRole('navigation').getByRole('button', { name: 'Sell' }).click();
    await scanCode(page, codes[0]!);
    await expect.poll(async () => (await runtime.calls.sale.current())?.lineItems.map((line) => line.name)).toEqual(['Harbor Logo Tee']);
  });
});
