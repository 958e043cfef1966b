/**
 * The manager's orders board in Chromium through the browser host, against the demo store: the
 * manager finds a web order by email, marks a pickup ready and then picked up, ships this till's
 * sale with a carrier and tracking number (and this till's own list shows it shipped at its next
 * check), sees the store refuse to cancel a shipped order in its words, cancels another order
 * (checked at the store: stock back, payment voided) and reads its history; a clerk sees neither
 * the board nor every order of the store. The board is measured at 1024×768 and 1280×800 in both
 * themes and checked with axe.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import type { DemoStore } from '../../../electron/demo-store/http/server.js';
import { ADDRESS, SF, addItem, call, inStockVariantId, many, newCart, payWith } from '../../support/demo-store/store-client.js';
import { adminToken } from '../../support/demo-store/admin-token.js';
import { TEST_MANAGER } from '../../support/till/test-staff.js';
import { MEASURING_BUDGET, startApp, type RunningApp } from '../support/app.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { expectCounterLayout } from '../support/layout-check.js';

const PF = '/api/v2/platform';
const CLERK = { name: 'Board Clerk', pin: '246801' };
let app: RunningApp;
let store: DemoStore;
let admin: string;

beforeAll(async () => {
  app = await startApp({ viewport: { width: 1024, height: 768 }, demoStore: { rateLimit: false }, rateLimit: MEASURING_BUDGET });
  store = { url: app.runtime.storeUrl } as DemoStore;
  admin = await adminToken(store.url);
  // The manager connected the store's admin client once on this machine (Settings).
  await app.runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
});
afterAll(async () => {
  await app?.stop();
});

/** A guest's web order, paid in cash, collected in store (the cheapest method). */
async function webOrder(email: string, slug = 'classic-crew-tee'): Promise<string> {
  const cart = await newCart(store);
  expect((await addItem(store, cart.token, await inStockVariantId(store, slug))).status).toBe(200);
  const order = { email, bill_address_attributes: { ...ADDRESS, lastname: email.split('@')[0] }, ship_address_attributes: ADDRESS };
  expect((await call(store, `${SF}/checkout`, { method: 'PATCH', orderToken: cart.token, body: { order } })).status).toBe(200);
  expect((await call(store, `${SF}/checkout/advance`, { method: 'PATCH', orderToken: cart.token })).status).toBe(200);
  expect((await payWith(store, cart.token, 'Cash')).status).toBe(201);
  expect((await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: cart.token })).status).toBe(200);
  return cart.number;
}

const platform = (path: string, method = 'GET') => call(store, `${PF}${path}`, { method, bearer: admin });
const onHand = async (variantId: string) =>
  many((await platform(`/stock_items?filter[variant_id]=${variantId}`)).body).reduce((n, s) => n + (s.attributes.count_on_hand as number), 0);

/** This till sells a tee shipped by standard shipping, paid in cash: answers its order number. */
async function tillSaleShipped(): Promise<string> {
  const { calls } = app.runtime;
  const variant = await inStockVariantId(store, 'harbor-logo-tee');
  await calls.sale.addLine(variant, 1);
  const cart = await calls.sale.setCustomer({
    email: 'shipped.buyer@example.com',
    firstname: 'Robin',
    lastname: 'Shipper',
    address1: '48 Fore Street',
    city: 'Portland',
    zipcode: '04101',
    stateName: 'ME',
    countryIso: 'US',
  });
  const shipment = cart.shipments[0]!;
  await calls.sale.selectShippingRate(shipment.id, shipment.rates.find((r) => /standard/i.test(r.name))!.id);
  return (await calls.sale.payCash({ tendered: '200' })).order.number;
}

const board = (page: Page) => page.getByRole('region', { name: 'Orders board' });
const group = (page: Page, name: string) => board(page).getByRole('table', { name: new RegExp(`^${name} \\(`) });

async function openBoard(page: Page) {
  await page.keyboard.press('F2');
  await page.getByRole('heading', { name: 'Orders', level: 2 }).waitFor();
  await board(page)
    .getByText(/^Last checked \d\d:\d\d( [AP]M)?$/)
    .waitFor();
}

async function useTheme(page: Page, theme: 'light' | 'dark') {
  const current = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  if (current !== theme) await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme ?? 'light')).toBe(theme);
}

