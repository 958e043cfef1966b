/**
 * Starts the real app for an end-to-end test: the main-process services and the embedded demo
 * store under Node, the browser host serving the built renderer, and Debian's Chromium driven
 * by playwright-core.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { DemoStoreRunOptions } from '../../../electron/till/store/store-target.js';
import type { DemoStoreStarter } from '../../../electron/till/embedded-store/demo-store-link.js';
import { startPosRuntime, type PosRuntime } from '../../../electron/till/runtime/pos-runtime.js';
import { openSettingsFile } from '../../../electron/till/settings/settings-store.js';
import { DEMO_LOCATION } from '../../../electron/till/store/store-profiles.js';
import type { StoreLocation } from '../../../shared/store-location.js';
import { startWebHost, type WebHost } from '../../../electron/web-host/server.js';
import { keptThemeIn } from '../../../electron/till/settings/till-theme.js';
import { openTillForTests } from '../../support/till/test-staff.js';
import { testDemoStoreStarter } from '../../support/demo-store/test-demo-store-starter.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface RunningApp {
  runtime: PosRuntime;
  host: WebHost;
  browser: Browser;
  page: Page;
  dataDir: string;
  stop(): Promise<void>;
}

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** Chromium on a profile of its own in `profileDir` (kept between launches, as a till's is), one context. */
export async function launchBrowserOnProfile(profileDir: string, viewport: { width: number; height: number }): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, viewport });
}

/** A budget for tests that measure screens by ringing many sales a minute on one till. */
export const MEASURING_BUDGET = { limit: 600, windowMs: 60_000 } as const;

export async function startApp(
  options: {
    demoStore?: DemoStoreRunOptions;
    /** How the embedded demo store is started (default: test-demo-store-starter.ts). */
    startDemoStore?: DemoStoreStarter;
    /** A store already running (e.g. a demo store the test stops); absent: the embedded demo store. */
    storeUrl?: string;
    /** Where the store at `storeUrl` sells from (default the demo store's location; null: none, as `--store` alone gives). */
    storeLocation?: StoreLocation | null;
    viewport?: { width: number; height: number };
    /** The app's data folder, to start again where an earlier run left off (the caller removes it). */
    dataDir?: string;
    /** How often a sale the last run left unconfirmed is tried again while the store does not answer. */
    unconfirmedSaleRetryMs?: number;
    /**
     * The till's staff at start: absent, the test manager is on the till (created, or opened with
     * their PIN on a data folder that has a roster); 'first-start': the roster is left as it is
     * (empty on a fresh folder), so the page shows the first start or the lock screen.
     */
    staff?: 'first-start';
    /**
     * The till's own request budget (default the store's 60 per 60 s). A test that rings many sales
     * a minute on one till to measure screens, not the budget, raises it (with the demo store's
     * limit off); the budget's rules are tested where they are the point.
     */
    rateLimit?: { limit: number; windowMs: number };
  } = {},
): Promise<RunningApp> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'pos-e2e-'));
  const runtime = await startPosRuntime({
    dataDir,
    settings: openSettingsFile(dataDir),
    version: 'test',
    shell: 'browser',
    // A demo store of the test's own (behind a proxy, say) sells from the same place as the embedded one.
    ...(options.storeUrl ? { storeUrl: options.storeUrl, storeLocation: options.storeLocation === undefined ? DEMO_LOCATION : options.storeLocation } : {}),
    demoStore: { autoFulfil: false, ...options.demoStore },
    startDemoStore: options.startDemoStore ?? testDemoStoreStarter(),
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    ...(options.unconfirmedSaleRetryMs ? { unconfirmedSaleRetryMs: options.unconfirmedSaleRetryMs } : {}),
  });
  if (options.staff !== 'first-start') await openTillForTests(runtime);
  const host = await startWebHost({
    calls: runtime.calls,
    gate: runtime.gate,
    events: runtime.events,
    rendererDir: path.join(repoRoot, 'dist/renderer'),
    // As npm run start:web writes them: errors and each bridge call in the app's log.
    log: (line) => runtime.log.error(line),
    onCall: (call) => runtime.log.call(call),
    display: runtime.display,
    theme: () => keptThemeIn(dataDir),
  });
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(host.url);
  // The till's shell (its keys, its screens) is there once main has said who is on the till: a
  // test starts where a clerk would, at the open till, not while the page is still opening it.
  if (options.staff !== 'first-start') await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 30_000 });
  return {
    runtime,
    host,
    browser,
    page,
    dataDir,
    async stop() {
      await browser.close();
      await host.close();
      await runtime.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (pageErrors.length > 0) throw new Error(`The page raised errors: ${pageErrors.join('; ')}`);
    },
  };
}
