/**
 * The dialogs and steps of the till in each language it ships and in the pseudo-locale, at a
 * counter's 1024×768, with one till and one browser: in each language a round as a clerk and a
 * manager walk it (every name the one that language's reader sees) opens the shift, opens the
 * filters over the products, parks a sale and resumes it from the parked carts, takes it through
 * checkout's customer and shipping steps to its receipt, opens an order in full, lets a clerk sell
 * a walk-in a mug and take it back without a receipt (the walk-in sales found, the line chosen, a
 * manager's approval, the refund's choice, the return receipt) and closes the shift. Each is laid out (no
 * overlap, no clipping, 44 px targets, no page scroll) and accessible, Arabic mirrored; in the
 * pseudo-locale every sentence on it comes from the catalogue.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import { LOCALE_NAMES, type AppLocale } from '../../../shared/i18n/locales.js';
import { TEST_MANAGER } from '../../support/till/test-staff.js';
import { MEASURING_BUDGET, startApp, type RunningApp } from '../support/app.js';
import { expectNoSeriousA11yViolations, focused } from '../support/axe.js';
import { say } from '../support/catalogue-words.js';
import { escaped, go, tillIn } from '../support/language-walk.js';
import { expectCounterLayout } from '../support/layout-check.js';
import { filterNames, storeOwnNames, unfencedEnglish } from '../support/unfenced-english.js';
import { placeWebOrder } from '../support/web-order.js';

const CLERK = { name: 'Nora Clerk', pin: '5858' };
const TEE = 'Harbor Logo Tee';
const MUG = 'Stoneware Coffee Mug';
const CUSTOMER = { firstName: 'Robin', lastName: 'Counter', address: '12 Wharf Street', city: 'Portland', state: 'ME', zip: '04101' };

let app: RunningApp | undefined;
/** What the store and the customer name: their own words, never the catalogue's. */
let ownNames: string[] = [];

beforeAll(async () => {
  // A sale and a return in each of four rounds: more requests a minute than one store allows a
  // till; the request limit is tested where it is the point.
  app = await startApp({ viewport: { width: 1024, height: 768 }, demoStore: { rateLimit: false }, rateLimit: MEASURING_BUDGET });
  const { calls } = app.runtime;
  // Returns go through the store's admin client; a clerk's return without a receipt asks a manager.
  await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
  await calls.staff.add({ name: CLERK.name, role: 'staff', pin: CLERK.pin });
  // An order from the web on the Orders screen from the start, to open in full.
  const web = await placeWebOrder(app.runtime.storeUrl, 'harbor-logo-tee', 1);
  await calls.orders.lookup(web.number, web.token);
  ownNames = await storeOwnNames(app);
  addOwnNames([`${CUSTOMER.firstName} ${CUSTOMER.lastName}`, CUSTOMER.address, CUSTOMER.city]);
});
afterAll(async () => {
  await app?.stop();
});

/** A message's words as a pattern, each of its `placeholders` standing for any text. */
function sayPattern(locale: AppLocale, id: string, placeholders: string[], anchored = true): RegExp {
  const marked = Object.fromEntries(placeholders.map((key) => [key, `\uE000${key}\uE000`]));
  const text = say(locale, id, marked);
  const pattern = escaped(text).replace(/\uE000\w+\uE000/g, '.+');
  return new RegExp(anchored ? `^${pattern}$` : pattern);
}

/** What the page shows now, measured: its layout, its accessibility and, in the pseudo-locale, no words outside the catalogue. */
async function measure(page: Page, locale: AppLocale, what: string): Promise<void> {
  await expectCounterLayout(page, { name: `language-${locale}-${what}` });
  await expectNoSeriousA11yViolations(page, `${what} in ${locale}`);
  if (locale === 'en-XA') expect(await unfencedEnglish(page, ownNames), `${what}: words outside the catalogue`).toEqual([]);
}

/** More of the store's own words, met on the way. */
function addOwnNames(names: string[]): void {
  ownNames = [...new Set([...ownNames, ...names])].sort((a, b) => b.length - a.length);
}

const twentyNotes = (locale: AppLocale) => say(locale, 'shift.count.name', { label: '$20', kind: 'note' });

/** The manager opens the shift on the Shift screen with five $20 notes: its float, then its X report. */
async function openShift(page: Page, locale: AppLocale): Promise<void> {
  await go(page, locale, 'shift');
  const float = page.getByRole('group', { name: say(locale, 'shift.openShift.float') });
  await float.getByLabel(twentyNotes(locale), { exact: true }).fill('5');
  await measure(page, locale, 'shift-open');
  await page
    .getByRole('main')
    .getByRole('button', { name: say(locale, 'shift.openShift.open'), exact: true })
    .click();
  await page.getByRole('heading', { name: say(locale, 'shift.reportView.xReport') }).waitFor();
  await measure(page, locale, 'shift-x-report');
}

