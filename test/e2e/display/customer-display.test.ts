/**
 * The customer display in browser mode, two pages in one browser: the manager turns it on in
 * Settings and opens its address on a second page; the till sells two lines and takes cash; the
 * display shows the lines, the total, what was paid, the change and the thank-you, and names the
 * manager by first name alone. Axe checks the display page; screenshots at the display's sizes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useRunningApp } from '../support/use-running-app.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { addTee } from '../support/tee-to-payment.js';
import { startSale } from '../support/walk-in.js';

const app = useRunningApp({ viewport: { width: 1024, height: 768 } });
const SHOTS = '/tmp/hw-d';

/** Screenshots of the display as it is now, at a pole display's size and a full-HD screen's, in both themes; back to light at 1024x600 after. */
async function shootAtDisplaySizes(screen: Page, what: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await screen.emulateMedia({ colorScheme: theme });
    for (const [width, height] of [
      [1024, 600],
      [1920, 1080],
    ] as const) {
      await screen.setViewportSize({ width, height });
      await screen.screenshot({ path: `${SHOTS}/customer-display-${what}-${width}x${height}-${theme}.png` });
    }
  }
  await screen.setViewportSize({ width: 1024, height: 600 });
  await screen.emulateMedia({ colorScheme: 'light' });
}

describe('the customer display', () => {
  it('follows a cash sale from the first line to the thank-you, showing nothing else', async () => {
    const { page, browser } = app;

    // Settings: the manager turns the display on and reads its address.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
    const section = page.getByRole('region', { name: 'Customer display' });
    await section.getByRole('checkbox', { name: /Show the sale on the customer display/ }).check();
    await expect.poll(() => section.getByRole('status').innerText()).toBe('The customer display shows the sale.');
    const address = await section.getByRole('link').innerText();
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/customer-display$/);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/till-settings-display-1024x768.png` });

    // The second screen: the display's page, in a window of its own.
    const screen = await (await browser.newContext({ viewport: { width: 1024, height: 600 } })).newPage();
    const displayErrors: string[] = [];
    screen.on('pageerror', (error) => displayErrors.push(error.message));
    await screen.goto(address);
    await expect.poll(() => screen.locator('main').innerText()).toMatch(/Welcome to Harbor & Pine/);
    // The display page holds no way to the bridge.
    expect(await screen.locator('meta[name="pos-session"]').count()).toBe(0);
    expect(await screen.evaluate(() => 'posIpc' in window || 'pos' in window)).toBe(false);
    await expectNoSeriousA11yViolations(screen, 'the display’s welcome');

    // The till sells two lines.
    await page.keyboard.press('F1');
    await startSale(page);
    await page.keyboard.type('stoneware', { delay: 30 });
    await expect.poll(() => page.locator('.result-count').innerText()).toBe('1 product');
    await page.keyboard.press('Enter');
    const items = screen.getByRole('region', { name: 'Your items' });
    await expect.poll(() => items.innerText()).toContain('Stoneware Coffee Mug');
    await addTee(page, { quantity: 2 });
    await expect.poll(() => items.innerText()).toMatch(/Harbor Logo Tee[\s\S]*Size: M|Harbor Logo Tee[\s\S]*Navy/);
    await expect.poll(() => items.getByRole('listitem').count()).toBe(2);
    expect(await items.innerText()).toContain('$48.00');

    // Walk-in pickup, then cash: the display's total is the till's.
    await page.keyboard.press('F9');
    const tillTotal = (await page.locator('.checkout-total').innerText()).match(/\$\d+\.\d\d/)![0];
    const totals = screen.getByRole('definition').last();
    await expect.poll(() => totals.innerText()).toBe(tillTotal);
    const shown = await screen.locator('main').innerText();
    expect(shown).toMatch(/Served by Test\b/);
    expect(shown).not.toContain('Test Manager');
    expect(shown).not.toMatch(/R\d{9}/);
    await expectNoSeriousA11yViolations(screen, 'the display during a sale');
    await shootAtDisplaySizes(screen, 'sale');

    await page.getByLabel('Amount tendered').fill('100');
    await page.getByRole('button', { name: 'Take cash payment' }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();

    // The thank-you: the total, what was paid, the change.
    const thanks = screen.getByRole('status');
    await expect.poll(() => thanks.innerText()).toContain('Thank you!');
    const change = `$${(100 - Number(tillTotal.slice(1))).toFixed(2)}`;
    expect(await thanks.innerText()).toMatch(new RegExp(`Your change\\s+\\${change}`));
    expect(await thanks.innerText()).toContain('$100.00');
    expect(await thanks.innerText()).toContain(tillTotal);
    expect(await screen.locator('main').innerText()).not.toMatch(/R\d{9}/);
    await expectNoSeriousA11yViolations(screen, 'the display’s thank-you');
    await shootAtDisplaySizes(screen, 'thanks');

    // The next sale's first line ends the thank-you.
    await page.getByRole('button', { name: 'New sale' }).click();
    await startSale(page);
    await page.keyboard.type('stoneware', { delay: 30 });
    await expect.poll(() => page.locator('.result-count').innerText()).toBe('1 product');
    await page.keyboard.press('Enter');
    await expect.poll(() => items.getByRole('listitem').count()).toBe(1);
    expect(displayErrors).toEqual([]);
  });
});
