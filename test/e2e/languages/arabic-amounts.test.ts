/**
 * Amounts in Arabic, right to left, at a counter's 1024×768: each amount on the Sell screen (a
 * line's price, the cart's total) and at payment (the amount due inside its sentence, the exact
 * cash key) is drawn as one left-to-right unit, its digits left to right and "US$" after them,
 * never "$US 22.00" with the "$" carried to the far side of the digits. Measured where the page
 * draws each glyph (DOM ranges' client rects), as a reader sees it; the receipt on screen too. The
 * isolates stay on screen: the sale leaves none in the till's files, the store's or the CSV.
 * And a barcode typed at a
 * scanner's pace into the Sell search, in Arabic and in Spanish, adds its product once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import { DB_FILE } from '../../../electron/demo-store/db/database.js';
import { CATALOG_FILE } from '../../../electron/till/catalog/catalog-sync.js';
import { JOURNAL_FILE } from '../../../electron/till/shift/till-journal.js';
import { DEMO_STORE_FOLDER } from '../../../electron/till/store/store-target.js';
import type { AppLocale } from '../../../shared/i18n/locales.js';
import { zoneDate } from '../../../shared/reports/time-zone.js';
import { MEASURING_BUDGET, startApp, type RunningApp } from '../support/app.js';
import { say } from '../support/catalogue-words.js';
import { scanAtPace } from '../support/scanner.js';

let app: RunningApp | undefined;

beforeAll(async () => {
  app = await startApp({ viewport: { width: 1024, height: 768 }, demoStore: { rateLimit: false }, rateLimit: MEASURING_BUDGET });
});
afterAll(async () => {
  await app?.stop();
});

const BIDI_CONTROL = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;

/** What holds a bidi control among the till's text files (journal, log, settings, staff), its catalogue and the demo store's database. */
function keptWithBidiControls(dataDir: string): string[] {
  const found: string[] = [];
  const texts = [JOURNAL_FILE, 'settings.json', 'staff.json', ...readdirSync(path.join(dataDir, 'logs')).map((log) => path.join('logs', log))];
  for (const file of texts) if (BIDI_CONTROL.test(readFileSync(path.join(dataDir, file), 'utf8'))) found.push(file);
  for (const file of [CATALOG_FILE, path.join(DEMO_STORE_FOLDER, DB_FILE)]) {
    const db = new Database(path.join(dataDir, file), { readonly: true, fileMustExist: true });
    try {
      for (const { name } of db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]) {
        const rows = db.prepare(`SELECT * FROM "${name}"`).raw().all() as unknown[][];
        if (rows.some((row) => row.some((value) => typeof value === 'string' && BIDI_CONTROL.test(value)))) found.push(`${file}: ${name}`);
      }
    } finally {
      db.close();
    }
  }
  return found;
}

/** The till and the store in `locale`, an empty sale, and the page opened again on Sell. */
async function sellIn(locale: AppLocale): Promise<Page> {
  const { page, runtime } = app!;
  await runtime.calls.language.set('till', null, locale);
  await runtime.calls.language.set('store', null, locale);
  await runtime.calls.sale.discard();
  await page.reload();
  await page.getByRole('navigation', { name: say(locale, 'app.shell.mainNav') }).waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
  await page.getByRole('searchbox', { name: say(locale, 'sell.search.label') }).waitFor();
  return page;
}

/** Where the page draws an amount's digits and its "$", each glyph's middle from the left, in the order the text holds them. */
async function glyphsOf(amount: Locator): Promise<{ text: string; digits: number[]; dollars: number[] }> {
  return amount.evaluate((element) => {
    const digits: number[] = [];
    const dollars: number[] = [];
    const range = document.createRange();
    const walk = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        if (!/[0-9$]/.test(text[i]!)) continue;
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        (text[i] === '$' ? dollars : digits).push(rect.left + rect.width / 2);
      }
    }
    return { text: element.textContent ?? '', digits, dollars };
  });
}