/** Below 1200 px the filters open over the products: the panel takes the focus, Esc gives it back to its toggle. */
async function filtersPanel(page: Page, locale: AppLocale): Promise<void> {
  await go(page, locale, 'sell');
  const toggle = page.getByRole('button', { name: say(locale, 'sell.results.filters', { count: 0 }), exact: true });
  const side = page.getByRole('complementary', { name: say(locale, 'sell.side.label') });
  expect(await side.isVisible(), 'filters folded away').toBe(false);
  await toggle.click();
  await side.getByRole('button', { name: say(locale, 'sell.side.close') }).waitFor();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await expect.poll(() => focused(page), { message: 'the open panel has the focus' }).toBe(`button ${say(locale, 'sell.side.close')}`);
  // Its colours, sizes and materials are the store's words.
  addOwnNames(await filterNames(app!));
  await measure(page, locale, 'sell-filters');
  await page.keyboard.press('Escape');
  await side.waitFor({ state: 'hidden' });
  await expect.poll(() => focused(page)).toBe(`button ${say(locale, 'sell.results.filters', { count: 0 })}`);
}

/** Searches the tee, picks size M in navy (the store's own names) and adds it to the cart. */
async function addTee(page: Page, locale: AppLocale): Promise<void> {
  await page.getByRole('searchbox', { name: say(locale, 'sell.search.label') }).fill('logo tee');
  await page
    .getByRole('list', { name: say(locale, 'sell.grid.products') })
    .getByRole('button', { name: new RegExp(TEE) })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'M', exact: true }).check();
  await dialog.getByRole('radio', { name: 'Navy', exact: true }).check();
  await dialog.getByRole('button', { name: say(locale, 'sell.product.addToCart') }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByRole('region', { name: say(locale, 'sell.cart.title') }).innerText()).toContain(TEE);
}

/** A tee parked (F7) under a label, then resumed from the parked carts (F8). */
async function parkAndResume(page: Page, locale: AppLocale): Promise<void> {
  await addTee(page, locale);
  await page.keyboard.press('F7');
  const park = page.getByRole('dialog', { name: say(locale, 'parked.park.title') });
  const label = park.getByLabel(say(locale, 'parked.park.label'));
  await expect.poll(() => focused(page), { message: 'the label has the focus' }).toMatch(new RegExp(`^input ${escaped(say(locale, 'parked.park.label'))}`));
  const name = `Tee ${locale}`;
  await label.fill(name);
  await measure(page, locale, 'park');
  await page.keyboard.press('Enter');
  await park.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByRole('region', { name: say(locale, 'sell.cart.title') }).innerText()).not.toContain(TEE);
  await page.keyboard.press('F8');
  const parked = page.getByRole('dialog', { name: say(locale, 'parked.list.title', { count: 1 }) });
  // Named by its label and its cart's number.
  const resume = parked
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: sayPattern(locale, 'parked.item.resumeName', ['name']) });
  await resume.waitFor();
  await measure(page, locale, 'parked-list');
  await resume.click();
  await parked.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByRole('region', { name: say(locale, 'sell.cart.title') }).innerText()).toContain(TEE);
}

/** The cart through checkout: the walk-in's customer details added, the shipping step, cash to the cent, the receipt. */
async function checkout(page: Page, locale: AppLocale, email: string): Promise<void> {
  await page
    .getByRole('region', { name: say(locale, 'sell.cart.title') })
    .getByRole('button', { name: say(locale, 'sell.cart.checkout') })
    .click();
  await page.getByRole('button', { name: say(locale, 'checkout.walkIn.addDetails') }).click();
  await page.getByRole('heading', { name: say(locale, 'checkout.customer.title'), exact: true }).waitFor();
  await page.getByLabel(say(locale, 'checkout.customer.email'), { exact: true }).fill(email);
  const field = (id: string) => page.getByLabel(say(locale, id), { exact: true });
  await field('customer.address.firstName').fill(CUSTOMER.firstName);
  await field('customer.address.lastName').fill(CUSTOMER.lastName);
  await field('customer.address.address').fill(CUSTOMER.address);
  await field('customer.address.city').fill(CUSTOMER.city);
  await field('customer.address.region').fill(CUSTOMER.state);
  await field('customer.address.zipcode').fill(CUSTOMER.zip);
  await measure(page, locale, 'checkout-customer');
  await page.getByRole('button', { name: say(locale, 'checkout.customer.continue') }).click();
  await page.getByRole('heading', { name: say(locale, 'checkout.shipping.title'), exact: true }).waitFor();
  await page.getByRole('radio', { checked: true }).first().waitFor();
  // Its rates are named by the store.
  addOwnNames(((await app!.runtime.calls.sale.current())?.shipments ?? []).flatMap((s) => s.rates.map((r) => r.name)));
  await measure(page, locale, 'checkout-shipping');
  await page.getByRole('button', { name: say(locale, 'checkout.shipping.continue') }).click();
  await page.getByRole('heading', { name: say(locale, 'checkout.payment.title') }).waitFor();
  await page.getByRole('button', { name: sayPattern(locale, 'checkout.cashKeys.exact', ['amount']) }).click();
  await page.locator('.receipt').waitFor();
  await page.getByRole('button', { name: say(locale, 'checkout.receipt.newSale') }).click();
}