describe('the orders board', () => {
  it('finds a web order by email, marks the pickup ready and then picked up', async () => {
    const { page } = app;
    const number = await webOrder('lena.pickup@example.com');
    await webOrder('someone.else@example.com');
    // Not picked yet: the store has the pickup back in pending.
    const shipment = (await call(store, `${PF}/orders/${number}?include=shipments`, { bearer: admin })).body.included!.find((r) => r.type === 'shipment')!;
    expect((await platform(`/shipments/${shipment.attributes.number as string}/pend`, 'PATCH')).status).toBe(200);

    await openBoard(page);
    await board(page).getByRole('button', { name: 'Refresh' }).click();
    await board(page).getByLabel('Number, email or name').fill('lena.pickup@');
    await board(page).getByRole('button', { name: 'Find' }).click();
    const toPick = group(page, 'To pick');
    await toPick.getByRole('row', { name: new RegExp(number) }).waitFor();
    await expect.poll(() => board(page).getByRole('row').count()).toBe(2);
    await expectNoSeriousA11yViolations(page, 'Orders board');
    // The alerts for managers are on the board too, with a way to check the store now.
    const alerts = board(page).getByRole('region', { name: 'Alerts' });
    await alerts.getByRole('button', { name: 'Check now' }).waitFor();
    await alerts
      .getByRole('status')
      .filter({ hasText: /Checked with the store|Not checked yet/ })
      .waitFor();

    await toPick.getByRole('button', { name: `Mark ${number} ready for pickup` }).click();
    await board(page)
      .getByRole('status')
      .filter({ hasText: `Order ${number} is ready for pickup.` })
      .waitFor();
    const ready = group(page, 'Ready for pickup');
    await ready
      .getByRole('row', { name: new RegExp(number) })
      .getByText(/waiting since \d\d:\d\d( [AP]M)?/)
      .waitFor();

    await ready.getByRole('button', { name: `Mark ${number} picked up` }).click();
    const confirm = page.getByRole('dialog', { name: `Order ${number} picked up` });
    await confirm.getByText('This cannot be undone.').waitFor();
    await expectNoSeriousA11yViolations(page, 'Orders board, confirming a pickup');
    await confirm.getByRole('button', { name: 'Picked up' }).click();
    await confirm.waitFor({ state: 'detached' });
    await group(page, 'Delivered')
      .getByRole('row', { name: new RegExp(number) })
      .waitFor();
    const atStore = (await call(store, `${PF}/orders/${number}?include=shipments`, { bearer: admin })).body.included!.find((r) => r.type === 'shipment')!;
    expect(atStore.attributes.state).toBe('delivered');
    await board(page).getByLabel('Number, email or name').fill('');
  });

  it('prints a pick list for the orders ticked on the board', async () => {
    const { page } = app;
    const first = await webOrder('tick.one@example.com', 'classic-crew-tee');
    const second = await webOrder('tick.two@example.com', 'classic-crew-tee');
    await openBoard(page);
    await board(page).getByRole('button', { name: 'Refresh' }).click();
    await board(page).getByLabel('Number, email or name').fill('tick.');
    await board(page).getByRole('button', { name: 'Find' }).click();
    await board(page)
      .getByRole('row', { name: new RegExp(second) })
      .waitFor();
    await board(page)
      .getByRole('checkbox', { name: `Select ${first}` })
      .check();
    await board(page)
      .getByRole('checkbox', { name: `Select ${second}` })
      .check();
    await board(page).getByText('2 selected').waitFor();
    await board(page).getByRole('button', { name: 'Pick list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pick list' });
    const row = dialog.getByRole('table', { name: 'Lines to pick, by product and variant' }).getByRole('row', { name: /Classic Crew Tee/ });
    await row.waitFor();
    expect(await row.innerText()).toMatch(new RegExp(`\\s2\\s+(${first} × 1, ${second} × 1|${second} × 1, ${first} × 1)`));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await board(page).getByRole('button', { name: 'Clear' }).click();
    await board(page).getByLabel('Number, email or name').fill('');
  });

  it("ships this till's sale with a tracking number; the till's own list shows it shipped at its next check", async () => {
    const { page } = app;
    const number = await tillSaleShipped();
    await openBoard(page);
    await board(page).getByRole('button', { name: 'Refresh' }).click();
    const row = group(page, 'To ship').getByRole('row', { name: new RegExp(number) });
    await row.getByText(`by ${TEST_MANAGER.name}`).waitFor();
    expect(await row.innerText()).toContain('This till');

    await row.getByRole('button', { name: `Ship ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order ${number}` });
    await dialog.getByRole('button', { name: 'Ship' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Enter the carrier and the tracking number.' }).waitFor();
    await dialog.getByLabel('Carrier').fill('UPS');
    await dialog.getByLabel('Tracking number').fill('1ZBOARD0001');
    await dialog.getByRole('button', { name: 'Ship' }).click();
    await dialog.waitFor({ state: 'detached' });
    await board(page)
      .getByRole('status')
      .filter({ hasText: `Order ${number} shipped with UPS, tracking 1ZBOARD0001.` })
      .waitFor();
    await group(page, 'Shipped')
      .getByRole('row', { name: new RegExp(number) })
      .getByText('tracking 1ZBOARD0001')
      .waitFor();

    // The store refuses to cancel a shipped order, in its words.
    await group(page, 'Shipped')
      .getByRole('button', { name: `Details of ${number}` })
      .click();
    const detail = page.getByRole('dialog', { name: `Order ${number}` });
    await detail.getByRole('button', { name: `Cancel order ${number}` }).click();
    const cancel = page.getByRole('dialog', { name: `Cancel order ${number}` });
    await cancel.getByLabel('Reason').fill('Customer changed their mind');
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await cancel
      .getByRole('alert')
      .filter({ hasText: /Cannot cancel order R\d+: shipment H\d+ has shipped/ })
      .waitFor();
    await cancel.getByRole('button', { name: 'Go back' }).click();
    await detail.getByRole('button', { name: 'Close' }).click();
    await detail.waitFor({ state: 'detached' });

    // This till's sales: the tracker's next check sees it shipped.
    await page.getByRole('button', { name: 'This till’s sales' }).click();
    const tracked = page.getByRole('table', { name: 'Tracked orders' }).getByRole('row', { name: new RegExp(number) });
    await expect.poll(() => tracked.innerText(), { timeout: 30_000, interval: 500 }).toMatch(/shipped/);
    await page.getByRole('button', { name: 'Orders board' }).click();
  });

  it('cancels an order with a reason: its stock goes back and its payment is voided at the store; its history says who and why', async () => {
    const { page } = app;
    const variant = await inStockVariantId(store, 'enamel-camp-mug');
    const before = await onHand(variant);
    const number = await webOrder('cancel.me@example.com', 'enamel-camp-mug');
    expect(await onHand(variant)).toBe(before - 1);

    await openBoard(page);
    await board(page).getByRole('button', { name: 'Refresh' }).click();
    await board(page)
      .getByRole('button', { name: `Details of ${number}` })
      .click();
    const detail = page.getByRole('dialog', { name: `Order ${number}` });
    await detail.getByRole('button', { name: `Cancel order ${number}` }).click();
    const cancel = page.getByRole('dialog', { name: `Cancel order ${number}` });
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await cancel.getByRole('alert').filter({ hasText: 'Give a reason' }).waitFor();
    await cancel.getByLabel('Reason').fill('Out of town, ordered by mistake');
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await cancel.waitFor({ state: 'detached' });
    // The order in full again, as the store now has it, with what was done and why.
    const history = detail.getByRole('region', { name: 'History at this till' });
    await history.getByText('Cancelled the order').waitFor();
    expect(await history.innerText()).toMatch(new RegExp(`${TEST_MANAGER.name}.*Out of town, ordered by mistake`));
    await detail.getByRole('button', { name: `Resume order ${number}` }).waitFor();
    await expectNoSeriousA11yViolations(page, 'Orders board, an order in full');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    await group(page, 'Cancelled')
      .getByRole('row', { name: new RegExp(number) })
      .waitFor();

    expect(await onHand(variant)).toBe(before);
    const payments = many((await platform(`/payments?filter[order_number_eq]=${number}`)).body);
    expect(payments.map((p) => p.attributes.state)).toEqual(['void']);
  });

  it('lays the board out at counter sizes in both themes', async () => {
    const { page } = app;
    await openBoard(page);
    for (const size of [
      { width: 1024, height: 768 },
      { width: 1280, height: 800 },
    ]) {
      for (const theme of ['light', 'dark'] as const) {
        await page.setViewportSize(size);
        await useTheme(page, theme);
        await expectCounterLayout(page, { name: `orders-board-${size.width}x${size.height}-${theme}` });
        await expectNoSeriousA11yViolations(page, `Orders board ${size.width}×${size.height} ${theme}`);
        // An order in full, and an action's confirmation over it.
        await group(page, 'Ready for pickup')
          .getByRole('button', { name: /^Details of / })
          .first()
          .click();
        const detail = page.getByRole('dialog', { name: /^Order R/ });
        await detail.getByRole('heading', { name: 'History at this till' }).waitFor();
        await expectCounterLayout(page, { name: `orders-board-detail-${size.width}x${size.height}-${theme}` });
        await detail.getByRole('button', { name: /^Cancel order R/ }).click();
        const confirm = page.getByRole('dialog', { name: /^Cancel order R/ });
        await confirm.getByLabel('Reason').waitFor();
        await expectCounterLayout(page, { name: `orders-board-action-${size.width}x${size.height}-${theme}` });
        await expectNoSeriousA11yViolations(page, `Orders board action ${size.width}×${size.height} ${theme}`);
        await confirm.getByRole('button', { name: 'Go back' }).click();
        await confirm.waitFor({ state: 'detached' });
        await page.keyboard.press('Escape');
        await detail.waitFor({ state: 'detached' });
      }
    }
    await useTheme(page, 'light');
    await page.setViewportSize({ width: 1024, height: 768 });
  });

  it("shows a clerk this till's sales only: no board, no every order of the store", async () => {
    const { page, runtime } = app;
    await runtime.calls.staff.add({ ...CLERK, role: 'staff' });
    await page.keyboard.press('Control+l');
    await page.getByRole('heading', { name: 'Till locked' }).waitFor();
    await page.getByLabel('PIN', { exact: true }).fill(CLERK.pin);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('banner').innerText()).toContain(`On till: ${CLERK.name}`);
    await page.keyboard.press('F2');
    await page.getByRole('table', { name: 'Tracked orders' }).waitFor();
    expect(await page.getByRole('region', { name: 'Orders board' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Orders board' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Every order of the store' }).count()).toBe(0);
  });
});
