/**
 * The store stops answering: a page opened then says so (checking, then Offline with the last
 * successful check), never an optimistic Online, and the Orders screen says tracking cannot reach
 * the store and when it last succeeded, instead of "updated live".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../electron/demo-store/http/server.js';
import { startApp, type RunningApp } from '../support/app.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { placeWebOrder } from '../support/web-order.js';

let store: DemoStore | undefined;
let app: RunningApp | undefined;
const storeDir = mkdtempSync(path.join(os.tmpdir(), 'pos-e2e-store-'));

afterAll(async () => {
  await app?.stop();
  await store?.close().catch(() => undefined);
  rmSync(storeDir, { recursive: true, force: true });
});

/** A time of day as the till writes it everywhere (hours and minutes), e.g. 03:04 PM in English. */
const TIME = /\d{1,2}:\d{2}( [AP]M)?/;

describe('the store stops answering', () => {
  it('a fresh page shows Offline and the last successful check; Orders says tracking cannot reach the store', async () => {
    store = await startDemoStore({ dataDir: storeDir, autoFulfil: false });
    app = await startApp({ storeUrl: store.url });
    const { page, runtime, browser } = app;

    // An order the till tracks, checked while the store answers.
    const web = await placeWebOrder(store.url, 'harbor-logo-tee', 1);
    const tracked = await runtime.calls.orders.lookup(web.number, web.token);
    expect(tracked.lastCheckedAt).not.toBeNull();
    const connection = page.getByRole('banner').getByRole('status');
    await expect.poll(() => connection.innerText(), { timeout: 20_000 }).toBe('Online');

    await store.close();

    // A page opened now: never Online, even before main's check of the store has answered (held
    // here until the page has shown what main's start answer says); then main says it is unreachable.
    const fresh = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    let releaseCheck = () => {};
    const checkHeld = new Promise<void>((resolve) => (releaseCheck = resolve));
    await fresh.route('**/bridge/app.connection', async (route) => {
      await checkHeld;
      await route.continue();
    });
    const startAnswered = fresh.waitForResponse('**/bridge/app.start');
    await fresh.goto(app.host.url);
    const indicator = fresh.getByRole('banner').getByRole('status');
    await startAnswered;
    // Checking, with when the store last answered (or offline, if other traffic already told main).
    await expect.poll(() => indicator.innerText()).toMatch(/^(Checking the store… Last successful check|Offline)/);
    releaseCheck();
    await expect.poll(() => indicator.innerText(), { timeout: 20_000 }).toMatch(/^Offline/);
    const said = await indicator.innerText();
    expect(said).toContain('The store cannot be reached.');
    expect(said).toMatch(new RegExp(`Last successful check ${TIME.source}`));

    // Orders: not "updated live", but that the store cannot be reached and when tracking last succeeded.
    await fresh.keyboard.press('F2');
    await fresh.getByRole('heading', { name: 'Orders', level: 2 }).waitFor();
    const orders = fresh.getByRole('main');
    await orders.getByRole('status').filter({ hasText: 'The store cannot be reached' }).waitFor();
    expect(await orders.getByText('Updated live').count()).toBe(0);
    expect(await orders.getByText(/last change just now/).count()).toBe(0);
    await orders.getByText(new RegExp(`tracking last succeeded .* \\(${TIME.source}`)).waitFor();
    await fresh.getByRole('row', { name: new RegExp(web.number) }).waitFor();
    await expectNoSeriousA11yViolations(fresh, 'Orders screen, store unreachable');

    // The first page hears it too, without being reloaded.
    await expect.poll(() => connection.innerText(), { timeout: 30_000 }).toMatch(/^Offline/);
  });
});
