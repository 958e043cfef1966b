/**
 * The renderer's speed in real Chromium through the browser host, with a cached catalog of
 * 20,000 products: time from navigation to a sellable Sell screen, keystroke to results in the
 * search box, and the initial JavaScript the page loads (gzipped).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startPosRuntime } from '../electron/services/pos-runtime.js';
import { CATALOG_FILE_VERSION, type SavedCatalog } from '../electron/services/catalog-sync.js';
import { memorySecretStore } from '../electron/services/secret-store.js';
import { openSettingsFile } from '../electron/services/settings-store.js';
import { startWebHost } from '../electron/web-host/server.js';
import { launchBrowser } from '../test/e2e/support/app.js';
import { generatedCatalog } from '../test/support/generated-catalog.js';
import type { BenchResult } from './result.js';

const rendererDir = fileURLToPath(new URL('../dist/renderer/', import.meta.url));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
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
function measureKeystroke(key: string, expectedName: string | null): string {
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
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-ui-'));
  const port = await freePort();
  const storeUrl = `http://127.0.0.1:${port}`;
  // A catalog the till synced earlier: 20,000 products, newer than anything in the demo store.
  const products = generatedCatalog(20_000).map((p) => ({ ...p, updatedAt: new Date(Date.UTC(2030, 0, 1) + Number(p.id) * 1000).toISOString() }));
  const saved: SavedCatalog = {
    version: CATALOG_FILE_VERSION,
    storeUrl,
    newestUpdatedAt: products.at(-1)!.updatedAt,
    syncedAt: new Date().toISOString(),
    fullSyncedAt: new Date().toISOString(),
    products,
  };
  writeFileSync(path.join(dataDir, 'catalog.json'), JSON.stringify(saved));

  const runtime = await startPosRuntime({
    dataDir,
    settings: openSettingsFile(dataDir),
    version: 'bench',
    shell: 'browser',
    secrets: memorySecretStore(),
    demoStore: { port, rateLimit: false, autoFulfil: false },
  });
  // The till open for a manager, as a till in use is.
  await runtime.calls.staff.setUp({ name: 'Bench Manager', pin: '246810' });
  const host = await startWebHost({ calls: runtime.calls, gate: runtime.gate, events: runtime.events, rendererDir });
  const browser = await launchBrowser();
  try {
    const readyMs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(host.url, { waitUntil: 'commit' });
      await page.locator('.product-card').first().waitFor();
      readyMs.push(await page.evaluate(() => performance.now()));
      await page.close();
    }

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(host.url);
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await page.locator('.product-card').first().waitFor();
    // Each query is typed key by key; the time is from the last key to the grid showing its results.
    const queries = ['har', 'alpine', 'tee', 'mug navy', 'gen-00012', 'summit', 'coastal boot', 'linen', 'cedar', 'trail'];
    const keystrokeMs: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const q of queries) {
        await search.fill(q.slice(0, -1));
        await page.waitForTimeout(300);
        const expected = runtime.calls.catalog.search({ text: q, perPage: 1 }).then((r) => r.items[0]?.name ?? null);
        const first = await expected;
        const elapsed = (await page.evaluate(measureKeystroke(q.slice(-1), first))) as number;
        if (Number.isFinite(elapsed)) keystrokeMs.push(elapsed);
      }
    }
    await page.close();

    return [
      { name: 'ready to sell after the window opens (20,000 cached products), median', value: percentile(readyMs, 50), unit: 'ms', target: '≤ 500 ms' },
      { name: 'keystroke to results over 20,000 products, p50', value: percentile(keystrokeMs, 50), unit: 'ms' },
      { name: 'keystroke to results over 20,000 products, p95', value: percentile(keystrokeMs, 95), unit: 'ms', target: '≤ 50 ms' },
      { name: 'initial JavaScript, gzipped', value: initialJsGzipBytes(rendererDir) / 1024, unit: 'KB', target: '≤ 250 KB' },
    ];
  } finally {
    await browser.close();
    await host.close();
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
