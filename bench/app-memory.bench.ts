/**
 * Memory of every process of the app as it runs (`npm run start:web`: the browser host, the till's
 * services in its child, the embedded demo store in theirs, and Chromium showing the page) with
 * 100,000 cached products: resident (VmRSS) and proportional (Pss: shared pages divided among the
 * processes sharing them, so the sum counts each once) of each process, after the Sell screen is
 * ready to sell, then after a search in the page and a cash sale. Chromium's own processes (its
 * browser process, GPU and utility processes) are listed apart from the page's renderer; tsx's
 * esbuild helpers, which only running from the sources adds, apart too. Then the services and the
 * demo store once more from the built bundles, as the packaged app runs them (after `npm run build`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/support/app.js';
import { startAppAsItRuns, type AppAsItRuns } from './app-as-it-runs.js';
import { bundledServicesMemory } from './bundled-services-memory.js';
import { writeCachedCatalog } from './cached-catalog.js';
import { commandOf, descendantsOf, memoryOf, totalOf, type ProcessMemory } from './process-memory.js';
import { READY_WATCHER } from './ready-to-sell.js';
import type { BenchResult } from './result.js';

const PRODUCTS = Number(process.env.BENCH_MEMORY_PRODUCTS ?? 100_000);

interface Snapshot {
  host: ProcessMemory;
  services: ProcessMemory;
  demoStore: ProcessMemory;
  renderer: ProcessMemory;
  chromium: ProcessMemory[];
  tooling: ProcessMemory[];
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
  return {
    host: memoryOf(app.pids.host),
    services: memoryOf(app.pids.services),
    demoStore: memoryOf(app.pids.demoStore!),
    renderer,
    chromium: chromium.filter((p) => p.pid !== renderer.pid),
    tooling: app.tooling().map(memoryOf),
  };
}

function rows(when: string, s: Snapshot): BenchResult[] {
  const app = totalOf([s.host, s.services, s.demoStore, s.renderer]);
  const withChromium = totalOf([s.host, s.services, s.demoStore, s.renderer, ...s.chromium]);
  const mb = (p: { rssMb: number; pssMb: number }) => `MB resident (Pss ${p.pssMb.toFixed(0)} MB)`;
  return [
    { name: `app memory ${PRODUCTS}, ${when}: browser host`, value: s.host.rssMb, unit: mb(s.host) },
    { name: `app memory ${PRODUCTS}, ${when}: till's services`, value: s.services.rssMb, unit: mb(s.services) },
    { name: `app memory ${PRODUCTS}, ${when}: demo store`, value: s.demoStore.rssMb, unit: mb(s.demoStore) },
    { name: `app memory ${PRODUCTS}, ${when}: the page's Chromium renderer`, value: s.renderer.rssMb, unit: mb(s.renderer) },
    { name: `app memory ${PRODUCTS}, ${when}: sum of the four`, value: app.rssMb, unit: mb(app), target: '≤ 400 MB' },
    {
      name: `app memory ${PRODUCTS}, ${when}: Chromium's other processes (${s.chromium.length})`,
      value: totalOf(s.chromium).rssMb,
      unit: mb(totalOf(s.chromium)),
    },
    { name: `app memory ${PRODUCTS}, ${when}: sum with Chromium's other processes`, value: withChromium.rssMb, unit: mb(withChromium) },
    {
      name: `app memory ${PRODUCTS}, ${when}: tsx's esbuild helpers (sources only) (${s.tooling.length})`,
      value: totalOf(s.tooling).rssMb,
      unit: mb(totalOf(s.tooling)),
    },
  ];
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

/** The first product's default variant at the demo store, read from its Storefront API. */
async function demoStoreVariant(storeUrl: string): Promise<string> {
  const answer = (await (await fetch(`${storeUrl}/api/v2/storefront/products?per_page=1&include=default_variant`)).json()) as {
    data: { relationships: { default_variant: { data: { id: string } } } }[];
  };
  return answer.data[0]!.relationships.default_variant.data.id;
}

export async function benchAppMemory(): Promise<BenchResult[]> {
  const catalogDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-memory-'));
  writeCachedCatalog(catalogDir, PRODUCTS, 'http://bench.invalid');
  const app = await startAppAsItRuns({ catalogFrom: catalogDir });
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
    await searchInPage(page, 'harbor mug');
    // A product of the demo store's own (the cached ones are generated, newer than the store's).
    await app.call('sale.addLine', await demoStoreVariant(app.storeUrl), 1);
    await app.call('sale.pickupInStore');
    await app.call('sale.payCash', { tendered: '100' });
    await page.waitForTimeout(1_000);
    const afterSale = snapshot(app);
    console.info(
      `  load average: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const bundled = await bundledServicesMemory(catalogDir);
    const mb = (p: ProcessMemory) => `MB resident (Pss ${p.pssMb.toFixed(0)} MB)`;
    return [
      ...rows('ready to sell', started),
      ...rows('after a search and a sale', afterSale),
      ...(bundled
        ? [
            {
              name: `app memory ${PRODUCTS}, built bundles (as packaged), after three searches: till's services`,
              value: bundled.services.rssMb,
              unit: mb(bundled.services),
            },
            { name: `app memory ${PRODUCTS}, built bundles (as packaged): demo store`, value: bundled.demoStore.rssMb, unit: mb(bundled.demoStore) },
          ]
        : []),
    ];
  } finally {
    await browser.close();
    await app.close();
    rmSync(catalogDir, { recursive: true, force: true });
  }
}
