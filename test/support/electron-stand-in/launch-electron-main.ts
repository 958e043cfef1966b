/**
 * Starts the real built main bundle (dist/electron/main.js, as `npm run build` makes it) against
 * an Electron stand-in, in this process.
 *
 * Why in-process with a resolution hook rather than a vm context or a child process: the bundle
 * is an ES module, which a vm context runs only behind an experimental flag; a child process
 * would put the app's services out of reach of what the tests check (its open files, its lock,
 * its exit). A Node resolution hook (module.register, resolve-electron.mjs) makes `electron`
 * resolve to the stand-in only for the bundle loaded with `?electron-stand-in=<id>`, so each
 * launch is a fresh module instance (a fresh app) with its own stand-in, and every other import
 * of the bundle (better-sqlite3, node:*) is the real one.
 */
import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import type { Browser } from 'playwright-core';
import { createElectronStandIn, type ElectronStandIn, type StandInWindow } from './electron-stand-in.js';
import type { SingleInstanceLocks } from './single-instance-locks.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN_BUNDLE = path.join(repoRoot, 'dist/electron/main.js');
const REGISTRY = Symbol.for('storefront-pos.electron-stand-ins');
const HOOK_REGISTERED = Symbol.for('storefront-pos.electron-stand-in-hook');

// The test runner evaluates test code itself; the bundle must be loaded by Node's own loader
// (where the resolution hook applies), as `electron .` would load it.
const importNatively = vm.runInThisContext('(specifier) => import(specifier)', {
  importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
}) as (specifier: string) => Promise<unknown>;
let launches = 0;

function standIns(): Map<string, ElectronStandIn> {
  const global = globalThis as unknown as Record<symbol, Map<string, ElectronStandIn> | boolean | undefined>;
  global[REGISTRY] ??= new Map<string, ElectronStandIn>();
  if (!global[HOOK_REGISTERED]) {
    register(new URL('./resolve-electron.mjs', import.meta.url).href);
    global[HOOK_REGISTERED] = true;
  }
  return global[REGISTRY] as Map<string, ElectronStandIn>;
}

export interface LaunchedApp {
  electron: ElectronStandIn;
  /** The first window main.ts creates, once its page has loaded and it was shown. */
  mainWindow(): Promise<StandInWindow>;
}

export async function launchElectronMain(options: { browser: Browser; userData: string; locks: SingleInstanceLocks; argv?: string[] }): Promise<LaunchedApp> {
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  const electron = createElectronStandIn({ ...options, version });
  const id = `${process.pid}-${++launches}`;
  standIns().set(id, electron);
  await importNatively(`${pathToFileURL(MAIN_BUNDLE).href}?electron-stand-in=${id}`);
  // 'ready' comes after the main script's first tick.
  await new Promise((resolve) => setImmediate(resolve));
  electron.app.becomeReady();
  return {
    electron,
    async mainWindow() {
      for (;;) {
        const window = electron.BrowserWindow.getAllWindows()[0];
        if (window?.wasShown()) return window;
        if (electron.app.hasQuit()) throw new Error('the app quit before it showed a window');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
