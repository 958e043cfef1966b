/**
 * The renderer's speed in real Chromium through the browser host: time from navigation to a
 * sellable Sell screen (a price painted and the search box usable) with 20,000 cached products
 * and with the demo catalog, each beside a trivial page measured the same way in the same run
 * (interleaved, medians), so what the app itself adds is told apart from what the browser and the
 * machine cost; keystroke to results in the search box; the initial JavaScript (gzipped).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../test/e2e/support/app.js';
import { interleavedReadyToSell, median } from './ready-to-sell.js';
import type { BenchResult } from './result.js';
import { rendererDir, startBenchTill } from './till-host.js';
import { serveTrivialPage } from './trivial-page.js';

/** Rounds of the interleaved start-up measurement (each opens every page once). */
const START_ROUNDS = Number(process.env.BENCH_START_ROUNDS ?? 9);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** JavaScript the page's HTML loads before anything else (entry and preloaded chunks), gzipped. */
export function initialJsGzipBytes(dir: string): number {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length, 0);
}

/**
 * In-page script (a string, so the bundler's helpers never reach the page): types one key into
 * the search box as a trusted-looking input event and resolves with the ms until the grid's
 * first product is the one expected (or the grid is empty when nothing is expected).
 */
export function measureKeystroke(key: string, expectedName: string | null): string {
  return `new Promise((resolve) => {
    const key = ${JSON.stringify(key)};
    const name = ${JSON.stringify(expectedName)};
    const input = document.querySelector('input[type=search]');
    const start = performance.now();
    const check = () => {
      const first = document.querySelector('.product-card .product-name');
      const done = name === null ? document.querySelector('.product-card') === null : first && first.textContent === name;
      if (done) resolve(performance.now() - start);
      return done;
    };
    const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    setTimeout(() => { observer.disconnect(); resolve(NaN); }, 5000);
    input.focus();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    setter.call(input, input.value + key);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  })`;
}

export async function benchUi(): Promise<BenchResult[]> {
  const loadAtStart = os.loadavg()[0]!;
  console.info(
    `  load average at the start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${os.cpus().length} cores)`,
  );
  const cached = await startBenchTill({ cachedProducts: 20_000 });
  const demo = await startBenchTill();
  const trivial = await serveTrivialPage();
  const browser = await launchBrowser();
  try {
    // The demo till reads its 68 products from the demo store once, as a till does on its first day.
    for (let i = 0; i < 100 && (await demo.runtime.calls.catalog.status()).syncedAt === null; i++) await new Promise((r) => setTimeout(r, 100));

    const times = await interleavedReadyToSell(browser, { trivial: trivial.url, cached: cached.host.url, demo: demo.host.url }, START_ROUNDS);
    const trivialMs = median(times.trivial!);
    const cachedMs = median(times.cached!);
    const demoMs = median(times.demo!);
    const loadAtEnd = os.loadavg()[0]!;
    console.info(
      `  load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    for (const [name, values] of Object.entries(times)) console.info(`  ${name}: ${values.map((v) => v.toFixed(0)).join(' ')} ms`);

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(cached.host.url);
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await page.locator('.product-card').first().waitFor();
    // Each query is typed key by key; the time is from the last key to the grid showing its results.
    const queries = ['har', 'alpine', 'tee', 'mug navy', 'gen-00012', 'summit', 'coastal boot', 'linen', 'cedar', 'trail'];
    const keystrokeMs: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const q of queries) {
        await search.fill(q.slice(0, -1));
        await page.waitForTimeout(300);
        const expected = cached.runtime.calls.catalog.search({ text: q, perPage: 1 }).then((r) => r.items[0]?.name ?? null);
        const first = await expected;
        const elapsed = (await page.evaluate(measureKeystroke(q.slice(-1), first))) as number;
        if (Number.isFinite(elapsed)) keystrokeMs.push(elapsed);
      }
    }
    await page.close();

    return [
      { name: 'load average (1 min) at the start / end of the renderer suite', value: loadAtStart, unit: `/ ${loadAtEnd.toFixed(2)}` },
      { name: 'ready to sell after the window opens (20,000 cached products), median', value: cachedMs, unit: 'ms', target: '≤ 500 ms' },
      { name: 'ready to sell, demo catalog (68 products), median', value: demoMs, unit: 'ms' },
      { name: 'a trivial page (a search box and a price), same run, median', value: trivialMs, unit: 'ms' },
      { name: "the app's own start-up over a trivial page, same run (20,000 cached products)", value: cachedMs - trivialMs, unit: 'ms', target: '≤ 300 ms' },
      { name: "the app's own start-up over a trivial page, same run (demo catalog)", value: demoMs - trivialMs, unit: 'ms', target: '≤ 300 ms' },
      { name: 'app over trivial page, ratio of medians (20,000 cached / demo)', value: cachedMs / trivialMs, unit: `× / ${(demoMs / trivialMs).toFixed(2)} ×` },
      { name: 'keystroke to results over 20,000 products, p50', value: percentile(keystrokeMs, 50), unit: 'ms' },
      { name: 'keystroke to results over 20,000 products, p95', value: percentile(keystrokeMs, 95), unit: 'ms', target: '≤ 50 ms' },
      { name: 'initial JavaScript, gzipped', value: initialJsGzipBytes(rendererDir) / 1024, unit: 'KB', target: '≤ 150 KB' },
    ];
  } finally {
    await browser.close();
    await trivial.close();
    await demo.close();
    await cached.close();
  }
}
