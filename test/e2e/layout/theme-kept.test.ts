/**
 * The theme a clerk chooses with the header's switch is the till's: the app started again on the
 * same data folder opens in it, its first frame already dark (the page is served in it; never
 * light first), and the choice is kept in the till's settings, not in the page.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-theme-kept-'));
let app: RunningApp | undefined;

afterAll(async () => {
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The page's theme in its first frame (before any of the app's scripts has run) and when the app's
 * first screen was put in the page, recorded by the browser from the document's start.
 */
const THEME_AT_FIRST_FRAME = `(() => {
  const theme = () => document.documentElement?.dataset.theme ?? 'none';
  requestAnimationFrame(() => (window.__themeAtFirstFrame = theme()));
  new MutationObserver((records, observer) => {
    const root = document.getElementById('root');
    if (root && root.childElementCount > 0) {
      window.__themeAtFirstRender = theme();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

const recorded = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __themeAtFirstFrame?: string; __themeAtFirstRender?: string };
    return { firstFrame: w.__themeAtFirstFrame, firstRender: w.__themeAtFirstRender };
  });

it('opens the till again in the theme chosen on it, from its first frame', async () => {
  app = await startApp({ dataDir, viewport: { width: 1024, height: 768 } });
  const toDark = app.page.getByRole('button', { name: 'Switch to dark theme' });
  await toDark.click();
  await expect.poll(() => app!.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  const kept = () => (JSON.parse(readFileSync(path.join(dataDir, 'settings.json'), 'utf8')) as { till?: { theme?: string } }).till?.theme;
  await expect.poll(kept).toBe('dark');
  await app.stop();

  app = await startApp({ dataDir, viewport: { width: 1024, height: 768 } });
  const { page } = app;
  await page.addInitScript(THEME_AT_FIRST_FRAME);
  await page.reload();
  await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
  expect(await recorded(page)).toEqual({ firstFrame: 'dark', firstRender: 'dark' });

  // Back to light, kept as well.
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
  expect(await recorded(page)).toEqual({ firstFrame: 'light', firstRender: 'light' });
});
