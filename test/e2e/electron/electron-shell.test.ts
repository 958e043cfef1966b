/**
 * The Electron adapter itself: the real built main bundle and preload (dist/electron) run
 * against the Electron stand-in (test/support/electron-stand-in), with Debian's Chromium as the
 * window's page. The page sells through main.ts's own IPC registration; main.ts's checks of who
 * calls, where the page may go, the single-instance lock and the quit are each exercised.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../electron/content-security-policy.js';
import { APP_ENTRY } from '../../../electron/window.js';
import { BRIDGE_METHODS, IPC_CHANNEL_PREFIX } from '../../../shared/bridge/bridge.js';
import { launchElectronMain, type LaunchedApp } from '../../support/electron-stand-in/launch-electron-main.js';
import type { SingleInstanceLocks } from '../../support/electron-stand-in/single-instance-locks.js';
import type { StandInWindow } from '../../support/electron-stand-in/electron-stand-in.js';
import { closeAll, listen, recordingServer } from '../../support/net/loopback-servers.js';
import { TEST_MANAGER } from '../../support/till/test-staff.js';
import { startElectronApp, type ElectronAppUnderTest } from '../support/electron-app.js';
import { createFirstManager } from '../support/first-start.js';
import { openFilesUnder } from '../../support/till/open-files.js';
import { fillCustomer } from '../support/checkout-form.js';
import { addTee, customerToPayment, MAINE_WALK_IN } from '../support/tee-to-payment.js';

type PosIpcInPage = {
  app: { info(): Promise<{ ok: boolean; value?: { shell: string; storeUrl: string } }> };
  staff: { state(): Promise<{ ok: boolean; value?: unknown; error?: { kind: string } }> };
};

let app: ElectronAppUnderTest;
let browser: Browser;
let userData: string;
let launched: LaunchedApp;
let appWindow: StandInWindow;
let page: Page;
let locks: SingleInstanceLocks;
const foreign = recordingServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html' });
  res.end('<!doctype html><title>Somewhere else</title><p>Not the till</p>');
});
let foreignUrl: string;
const pageErrors: string[] = [];

beforeAll(async () => {
  foreignUrl = await listen(foreign.server);
  app = await startElectronApp('pos-electron-');
  ({ browser, userData, launched, locks, window: appWindow, page } = app);
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await app?.close();
  closeAll(foreign.server);
  if (pageErrors.length > 0) throw new Error(`The page raised errors: ${pageErrors.join('; ')}`);
});

/** The services' utility process (dist/electron/runtime.js), as the stand-in forked it. */
function servicesProcess() {
  const forks = launched.electron.recorded.utilityProcesses.filter((fork) => fork.modulePath === path.resolve('dist/electron/runtime.js'));
  expect(forks).toHaveLength(1);
  return forks[0]!.process();
}

/** Puts a link that opens a new window on the page (as a help link would be) and clicks it. */
async function clickLinkOpeningWindow(on: Page, url: string) {
  await on.evaluate((href) => {
    const link = document.createElement('a');
    link.href = href;
    link.target = '_blank';
    link.textContent = `Open ${href}`;
    document.body.append(link);
  }, url);
  const link = on.getByRole('link', { name: `Open ${url}` });
  await link.click();
  await link.evaluate((element) => element.remove());
}

