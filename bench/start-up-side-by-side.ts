/**
 * `npx tsx bench/start-up-side-by-side.ts <other repository folder> [products] [rounds] [--busy]`:
 * ready to sell for this code and another version's (another commit checked out and built with
 * `npm run build:renderer` in its own folder), each run as `npm run start:web` runs it (the host,
 * the services' child, the demo store's) on the same cached catalog, beside a trivial page, in
 * interleaved rounds, so the machine's load weighs on all three alike: first each start on a new
 * profile (a till's very first start), then each in Chromium started again on the page's own
 * profile (a till’s ordinary start). Prints each page's times, the medians, the app over the
 * trivial page and the ratio of the two versions. `--busy`: one core held busy throughout.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../test/e2e/support/app.js';
import { startAppAsItRuns } from './app-as-it-runs.js';
import { writeCachedCatalog } from './cached-catalog.js';
import { holdOneCoreBusy } from './busy-core.js';
import { interleavedReadyToSell, interleavedRestarts, median } from './ready-to-sell.js';
import { serveTrivialPage } from './trivial-page.js';

const busy = process.argv.includes('--busy');
const [other, products = '100000', rounds = '9'] = process.argv.slice(2).filter((a) => a !== '--busy');
if (!other) throw new Error('usage: npx tsx bench/start-up-side-by-side.ts <other repository folder> [products] [rounds] [--busy]');
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const catalogDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-side-'));
writeCachedCatalog(catalogDir, Number(products), 'http://bench.invalid');
const before = await startAppAsItRuns({ root: path.resolve(other), catalogFrom: catalogDir });
const now = await startAppAsItRuns({ catalogFrom: catalogDir });
const trivial = await serveTrivialPage();
const browser = await launchBrowser();
const core = busy ? holdOneCoreBusy() : null;

function report(times: Record<string, number[]>): void {
  for (const [name, values] of Object.entries(times)) console.info(`  ${name}: ${values.map((v) => v.toFixed(0)).join(' ')} ms`);
  const [t, o, n] = [median(times.trivial!), median(times.other!), median(times.this!)];
  console.info(
    `  medians: trivial ${t.toFixed(0)} ms, other ${o.toFixed(0)} ms (over trivial ${(o - t).toFixed(0)}), this ${n.toFixed(0)} ms (over trivial ${(n - t).toFixed(0)})`,
  );
  console.info(`  this / other: ${(n / o).toFixed(3)} (over trivial: ${((n - t) / (o - t)).toFixed(3)})`);
}

try {
  const urls = { trivial: trivial.url, other: before.url, this: now.url };
  console.info(
    `${products} cached products, ${rounds} rounds${busy ? ', one core held busy' : ''}; load average at the start: ${load()} (${os.cpus().length} cores)`,
  );
  console.info('On a new profile (a till’s first start):');
  report(await interleavedReadyToSell(browser, urls, Number(rounds)));
  console.info(`On the page's own profile, Chromium started again (a till’s ordinary start); load average: ${load()}`);
  report(await interleavedRestarts(urls, Number(rounds)));
  console.info(`load average at the end: ${load()}`);
} finally {
  core?.release();
  await browser.close();
  await trivial.close();
  await now.close();
  await before.close();
  rmSync(catalogDir, { recursive: true, force: true });
}