/** The amount reads left to right as one unit: its digits from left to right, the "$" of "US$" to the right of them all. */
async function expectReadsLeftToRight(amount: Locator, what: string): Promise<void> {
  const { text, digits, dollars } = await glyphsOf(amount);
  const shown = `${what}: ${JSON.stringify(text)}`;
  expect(digits.length, shown).toBeGreaterThanOrEqual(3);
  expect(dollars, shown).toHaveLength(1);
  for (let i = 1; i < digits.length; i++) expect(digits[i]!, `${shown}, digit ${i}`).toBeGreaterThan(digits[i - 1]!);
  expect(dollars[0]!, `${shown}, the "$"`).toBeGreaterThan(Math.max(...digits));
}

describe('amounts in Arabic, right to left', () => {
  it('draws the cart’s line price and total, the amount due at payment and the receipt’s amounts, digits first and "US$" after them', async () => {
    const page = await sellIn('ar');
    await page.getByRole('searchbox', { name: say('ar', 'sell.search.label') }).fill('stoneware');
    await expect
      .poll(() => page.locator('.result-count').innerText())
      .toBe(say('ar', 'sell.results.summary', { count: 1, inTaxon: 'no', taxon: '', filtered: 'no', filters: 0 }));
    await page.keyboard.press('Enter');
    const cart = page.getByRole('region', { name: say('ar', 'sell.cart.title') });
    await expect.poll(() => cart.innerText()).toContain('Stoneware Coffee Mug');
    await expect.poll(() => cart.locator('.line-total').first().innerText()).toMatch(/22\.00/);
    await expectReadsLeftToRight(cart.locator('.line-total').first(), 'the line’s price');
    await expectReadsLeftToRight(cart.locator('.grand-total dd'), 'the cart’s total');

    await page.keyboard.press('F9');
    await page.getByRole('heading', { name: say('ar', 'checkout.payment.title') }).waitFor();
    // The amount inside its sentence ("المبلغ المستحق 22.00 US$") and on the exact cash key.
    await expectReadsLeftToRight(page.locator('.pay-total'), 'the amount due');
    await expectReadsLeftToRight(page.locator('.cash-key').first(), 'the exact cash key');

    // Paid exactly: the receipt on screen, in the store's Arabic, its total and change the same way.
    await page.locator('.cash-key').first().click();
    const receipt = page.getByRole('article');
    await receipt.locator('.grand-total dd').waitFor();
    expect(await receipt.getAttribute('dir')).toBe('rtl');
    await expectReadsLeftToRight(receipt.locator('.grand-total dd'), 'the receipt’s total');
    await expectReadsLeftToRight(receipt.locator('tbody td.num').last(), 'the receipt’s line');

    // The isolates are the screen's alone: the journal, the store's records and the orders CSV have none.
    const { runtime, dataDir } = app!;
    expect(keptWithBidiControls(dataDir)).toEqual([]);
    await runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
    const today = zoneDate(Date.now(), (await runtime.calls.app.info()).timeZone);
    const csv = (await runtime.calls.reports.exportCsv({ kind: 'day', date: today }, 'orders')).csv!;
    expect(csv).toContain('22.00');
    expect(csv).not.toMatch(BIDI_CONTROL);
  });
});

describe('a barcode typed at a scanner’s pace into the Sell search', () => {
  for (const locale of ['ar', 'es'] as const) {
    it(`adds its product once in ${locale === 'ar' ? 'Arabic' : 'Spanish'}`, async () => {
      const { runtime } = app!;
      const match = await runtime.calls.catalog.lookupCode('HP-TEE-001-NAV-M');
      const barcode = match!.product.variants.find((v) => v.id === match!.variantId)!.barcode!;
      const page = await sellIn(locale);
      const search = page.getByRole('searchbox', { name: say(locale, 'sell.search.label') });
      await search.click();
      // Its keys 5 ms apart, then Enter, as a keyboard-wedge scanner types them.
      await scanAtPace(page, barcode, 5);
      const cart = page.getByRole('region', { name: say(locale, 'sell.cart.title') });
      await expect.poll(() => cart.innerText()).toContain('Harbor Logo Tee');
      // Whatever else the page does with the Enter has had its turn with the store.
      await page.waitForTimeout(1_500);
      await expect.poll(async () => (await runtime.calls.sale.current())?.lineItems.map((l) => l.quantity)).toEqual([1]);
      expect(await search.inputValue()).toBe('');
      expect(await cart.locator('.line-total').count()).toBe(1);
    });
  }
});