/** An order in full from the Orders screen's tracked orders (this till's sales, beside the store's board), closed again. */
async function orderDetail(page: Page, locale: AppLocale): Promise<void> {
  await go(page, locale, 'orders');
  await page
    .getByRole('group', { name: say(locale, 'orders.screen.views') })
    .getByRole('button', { name: say(locale, 'orders.screen.tillSales') })
    .click();
  await page
    .getByRole('table', { name: say(locale, 'orders.tracked.caption') })
    .getByRole('button', { name: sayPattern(locale, 'orders.tracked.details', ['number']) })
    .first()
    .click();
  const detail = page.getByRole('dialog', { name: sayPattern(locale, 'orders.dialogHead.title', ['number']) });
  await detail.getByRole('heading', { name: say(locale, 'orders.sections.items'), exact: true }).waitFor();
  await measure(page, locale, 'order-detail');
  await detail.getByRole('button', { name: say(locale, 'orders.detail.close'), exact: true }).click();
  await detail.waitFor({ state: 'detached' });
}

/** Lock, then `who`'s PIN on the lock screen: the header names them. */
async function openTillAs(page: Page, locale: AppLocale, who: { name: string; pin: string }, measured = false): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: new RegExp(`^${escaped(say(locale, 'app.shell.lock'))}`) }).click();
  await page.getByRole('heading', { name: say(locale, 'staff.lock.title') }).waitFor();
  const pin = page.getByLabel(say(locale, 'staff.lock.pin'), { exact: true });
  await pin.fill(who.pin);
  if (measured) await measure(page, locale, 'lock');
  await pin.press('Enter');
  await expect.poll(() => header.innerText()).toContain(say(locale, 'app.shell.onTill', { name: who.name }));
}

