/**
 * The embedded demo store under load, on loopback with the rate limit off, the store running in
 * its own process (as `npm run demo-store` runs it) so the load generator does not share its
 * event loop:
 * - product list (`GET /api/v2/storefront/products`, 25 per page) with autocannon: requests per
 *   second, p50 and p99 latency, for the same list again and again (served from the store's
 *   short-lived catalog read cache) and with every request a new query (built each time);
 * - the same new-query list with `include=default_variant,images` side by side with a bare
 *   `node:http` server (its own process too) that answers every request with that list's bytes,
 *   captured from the store once, under the same autocannon settings: the store's requests per
 *   second as a share of the bare server's;
 * - full guest checkouts (new cart, add item, email and addresses, advance, cash payment,
 *   complete: 6 requests each), several at once: checkouts per second, time per checkout and the
 *   store's CPU time per checkout. They are driven over keep-alive `node:http` connections; the
 *   same run through `fetch()` (as a till sends its requests) is reported beside them, first,
 *   because on a 2-core machine fetch's own CPU per request (about three times node:http's)
 *   competes with the store it measures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ADMIN_CLIENT } from '../electron/demo-store/auth/demo-accounts.js';
import { fetchClient, keepAliveClient, type JsonClient } from './json-client.js';
import type { BenchResult } from './result.js';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}

interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  duration: number;
  errors: number;
  non2xx: number;
}

interface AutocannonRequest {
  setupRequest?: (request: { path: string }) => { path: string };
}

type Autocannon = (options: { url: string; connections: number; duration: number; requests?: AutocannonRequest[] }) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SF = '/api/v2/storefront';
const LIST_SECONDS = 10;
const LIST_CONNECTIONS = 10;
const COLD_SECONDS = 5;
const LIST_WITH_INCLUDES = `${SF}/products?include=default_variant,images&per_page=25`;
/** Answers every request with the bytes in the file it is given, as the store would send them. */
const BARE_SERVER = `
const http = require('node:http');
const body = require('node:fs').readFileSync(process.argv[1]);
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/vnd.api+json', 'Content-Length': body.length, 'X-Content-Type-Options': 'nosniff' });
  res.end(body);
});
server.keepAliveTimeout = 5000;
server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;
const CHECKOUT_SECONDS = 10;
const CHECKOUTS_AT_ONCE = 8;
const ADDRESS = {
  firstname: 'Bench',
  lastname: 'Runner',
  address1: '1 Wharf Street',
  city: 'Portland',
  zipcode: '04101',
  phone: '+1 207 555 0100',
  state_name: 'Maine',
  country_iso: 'US',
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

function startStoreProcess(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  return startListening(
    spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'electron/demo-store/process/cli.ts'), '--port', '0', '--rate-limit', '0', '--data', dataDir], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
    'the demo store',
  );
}

function startBareServer(bodyFile: string): Promise<{ url: string; child: ChildProcess }> {
  return startListening(spawn(process.execPath, ['-e', BARE_SERVER, bodyFile], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] }), 'the bare server');
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Every request a query never asked before (so nothing comes from the store's read cache). */
function coldList(url: string, pathOf: (n: number) => string, seconds = COLD_SECONDS): Promise<AutocannonResult> {
  let n = 0;
  return autocannon({
    url,
    connections: LIST_CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: pathOf(n++) }) }],
  });
}

async function startListening(child: ChildProcess, name: string): Promise<{ url: string; child: ChildProcess }> {
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`${name} did not start: ${seen}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}): ${seen}`));
    });
  });
  child.stdout!.resume();
  return { url, child };
}

/** CPU seconds (user + system) a process has used, where the system says (Linux's /proc), else null. */
function cpuSecondsOf(pid: number | undefined): number | null {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return null;
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The bench's own setup requests. */
const json: JsonClient = fetchClient;

function data(body: Record<string, unknown>): { id: string; attributes: Record<string, unknown> } {
  return body.data as { id: string; attributes: Record<string, unknown> };
}

/** A variant with a million on hand (set through the Platform API), so no sale runs out. */
async function prepareVariant(url: string): Promise<string> {
  const token = await json(`${url}/shop_oauth/token`, {
    method: 'POST',
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: DEMO_ADMIN_CLIENT.clientId,
      client_secret: DEMO_ADMIN_CLIENT.clientSecret,
      scope: 'admin',
    }),
  });
  const admin = { Authorization: `Bearer ${token.body.access_token as string}` };
  const product = await json(`${url}${SF}/products/classic-crew-tee?include=variants`);
  const variant = (product.body.included as { id: string; type: string }[]).find((r) => r.type === 'variant')!;
  const items = await json(`${url}/api/v2/platform/stock_items?filter[variant_id]=${variant.id}`, { headers: admin });
  const item = (items.body.data as { id: string }[])[0]!;
  const patched = await json(`${url}/api/v2/platform/stock_items/${item.id}`, {
    method: 'PATCH',
    headers: admin,
    body: JSON.stringify({ stock_item: { count_on_hand: 1_000_000 } }),
  });
  if (patched.status !== 200) throw new Error(`could not stock the bench variant: ${patched.status}`);
  return variant.id;
}

async function oneCheckout(request: JsonClient, url: string, variantId: string, cashId: string): Promise<void> {
  const cart = await request(`${url}${SF}/cart`, { method: 'POST' });
  const token = data(cart.body).attributes.token as string;
  const headers = { 'X-Shop-Order-Token': token };
  const steps: [string, string, unknown][] = [
    ['POST', '/cart/add_item', { variant_id: variantId, quantity: 1 }],
    ['PATCH', '/checkout', { order: { email: 'bench@example.com', bill_address_attributes: ADDRESS, ship_address_attributes: ADDRESS } }],
    ['PATCH', '/checkout/advance', undefined],
    ['POST', '/checkout/create_payment', { payment_method_id: cashId }],
    ['PATCH', '/checkout/complete', undefined],
  ];
  let last = cart;
  for (const [method, route, body] of steps) {
    last = await request(`${url}${SF}${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (last.status >= 300) throw new Error(`${method} ${route} answered ${last.status}: ${JSON.stringify(last.body).slice(0, 200)}`);
  }
  if (data(last.body).attributes.state !== 'complete') throw new Error('the checkout did not complete');
}

