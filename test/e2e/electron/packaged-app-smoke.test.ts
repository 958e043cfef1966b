/**
 * The packaged app's smoke test, run by the release workflow on Linux (under xvfb, with a Secret
 * Service), Windows and macOS against the app electron-builder packaged (POS_PACKAGED_APP: its
 * executable), launched with Playwright's Electron support; and in `npm test` against the real
 * built main bundle on the Electron stand-in (test/support/electron-stand-in/), with a private
 * Secret Service. The same steps either way: the first manager made, a demo cash sale (walk-in,
 * Exact cash, the receipt), a customer signed in and the sign-in found in the OS keychain, then
 * "Save diagnostics" through the save dialog: the app says the keychain keeps the sign-in, and
 * keytar and better-sqlite3 loaded in the app's own runtime (Electron's ABI when packaged).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiagnosticsDocument } from '../../../electron/till/diagnostics/diagnostics-bundle.js';
import { KEYCHAIN_SERVICE } from '../../../electron/till/account/secret-store.js';
import { launchElectronMain, type LaunchedApp } from '../../support/electron-stand-in/launch-electron-main.js';
import { SingleInstanceLocks } from '../../support/electron-stand-in/single-instance-locks.js';
import { TEST_MANAGER } from '../../support/till/test-staff.js';
import { launchBrowser } from '../support/app.js';
import { startSale } from '../support/walk-in.js';

/** The packaged app's executable; absent: the built bundle on the stand-in. */
const PACKAGED_APP = process.env.POS_PACKAGED_APP;
const CUSTOMER = { email: 'customer@demo.store', password: 'demo-customer-1' };

/** The app as the steps drive it, whichever way it was launched. */
interface SmokeApp {
  page: Page;
  /** The next save dialog answers this file. */
  answerSaveDialog(file: string): Promise<void>;
  close(): Promise<void>;
}

async function launchPackaged(executablePath: string): Promise<SmokeApp> {
  const { _electron } = await import('playwright-core');
  const electron = await _electron.launch({ executablePath, env: { ...process.env, POS_DISABLE_UPDATES: '1' }, timeout: 120_000 });
  const page = await electron.firstWindow({ timeout: 120_000 });
  return {
    page,
    async answerSaveDialog(file) {
      await electron.evaluate(({ dialog }, filePath) => {
        dialog.showSaveDialog = (async () => ({ canceled: false, filePath })) as typeof dialog.showSaveDialog;
      }, file);
    },
    close: () => electron.close(),
  };
}

async function launchOnStandIn(userData: string): Promise<SmokeApp & { browser: Browser; launched: LaunchedApp }> {
  const browser = await launchBrowser();
  const launched = await launchElectronMain({ browser, userData, locks: new SingleInstanceLocks() });
  const page = await (await launched.mainWindow()).page();
  return {
    page,
    browser,
    launched,
    async answerSaveDialog(file) {
      launched.electron.answers.saveDialog = { canceled: false, filePath: file };
    },
    async close() {
      if (!launched.electron.app.hasQuit()) {
        launched.electron.app.quit();
        await launched.electron.app.exited;
      }
      await browser.close();
    },
  };
}

interface SecretService {
  address: string;
  stop(): void;
}

/**
 * A Secret Service of this test's own (a private D-Bus session and an unlocked GNOME keyring), as a
 * Linux desktop has one. On a loaded machine the daemon has been seen to leave its new login
 * collection locked ("Cannot create an item in a locked collection"); such a bus is stopped and a
 * fresh one started, at most three times.
 */
async function startSecretService(): Promise<SecretService> {
  for (let attempt = 1; ; attempt++) {
    const service = await startBusAndKeyring();
    try {
      await probeKeychain();
      return service;
    } catch (error) {
      service.stop();
      if (attempt >= 3) throw error;
    }
  }
}

