/**
 * A return while the store cannot be reached, as a clerk makes it at 1024×768: a cash sale rung at
 * this till, the store goes away, the Returns screen says so, the clerk types the sale's number,
 * takes one of two tees back and hands the cash back from the drawer (opened); the receipt says
 * "Offline return — to be recorded at the store". The till is restarted, the store comes back,
 * and the return is recorded at the store once: one reimbursement, the order's payments lowered;
 * the Orders screen lists it as recorded there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../electron/demo-store/http/server.js';
import { toCents } from '../../../shared/money.js';
import { adminToken } from '../../support/demo-store/admin-token.js';
import { startSwitchableProxy, type SwitchableProxy } from '../../support/net/switchable-proxy.js';
import { expectNoSeriousA11yViolations, focused } from '../support/axe.js';
import { MEASURING_BUDGET, startApp, type RunningApp } from '../support/app.js';
import { expectCounterLayout } from '../support/layout-check.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-e2e-offline-return-'));
const shots = '/tmp/offline-returns';
let store: DemoStore | undefined;
let proxy: SwitchableProxy | undefined;
let app: RunningApp | undefined;

afterAll(async () => {
  await app?.stop();
  await proxy?.close();
  await store?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The order at the store (Platform API): what it holds of its payments, its shipment, and its reimbursements' totals. */
async function atStore(orderNumber: string) {
  const res = await fetch(`${store!.url}/api/v2/platform/orders/${orderNumber}?include=reimbursements`, {
    headers: { Authorization: `Bearer ${await adminToken(store!.url)}` },
  });
  const doc = (await res.json()) as {
    data: { attributes: { payment_total: string; shipment_state: string } };
    included?: { type: string; attributes: { total: string } }[];
  };
  return {
    paymentTotal: doc.data.attributes.payment_total,
    shipmentState: doc.data.attributes.shipment_state,
    reimbursements: (doc.included ?? []).filter((r) => r.type === 'reimbursement').map((r) => r.attributes.total),
  };
}

/** Measures the screen and saves its picture in the light and the dark theme, back to light after. */
async function measureBothThemes(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
    await expectCounterLayout(page, { name: `1024x768-${theme}-${name}` });
    await page.screenshot({ path: path.join(shots, `${name}-${theme}.png`) });
  }
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
}

const startTill = () => startApp({ storeUrl: proxy!.url, dataDir, viewport: { width: 1024, height: 768 }, rateLimit: MEASURING_BUDGET });