async function cashMethodId(url: string): Promise<string> {
  const cart = await json(`${url}${SF}/cart`, { method: 'POST' });
  const methods = await json(`${url}${SF}/checkout/payment_methods`, { headers: { 'X-Shop-Order-Token': data(cart.body).attributes.token as string } });
  return (methods.body.data as { id: string; attributes: { name: string } }[]).find((m) => m.attributes.name === 'Cash')!.id;
}

interface CheckoutRun {
  perSecond: number;
  p50: number;
  p99: number;
  /** The store's CPU time per checkout, where the system tells it. */
  storeCpuMs: number | null;
}

/** Checkouts, several at once, for CHECKOUT_SECONDS, each timed from its new cart to its completion. */
async function checkoutsAtOnce(request: JsonClient, url: string, variantId: string, cashId: string, storePid: number | undefined): Promise<CheckoutRun> {
  await oneCheckout(request, url, variantId, cashId);
  const durations: number[] = [];
  const cpuBefore = cpuSecondsOf(storePid);
  const started = Date.now();
  const until = started + CHECKOUT_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CHECKOUTS_AT_ONCE }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        await oneCheckout(request, url, variantId, cashId);
        durations.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const cpuAfter = cpuSecondsOf(storePid);
  durations.sort((a, b) => a - b);
  return {
    perSecond: durations.length / seconds,
    p50: percentile(durations, 50),
    p99: percentile(durations, 99),
    storeCpuMs: cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / durations.length,
  };
}