/** Writes and deletes one item in this process's session bus's keychain until it is accepted, for up to 15 s. */
async function probeKeychain(): Promise<void> {
  const keytar = await import('keytar');
  for (let i = 0; ; i++) {
    try {
      await keytar.setPassword('pos-smoke-probe', 'probe', 'probe');
      await keytar.deletePassword('pos-smoke-probe', 'probe');
      return;
    } catch (error) {
      if (i >= 150) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function startBusAndKeyring(): Promise<SecretService> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'pos-keyring-'));
  const bus = spawn('dbus-daemon', ['--session', '--print-address=1', '--nofork'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const address = await new Promise<string>((resolve, reject) => {
    bus.once('error', reject);
    bus.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().split('\n')[0]!.trim()));
  });
  // Without --foreground it unlocks its login keyring with the password on its stdin, goes to the
  // background and exits its first process: then it is ready. It ends with the bus.
  const keyring = spawn('gnome-keyring-daemon', ['--unlock', '--components=secrets'], {
    env: { ...process.env, HOME: home, XDG_DATA_HOME: path.join(home, 'data'), XDG_RUNTIME_DIR: home, DBUS_SESSION_BUS_ADDRESS: address },
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    keyring.once('error', reject);
    keyring.once('exit', () => resolve());
  });
  keyring.stdin!.end('smoke-test-keyring');
  await ready;
  // The app under test and this test's keytar find the bus here, as a desktop session's do.
  const previous = process.env.DBUS_SESSION_BUS_ADDRESS;
  process.env.DBUS_SESSION_BUS_ADDRESS = address;
  return {
    address,
    stop() {
      bus.kill();
      if (previous === undefined) delete process.env.DBUS_SESSION_BUS_ADDRESS;
      else process.env.DBUS_SESSION_BUS_ADDRESS = previous;
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/**
 * The accounts of the app's entries in the OS keychain, as the OS shows them. On macOS the
 * `security` tool lists them without reading their secrets (the app's items are for the app
 * alone: reading one from here would ask the user); elsewhere keytar lists them.
 */
async function keychainAccounts(): Promise<string[]> {
  if (process.platform === 'darwin') {
    const dump = spawnSync('security', ['dump-keychain'], { encoding: 'utf8' }).stdout;
    return dump
      .split(/^keychain: /m)
      .filter((item) => item.includes(`"svce"<blob>="${KEYCHAIN_SERVICE}"`))
      .map((item) => /"acct"<blob>="([^"]*)"/.exec(item)?.[1] ?? '');
  }
  const keytar = await import('keytar');
  return (await keytar.findCredentials(KEYCHAIN_SERVICE)).map((e) => e.account);
}

let app: SmokeApp;
let secretService: { stop(): void } | null = null;
const work = mkdtempSync(path.join(os.tmpdir(), 'pos-smoke-'));

beforeAll(async () => {
  if (PACKAGED_APP) app = await launchPackaged(PACKAGED_APP);
  else {
    secretService = await startSecretService();
    app = await launchOnStandIn(path.join(work, 'user-data'));
  }
});

afterAll(async () => {
  await app?.close();
  secretService?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe(`the packaged app (${PACKAGED_APP ? `packaged: ${path.basename(PACKAGED_APP)}` : 'built bundle on the Electron stand-in'})`, () => {
  it('opens for its first manager', async () => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Create this till’s manager' }).waitFor({ timeout: 60_000 });
    await page.getByLabel('Manager’s name').fill(TEST_MANAGER.name);
    await page.getByLabel('PIN', { exact: true }).fill(TEST_MANAGER.pin);
    await page.getByLabel('PIN again').fill(TEST_MANAGER.pin);
    await page.getByRole('button', { name: 'Create the manager and open the till' }).click();
    await expect.poll(() => page.getByRole('banner').innerText()).toContain(`On till: ${TEST_MANAGER.name}`);
  });

  it('makes a demo cash sale', async () => {
    const { page } = app;
    await startSale(page);
    await page.keyboard.type('stoneware', { delay: 30 });
    await expect.poll(() => page.locator('.result-count').innerText(), { timeout: 30_000 }).toBe('1 product');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('region', { name: 'Cart' }).innerText()).toMatch(/Stoneware Coffee Mug/);
    await page.keyboard.press('F9');
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    await page.getByRole('button', { name: /^Exact/ }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    await expect.poll(() => page.locator('.receipt').innerText()).toMatch(/R\d{9}/);
    await page.getByRole('button', { name: 'New sale' }).click();
  });

  it('keeps a customer’s sign-in in the OS keychain', async () => {
    const { page } = app;
    await page.keyboard.press('F3');
    await page.getByLabel('Customer’s email').fill(CUSTOMER.email);
    await page.getByLabel('Customer’s password').fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Sign the customer in', exact: true }).click();
    await page.getByRole('button', { name: 'Sign the customer out' }).waitFor({ timeout: 30_000 });
    const accounts = await keychainAccounts();
    expect(
      accounts.some((account) => account.startsWith('session:http://127.0.0.1:')),
      `the keychain's ${KEYCHAIN_SERVICE} entries: ${accounts.join(', ')}`,
    ).toBe(true);
  });

  it('says, in its diagnostics, that keytar and better-sqlite3 loaded in its own runtime', async () => {
    const { page } = app;
    const file = path.join(work, 'diagnostics.json');
    await app.answerSaveDialog(file);
    const support = page.getByRole('region', { name: 'Support' });
    await support.getByRole('button', { name: 'Save diagnostics' }).click();
    await expect.poll(() => support.getByRole('status').innerText()).toMatch(/Diagnostics saved as diagnostics\.json/);
    const bundle = JSON.parse(readFileSync(file, 'utf8')) as DiagnosticsDocument;
    expect(bundle.app.shell).toBe('electron');
    expect(bundle.natives.keytar).toBe('loaded');
    expect(bundle.natives.betterSqlite3).toMatch(/^loaded \(SQLite \d+\.\d+/);
    expect(bundle.keychain).toEqual({ persistent: true });
    expect(bundle.journal.entriesByKind['sale.completed']).toBe(1);
    if (PACKAGED_APP) {
      // Electron's own Node: its ABI is not the one running this test, so the modules were rebuilt for it.
      expect(bundle.versions.electron).toMatch(/^\d+\./);
      expect(bundle.natives.abi).not.toBe(process.versions.modules);
    } else {
      expect(bundle.natives.abi).toBe(process.versions.modules);
    }
    // The sign-in leaves the keychain with the sign-out.
    await page.getByRole('button', { name: 'Sign the customer out' }).click();
    await page.getByRole('button', { name: 'Sign the customer in', exact: true }).waitFor();
  });
});
