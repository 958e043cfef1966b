/**
 * A whole sale without the mouse: "/" to search, arrow keys and Enter to open a product, the
 * variant chosen with arrow keys and Enter (none chosen for the clerk), F9 to checkout (a walk-in's
 * payment step), "Add customer details" and the form filled and submitted from the keyboard,
 * pickup, cash, the receipt, and Enter for the next sale. Every step checks where the focus is.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useRunningApp } from '../support/use-running-app.js';
import { expectNoSeriousA11yViolations, focused } from '../support/axe.js';

const app = useRunningApp();

/** Presses Tab until the focus is on what `target` describes; fails after `max` presses. */
async function tabTo(page: Page, target: RegExp, max = 15): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    const now = await focused(page);
    if (target.test(now)) return;
    seen.push(now);
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}; it went through: ${seen.join(' | ')}`);
}

/** Checks a radio in a group with the arrow keys (the focus must be in the group). */
async function arrowTo(page: Page, value: string, max = 8): Promise<void> {
  for (let i = 0; i < max; i++) {
    const checked = await page.evaluate(
      () => (document.activeElement as HTMLInputElement | null)?.checked && (document.activeElement as HTMLInputElement).value,
    );
    if (checked === value) return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`the arrow keys never checked ${value}`);
}

async function typeInto(page: Page, label: RegExp, text: string): Promise<void> {
  await tabTo(page, label);
  // At a person's pace: a burst of keys ending in Enter is how a barcode scanner types.
  await page.keyboard.type(text, { delay: 45 });
}

describe('keyboard-only sale', () => {
  it('sells a tee from search to receipt and starts the next sale, all from the keyboard', async () => {
    const { page } = app;
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.waitFor();

    // "/" from anywhere focuses the search.
    await page.keyboard.press('Tab');
    expect(await focused(page)).not.toMatch(/Search products/);
    // The search takes focus in the same moment as the "/" key, not a moment later, so letters typed
    // right after it at a scanner's speed land in the search (the key is sent within one task here).
    const focusedWithKey = await page.evaluate(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true }));
      return document.activeElement?.id;
    });
    expect(focusedWithKey).toBe('catalog-search');
    await page.keyboard.press('Tab');
    expect(await focused(page)).not.toMatch(/Search products/);

    await page.keyboard.press('/');
    expect(await focused(page)).toMatch(/Search products/);
    await page.keyboard.type('logo tee', { delay: 45 });
    await expect.poll(() => page.locator('.result-count').innerText()).toBe('1 product');
    // "/" in the search types no slash: it selects what is there, for the next item to replace.
    await page.keyboard.press('/');
    expect(await search.inputValue()).toBe('logo tee');
    expect(await search.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([0, 8]);

    // Arrow down into the results, Enter opens the product.
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatch(/Harbor Logo Tee/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Harbor Logo Tee' });
    await dialog.waitFor();
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);

    // Nothing is chosen for the clerk; the focus is on the first choice. Arrow keys pick a value in
    // each radio group and Enter goes on to the next choice; then the quantity, Enter adds.
    expect(await dialog.getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
    const groups = await dialog.getByRole('radiogroup').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(groups.length).toBe(2);
    for (const group of groups) {
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="radiogroup"]')?.getAttribute('aria-label'))).toBe(group);
      await arrowTo(page, /size/i.test(group) ? 'm' : 'navy');
      if (group !== groups.at(-1)) await page.keyboard.press('Enter');
    }
    await tabTo(page, /Quantity/);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const cart = page.getByRole('region', { name: 'Cart' });
    await expect.poll(() => cart.innerText()).toMatch(/Harbor Logo Tee[\s\S]*Navy, Size: M/);
    await expect.poll(() => cart.innerText()).toContain('$48.00');
    // The search is empty again and has the focus, ready for the next item or scan.
    await expect.poll(() => focused(page)).toMatch(/Search products/);
    expect(await search.inputValue()).toBe('');

    // F9: checkout, shown on the button.
    expect(await cart.getByRole('button', { name: /Checkout/ }).getAttribute('aria-keyshortcuts')).toBe('F9');
    await page.keyboard.press('F9');
    // A walk-in pickup has nothing to choose on Shipping: Payment, the Exact key focused. The customer
    // wants a receipt by email: their details, by keyboard (one key press back from Exact).
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    await expect.poll(() => focused(page)).toMatch(/^button Exact \$48\.00/);
    for (let i = 0; i < 5 && !/Add customer details/.test(await focused(page)); i++) await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toMatch(/Add customer details/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Customer' }).waitFor();
    expect(await focused(page)).toMatch(/Customer/);
    await typeInto(page, /^input Email/, 'keys@example.com');
    await typeInto(page, /^input First name/, 'Kim');
    await typeInto(page, /^input Last name/, 'Keys');
    await typeInto(page, /^input Address/, '3 Tab Street');
    await typeInto(page, /^input City/, 'Portland');
    await typeInto(page, /^input State/, 'ME');
    await typeInto(page, /^input ZIP/, '04101');
    await page.keyboard.press('Enter');

    // Shipping: pickup is chosen first, and the focus is on Continue to payment: Enter goes on.
    await page.getByRole('heading', { name: 'Shipping' }).waitFor();
    await expect.poll(() => focused(page)).toMatch(/^button Continue to payment/);
    expect(await page.getByRole('radio', { name: /In-store pickup/ }).isChecked()).toBe(true);
    // Enter from a rate continues too, as it does from the button.
    await page.getByRole('radio', { name: /In-store pickup/ }).focus();
    await page.keyboard.press('Enter');

    // Payment: cash, the Exact key first; the amount due already in the field, where Enter takes it.
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    await expect.poll(() => focused(page)).toMatch(/^button Exact \$48\.00/);
    await tabTo(page, /Amount tendered/);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('48.00');
    await page.keyboard.press('Enter');

    // Receipt: the next sale is one key away, and says which.
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    const newSale = page.getByRole('button', { name: /New sale/ });
    expect(await newSale.getAttribute('aria-keyshortcuts')).toBe('Enter');
    expect(await newSale.innerText()).toMatch(/Enter/);
    expect(await focused(page)).toMatch(/New sale/);
    const number = /Order (R\d{9})/.exec(await page.locator('main').innerText())?.[1];
    expect(number).toBeTruthy();
    await expectNoSeriousA11yViolations(page, 'Receipt');
    await page.keyboard.press('Enter');
    await search.waitFor();
    await expect.poll(() => focused(page)).toMatch(/Search products/);
    expect(await cart.innerText()).toContain('No items yet');
    const tracked = await app.runtime.calls.orders.list();
    expect(tracked.find((o) => o.number === number)).toMatchObject({ state: 'complete', paymentState: 'paid', itemCount: 2 });
  });
});
