/**
 * `npx tsx bench/start-up-trace.ts [products]`: where a start's time goes. Opens the Sell screen
 * through the browser host (20,000 cached products unless told otherwise) with Chromium's
 * performance trace on, and prints one line per step: the document, each script fetched and
 * run, each bridge call (when it left the page, how long main took, how many bytes it answered),
 * the first paint and the first frame ready to sell. The trace is written to .tmp/start-up-trace.json
 * (open it in Chromium's Performance panel).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { PosCalls } from '../shared/bridge/bridge.js';
import { launchBrowser } from '../test/e2e/support/app.js';
import { READY_WATCHER } from './ready-to-sell.js';
import { startBenchTill } from './till-host.js';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string; frame?: string } };
}

const products = Number(process.argv[2] ?? 20_000);
const served: { method: string; at: number; ms: number; bytes: number }[] = [];
let navigatedAt = 0;

/**
 * Each bridge call, timed in main: when it arrived (ms after navigation), how long, how big its answer.
 * The runtime's calls are proxies (each reaches the store in use when it is made), so they are wrapped
 * as they are looked up, not by listing them.
 */
function timed(calls: PosCalls): PosCalls {
  const area = (name: string) =>
    new Proxy(
      {},
      {
        get(_unused, method) {
          const fn = (calls as unknown as Record<string, Record<string | symbol, unknown>>)[name]![method];
          if (typeof fn !== 'function') return fn;
          return async (...args: unknown[]) => {
            const start = performance.now();
            const value: unknown = await (fn as (...a: unknown[]) => unknown)(...args);
            served.push({
              method: `${name}.${String(method)}`,
              at: start - navigatedAt,
              ms: performance.now() - start,
              bytes: JSON.stringify(value ?? null).length,
            });
            return value;
          };
        },
      },
    );
  return new Proxy({} as PosCalls, { get: (_unused, name) => area(String(name)) });
}

const loadStarted = performance.now();
const till = await startBenchTill({ cachedProducts: products, wrapCalls: timed });
console.info(
  `main: catalog.sqlite of ${products} products written, the services started and the till opened in ${(performance.now() - loadStarted).toFixed(0)} ms`,
);
const browser = await launchBrowser();
try {
  // A warm-up visit: the browser's own first-run costs are not the app's.
  const warm = await browser.newPage();
  await warm.goto(till.host.url);
  await warm.locator('.price').first().waitFor();
  await warm.close();
  served.length = 0;

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(READY_WATCHER);
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'v8'],
  });
  navigatedAt = performance.now();
  const stalls: string[] = [];
  let last = performance.now();
  const probe = setInterval(() => {
    const now = performance.now();
    if (now - last > 25) stalls.push(`${(last - navigatedAt).toFixed(0)}+${(now - last).toFixed(0)}`);
    last = now;
  }, 5);
  await page.goto(till.host.url, { waitUntil: 'commit' });
  await page.waitForFunction(() => typeof (window as { __readyToSellAt?: number }).__readyToSellAt === 'number');
  const ready = await page.evaluate(() => (window as unknown as { __readyToSellAt: number }).__readyToSellAt);
  const timing = await page.evaluate(() => ({
    nav: window.performance.getEntriesByType('navigation').map((e) => e.toJSON() as Record<string, number>)[0]!,
    resources: window.performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return { name: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd, bytes: r.encodedBodySize };
    }),
    paints: window.performance.getEntriesByType('paint').map((e) => ({ name: e.name, at: e.startTime })),
  }));
  clearInterval(probe);
  console.info('main stalls (ms after navigation + ms):', stalls.join(' '));
  const buffer = await browser.stopTracing();
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/start-up-trace.json', buffer);
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const navStart = events.find((e) => e.name === 'navigationStart')?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const sum = (names: string[]) => events.filter((e) => names.includes(e.name) && e.ph === 'X').reduce((s, e) => s + (e.dur ?? 0), 0) / 1000;
  const firstEnd = (name: string) => {
    const found = events.filter((e) => e.name === name && e.ph === 'X').map((e) => (e.ts + (e.dur ?? 0) - navStart) / 1000);
    return found.length ? Math.max(...found) : NaN;
  };

  const rows: [string, string][] = [];
  rows.push(['document (HTML) received', `${timing.nav.responseEnd!.toFixed(0)} ms`]);
  for (const r of timing.resources.filter((r) => !r.name.startsWith('/bridge/'))) {
    rows.push([`fetched ${r.name} (${(r.bytes / 1024).toFixed(1)} KB)`, `${r.start.toFixed(0)}–${r.end.toFixed(0)} ms`]);
  }
  rows.push(['scripts compiled (total)', `${sum(['v8.compile', 'V8.CompileCode', 'v8.compileModule', 'V8.ScriptCompiler']).toFixed(0)} ms`]);
  rows.push([
    'scripts run (module evaluation, total)',
    `${sum(['v8.evaluateModule', 'EvaluateScript']).toFixed(0)} ms, last ending at ${Math.max(firstEnd('v8.evaluateModule'), firstEnd('EvaluateScript')).toFixed(0)} ms`,
  ]);
  rows.push(['style, layout and paint (total)', `${sum(['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize']).toFixed(0)} ms`]);
  for (const r of timing.resources.filter((r) => r.name.startsWith('/bridge/'))) {
    const main = served.find((s) => `/bridge/${s.method}` === r.name);
    rows.push([
      `bridge ${r.name.slice('/bridge/'.length)}${main ? ` (main ${main.ms.toFixed(1)} ms, ${(main.bytes / 1024).toFixed(1)} KB)` : ''}`,
      `${r.start.toFixed(0)}–${r.end.toFixed(0)} ms`,
    ]);
  }
  for (const p of timing.paints) rows.push([p.name, `${p.at.toFixed(0)} ms`]);
  rows.push(['ready to sell (a price painted, the search box usable)', `${ready.toFixed(0)} ms`]);
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [what, when] of rows) console.info(`${what.padEnd(width)}  ${when}`);
  await context.close();
} finally {
  await browser.close();
  await till.close();
}
