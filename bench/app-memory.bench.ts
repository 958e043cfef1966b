/**
 * Memory of every process of the app as it runs (`npm run start:web`, the built bundles):
 * resident (VmRSS) and proportional (Pss: shared pages divided among the processes sharing them,
 * so the sum counts each once) of each process, and of the app's processes together (each
 * physical page once: the target's measure), after the Sell screen is ready to sell, after
 * searches in the page and a cash sale, and after 20 more sales. Two tills:
 * - with 100,000 cached products, a till set up for a store of its own (a store of that size is
 *   never the embedded demo store, which is started only for a till with no store of its own:
 *   store-target.ts). The browser host, the till's services in its child, and Chromium's
 *   renderer showing the page are the app; the store is the demo store's built bundle in a
 *   process apart, standing for the store's server, not counted;
 * - a till on its embedded demo store (no store set up, as the app first starts), with the demo
 *   store's own catalog: the demo store is then the app's fourth process.
 * Chromium's own processes (its browser process, GPU and utility processes) are listed apart from
 * the page's renderer. Needs `npm run build` first.
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
import { commandOf, descendantsOf, memoryOf, residentTogetherMb, totalOf, type ProcessMemory } from './process-memory.js';
import { READY_WATCHER } from './ready-to-sell.js';
import type { BenchResult } from './result.js';

const PRODUCTS = Number(process.env.BENCH_MEMORY_PRODUCTS ?? 100_000);
/** Cash sales after the first, to see whether memory grows with selling. */
const MORE_SALES = Number(process.env.BENCH_MEMORY_SALES ?? 20);
/** Every how many of those sales the app's memory is also read on the way (a long run's curve); 0: only at the end. */
const READ_EVERY = Number(process.env.BENCH_MEMORY_READ_EVERY ?? 0);

interface Snapshot {
  host: ProcessMemory;
  services: ProcessMemory;
  /** The embedded demo store, when it is the till's store (a process of the app). */
  demoStore: ProcessMemory | null;
  renderer: ProcessMemory;
  chromium: ProcessMemory[];
  /** The app's processes' resident memory together, each physical page once (null where Linux hides the frames). */
  appTogetherMb: number | null;
}

/**
 * Chromium's processes are the bench's own children other than the app's host. The page's renderer
 * is the largest renderer but the browser's own interface (`--top-chrome-webui`); a blank or spare
 * renderer Chromium keeps counts with its other processes.
 */
function snapshot(app: AppAsItRuns): Snapshot {
  const chromium = descendantsOf(process.pid)
    .filter((pid) => /chrom/i.test(commandOf(pid).split(' ')[0] ?? ''))
    .map((pid) => ({ ...memoryOf(pid), command: commandOf(pid) }));
  const renderer = chromium
    .filter((p) => p.command.includes('--type=renderer') && !p.command.includes('--top-chrome-webui'))
    .reduce((a, b) => (b.pssMb > a.pssMb ? b : a));
  const read: Omit<Snapshot, 'appTogetherMb'> = {
    host: memoryOf(app.pids.host),
    services: memoryOf(app.pids.services),
    demoStore: app.pids.demoStore ? memoryOf(app.pids.demoStore) : null,
    renderer,
    chromium: chromium.filter((p) => p.pid !== renderer.pid),
  };
  return { ...read, appTogetherMb: residentTogetherMb(appProcesses(read).map((p) => p.pid)) };
}

/** The app's own processes: the host, the services, the page's renderer, and the demo store when it is the till's. */
function appProcesses(s: Omit<Snapshot, 'appTogetherMb'>): ProcessMemory[] {
  return [s.host, s.services, s.renderer, ...(s.demoStore ? [s.demoStore] : [])];
}

function appOf(s: Snapshot): { rssMb: number; pssMb: number } {
  return totalOf(appProcesses(s));
}

const mb = (p: { rssMb: number; pssMb: number }) => `MB resident (Pss ${p.pssMb.toFixed(0)} MB)`;

/**
 * The app's memory against its target: what its processes keep resident together, each physical
 * page once (the Node program's code, mapped by the host, the services and the demo store, is in
 * RAM once, though each one's resident size counts it); beside it the sum of their resident sizes
 * and of their Pss. Where the frames cannot be read, the sum of resident sizes stands in.
 */
function appRow(name: string, s: Snapshot): BenchResult {
  const sum = appOf(s);
  return s.appTogetherMb === null
    ? { name, value: sum.rssMb, unit: `${mb(sum)}, summed (the pages shared between them not readable here)`, target: '≤ 400 MB' }
    : {
        name,
        value: s.appTogetherMb,
        unit: `MB resident together, each page once (summed: ${sum.rssMb.toFixed(0)} MB resident, Pss ${sum.pssMb.toFixed(0)} MB)`,
        target: '≤ 400 MB',
      };
}

function rows(till: string, when: string, s: Snapshot): BenchResult[] {
  const row = (what: string, p: { rssMb: number; pssMb: number }, target?: string): BenchResult => ({
    name: `app memory, ${till}, ${when}: ${what}`,
    value: p.rssMb,
    unit: mb(p),
    ...(target ? { target } : {}),
  });
  return [
    row('browser host', s.host),
    row("till's services", s.services),
    ...(s.demoStore ? [row('embedded demo store', s.demoStore)] : []),
    row("the page's Chromium renderer", s.renderer),
    appRow(`app memory, ${till}, ${when}: the app (the ${s.demoStore ? 'four' : 'three'})`, s),
    row(`Chromium's other processes (${s.chromium.length})`, totalOf(s.chromium)),
    row("the app with Chromium's other processes", totalOf([s.host, s.services, s.renderer, ...s.chromium])),
  ];
}

