/**
 * The till in every language it ships and in the pseudo-locale, at a counter's 1024×768, with one
 * till and one browser: every screen laid out (no overlap, no clipping, 44 px targets, no page
 * scroll) and accessible in each, Arabic mirrored right to left; a walk-in sale rung up by keys
 * in Spanish and in Arabic; and the receipt in the store's language while the screen is in the
 * clerk's. Every name is what a reader of that language sees (the app's own catalogues).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_NAMES, type AppLocale } from '../../../shared/i18n/locales.js';
import { MEASURING_BUDGET, startApp, type RunningApp } from '../support/app.js';
import { expectNoSeriousA11yViolations, focused } from '../support/axe.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { say } from '../support/catalogue-words.js';
import { storeOwnNames, unfencedEnglish } from '../support/unfenced-english.js';
import { escaped, go, SCREENS, tillIn } from '../support/language-walk.js';

let app: RunningApp | undefined;
/** What the store itself names (products, categories, the store): its own words, never the catalogue's. */
let storeNames: string[] = [];

beforeAll(async () => {
  // Several sales and every screen four times: more requests than one store allows a till a
  // minute; the request limit is tested where it is the point.
  app = await startApp({ viewport: { width: 1024, height: 768 }, demoStore: { rateLimit: false }, rateLimit: MEASURING_BUDGET });
  storeNames = await storeOwnNames(app);
});
afterAll(async () => {
  await app?.stop();
});

describe('the till in each language at 1024×768', () => {
  for (const locale of ['es', 'de', 'ar', 'en-XA'] as const) {
    it(`lays out every screen in ${LOCALE_NAMES[locale]}, accessible, with no English left on it`, async () => {
      const page = await tillIn(app!, locale);
      // A product's dialog, its choices and keypad in the language, then every screen.
      await go(page, locale, 'sell');
      await page.locator('.product-card').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await expectCounterLayout(page, { name: `language-${locale}-product` });
      await expectNoSeriousA11yViolations(page, `a product in ${locale}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      for (const screen of SCREENS) {
        await go(page, locale, screen);
        await expectCounterLayout(page, { name: `language-${locale}-${screen}` });
        await expectNoSeriousA11yViolations(page, `${screen} in ${locale}`);
        if (screen === 'shift') {
          // A note's or coin's name that wraps (the pseudo-locale's longer words) keeps its row a touch row, not two.
          const rows = await page.locator('.denominations tbody tr').evaluateAll((trs) => trs.map((tr) => Math.round(tr.getBoundingClientRect().height)));
          expect(rows.length, 'the float is counted by note and coin').toBeGreaterThan(0);
          expect(rows.filter((height) => height > 64)).toEqual([]);
        }
        if (locale === 'en-XA') {
          // Every sentence the pseudo-locale shows is fenced: an unfenced one was left out of the catalogue.
          const unfenced = await unfencedEnglish(page, storeNames);
          expect(unfenced, `${screen}: words outside the catalogue`).toEqual([]);
        }
      }
    });
  }
});

/** A walk-in sale by keys (search, Enter, F9, Enter on Exact), answering the receipt's text. */
async function walkInMugByKeys(page: Page, locale: AppLocale): Promise<string> {
  await go(page, locale, 'sell');
  const search = page.getByRole('searchbox');
  await search.waitFor();
  if (!/searchbox|search/i.test(await focused(page))) await page.keyboard.press('/');
  await page.keyboard.type('stoneware', { delay: 45 });
  await expect
    .poll(() => page.locator('.result-count').innerText())
    .toBe(say(locale, 'sell.results.summary', { count: 1, inTaxon: 'no', taxon: '', filtered: 'no', filters: 0 }));
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('region', { name: say(locale, 'sell.cart.title') }).innerText()).toContain('Stoneware Coffee Mug');
  await page.keyboard.press('F9');
  await page.getByRole('heading', { name: say(locale, 'checkout.payment.title') }).waitFor();
  await expectCounterLayout(page, { name: `language-${locale}-payment` });
  await expectNoSeriousA11yViolations(page, `Payment in ${locale}`);
  await expect
    .poll(() => focused(page))
    .toMatch(new RegExp(`^button ${escaped(say(locale, 'checkout.cashKeys.exact', { amount: 'AMOUNT' })).replace('AMOUNT', '.+')}$`));
  await page.keyboard.press('Enter');
  const receipt = page.locator('.receipt');
  await receipt.waitFor();
  return receipt.innerText();
}

describe('a walk-in sale in another language', () => {
  it('is rung up by keys in Spanish, the receipt in Spanish with Spanish amounts', async () => {
    const page = await tillIn(app!, 'es', 'es');
    const receipt = await walkInMugByKeys(page, 'es');
    expect(receipt).toContain(say('es', 'receipt.paper.title'));
    expect(receipt).toMatch(/22,00\s?US\$/);
    await expectCounterLayout(page, { name: 'language-es-receipt' });
  });

  it('is rung up by keys in Arabic, mirrored, the amounts in Latin digits', async () => {
    const page = await tillIn(app!, 'ar', 'ar');
    const receipt = await walkInMugByKeys(page, 'ar');
    expect(receipt).toContain(say('ar', 'receipt.paper.title'));
    expect(receipt).toMatch(/22\.00/);
    // Mirrored: the navigation is at the window's right, the cart's column at its left.
    await go(page, 'ar', 'sell');
    const navBox = await page.getByRole('navigation', { name: say('ar', 'app.shell.mainNav') }).boundingBox();
    expect(navBox!.x).toBeGreaterThan(1024 / 2);
    await expectCounterLayout(page, { name: 'language-ar-sell-after-sale' });
  });

  it('prints the receipt in the store’s language while the screen is in the clerk’s', async () => {
    const page = await tillIn(app!, 'de', 'es');
    const receipt = await walkInMugByKeys(page, 'de');
    expect(receipt).toContain(say('es', 'receipt.paper.title'));
    expect(receipt).not.toContain(say('de', 'receipt.paper.title'));
    // The screen around it stays German.
    await page
      .getByRole('navigation', { name: say('de', 'app.shell.mainNav') })
      .getByRole('button', { name: new RegExp(`^${say('de', 'app.nav.orders')}`) })
      .waitFor();
  });
});