describe('the Electron shell', () => {
  it('opens one isolated, sandboxed window on app:// with the preload, served with the CSP', async () => {
    const { recorded } = launched.electron;
    expect(recorded.windowOptions).toHaveLength(1);
    expect(recorded.windowOptions[0]!.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
      preload: path.resolve('dist/electron/preload.cjs'),
    });
    // A standard scheme with its own V8 code cache, so the window's scripts are compiled once, not at every start.
    expect(recorded.privilegedSchemes).toEqual([
      expect.objectContaining({ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true, codeCache: true }) }),
    ]);
    expect(appWindow.currentUrl()).toBe(APP_ENTRY);
    const entry = recorded.protocolResponses.find((r) => r.url === APP_ENTRY);
    expect(entry).toMatchObject({ status: 200, headers: { 'content-security-policy': CONTENT_SECURITY_POLICY } });
    expect(recorded.protocolResponses.every((r) => r.headers['content-security-policy'] === CONTENT_SECURITY_POLICY)).toBe(true);
    // Chromium enforces it: an inline script does not run.
    const ranInline = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.append(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ranInline).toBe(false);
    // Every permission a page may ask for (camera, notifications…) is refused.
    const { defaultSession } = launched.electron.session;
    expect(await defaultSession.askPermission(appWindow.webContents, 'media')).toBe(false);
    expect(defaultSession.checkPermission(appWindow.webContents, 'notifications', APP_ENTRY)).toBe(false);
  });

  it('registers a handler for every bridge method, and the page has each of them', async () => {
    const handled = launched.electron.ipcMain.handledChannels();
    for (const name of BRIDGE_METHODS) expect(handled, name).toContain(IPC_CHANNEL_PREFIX + name);
    const missingInPage = await page.evaluate(
      (names) => {
        const ipc = (window as unknown as { posIpc: Record<string, Record<string, unknown>> }).posIpc;
        return names.filter((name) => {
          const [area, method] = name.split('.') as [string, string];
          return typeof ipc[area]?.[method] !== 'function';
        });
      },
      [...BRIDGE_METHODS],
    );
    expect(missingInPage).toEqual([]);
    const info = await page.evaluate(() => (window as unknown as { posIpc: PosIpcInPage }).posIpc.app.info());
    expect(info).toMatchObject({ ok: true, value: { shell: 'electron' } });
  });

  it('runs the services in a utility process of their own: calls reach them through main, and garbage on the link is refused', async () => {
    const services = servicesProcess();
    expect(services.pid).not.toBe(process.pid);
    expect(launched.electron.recorded.utilityProcesses.find((fork) => fork.process() === services)!.serviceName).toMatch(/services/i);
    // Garbage from the shell's side: dropped by the services, which go on answering.
    for (const garbage of [
      null,
      42,
      'call',
      { type: 'call' },
      { type: 'call', id: -1, method: 'staff.state', args: 'x' },
      { type: 'reply', id: 999, ok: false },
    ])
      services.send(garbage as never);
    const state = await page.evaluate(() => (window as unknown as { posIpc: PosIpcInPage }).posIpc.staff.state());
    expect(state).toMatchObject({ ok: true });
    expect(services.exitCode).toBeNull();
  });

  it('sells for cash as a clerk does, every call through the preload and main.ts', async () => {
    // First start: the manager is created on the till's own screen.
    await createFirstManager(page);
    await expect.poll(() => page.getByRole('banner').innerText()).toContain(`On till: ${TEST_MANAGER.name}`);

    await addTee(page);
    await page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Checkout' }).click();
    await fillCustomer(page, MAINE_WALK_IN);
    await customerToPayment(page);
    await page.getByLabel('Amount tendered').fill('30');
    await page.getByRole('button', { name: 'Take cash payment' }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    const receipt = await page.locator('main').innerText();
    expect(receipt).toMatch(/Order R\d{9}/);
    expect(receipt).toContain('$24.00');
    expect(receipt).toContain('$6.00'); // the change

    // The receipt goes to the OS print dialog through the window's contents.
    await page.getByRole('button', { name: 'Print receipt' }).click();
    await expect.poll(() => launched.electron.recorded.printed.length).toBe(1);
    expect(launched.electron.recorded.printed[0]).toMatchObject({ silent: false });
  });

  it('serves the till’s page in the theme chosen on it, kept by the services, so its next start is in it from the first frame', async () => {
    // The page's own address: the stand-in serves app:// at an origin Chromium can be routed for, through main's handler.
    const servedTheme = () => page.evaluate(async () => /<html[^>]*data-theme="(\w+)"/.exec(await (await fetch(location.href)).text())?.[1] ?? null);
    expect(await servedTheme()).toBeNull();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(servedTheme).toBe('dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(servedTheme).toBe('light');
  });

  it('refuses calls from a page that is not the app, and from another window', async () => {
    // The window shows a foreign page (as after a redirect): the preload runs there too.
    await appWindow.loadURL(`${foreignUrl}/elsewhere.html`);
    expect(await page.evaluate(() => document.title)).toBe('Somewhere else');
    const fromForeign = await page.evaluate(() => (window as unknown as { posIpc: PosIpcInPage }).posIpc.staff.state());
    expect(fromForeign).toEqual({ ok: false, error: { kind: 'forbidden', message: 'Not allowed.' } });

    // The app's own page, but in a window that is not the app's main window.
    const { BrowserWindow } = launched.electron;
    const other = new BrowserWindow({ show: false, webPreferences: { ...(launched.electron.recorded.windowOptions[0]!.webPreferences as object) } });
    await other.loadURL(APP_ENTRY);
    const otherPage = await other.page();
    const fromOtherWindow = await otherPage.evaluate(() => (window as unknown as { posIpc: PosIpcInPage }).posIpc.staff.state());
    expect(fromOtherWindow).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    await other.closeWindow();

    await appWindow.loadURL(APP_ENTRY);
    const fromApp = await page.evaluate(() => (window as unknown as { posIpc: PosIpcInPage }).posIpc.staff.state());
    expect(fromApp).toMatchObject({ ok: true });
  });

  it('denies the page navigating away, opening windows or attaching a webview; https links go to the browser', async () => {
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const reachedBefore = foreign.reached.length;
    const { recorded } = launched.electron;

    await page.evaluate((url) => {
      location.href = url;
    }, `${foreignUrl}/navigated.html`);
    await expect.poll(() => recorded.navigations.length).toBeGreaterThan(0);
    expect(recorded.navigations.at(-1)).toEqual({ url: `${foreignUrl}/navigated.html`, prevented: true });

    // Links that open a new window, clicked as a person clicks them.
    await clickLinkOpeningWindow(page, `${foreignUrl}/popup.html`);
    await expect.poll(() => recorded.windowOpens.length).toBe(1);
    expect(recorded.windowOpens[0]).toEqual({ url: `${foreignUrl}/popup.html`, action: 'deny' });

    await clickLinkOpeningWindow(page, 'https://help.storefront-pos.example/counter');
    await expect.poll(() => recorded.windowOpens.length).toBe(2);
    expect(recorded.windowOpens[1]).toEqual({ url: 'https://help.storefront-pos.example/counter', action: 'deny' });
    expect(recorded.openedExternally).toEqual(['https://help.storefront-pos.example/counter']);

    // A <webview> the page would add is refused too.
    expect(appWindow.webContents.attachWebview({ src: `${foreignUrl}/embedded.html` })).toBe(true);

    expect(foreign.reached.length).toBe(reachedBefore);
    expect(appWindow.currentUrl()).toBe(APP_ENTRY);
    expect(
      page
        .context()
        .pages()
        .filter((p) => !p.isClosed()),
    ).toEqual([page]);
    // The page is still the working till.
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
  });

  it('a second instance quits at once and brings the first window to the front', async () => {
    appWindow.minimize();
    const focusedBefore = appWindow.focusCount;
    const second = await launchElectronMain({ browser, userData, locks, argv: ['electron', '.', '--second'] });
    expect(await second.electron.app.exited).toBe(0);
    expect(second.electron.app.isReady()).toBe(false);
    expect(second.electron.recorded.windowOptions).toEqual([]);
    await expect.poll(() => launched.electron.recorded.lifecycle).toContain('second-instance');
    expect(appWindow.isMinimized()).toBe(false);
    expect(appWindow.focusCount).toBeGreaterThan(focusedBefore);
  });

  it('closing the window quits, and will-quit closes the runtime: the store port and every file released', async () => {
    if (appWindow.currentUrl() !== APP_ENTRY) await appWindow.loadURL(APP_ENTRY);
    const info = await page.evaluate(() => (window as unknown as { posIpc: PosIpcInPage }).posIpc.app.info());
    const storeUrl = info.value!.storeUrl;
    expect((await fetch(`${storeUrl}/api/v2/storefront/store`)).status).toBeLessThan(500);
    const folder = realpathSync(userData);
    // The till's files are open in the services' utility process, none in main.
    const services = servicesProcess();
    expect(openFilesUnder(services.pid!, folder).some((file) => file.endsWith('journal.jsonl'))).toBe(true);
    expect(openFilesUnder('self', folder)).toEqual([]);

    appWindow.close();
    expect(await launched.electron.app.exited).toBe(0);
    await expect(fetch(`${storeUrl}/api/v2/storefront/store`)).rejects.toThrow();
    // The services closed in their own order and their process ended (main did not have to end it).
    expect(services.exitCode ?? services.signalCode).not.toBeNull();
    expect(openFilesUnder('self', folder)).toEqual([]);
    // main.ts held the quit until the runtime had closed, then quit again.
    const { lifecycle } = launched.electron.recorded;
    expect(lifecycle.slice(lifecycle.indexOf('window-all-closed'))).toEqual([
      'window-all-closed',
      'before-quit',
      'will-quit',
      'before-quit',
      'will-quit',
      'quit',
      'exit 0',
    ]);
  });
});
