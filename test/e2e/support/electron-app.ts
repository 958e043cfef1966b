/**
 * The real built main bundle started on the Electron stand-in (launch-electron-main.ts) as the
 * Electron end-to-end files start it: a browser of its own, a fresh user-data folder and the app's
 * first window's page. `close` quits the app unless it already quit, closes the browser and
 * removes the folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchElectronMain, type LaunchedApp } from '../../support/electron-stand-in/launch-electron-main.js';
import type { StandInWindow } from '../../support/electron-stand-in/electron-stand-in.js';
import { SingleInstanceLocks } from '../../support/electron-stand-in/single-instance-locks.js';
import { launchBrowser } from './app.js';

export interface ElectronAppUnderTest {
  browser: Browser;
  userData: string;
  locks: SingleInstanceLocks;
  launched: LaunchedApp;
  window: StandInWindow;
  page: Page;
  close(): Promise<void>;
}

/** Starts the app in a new user-data folder named from `prefix`. */
export async function startElectronApp(prefix: string): Promise<ElectronAppUnderTest> {
  const browser = await launchBrowser();
  const userData = mkdtempSync(path.join(os.tmpdir(), prefix));
  const locks = new SingleInstanceLocks();
  const close = async (launched: LaunchedApp | null) => {
    if (launched && !launched.electron.app.hasQuit()) {
      launched.electron.app.quit();
      await launched.electron.app.exited;
    }
    await browser.close();
    rmSync(userData, { recursive: true, force: true });
  };
  try {
    const launched = await launchElectronMain({ browser, userData, locks });
    const window = await launched.mainWindow();
    return { browser, userData, locks, launched, window, page: await window.page(), close: () => close(launched) };
  } catch (error) {
    await close(null);
    throw error;
  }
}