describe('a return while the store cannot be reached', () => {
  it('hands cash back for a sale this till rang, and records the return at the store once after a restart', { timeout: 180_000 }, async () => {
    // The store answers as the proxy's address the till uses.
    store = await startDemoStore({ rateLimit: false, allowedHosts: ['127.0.0.1'] });
    proxy = await startSwitchableProxy(store.url);
    app = await startTill();
    const { calls } = app.runtime;
    await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
    await calls.shift.open({ lines: [{ value: '20.00', count: 5 }] });
    // This morning's sale at this till: two navy tees paid in cash, handed over at the counter.
    await calls.sale.addByCode('HP-TEE-001-NAV-M', 2);
    const cart = await calls.sale.pickupInStore();
    expect((await calls.sale.tenderCash({ tendered: cart.total })).outcome).toBe('placed');
    await expect.poll(async () => (await atStore(cart.number)).shipmentState, { timeout: 20_000 }).toMatch(/^(shipped|delivered)$/);
    const paidBefore = toCents((await atStore(cart.number)).paymentTotal);
    const drawerBefore = toCents((await calls.shift.status()).report!.cash.expected!);

    // The Returns screen reads the store's reasons while it answers; then the store goes away.
    const { page } = app;
    const nav = page.getByRole('navigation');
    await nav.getByRole('button', { name: 'Returns' }).click();
    const number = page.getByRole('textbox', { name: 'Receipt or order number' });
    await expect.poll(() => number.isEnabled()).toBe(true);
    proxy.route(() => 'cut');
    expect((await calls.app.connection()).state).toBe('offline');
    await expect.poll(() => page.getByRole('banner').getByRole('status').innerText(), { timeout: 20_000 }).toMatch(/^Offline/);

    // The clerk comes back to Returns: it says what can be done offline.
    await nav.getByRole('button', { name: 'Sell' }).click();
    await nav.getByRole('button', { name: 'Returns' }).click();
    await page.getByRole('status').filter({ hasText: 'The store cannot be reached: a sale rung at this till can come back for cash only' }).waitFor();
    await expect.poll(() => focused(page)).toMatch(/Receipt or order number/);
    await page.keyboard.type(cart.number);
    await page.keyboard.press('Enter');

    const sale = page.getByRole('region', { name: new RegExp(`Order ${cart.number}`) });
    await sale.waitFor();
    await sale.getByRole('button', { name: 'One more Harbor Logo Tee' }).click();
    await measureBothThemes(page, 'offline-return-choose');
    await sale.getByRole('button', { name: 'See the refund for 1 item' }).click();

    const quote = page.getByRole('region', { name: /gives back/ });
    const refundButton = quote.getByRole('button', { name: /^Refund \$[\d.]+ to how it was paid$/ });
    await refundButton.waitFor();
    const amount = /\$([\d.]+)/.exec(await refundButton.innerText())![1]!;
    expect(toCents(amount) * 2).toBe(toCents(cart.total));
    // Store credit needs the store: refused in words, nothing given.
    await quote.getByRole('button', { name: 'As store credit' }).click();
    await quote.getByText(/Store credit needs the store: offline, a return is refunded in cash only/).waitFor();
    await refundButton.click();

    await page.getByRole('heading', { name: 'Return receipt' }).waitFor();
    const receipt = page.getByRole('article', { name: 'Return receipt' });
    expect(await receipt.innerText()).toMatch(/Offline return — to be recorded at the store\s+Order R\d+ · Return OFFR-[A-Z2-9]{4}-0001/);
    expect(await page.getByRole('status').filter({ hasText: 'cash from the drawer' }).innerText()).toBe(`Hand back $${amount} in cash from the drawer.`);
    const opened = app.runtime.journal.entries({ kinds: ['offline.return', 'drawer.opened'] }).slice(-2);
    expect(opened.map((e) => e.kind)).toEqual(['offline.return', 'drawer.opened']);
    expect(opened[1]).toMatchObject({ data: { reason: 'Cash refund', orderNumber: cart.number } });
    expect(toCents((await calls.shift.status()).report!.cash.expected!)).toBe(drawerBefore - toCents(amount));
    await measureBothThemes(page, 'offline-return-receipt');
    await expectNoSeriousA11yViolations(page, 'the offline return receipt');

    // The till is closed and started again; the store answers again.
    await app.stop();
    app = undefined;
    proxy.route(() => 'pass');
    app = await startTill();
    // Without a keychain on this host, the manager connects the admin client again (a till with one does so by itself).
    if (!(await app.runtime.calls.admin.status()).connected) {
      await app.runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
    }
    await expect.poll(async () => (await app!.runtime.calls.offline.returns()).map((r) => r.state), { timeout: 60_000 }).toEqual(['placed']);
    const after = await atStore(cart.number);
    expect(after.reimbursements).toEqual([amount]);
    expect(toCents(after.paymentTotal)).toBe(paidBefore - toCents(amount));
    // Sent again: still one reimbursement at the store.
    await app.runtime.calls.offline.replay();
    expect((await atStore(cart.number)).reimbursements).toEqual([amount]);

    // The Orders screen lists it as recorded at the store, with the store's return number.
    await app.page.keyboard.press('F2');
    const listed = app.page.getByRole('table', { name: 'Returns taken offline, oldest first' });
    await expect.poll(() => listed.getByRole('row', { name: /OFFR-/ }).innerText()).toMatch(new RegExp(`${cart.number}[\\s\\S]*Recorded at the store · RA`));
    await listed.scrollIntoViewIfNeeded();
    await measureBothThemes(app.page, 'offline-return-orders');
  });
});
