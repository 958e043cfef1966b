/**
 * Memory of every process of the app as it runs (`npm run start:web`, the built bundles) with
 * 100,000 cached products: resident (VmRSS) and proportional (Pss: shared pages divided among the
 * processes sharing them, so the sum counts each once) of each process, after the Sell screen is
 * ready to sell, after searches in the page and a cash sale, and after 20 more sales. A store of 100,000 products is
 * a store of its own (the embedded demo store is the till's training and demo store), so the till
 * is set up for one: the browser host, the till's services in its child, and Chromium's renderer
 * showing the page are the app. The store here is the demo store from its built bundle in a
 * process apart; its memory is the embedded demo store's, which is a fourth process of the app
 * when a till uses it. Chromium's own processes (its browser process, GPU and utility processes)
 * are listed apart from the page's renderer. Needs `npm run build` first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { demoStoreInChildProcess, type RunningDemoStore } from '../electron/till/embedded-store/demo-store-link.js';
import { forkDemoStore } from '../electron/web-host/demo-store-child.js';
import { launchBrowser } from '../test/e2e/support/app.js';
import { startAppAsItRuns, type AppAsItRuns } from './app-as-it-runs.js';
import { writeCachedCatalog } from './cached-catalog.js';
import { commandOf, descendantsOf, memoryOf, totalOf, type ProcessMemory } from './process-memory.js';
import { READY_WATCHER } from './ready-to-sell.js';
import type { BenchResult } from './result.js';

const PRODUCTS = Number(process.env.BENCH_MEMORY_PRODUCTS ?? 100_000);
/** Cash sales after the first, to see whether memory grows with selling. */
const MORE_SALES = Number(process.env.BENCH_MEMORY_SALES ?? 20);

interface Snapshot {
  host: ProcessMemory;
  services: ProcessMemory;
  demoStore: ProcessMemory;
  renderer: ProcessMemory;
  chromium: ProcessMemory[];
}

/**
 * Chromium's processes are the bench's own children other than the app's host. The page's renderer
 * is the largest renderer but the browser's own interface (`--top-chrome-webui`); a blank or spare
 * renderer Chromium keeps counts with its other processes.
 */
function snapshot(app: AppAsItRuns, demoStorePid: number): Snapshot {
  const chromium = descendantsOf(process.pid)
    .filter((pid) => /chrom/i.test(commandOf(pid).split(' ')[0] ?? ''))
    .map((pid) => ({ ...memoryOf(pid), command: commandOf(pid) }));
  const renderer = chromium
    .filter((p) => p.command.includes('--type=renderer') && !p.command.includes('--top-chrome-webui'))
    .reduce((a, b) => (b.pssMb > a.pssMb ? b : a));
  return {
    host: memoryOf(app.pids.host),
    services: memoryOf(app.pids.services),
    demoStore: memoryOf(demoStorePid),
    renderer,
    chromium: chromium.filter((p) => p.pid !== renderer.pid),
  };
}

function rows(when: string, s: Snapshot): BenchResult[] {
  const app = totalOf([s.host, s.services, s.renderer]);
  const withDemoStore = totalOf([s.host, s.services, s.renderer, s.demoStore]);
  const withChromium = totalOf([s.host, s.services, s.renderer, ...s.chromium]);
  const mb = (p: { rssMb: number; pssMb: number }) => `MB resident (Pss ${p.pssMb.toFixed(0)} MB)`;
  const row = (what: string, p: { rssMb: number; pssMb: number }, target?: string): BenchResult => ({
    name: `app memory ${PRODUCTS}, ${when}: ${what}`,
    value: p.rssMb,
    unit: mb(p),
    ...(target ? { target } : {}),
  });
  return [
    row('browser host', s.host),
    row("till's services", s.services),
    row("the page's Chromium renderer", s.renderer),
    row('the app (the three)', app, '≤ 400 MB'),
    row('the demo store (a process of the app when it is the till’s store)', s.demoStore),
    row('the app with its embedded demo store (the four)', withDemoStore),
    row(`Chromium's other processes (${s.chromium.length})`, totalOf(s.chromium)),
    row("the app with Chromium's other processes", withChromium),
  ];
}

