/**
 * The till's services in Electron's utility process (the real built main bundle against the
 * Electron stand-in): killed while the clerk is at the counter, the clerk reads on screen that
 * they stopped and are starting again; once they are up the page starts over on them (the till
 * locked, opened by PIN) and sells; the services' files were never open in main.
 */
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchElectronMain, type LaunchedApp } from '../../support/electron-stand-in/launch-electron-main.js';
import { SingleInstanceLocks } from '../../support/electron-stand-in/single-instance-locks.js';
import { TEST_MANAGER } from '../../support/till/test-staff.js';
import { openFilesUnder } from '../../support/till/open-files.js';
import { launchBrowser } from '../support/app.js';
import { addTee } from '../support/tee-to-payment.js';

let browser: Browser;
let userData: string;
let launched: LaunchedApp;
let page: Page;
const locks = new SingleInstanceLocks();
const RUNTIME_ENTRY = path.resolve('dist/electron/runtime.js');

beforeAll(async () => {
  browser = await launchBrowser();
  userData = mkdtempSync(path.join(os.tmpdir(), 'pos-electron-services-'));
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

const servicesForks = () => launched.electron.recorded.utilityProcesses.filter((fork) => fork.modulePath === RUNTIME_ENTRY);

describe('the services in a utility process, killed and started again', () => {
  it('tells the clerk, starts them again, and the till sells on the new process', async () => {
    await page.getByRole('heading', { name: 'Create this till’s manager' }).waitFor();
    await page.getByLabel('Manager’s name').fill(TEST_MANAGER.name);
    await page.getByLabel('PIN', { exact: true }).fill(TEST_MANAGER.pin);
    await page.getByLabel('PIN again').fill(TEST_MANAGER.pin);
    await page.getByRole('button', { name: 'Create the manager and open the till' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const first = servicesForks()[0]!.process();
    expect(first.pid).not.toBe(process.pid);
    const folder = realpathSync(userData);
    expect(openFilesUnder(first.pid!, folder).some((file) => file.endsWith('journal.jsonl'))).toBe(true);
    expect(openFilesUnder('self', folder)).toEqual([]);

    process.kill(first.pid!, 'SIGKILL');
    // An event from main (the services are gone): the banner, in words.
    await page.getByRole('alert').filter({ hasText: 'The till’s services stopped and are starting again…' }).waitFor({ timeout: 10_000 });
    await page.screenshot({ path: '/tmp/rt/services-restarting-1024x768.png' });
    // Up again: the page starts over on the new process, where the till is locked.
    await page.getByLabel('PIN', { exact: true }).waitFor({ timeout: 30_000 });
    expect(servicesForks()).toHaveLength(2);
    const second = servicesForks()[1]!.process();
    expect(second.pid).not.toBe(first.pid);
    await page.getByLabel('PIN', { exact: true }).fill(TEST_MANAGER.pin);
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'The till’s services stopped' }).count()).toBe(0);
    // It sells: a call reaches the new process and its answer and events come back.
    await addTee(page);
    await expect.poll(() => page.getByRole('region', { name: 'Cart' }).innerText()).toContain('Harbor Logo Tee');
    expect(openFilesUnder('self', folder)).toEqual([]);
  });
});
