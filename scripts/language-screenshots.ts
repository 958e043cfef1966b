/**
 * `npx tsx scripts/language-screenshots.ts`: the README's screenshots of the till in other
 * languages, from the real app at 1024×768 (browser host, embedded demo store, Chromium): Sell in
 * Spanish and in Arabic (mirrored), a receipt in the store's Spanish on a German screen, and
 * Settings → Languages.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppLocale } from '../shared/i18n/locales.js';
import { startApp } from '../test/e2e/support/app.js';
import { say } from '../test/e2e/support/catalogue-words.js';

const out = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const app = await startApp({ viewport: { width: 1024, height: 768 } });
const { page, runtime } = app;
const shot = (name: string) => page.screenshot({ path: path.join(out, `${name}.png`) });

async function tillIn(locale: AppLocale, store: AppLocale | null = null) {
  await runtime.calls.language.set('till', null, locale);
  await runtime.calls.language.set('store', null, store);
  await page.reload();
  await page.getByRole('navigation', { name: say(locale, 'app.shell.mainNav') }).waitFor();
  await page.locator('.product-card').first().waitFor();
  await page.waitForTimeout(300);
}

try {
  await tillIn('es');
  await shot('sell-es');
  await tillIn('ar');
  await shot('sell-ar');

  // A German screen in a Spanish store: the receipt is the store's, the buttons the clerk's.
  await tillIn('de', 'es');
  await page.getByRole('searchbox').click();
  await page.keyboard.type('stoneware', { delay: 45 });
  await page.locator('.result-count').filter({ hasText: /^1 / }).waitFor();
  await page.keyboard.press('Enter');
  await page.locator('.cart-line').first().waitFor();
  await page.keyboard.press('F9');
  await page.getByRole('heading', { name: say('de', 'checkout.payment.title') }).waitFor();
  await page.keyboard.press('Enter');
  await page.locator('.receipt').waitFor();
  await page.waitForTimeout(300);
  await shot('receipt-store-language');
  await page.keyboard.press('Enter');

  await page.keyboard.press('F3');
  await page.locator('#languages-title').evaluate((h) => h.closest('section')?.scrollIntoView({ block: 'start' }));
  await page.waitForTimeout(300);
  await shot('settings-languages');
  await tillIn('en');
} finally {
  await app.stop();
}
console.info(`screenshots in ${out}`);
