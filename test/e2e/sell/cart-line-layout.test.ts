/**
 * The cart on a 1024×768 touch screen: each line's name, quantity box, steppers, remove button
 * and amount sit side by side or one under another, never over each other; the name and options
 * are not cut off; the controls are at least 44 px each way; the Sell screen starts at the top of
 * the window (no empty space above it), and a refusal in the cart leaves the line in view.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { productTile } from '../support/product-tile.js';

let app: RunningApp | undefined;
beforeAll(async () => {
  app = await startApp({ viewport: { width: 1024, height: 768 } });
});
afterAll(async () => {
  await app?.stop();
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'shown').not.toBeNull();
  return box!;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Box, outer: Box) =>
  a.x >= outer.x - 0.5 && a.y >= outer.y - 0.5 && a.x + a.width <= outer.x + outer.width + 0.5 && a.y + a.height <= outer.y + outer.height + 0.5;

async function addTee(page: Page, size: string) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill('logo tee');
  await productTile(page, /Harbor Logo Tee/).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radiogroup', { name: /Size/i }).getByRole('radio', { name: size, exact: true }).check();
  await dialog
    .getByRole('radiogroup', { name: /Colou?r/i })
    .getByRole('radio', { name: 'Navy' })
    .check();
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Every part of every cart line: inside its line, clear of the others, not cut off, big enough to touch. */
async function expectLinesLaidOut(page: Page) {
  const cart = page.getByRole('region', { name: 'Cart' });
  const lines = cart.getByRole('listitem');
  const count = await lines.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const line = lines.nth(i);
    const name = (await line.locator('.line-name').innerText()).trim();
    const parts: [string, Locator][] = [
      ['name', line.locator('.line-main')],
      ['quantity box', line.getByRole('textbox', { name: `Quantity of ${name}` })],
      ['decrease', line.getByRole('button', { name: `Decrease quantity of ${name}` })],
      ['increase', line.getByRole('button', { name: `Increase quantity of ${name}` })],
      ['amount', line.locator('.line-total')],
      ['remove', line.getByRole('button', { name: `Remove ${name}` })],
    ];
    const lineBox = await boxOf(line);
    const boxes: [string, Box][] = [];
    for (const [what, locator] of parts) boxes.push([what, await boxOf(locator)]);
    for (const [what, box] of boxes) expect(inside(box, lineBox), `${what} of line ${i + 1} inside its line`).toBe(true);
    for (let a = 0; a < boxes.length; a++) {
      for (let b = a + 1; b < boxes.length; b++) {
        expect(overlap(boxes[a]![1], boxes[b]![1]), `${boxes[a]![0]} and ${boxes[b]![0]} of line ${i + 1} apart`).toBe(false);
      }
    }
    for (const [what, box] of boxes.filter(([w]) => ['quantity box', 'decrease', 'increase', 'remove'].includes(w))) {
      expect(box.width, `${what} wide enough to touch`).toBeGreaterThanOrEqual(44);
      expect(box.height, `${what} tall enough to touch`).toBeGreaterThanOrEqual(44);
    }
    // Nothing of the name, options or price each is cut off.
    const clipped = await line
      .locator('.line-main, .line-main > *')
      .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1).map((el) => el.textContent));
    expect(clipped, `nothing cut off in line ${i + 1}`).toEqual([]);
    // A name is not broken into one word a line.
    expect((await boxOf(line.locator('.line-name'))).height, 'the name on one or two lines').toBeLessThan(44);
  }
}

describe('the cart at 1024×768', () => {
  it('lays its lines out without overlap, with controls big enough to touch, also under a refusal', async () => {
    const { page } = app!;
    // The Sell screen starts right under the header: nothing above the search box but the bar.
    const search = await boxOf(page.getByRole('searchbox', { name: 'Search products' }));
    expect(search.y).toBeLessThan(120);

    await addTee(page, 'M');
    await addTee(page, 'L');
    const cart = page.getByRole('region', { name: 'Cart' });
    await expect.poll(() => cart.getByRole('listitem').count()).toBe(2);
    await expectLinesLaidOut(page);

    // A quantity the store cannot fill: its words at the top of the cart, the lines still in view.
    const box = cart.getByRole('textbox', { name: /^Quantity of/ }).first();
    await box.fill('9999');
    await box.press('Enter');
    await cart
      .getByRole('alert')
      .filter({ hasText: /not available/ })
      .waitFor();
    await expectLinesLaidOut(page);
    // The line the refusal is about stays in view; the next one is reached by scrolling the list.
    const list = await boxOf(cart.getByRole('list'));
    expect(inside(await boxOf(cart.getByRole('listitem').nth(0)), list), 'line 1 in view').toBe(true);
    await cart.getByRole('listitem').nth(1).scrollIntoViewIfNeeded();
    expect(inside(await boxOf(cart.getByRole('listitem').nth(1)), await boxOf(cart.getByRole('list'))), 'line 2 in view after scrolling').toBe(true);
    await expectNoSeriousA11yViolations(page, 'Sell screen at 1024×768 with a refusal in the cart');

    // The same in the dark theme: the same layout, and contrast still enough.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expectLinesLaidOut(page);
    await expectNoSeriousA11yViolations(page, 'Sell screen at 1024×768 with a refusal in the cart, dark theme');
  });
});
