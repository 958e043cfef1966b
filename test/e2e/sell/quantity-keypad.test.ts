/**
 * Quantities by touch on a 1024×768 counter: the product dialog's quantity and a cart line's
 * quantity each open the numeric keypad beside their box; "Set" sets it (the store's cart then
 * holds it), Esc puts it back and leaves the dialog open; the keypad lies clear of the page's
 * layout (measured), and axe finds nothing serious with it open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { expectNoSeriousA11yViolations, focused } from '../support/axe.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { productTile } from '../support/product-tile.js';

let app: RunningApp | undefined;
beforeAll(async () => {
  app = await startApp({ viewport: { width: 1024, height: 768 } });
});
afterAll(async () => {
  await app?.stop();
});

describe('quantities by touch', () => {
  it('sets the product dialog quantity and a cart line quantity with the keypad', async () => {
    const { page, runtime } = app!;
    await page.getByRole('searchbox', { name: 'Search products' }).fill('logo tee');
    await productTile(page, /Harbor Logo Tee/).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radiogroup', { name: /Size/i }).getByRole('radio', { name: 'M', exact: true }).check();
    await dialog
      .getByRole('radiogroup', { name: /Colou?r/i })
      .getByRole('radio', { name: 'Navy' })
      .check();

    // The dialog's quantity: a touch shows the keypad; Esc puts the number back and the dialog stays.
    const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.click();
    const dialogPad = page.getByRole('group', { name: 'Keypad for the quantity' });
    await dialogPad.waitFor();
    await expectCounterLayout(page, { name: 'keypad-product-1024' });
    await expectNoSeriousA11yViolations(page, 'product dialog with the quantity keypad');
    await dialogPad.getByRole('button', { name: '4', exact: true }).click();
    expect(await quantity.inputValue()).toBe('4');
    await page.keyboard.press('Escape');
    await dialogPad.waitFor({ state: 'detached' });
    expect(await quantity.inputValue()).toBe('1');
    expect(await dialog.isVisible(), 'the dialog is still open').toBe(true);

    // Set: the first digit replaces the 1; the focus stays in the box; then Add to cart adds two.
    await quantity.click();
    await dialogPad.getByRole('button', { name: '2', exact: true }).click();
    expect(await focused(page)).toMatch(/Quantity/);
    await dialogPad.getByRole('button', { name: 'Set' }).click();
    await dialogPad.waitFor({ state: 'detached' });
    expect(await quantity.inputValue()).toBe('2');
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await dialog.waitFor({ state: 'detached' });
    const cart = page.getByRole('region', { name: 'Cart' });
    const box = cart.getByRole('textbox', { name: 'Quantity of Harbor Logo Tee' });
    await expect.poll(() => box.inputValue()).toBe('2');

    // A cart line: touch the box, 3, Set: the store's cart holds three.
    await box.click();
    const linePad = page.getByRole('group', { name: 'Keypad for the quantity of Harbor Logo Tee' });
    await linePad.waitFor();
    await expectCounterLayout(page, { name: 'keypad-cart-line-1024' });
    await expectNoSeriousA11yViolations(page, 'cart with a line quantity keypad');
    await linePad.getByRole('button', { name: '3', exact: true }).click();
    await linePad.getByRole('button', { name: 'Set' }).click();
    await linePad.waitFor({ state: 'detached' });
    await expect.poll(async () => (await runtime.calls.sale.current())?.lineItems[0]?.quantity).toBe(3);
    await expect.poll(() => cart.innerText()).toContain('$72.00');

    // Esc puts the line's box back; nothing is sent.
    await box.click();
    await linePad.getByRole('button', { name: '9', exact: true }).click();
    expect(await box.inputValue()).toBe('9');
    await page.keyboard.press('Escape');
    await linePad.waitFor({ state: 'detached' });
    expect(await box.inputValue()).toBe('3');
    expect((await runtime.calls.sale.current())?.lineItems[0]?.quantity).toBe(3);
  });
});
