/**
 * The till's services in Electron's utility process (the real built main bundle against the
 * Electron stand-in): killed while the clerk is at the counter, the clerk reads on screen that
 * they stopped and are starting again; once they are up the page starts over on them (the till
 * locked, opened by PIN) and sells; the services' files were never open in main.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MANAGER } from '../../support/till/test-staff.js';
import { openFilesUnder } from '../../support/till/open-files.js';
import { startElectronApp, type ElectronAppUnderTest } from '../support/electron-app.js';
import { createFirstManager } from '../support/first-start.js';
import { addTee } from '../support/tee-to-payment.js';

let app: ElectronAppUnderTest;
let page: Page;
const RUNTIME_ENTRY = path.resolve('dist/electron/runtime.js');

beforeAll(async () => {
  app = await startElectronApp('pos-electron-services-');
  page = app.page;
});

afterAll(async () => {
  await app?.close();
});

const servicesForks = () => app.launched.electron.recorded.utilityProcesses.filter((fork) => fork.modulePath === RUNTIME_ENTRY);

describe('the services in a utility process, killed and started again', () => {
  it('tells the clerk, starts them again, and the till sells on the new process', async () => {
    await createFirstManager(page);
    const first = servicesForks()[0]!.process();
    expect(first.pid).not.toBe(process.pid);
    const folder = realpathSync(app.userData);
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
