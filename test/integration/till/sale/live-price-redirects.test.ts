/**
 * Live prices over MCP follow the store client's rules for the wire: a redirect from the MCP
 * endpoint is never followed (to another origin or within the store), and a request the endpoint
 * never answers ends on time, also while the engine collects garbage; either way the app falls
 * back to re-reading the cart. The long-lived event stream that carries the store's
 * notifications is not cut by that timeout: only its start is timed. Real servers on loopback
 * and the demo store, sent through the request scheduler as the app sends them.
 */
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { createLivePrices, type LivePrices } from '../../../../electron/till/sale/live-prices.js';
import { createRequestScheduler } from '../../../../shared/schedule/request-scheduler.js';
import { closeAll, listen, recordingServer, underGarbageCollection } from '../../../support/net/loopback-servers.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';

const elsewhere = recordingServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"jsonrpc":"2.0","id":0,"result":{}}'));
/** Paths that reached the redirecting store. */
const storeAsked: string[] = [];
let redirecting: http.Server;
let silent: http.Server;
let half: http.Server;
let elsewhereUrl: string;
let redirectingUrl: string;
let silentUrl: string;
let halfUrl: string;
let demo: DemoStore;
/** The demo store, except that its notifications stream (GET /mcp) is taken and never started. */
let streamless: http.Server;
let streamlessUrl: string;
/** Notification streams the app opened there (each is taken and never started). */
let streamsAsked = 0;
const opened: LivePrices[] = [];

beforeAll(async () => {
  elsewhereUrl = await listen(elsewhere.server);
  redirecting = http.createServer((req, res) => {
    req.resume();
    const path = req.url ?? '/';
    storeAsked.push(`${req.method} ${path}`);
    const away = /^\/away-(\d{3})\/mcp$/.exec(path);
    if (away) return void res.writeHead(Number(away[1]), { Location: `${elsewhereUrl}/mcp` }).end();
    if (path === '/moved/mcp') return void res.writeHead(307, { Location: '/inside/mcp' }).end();
    res.writeHead(404, { 'Content-Type': 'application/json' }).end('{}');
  });
  redirectingUrl = await listen(redirecting);
  // Both publish no agentic document (404), so the MCP endpoint itself is what never answers.
  silent = http.createServer((req, res) => {
    if (req.url === '/.well-known/ucp') res.writeHead(404).end();
  });
  silentUrl = await listen(silent);
  half = http.createServer((req, res) => {
    req.resume();
    if (req.url === '/.well-known/ucp') return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.write('{"jsonrpc":"2.0",');
  });
  halfUrl = await listen(half);
  demo = await startDemoStore({ rateLimit: false });
  streamless = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/mcp') return void streamsAsked++;
    // No agentic document here: MCP at {agentic_url}/mcp, passed on as the demo store's own host.
    if (req.url === '/.well-known/ucp') return void req.resume().on('end', () => res.writeHead(404).end());
    const headers = { ...req.headers, host: new URL(demo.url).host };
    const upstream = http.request(`${demo.url}${req.url ?? '/'}`, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  streamlessUrl = await listen(streamless);
});

afterEach(async () => {
  elsewhere.reached.length = 0;
  storeAsked.length = 0;
  await Promise.all(opened.splice(0).map((live) => live.close()));
});

afterAll(async () => {
  closeAll(redirecting, silent, half, streamless, elsewhere.server);
  await demo?.close();
});

function livePrices(agenticUrl: string, extra: { timeoutMs?: number; onProductChanged?: (slug: string) => void } = {}) {
  const scheduler = createRequestScheduler({ fetch: (url, init) => fetch(url, init as RequestInit) });
  const live = createLivePrices({
    agenticUrl,
    fetch: scheduler.fetch,
    onProductChanged: extra.onProductChanged ?? (() => {}),
    poll: () => {},
    pollMs: 60_000,
    ...(extra.timeoutMs ? { timeoutMs: extra.timeoutMs } : {}),
  });
  opened.push(live);
  return live;
}

describe('an MCP endpoint that redirects', () => {
  it.each([302, 307, 308])('to another origin (%i): nothing reaches it, and the cart is polled instead', async (status) => {
    const live = livePrices(`${redirectingUrl}/away-${status}`);
    await live.watch(['harbor-logo-tee']);
    expect(elsewhere.reached).toEqual([]);
    expect(live.mode()).toBe('polling');
  });

  it('within the store: not followed either', async () => {
    const live = livePrices(`${redirectingUrl}/moved`);
    await live.watch(['harbor-logo-tee']);
    expect(storeAsked).toEqual(['GET /moved/.well-known/ucp', 'POST /moved/mcp']);
    expect(live.mode()).toBe('polling');
  });
});

describe('an MCP endpoint that never answers', () => {
  it.each([
    ['takes the request and sends nothing', () => silentUrl],
    ['starts an answer and never ends it', () => halfUrl],
  ])('%s: the watch ends on time, also while garbage is collected, and the cart is polled', async (_what, url) => {
    const live = livePrices(url(), { timeoutMs: 200 });
    const outcome = await underGarbageCollection(live.watch(['harbor-logo-tee']));
    expect(outcome.error).toBeUndefined();
    expect(live.mode()).toBe('polling');
  });
});

describe('the store notifications stream', () => {
  it('that never starts is given up on time, and the cart is polled', async () => {
    const live = livePrices(streamlessUrl, { timeoutMs: 200 });
    await live.watch(['harbor-logo-tee']);
    const outcome = await underGarbageCollection(
      (async () => {
        while (live.mode() !== 'polling') await new Promise((resolve) => setTimeout(resolve, 20));
      })(),
    );
    expect(outcome.error).toBeUndefined();
    expect(streamsAsked).toBeGreaterThan(0); // the session opened; only its stream never started
  });

  it('stays open past the request timeout and still brings a price change', async () => {
    const changed: string[] = [];
    const live = livePrices(demo.url, { timeoutMs: 200, onProductChanged: (slug) => void changed.push(slug) });
    await live.watch(['harbor-logo-tee']);
    expect(live.mode()).toBe('mcp');
    await new Promise((resolve) => setTimeout(resolve, 800)); // well past the timeout of 200 ms

    const product = (await (await fetch(`${demo.url}/api/v2/storefront/products/harbor-logo-tee?include=variants`)).json()) as {
      included: { type: string; id: string }[];
    };
    const variantId = product.included.find((r) => r.type === 'variant')!.id;
    const token = await adminToken(demo.url);
    const res = await fetch(`${demo.url}/api/v2/platform/variants/${variantId}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ variant: { price: '21.75' } }),
    });
    expect(res.status).toBe(200);
    await expect.poll(() => changed, { timeout: 5_000, interval: 50 }).toContain('harbor-logo-tee');
    expect(live.mode()).toBe('mcp');
  });
});
