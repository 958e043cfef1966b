/**
 * The browser host's demo store runs in a Node child of its own; when that child is killed in
 * the middle of a sale, the store is started again at the same address and every screen says so
 * (at counter size, light and dark, measured and checked by axe), the connection comes back, and
 * the sale in the cart is finished as a clerk finishes it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStoreInChildProcess, type DemoStoreChild } from '../../../electron/till/embedded-store/demo-store-link.js';
import { forkDemoStore } from '../../../electron/web-host/demo-store-child.js';
import { startApp, type RunningApp } from '../support/app.js';
import { expectNoSeriousA11yViolations, focused } from '../support/axe.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { startSale } from '../support/walk-in.js';

let app: RunningApp;
const children: DemoStoreChild[] = [];

beforeAll(async () => {
  const fork = forkDemoStore();
  app = await startApp({
    viewport: { width: 1024, height: 768 },
    startDemoStore: demoStoreInChildProcess(() => {
      const child = fork();
      children.push(child);
      return child;
    }),
  });
});

afterAll(async () => {
  await app?.stop();
});

async function useTheme(page: Page, theme: 'light' | 'dark') {
  const current = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  if (current !== theme) await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}

describe('the demo store stops in the middle of the day', () => {
  it('is started again, the clerk reads so on every screen, and the till sells on', async () => {
    const { page } = app;
    // A sale in progress: a mug in the cart.
    await startSale(page);
    await page.keyboard.type('stoneware', { delay: 45 });
    await expect.poll(() => page.locator('.result-count').innerText()).toBe('1 product');
    await page.keyboard.press('Enter');
    const cart = page.getByRole('region', { name: 'Cart' });
    await expect.poll(() => cart.innerText()).toMatch(/Stoneware Coffee Mug[\s\S]*\$22\.00/);

    expect(children).toHaveLength(1);
    expect(children[0]!.pid).not.toBe(process.pid);
    process.kill(children[0]!.pid!, 'SIGKILL');

    const banner = page.getByRole('alert').filter({ hasText: 'The demo store stopped unexpectedly' });
    await expect.poll(() => banner.innerText(), { timeout: 30_000 }).toMatch(/was started again \(restart 1 of 3\)\. Check the sale in progress/);
    await expect.poll(() => page.getByRole('banner').innerText(), { timeout: 30_000 }).toMatch(/Online/);
    expect(children).toHaveLength(2);

    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await expectCounterLayout(page, { name: `1024x768-${theme}-demo-store-restarted` });
    }
    await expectNoSeriousA11yViolations(page, 'Sell with the demo store restarted');

    // The sale goes on at the store that was started again: F9 (a walk-in pickup: Payment), Enter on Exact.
    await page.keyboard.press('F9');
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    await expect.poll(() => focused(page)).toBe('button Exact $22.00');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    expect(await page.locator('.receipt').innerText()).toMatch(/Order R\d{9}/);
  });
});
