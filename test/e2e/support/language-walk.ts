/**
 * Walking the till in a language as its reader does: the till's language set (as a manager does
 * in Settings → Languages) and the page opened again in it, and the main screens reached by their
 * names in that language.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AppLocale } from '../../../shared/i18n/locales.js';
import type { RunningApp } from './app.js';
import { say } from './catalogue-words.js';

export const SCREENS = ['sell', 'returns', 'orders', 'settings', 'customer', 'store', 'shift', 'reports', 'labels', 'stock'] as const;

/** `text` as a regular expression that matches it literally. */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The till's language (and the store's, null for its own) set, and the page opened again in it, mirrored for Arabic. */
export async function tillIn(app: RunningApp, locale: AppLocale, store: AppLocale | null = null): Promise<Page> {
  const { page, runtime } = app;
  await runtime.calls.language.set('till', null, locale);
  await runtime.calls.language.set('store', null, store);
  await page.reload();
  await page.getByRole('navigation', { name: say(locale, 'app.shell.mainNav') }).waitFor();
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([locale, locale === 'ar' ? 'rtl' : 'ltr']);
  return page;
}

/** A main screen by its button in the navigation, once what it reads from the store is in. */
export async function go(page: Page, locale: AppLocale, screen: (typeof SCREENS)[number]): Promise<void> {
  const nav = page.getByRole('navigation', { name: say(locale, 'app.shell.mainNav') });
  const button = nav.getByRole('button', { name: new RegExp(`^${escaped(say(locale, `app.nav.${screen}`))}( F\\d+)?$`) });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-current')).toBe('page');
  // What the screen reads from the store is in; nothing says it is still loading.
  await expect
    .poll(() => page.locator('main [role="status"]').evaluateAll((els) => els.filter((e) => /…$/.test(e.textContent ?? '')).length), { timeout: 15_000 })
    .toBe(0);
}
