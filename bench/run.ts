/**
 * `npm run bench`: the app's performance figures, measured on this machine. Prints a table and
 * writes bench/results.json; the README quotes the figures.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { benchCatalogSearch } from './catalog-search.bench.js';
import { benchDemoStore } from './demo-store.js';
import { benchOrdersBoard } from './orders-board.bench.js';
import { benchDemoStoreProcess } from './demo-store-process.bench.js';
import { benchServicesProcess } from './services-process.bench.js';
import { benchReturnRequests } from './return-requests.bench.js';
import { benchSaleRequests } from './sale-requests.bench.js';
import { benchSalesPerMinute } from './sales-per-minute.bench.js';
import { benchSharedAddress } from './shared-address.bench.js';
import { benchStockCount } from './stock-count.bench.js';
import { benchTrackingCycle } from './tracking-cycle.bench.js';
import { benchUi } from './ui.bench.js';
import { benchLargeCatalog } from './large-catalog.bench.js';
import { benchAppMemory } from './app-memory.bench.js';
import type { BenchResult } from './result.js';

const suites: [string, () => Promise<BenchResult[]>][] = [
  ['catalog search', benchCatalogSearch],
  ['sale requests', benchSaleRequests],
  ['return requests', benchReturnRequests],
  ['sales per minute', benchSalesPerMinute],
  ['tills on one address', benchSharedAddress],
  ['tracking cycle', benchTrackingCycle],
  ['orders board', benchOrdersBoard],
  ['stock count', benchStockCount],
  ['renderer', benchUi],
  ['demo store load', benchDemoStore],
  ['demo store process', benchDemoStoreProcess],
  ['services process', benchServicesProcess],
  ['catalog at 100,000', benchLargeCatalog],
  ['app processes memory', benchAppMemory],
];

const only = process.argv.slice(2);
// Figures depend on what else the machine does: the load is printed and kept with them.
const loadAtStart = os.loadavg();
console.info(`load average at the start: ${loadAtStart.map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
const results: BenchResult[] = [];
for (const [name, run] of suites) {
  if (only.length > 0 && !only.some((o) => name.includes(o))) continue;
  console.info(`▶ ${name}`);
  results.push(...(await run()));
}

const width = Math.max(...results.map((r) => r.name.length));
for (const r of results) {
  console.info(`${r.name.padEnd(width)}  ${r.value.toFixed(r.value < 10 ? 3 : 1).padStart(10)} ${r.unit}${r.target ? `   (target ${r.target})` : ''}`);
}
// A run of some suites updates their figures and keeps the others'.
const file = new URL('./results.json', import.meta.url);
const earlier = existsSync(file) ? ((JSON.parse(readFileSync(file, 'utf8')) as { results?: BenchResult[] }).results ?? []) : [];
const measured = new Set(results.map((r) => r.name));
writeFileSync(
  file,
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      machine: `${os.cpus().length} cores, node ${process.version}`,
      loadAverage: { start: loadAtStart, end: os.loadavg() },
      results: [...earlier.filter((r) => !measured.has(r.name)), ...results],
    },
    null,
    2,
  ) + '\n',
);