/** The page's renderer and the app's processes, read on the way through a long stretch of selling. */
function curveRows(till: string, sales: number, s: Snapshot): BenchResult[] {
  return [
    { name: `app memory, ${till}, after ${sales} sales: the page's Chromium renderer`, value: s.renderer.rssMb, unit: mb(s.renderer) },
    appRow(`app memory, ${till}, after ${sales} sales: the app`, s),
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

/** Variants in stock of the demo store's own products, read from its Storefront API, to sell in turn (so none runs out soon). */
async function demoStoreVariants(storeUrl: string): Promise<string[]> {
  const found: string[] = [];
  for (let page = 1; ; page++) {
    const answer = (await (await fetch(`${storeUrl}/api/v2/storefront/products?per_page=100&page=${page}&include=default_variant,variants`)).json()) as {
      data: unknown[];
      included?: { id: string; type: string; attributes: { in_stock?: boolean } }[];
      meta?: { total_pages?: number };
    };
    for (const r of answer.included ?? []) if (r.type === 'variant' && r.attributes.in_stock && !found.includes(r.id)) found.push(r.id);
    if (page >= (answer.meta?.total_pages ?? 1)) return found;
  }
}

/**
 * A cash sale of one unit, picked up in store: the variants are sold in turn, and one the till
 * refuses to add (sold out over a long run, or a gift card) is left out from then on.
 */
function cashSales(app: AppAsItRuns, variants: string[]): () => Promise<void> {
  let next = 0;
  return async () => {
    for (;;) {
      if (variants.length === 0) throw new Error('the demo store has nothing left in stock to sell');
      const variant = variants[next++ % variants.length]!;
      try {
        await app.call('sale.addLine', variant, 1);
        break;
      } catch {
        // Sold out over a long run, or a product the till may not sell here (a gift card without the store's admin client).
        variants.splice(variants.indexOf(variant), 1);
      }
    }
    await app.call('sale.pickupInStore');
    await app.call('sale.payCash', { tendered: '1000' });
  };
}

/** The till's page opened, searched and sold from as a day goes, its memory read on the way. */
async function sellingDay(app: AppAsItRuns, till: string): Promise<BenchResult[]> {
  await setPickupLocation(app);
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.addInitScript(READY_WATCHER);
    await page.goto(app.url);
    await page.waitForFunction(() => typeof (window as { __readyToSellAt?: number }).__readyToSellAt === 'number', null, { timeout: 60_000 });
    // The page's first minute of background loading (the other screens' scripts) settles first.
    await page.waitForTimeout(2_000);
    const started = snapshot(app);

    await searchInPage(page, 'tee');
    await searchInPage(page, 'harbor');
    // Products of the demo store's own (the cached ones are generated, newer than the store's).
    // The till stays open through the stretch of selling (bridge calls from here are not a clerk's touches).
    await app.call('staff.setIdleLock', null);
    const sell = cashSales(app, await demoStoreVariants(app.storeUrl));
    await sell();
    await page.waitForTimeout(1_000);
    const afterSale = snapshot(app);
    // A stretch of a day's selling (at the till's own request budget: about a sale every 5 s), with a search in the page every fifth sale.
    const onTheWay: BenchResult[] = [];
    for (let sale = 1; sale <= MORE_SALES; sale++) {
      await sell();
      if (sale % 5 === 0) await searchInPage(page, ['hoodie', 'boot', 'mug', 'tee'][(sale / 5) % 4]!);
      if (READ_EVERY > 0 && sale % READ_EVERY === 0 && sale < MORE_SALES) {
        const read = curveRows(till, sale + 1, snapshot(app));
        // Said as it is read too: a long run that fails later still leaves its curve.
        for (const row of read) console.info(`  ${row.name}: ${row.value.toFixed(1)} ${row.unit}`);
        onTheWay.push(...read);
      }
    }
    await page.waitForTimeout(1_000);
    const afterMore = snapshot(app);
    console.info(
      `  ${till}: load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    return [
      ...rows(till, 'ready to sell', started),
      ...rows(till, 'after a search and a sale', afterSale),
      ...onTheWay,
      ...rows(till, `after ${MORE_SALES + 1} sales`, afterMore),
    ];
  } finally {
    await browser.close();
  }
}

/** A till on a store of its own, with 100,000 (BENCH_MEMORY_PRODUCTS) products cached. */
async function tillOnItsOwnStore(): Promise<BenchResult[]> {
  const catalogDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-memory-'));
  writeCachedCatalog(catalogDir, PRODUCTS, 'http://bench.invalid');
  const store = await storeApart();
  const app = await startAppAsItRuns({ catalogFrom: catalogDir, built: true, store: store.url });
  try {
    return await sellingDay(app, `${PRODUCTS.toLocaleString('en')} products, a store of its own`);
  } finally {
    await app.close();
    await store.close();
    rmSync(catalogDir, { recursive: true, force: true });
  }
}

/** A till on its embedded demo store, as the app first starts, with the demo store's own catalog. */
async function tillOnItsDemoStore(): Promise<BenchResult[]> {
  const app = await startAppAsItRuns({ built: true });
  try {
    if (!app.pids.demoStore) throw new Error('the till on its demo store has no demo store process');
    return await sellingDay(app, 'on its embedded demo store');
  } finally {
    await app.close();
  }
}

/** `BENCH_MEMORY_TILLS`: `own` or `demo` measures that till alone (default: both). */
export async function benchAppMemory(): Promise<BenchResult[]> {
  const tills = process.env.BENCH_MEMORY_TILLS ?? 'both';
  return [...(tills !== 'demo' ? await tillOnItsOwnStore() : []), ...(tills !== 'own' ? await tillOnItsDemoStore() : [])];
}
