/**
 * The Electron adapter's demo store: the real built main bundle, run against the Electron
 * stand-in (whose utilityProcess forks a Node child with a utility process's surface), starts the
 * embedded demo store in a utility process of its own; a utility process that is killed is
 * started again and the clerk reads it on screen; quitting the app ends it.
 */
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchElectronMain, type LaunchedApp } from '../../support/electron-stand-in/launch-electron-main.js';
import { SingleInstanceLocks } from '../../support/electron-stand-in/single-instance-locks.js';
import { TEST_MANAGER } from '../../support/till/test-staff.js';
import { launchBrowser } from '../support/app.js';
import { openFilesUnder } from '../../support/till/open-files.js';

let browser: Browser;
let userData: string;
let launched: LaunchedApp;
let page: Page;
const locks = new SingleInstanceLocks();

beforeAll(async () => {
  browser = await launchBrowser();
  userData = mkdtempSync(path.join(os.tmpdir(), 'pos-electron-store-'));
  launched = await launchElectronMain({ browser, userData, locks });
  page = await (await launched.mainWindow()).page();
});

afterAll(async () => {
  if (launched && !launched.electron.app.hasQuit()) {
    launched.electron.app.quit();
    await launched.electron.app.exited;
  }
  await browser?.close();
  if (userData) rmSync(userData, { recursive: true, force: true });
});

/** The demo store's utility processes (the services run in one of their own, dist/electron/runtime.js). */
const demoStoreForks = () => launched.electron.recorded.utilityProcesses.filter((fork) => fork.modulePath === path.resolve('dist/electron/demo-store.js'));

const storeUrlInPage = () =>
  page.evaluate(async () => {
    const ipc = (window as unknown as { posIpc: { app: { info(): Promise<{ ok: boolean; value?: { storeUrl: string } }> } } }).posIpc;
    return (await ipc.app.info()).value!.storeUrl;
  });

describe('the demo store in an Electron utility process', () => {
  it('runs in a utility process of its own, with its SQLite file open there and not in main', async () => {
    // The services (in their own utility process) ask main to start it once they start.
    await expect.poll(() => demoStoreForks().length, { timeout: 30_000 }).toBe(1);
    const forks = demoStoreForks();
    expect(forks[0]!.modulePath).toBe(path.resolve('dist/electron/demo-store.js'));
    expect(forks[0]!.serviceName).toMatch(/demo store/i);
    const pid = forks[0]!.process().pid!;
    expect(pid).not.toBe(process.pid);
    const storeUrl = await storeUrlInPage();
    expect((await fetch(`${storeUrl}/api/v2/storefront/store`)).status).toBe(200);
    const folder = path.join(realpathSync(userData), 'demo-store');
    expect(openFilesUnder(pid, folder).some((file) => file.endsWith('demo-store.sqlite'))).toBe(true);
    expect(openFilesUnder('self', folder)).toEqual([]);
    // Main started it for the services (they cannot fork a utility process of their own).
    const services = launched.electron.recorded.utilityProcesses.find((fork) => fork.modulePath === path.resolve('dist/electron/runtime.js'));
    expect(openFilesUnder(services!.process().pid!, folder)).toEqual([]);
  });

  it('a killed utility process is started again at the same address, and the clerk reads it on screen', async () => {
    await page.getByRole('heading', { name: 'Create this till’s manager' }).waitFor();
    await page.getByLabel('Manager’s name').fill(TEST_MANAGER.name);
    await page.getByLabel('PIN', { exact: true }).fill(TEST_MANAGER.pin);
    await page.getByLabel('PIN again').fill(TEST_MANAGER.pin);
    await page.getByRole('button', { name: 'Create the manager and open the till' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const storeUrl = await storeUrlInPage();
    const forks = demoStoreForks();
    process.kill(forks[0]!.process().pid!, 'SIGKILL');

    const banner = page.getByRole('alert').filter({ hasText: 'The demo store stopped unexpectedly' });
    await expect.poll(() => banner.innerText(), { timeout: 30_000 }).toMatch(/was started again \(restart 1 of 3\)/);
    expect(demoStoreForks()).toHaveLength(2);
    expect(demoStoreForks()[1]!.modulePath).toBe(forks[0]!.modulePath);
    expect(await storeUrlInPage()).toBe(storeUrl);
    expect((await fetch(`${storeUrl}/api/v2/storefront/store`)).status).toBe(200);
    // The clerk reads it and dismisses it.
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => banner.count()).toBe(0);
  });

  it('quitting the app stops the utility process before the app exits', async () => {
    const child = demoStoreForks().at(-1)!.process();
    const storeUrl = await storeUrlInPage();
    (await launched.mainWindow()).close();
    expect(await launched.electron.app.exited).toBe(0);
    expect(child.exitCode ?? child.signalCode).not.toBeNull();
    await expect(fetch(`${storeUrl}/api/v2/storefront/store`)).rejects.toThrow();
    // main.ts stopped it: Electron did not have to end it at exit.
    expect(launched.electron.recorded.lifecycle.filter((step) => step.startsWith('utility processes ended'))).toEqual([]);
  });
});