/** A walk-in sale of a mug by keys (search, Enter, F9, Enter on Exact): its order number, from the receipt. */
async function walkInMug(page: Page, locale: AppLocale): Promise<string> {
  await go(page, locale, 'sell');
  const search = page.getByRole('searchbox', { name: say(locale, 'sell.search.label') });
  await search.fill('stoneware');
  await expect
    .poll(() => page.locator('.result-count').innerText())
    .toBe(say(locale, 'sell.results.summary', { count: 1, inTaxon: 'no', taxon: '', filtered: 'no', filters: 0 }));
  await search.press('Enter');
  await expect.poll(() => page.getByRole('region', { name: say(locale, 'sell.cart.title') }).innerText()).toContain(MUG);
  await page.keyboard.press('F9');
  const exact = page.getByRole('button', { name: sayPattern(locale, 'checkout.cashKeys.exact', ['amount']) });
  await expect.poll(() => exact.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  const receipt = page.locator('.receipt');
  await receipt.waitFor();
  const number = /R\d{6,}/.exec(await receipt.innerText())![0];
  await page.getByRole('button', { name: say(locale, 'checkout.receipt.newSale') }).click();
  return number;
}

/**
 * A clerk on the till sells a mug to a walk-in, who comes back without the receipt: the sale found
 * by the walk-in's email among the store's walk-in sales, its line chosen, a manager's PIN (a
 * return without a receipt needs one), the refund's choice and the return receipt.
 */
async function returnWithoutReceipt(page: Page, locale: AppLocale): Promise<void> {
  await openTillAs(page, locale, CLERK, true);
  const orderNumber = await walkInMug(page, locale);
  await go(page, locale, 'returns');
  const number = page.getByRole('textbox', { name: say(locale, 'returns.screen.number') });
  await expect.poll(() => number.isEnabled()).toBe(true);
  await expect.poll(() => focused(page), { message: 'the number waits for the scanner' }).toMatch(new RegExp(escaped(say(locale, 'returns.screen.number'))));
  const lookup = page.getByRole('region', { name: say(locale, 'returns.noReceipt.title') });
  await lookup.getByLabel(say(locale, 'returns.noReceipt.query')).fill('walk-in@');
  await lookup.getByRole('button', { name: say(locale, 'returns.noReceipt.find') }).click();
  const found = lookup.getByRole('list', { name: say(locale, 'returns.noReceipt.sales') }).getByRole('button', { name: new RegExp(orderNumber) });
  await found.waitFor();
  await measure(page, locale, 'returns-find');
  await found.click();

  const sale = page.getByRole('region', { name: sayPattern(locale, 'returns.choose.order', ['order'], false) });
  await sale.getByRole('button', { name: say(locale, 'returns.choose.oneMore', { name: MUG }) }).click();
  await expect.poll(() => sale.getByRole('status', { name: say(locale, 'returns.choose.lineComingBack', { name: MUG }) }).innerText()).toBe('1');
  await measure(page, locale, 'returns-choose');
  await sale.getByRole('button', { name: say(locale, 'returns.choose.seeRefund', { count: 1 }) }).click();

  const approval = page.getByRole('dialog', { name: say(locale, 'staff.approval.title') });
  const pin = approval.getByLabel(say(locale, 'staff.approval.pinLabel'), { exact: true });
  await pin.waitFor();
  await expect.poll(() => pin.evaluate((el) => el === document.activeElement), { message: 'the PIN has the focus' }).toBe(true);
  // It names what it approves in the clerk's language.
  expect(await approval.innerText()).toContain(say(locale, 'returns.approval.noReceipt', { order: orderNumber }));
  await measure(page, locale, 'manager-approval');
  await pin.fill(TEST_MANAGER.pin);
  await page.keyboard.press('Enter');
  await approval.waitFor({ state: 'detached' });

  const quote = page.getByRole('region', { name: sayPattern(locale, 'returns.quote.storeGives', ['total']) });
  const refund = quote.getByRole('button', { name: sayPattern(locale, 'returns.quote.refundOriginal', ['total']) });
  await refund.waitFor();
  await expect.poll(() => refund.evaluate((el) => el === document.activeElement), { message: 'the refund has the focus' }).toBe(true);
  await measure(page, locale, 'returns-refund');
  await refund.click();
  await page.getByRole('heading', { name: say(locale, 'returns.receipt.title') }).waitFor();
  await measure(page, locale, 'returns-receipt');
  await page.getByRole('button', { name: say(locale, 'returns.receipt.next') }).click();
  await openTillAs(page, locale, TEST_MANAGER);
}

/** The drawer count's lines whose amount stands apart from the words a language puts after it (more than 1em between them). */
async function wordsApartFromAmounts(page: Page): Promise<string[]> {
  return page.locator('.cash-count-total p:has(strong)').evaluateAll((lines) =>
    lines.flatMap((line) => {
      const amount = line.querySelector('strong')!;
      const after = amount.nextSibling;
      if (!after || !after.textContent?.trim()) return [];
      const range = document.createRange();
      range.selectNodeContents(after);
      const [words, box] = [range.getBoundingClientRect(), amount.getBoundingClientRect()];
      const apart = getComputedStyle(line).direction === 'rtl' ? box.left - words.right : words.left - box.right;
      return apart > parseFloat(getComputedStyle(line).fontSize) ? [line.textContent ?? ''] : [];
    }),
  );
}

/** The manager counts the drawer and closes the shift: the question first, then its Z report. */
async function closeShift(page: Page, locale: AppLocale): Promise<void> {
  await go(page, locale, 'shift');
  const count = page.getByRole('group', { name: say(locale, 'shift.close.legend') });
  await count.getByLabel(twentyNotes(locale), { exact: true }).fill('5');
  await page.getByRole('button', { name: say(locale, 'shift.close.close'), exact: true }).click();
  const confirm = page.getByRole('button', { name: say(locale, 'shift.close.confirm'), exact: true });
  await confirm.waitFor();
  await measure(page, locale, 'shift-close');
  expect(await wordsApartFromAmounts(page), 'the count’s amounts beside the words that follow them').toEqual([]);
  await confirm.click();
  await page.getByRole('heading', { name: say(locale, 'shift.reportView.zReport') }).waitFor();
  await measure(page, locale, 'shift-z-report');
}

describe('the till’s dialogs and steps in each language at 1024×768', () => {
  for (const locale of ['es', 'de', 'ar', 'en-XA'] as const) {
    it(`walks a shift’s dialogs and steps in ${LOCALE_NAMES[locale]}, each laid out and accessible`, async () => {
      const page = await tillIn(app!, locale);
      const email = `walk-in-${locale.toLowerCase()}@example.com`;
      await openShift(page, locale);
      await filtersPanel(page, locale);
      await parkAndResume(page, locale);
      await checkout(page, locale, email);
      await orderDetail(page, locale);
      await returnWithoutReceipt(page, locale);
      await closeShift(page, locale);
    }, 180_000);
  }
});
