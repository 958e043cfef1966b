/**
 * The Electron adapter's demo store: the real built main bundle, run against the Electron
 * stand-in (whose utilityProcess forks a Node child with a utility process's surface), starts the
 * embedded demo store in a utility process of its own; a utility process that is killed is
 * started again and the clerk reads it on screen; quitting the app ends it.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFilesUnder } from '../../support/till/open-files.js';
import { startElectronApp, type ElectronAppUnderTest } from '../support/electron-app.js';
import { createFirstManager } from '../support/first-start.js';

let app: ElectronAppUnderTest;
let page: Page;

beforeAll(async () => {
  app = await startElectronApp('pos-electron-store-');
  page = app.page;
});

afterAll(async () => {
  await app?.close();
});

/** The demo store's utility processes (the services run in one of their own, dist/electron/runtime.js). */
const demoStoreForks = () => app.launched.electron.recorded.utilityProcesses.filter((fork) => fork.modulePath === path.resolve('dist/electron/demo-store.js'));

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
    const folder = path.join(realpathSync(app.userData), 'demo-store');
    expect(openFilesUnder(pid, folder).some((file) => file.endsWith('demo-store.sqlite'))).toBe(true);
    expect(openFilesUnder('self', folder)).toEqual([]);
    // Main started it for the services (they cannot fork a utility process of their own).
    const services = app.launched.electron.recorded.utilityProcesses.find((fork) => fork.modulePath === path.resolve('dist/electron/runtime.js'));
    expect(openFilesUnder(services!.process().pid!, folder)).toEqual([]);
  });

  it('a killed utility process is started again at the same address, and the clerk reads it on screen', async () => {
    await createFirstManager(page);
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
    app.window.close();
    expect(await app.launched.electron.app.exited).toBe(0);
    expect(child.exitCode ?? child.signalCode).not.toBeNull();
    await expect(fetch(`${storeUrl}/api/v2/storefront/store`)).rejects.toThrow();
    // main.ts stopped it: Electron did not have to end it at exit.
    expect(app.launched.electron.recorded.lifecycle.filter((step) => step.startsWith('utility processes ended'))).toEqual([]);
  });
});
