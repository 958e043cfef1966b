/** The theme as a person sets it: the header's switch, then the page is waited on until it shows it. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const current = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  if (current !== theme) await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}
