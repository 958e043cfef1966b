/**
 * The receipt in the browser: the browser host cannot print for the page, so "Print receipt"
 * and "Save as PDF" open the browser's own print dialog (the page's window.print is replaced
 * to record the call), and Save as PDF says which destination to choose. The print stylesheet
 * leaves only the receipt, black on white.
 */
import { describe, expect, it } from 'vitest';
import { useRunningApp } from '../support/use-running-app.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { scanCode } from '../support/scanner.js';
import { fillCustomer } from '../support/checkout-form.js';

const app = useRunningApp();

describe('receipt', () => {
  it('prints and saves as PDF through the browser print dialog, and prints only the receipt', async () => {
    const { page } = app;
    await page.getByRole('searchbox', { name: 'Search products' }).click();
    await scanCode(page, 'HP-TEE-001-NAV-M');
    const cart = page.getByRole('region', { name: 'Cart' });
    await expect.poll(() => cart.innerText()).toContain('Harbor Logo Tee');
    await page.keyboard.press('F9');
    await fillCustomer(page, {
      email: 'print@example.com',
      firstName: 'Pat',
      lastName: 'Printer',
      address: '9 Paper Lane',
      city: 'Portland',
      state: 'ME',
      zip: '04101',
    });
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByLabel('Amount tendered').fill('30');
    await page.getByRole('button', { name: 'Take cash payment' }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();

    await page.evaluate(() => {
      const w = window as unknown as { printCalls: number };
      w.printCalls = 0;
      window.print = () => {
        w.printCalls++;
      };
    });
    const printCalls = () => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);

    await page.getByRole('button', { name: 'Print receipt' }).click();
    await expect.poll(printCalls).toBe(1);

    await page.getByRole('button', { name: 'Save as PDF' }).click();
    await expect.poll(printCalls).toBe(2);
    expect(await page.locator('.receipt-note').innerText()).toMatch(/choose “Save as PDF” as the destination/);
    expect(await page.locator('.receipt-note').getAttribute('role')).toBe('status');
    await expectNoSeriousA11yViolations(page, 'Receipt after Save as PDF');

    // Printed, even in the dark theme: only the receipt, black on white.
    await page.getByRole('button', { name: /dark theme/ }).click();
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => {
      const shown = (sel: string) => {
        const el = document.querySelector(sel);
        return el ? getComputedStyle(el).display !== 'none' : null;
      };
      const receipt = document.querySelector('.receipt')!;
      return {
        header: shown('.app-header'),
        nav: shown('.app-nav'),
        actions: shown('.receipt-actions'),
        receipt: shown('.receipt'),
        color: getComputedStyle(receipt).color,
        background: getComputedStyle(receipt).backgroundColor,
      };
    });
    expect(printed).toEqual({ header: false, nav: false, actions: false, receipt: true, color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' });
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.app-nav').isVisible()).toBe(true);
  });
});