/** The demo store from its built bundle in a process of its own, standing for a store of the till's own. */
async function storeApart(): Promise<RunningDemoStore> {
  return demoStoreInChildProcess(forkDemoStore(fileURLToPath(new URL('../dist/electron/demo-store.js', import.meta.url))))({
    rateLimit: false,
    autoFulfil: false,
  });
}

/** The store in use given where it sells from, as its manager does in Settings, so walk-in sales can be picked up. */
async function setPickupLocation(app: AppAsItRuns): Promise<void> {
  const profiles = await app.call<{ id: string; inUse: boolean }[]>('stores.list');
  const inUse = profiles.find((p) => p.inUse)!;
  await app.call('stores.setPickup', inUse.id, {
    location: { address1: '12 Wharf Street', city: 'Portland', zipcode: '04101', stateName: 'ME', countryIso: 'US' },
    walkInEmail: null,
  });
}

async function searchInPage(page: Page, text: string): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill(text);
  await page.waitForFunction(
    (t) =>
      /\d/.test(document.querySelector('.result-count')?.textContent ?? '') && (document.querySelector('input[type=search]') as HTMLInputElement).value === t,
    text,
  );
  await page.locator('.product-card').first().waitFor();
}

/** Default variants in stock of the demo store's own products, read from its Storefront API, to sell in turn (so no one runs out). */
async function demoStoreVariants(storeUrl: string): Promise<string[]> {
  const answer = (await (await fetch(`${storeUrl}/api/v2/storefront/products?per_page=50&include=default_variant`)).json()) as {
    included?: { id: string; type: string; attributes: { in_stock?: boolean } }[];
  };
  return (answer.included ?? []).filter((r) => r.type === 'variant' && r.attributes.in_stock).map((r) => r.id);
}

export async function benchAppMemory(): Promise<BenchResult[]> {
  const catalogDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-memory-'));
  writeCachedCatalog(catalogDir, PRODUCTS, 'http://bench.invalid');
  const store = await storeApart();
  const app = await startAppAsItRuns({ catalogFrom: catalogDir, built: true, store: store.url });
  await setPickupLocation(app);
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.addInitScript(READY_WATCHER);
    await page.goto(app.url);
    await page.waitForFunction(() => typeof (window as { __readyToSellAt?: number }).__readyToSellAt === 'number', null, { timeout: 60_000 });
    // The page's first minute of background loading (the other screens' scripts) settles first.
    await page.waitForTimeout(2_000);
    const started = snapshot(app, store.pid!);

    await searchInPage(page, 'tee');
    await searchInPage(page, 'harbor mug');
    // Products of the demo store's own (the cached ones are generated, newer than the store's).
    // The till stays open through the stretch of selling (bridge calls from here are not a clerk's touches).
    await app.call('staff.setIdleLock', null);
    const variants = await demoStoreVariants(app.storeUrl);
    let sold = 0;
    const sell = async () => {
      await app.call('sale.addLine', variants[sold++ % variants.length], 1);
      await app.call('sale.pickupInStore');
      await app.call('sale.payCash', { tendered: '1000' });
    };
    await sell();
    await page.waitForTimeout(1_000);
    const afterSale = snapshot(app, store.pid!);
    // A stretch of a day's selling (at the till's own request budget: about a sale every 5 s), with a search in the page every fifth sale.
    for (let sale = 1; sale <= MORE_SALES; sale++) {
      await sell();
      if (sale % 5 === 0) await searchInPage(page, ['linen', 'boot', 'mug', 'tee'][(sale / 5) % 4]!);
    }
    await page.waitForTimeout(1_000);
    const afterMore = snapshot(app, store.pid!);
    console.info(
      `  load average: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    return [...rows('ready to sell', started), ...rows('after a search and a sale', afterSale), ...rows(`after ${MORE_SALES + 1} sales`, afterMore)];
  } finally {
    await browser.close();
    await app.close();
    await store.close();
    rmSync(catalogDir, { recursive: true, force: true });
  }
}
