/**
 * `npm run bench`: the app's performance figures, measured on this machine. Prints a table and
 * writes bench/results.json; the README quotes the figures.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { benchCatalogSearch } from './catalog-search.bench.js';
import { benchSaleRequests } from './sale-requests.bench.js';
import type { BenchResult } from './result.js';

const suites: [string, () => Promise<BenchResult[]>][] = [
  ['catalog search', benchCatalogSearch],
  ['sale requests', benchSaleRequests],
];

const only = process.argv.slice(2);
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
writeFileSync(
  new URL('./results.json', import.meta.url),
  JSON.stringify({ measuredAt: new Date().toISOString(), machine: `${os.cpus().length} cores, node ${process.version}`, results }, null, 2) + '\n',
);
