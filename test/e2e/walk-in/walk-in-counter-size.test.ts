/**
 * The walk-in pickup step and the cash keys on a 1024×768 touch screen, in both themes: the keys
 * and the customer-detail buttons are at least 44 px each way, sit inside the payment card and
 * never over each other, and axe finds nothing serious.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { expectNoSeriousA11yViolations, focused } from '../support/axe.js';

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

async function boxesOf(locator: Locator): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const one of await locator.all()) {
    const box = await one.boundingBox();
    expect(box, 'shown').not.toBeNull();
    boxes.push(box!);
  }
  return boxes;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Box, outer: Box) =>
  a.x >= outer.x - 0.5 && a.y >= outer.y - 0.5 && a.x + a.width <= outer.x + outer.width + 0.5 && a.y + a.height <= outer.y + outer.height + 0.5;

async function expectTouchTargetsApart(page: Page, buttons: Locator, container: Locator, where: string) {
  const boxes = await boxesOf(buttons);
  expect(boxes.length, where).toBeGreaterThan(1);
  const outer = (await container.boundingBox())!;
  for (const [i, box] of boxes.entries()) {
    expect(box.height, `${where}: height of button ${i}`).toBeGreaterThanOrEqual(44);
    expect(box.width, `${where}: width of button ${i}`).toBeGreaterThanOrEqual(44);
    expect(inside(box, outer), `${where}: button ${i} inside its card`).toBe(true);
    for (const other of boxes.slice(i + 1)) expect(overlap(box, other), `${where}: buttons apart`).toBe(false);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${where}: no sideways scroll`).toBe(true);
}

describe('the walk-in sale at 1024×768', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`fits the walk-in payment step (its pickup note and the cash keys), ${theme} theme`, async () => {
      const page = app!.page;
      if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      const search = page.getByRole('searchbox', { name: 'Search products' });
      await search.click();
      await page.keyboard.type('stoneware', { delay: 45 });
      await expect.poll(() => page.locator('.result-count').innerText()).toBe('1 product');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('region', { name: 'Cart' }).innerText()).toContain('Stoneware Coffee Mug');
      // A walk-in pickup: F9 opens Payment, its pickup note (ship or add details) above the cash keys.
      await page.keyboard.press('F9');
      await expect.poll(() => focused(page)).toMatch(/^button Exact/);
      await expectTouchTargetsApart(page, page.locator('.walk-in-actions button'), page.locator('.checkout .card'), `pickup note, ${theme}`);
      await expectNoSeriousA11yViolations(page, `Walk-in payment step at 1024×768, ${theme} theme`);
      await expectTouchTargetsApart(page, page.locator('.cash-keys button'), page.locator('.checkout .card'), `cash keys, ${theme}`);
      await expectNoSeriousA11yViolations(page, `Cash keys at 1024×768, ${theme} theme`);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Receipt' }).waitFor();
      await page.keyboard.press('Enter');
      await search.waitFor();
    });
  }
});