export async function benchDemoStore(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-store-bench-'));
  const { url, child } = await startStoreProcess(dataDir);
  try {
    const listUrl = `${url}${SF}/products`;
    await autocannon({ url: listUrl, connections: LIST_CONNECTIONS, duration: 2 });
    const list = await autocannon({ url: listUrl, connections: LIST_CONNECTIONS, duration: LIST_SECONDS });
    if (list.errors > 0 || list.non2xx > 0) throw new Error(`product list: ${list.errors} errors, ${list.non2xx} non-2xx answers`);
    // Every request a query never asked before: the list is built each time, nothing comes from the read cache.
    const cold = await coldList(listUrl, (n) => `${SF}/products?page=${1 + (n % 3)}&bench=${n}`);
    if (cold.errors > 0 || cold.non2xx > 0) throw new Error(`cold product list: ${cold.errors} errors, ${cold.non2xx} non-2xx answers`);

    // The list with its default variants and images, against a bare server sending the same bytes.
    const captured = await fetch(`${url}${LIST_WITH_INCLUDES}&bench=captured`);
    if (captured.status !== 200) throw new Error(`the list with includes answered ${captured.status}`);
    const bodyFile = path.join(dataDir, 'list-with-includes.json');
    writeFileSync(bodyFile, Buffer.from(await captured.arrayBuffer()));
    const bare = await startBareServer(bodyFile);
    let included: AutocannonResult;
    let bareList: AutocannonResult;
    try {
      const newQuery = (n: number): string => `${LIST_WITH_INCLUDES}&bench=${n}`;
      await coldList(`${url}${SF}/products`, (n) => `${newQuery(n)}-warm`, 2);
      included = await coldList(`${url}${SF}/products`, newQuery);
      await coldList(`${bare.url}${SF}/products`, (n) => `${newQuery(n)}-warm`, 2);
      bareList = await coldList(`${bare.url}${SF}/products`, newQuery);
    } finally {
      await stopProcess(bare.child);
    }
    for (const [name, result] of [
      ['store', included],
      ['bare server', bareList],
    ] as const) {
      if (result.errors > 0 || result.non2xx > 0) throw new Error(`list with includes (${name}): ${result.errors} errors, ${result.non2xx} non-2xx answers`);
    }
    const includedRate = included.requests.total / (included.duration || COLD_SECONDS);
    const bareRate = bareList.requests.total / (bareList.duration || COLD_SECONDS);

    const variantId = await prepareVariant(url);
    const cashId = await cashMethodId(url);
    const keepAlive = keepAliveClient();
    let checkouts: CheckoutRun;
    let fetched: CheckoutRun;
    try {
      // The fetch-driven run first: the run the target is read from then meets the larger store.
      fetched = await checkoutsAtOnce(fetchClient, url, variantId, cashId, child.pid);
      checkouts = await checkoutsAtOnce(keepAlive.request, url, variantId, cashId, child.pid);
    } finally {
      keepAlive.close();
    }

    const label = `demo store: product list, ${LIST_CONNECTIONS} connections`;
    const includedLabel = `${label}, include=default_variant,images, every query new`;
    const checkoutLabel = `demo store: guest checkouts (6 requests each), ${CHECKOUTS_AT_ONCE} at once`;
    return [
      { name: `${label}: requests per second`, value: list.requests.total / (list.duration || LIST_SECONDS), unit: 'req/s', target: '≥ 1000 req/s' },
      { name: `${label}: p50 latency`, value: list.latency.p50, unit: 'ms' },
      { name: `${label}: p99 latency`, value: list.latency.p99, unit: 'ms', target: '≤ 50 ms' },
      { name: `${label}, every query new (no read cache): requests per second`, value: cold.requests.total / (cold.duration || COLD_SECONDS), unit: 'req/s' },
      { name: `${label}, every query new (no read cache): p50 latency`, value: cold.latency.p50, unit: 'ms' },
      { name: `${label}, every query new (no read cache): p99 latency`, value: cold.latency.p99, unit: 'ms' },
      { name: `${includedLabel}: requests per second`, value: includedRate, unit: 'req/s' },
      { name: `${includedLabel}: p50 latency`, value: included.latency.p50, unit: 'ms' },
      { name: `${includedLabel}: bare node:http server, same bytes: requests per second`, value: bareRate, unit: 'req/s' },
      { name: `${includedLabel}: store ÷ bare server`, value: (100 * includedRate) / bareRate, unit: '%', target: '≥ 25 %' },
      { name: `${checkoutLabel}: completed per second`, value: checkouts.perSecond, unit: 'checkouts/s' },
      { name: `${checkoutLabel}: p50 per checkout`, value: checkouts.p50, unit: 'ms', target: '< 20 ms' },
      { name: `${checkoutLabel}: p99 per checkout`, value: checkouts.p99, unit: 'ms' },
      ...(checkouts.storeCpuMs === null ? [] : [{ name: `${checkoutLabel}: store CPU per checkout`, value: checkouts.storeCpuMs, unit: 'ms' }]),
      { name: `${checkoutLabel}, driven through fetch(): completed per second`, value: fetched.perSecond, unit: 'checkouts/s' },
      { name: `${checkoutLabel}, driven through fetch(): p50 per checkout`, value: fetched.p50, unit: 'ms' },
      { name: `${checkoutLabel}, driven through fetch(): p99 per checkout`, value: fetched.p99, unit: 'ms' },
      ...(fetched.storeCpuMs === null
        ? []
        : [{ name: `${checkoutLabel}, driven through fetch(): store CPU per checkout`, value: fetched.storeCpuMs, unit: 'ms' }]),
    ];
  } finally {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
