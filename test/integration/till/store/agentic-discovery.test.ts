/**
 * The store's agentic discovery document ({agentic_url}/.well-known/ucp) is read and checked
 * before live prices use the MCP endpoint it names: the demo store's document is verified (its
 * ES256 keys imported, their kids recorded and shown in Settings' store status), and an endpoint
 * the document names elsewhere on the store is used instead of assuming {agentic_url}/mcp. A
 * document with a malformed key, a key on the wrong curve, or an MCP endpoint on another origin
 * over plain http is refused in words, and the cart is polled instead: no MCP request is sent.
 * The document is read as the store client reads: a redirect is not followed, and a store that
 * never answers is given up on time. Real servers on loopback in front of the demo store's real
 * MCP endpoint.
 */
import { generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { createLivePrices, type LivePrices } from '../../../../electron/till/sale/live-prices.js';
import { startPosRuntime } from '../../../../electron/till/runtime/pos-runtime.js';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import { createStoreProfiles } from '../../../../electron/till/store/store-profiles.js';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';
import { createRequestScheduler } from '../../../../shared/schedule/request-scheduler.js';
import { closeAll, listen, underGarbageCollection } from '../../../support/net/loopback-servers.js';
import { startTestRuntime } from '../../../support/till/test-runtime.js';

type Json = Record<string, unknown>;

let demo: DemoStore;
/** The agentic host under test: serves a document per path prefix and passes MCP on to the demo store. */
let agentic: http.Server;
let agenticUrl: string;
/** Another origin over plain http, also passing MCP on to the demo store. */
let elsewhere: http.Server;
let elsewhereUrl: string;
/** MCP requests (method and path) that reached either server. */
const mcpReached: string[] = [];
const opened: LivePrices[] = [];
/** The "busy-once" document answers 503 the first time it is asked for. */
let busyOnceAnswered = false;

function p256Jwk(): Json {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' }) as JsonWebKey;
  return { kid: `till-test-${Math.random().toString(36).slice(2, 8)}`, kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, alg: 'ES256', use: 'sig' };
}

function document(mcpEndpoint: string, keys: Json[]): Json {
  return {
    ucp: { version: '2026-01-23', services: { 'dev.ucp.shopping': [{ version: '2026-01-23', transport: 'mcp', endpoint: mcpEndpoint }] }, capabilities: {} },
    signing_keys: keys,
  };
}

/** The documents the agentic host serves, by the first path segment of its agentic URL. */
function documents(): Record<string, Json> {
  const good = p256Jwk();
  const offCurve = { ...p256Jwk() };
  const y = Buffer.from(offCurve.y as string, 'base64url');
  y[31] = y[31]! ^ 1;
  offCurve.y = y.toString('base64url');
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-384' });
  const p384 = publicKey.export({ format: 'jwk' }) as JsonWebKey;
  return {
    elsewhere: document(`${agenticUrl}/elsewhere/live/mcp`, [good]),
    'malformed-key': document(`${agenticUrl}/malformed-key/mcp`, [good, offCurve]),
    'wrong-curve': document(`${agenticUrl}/wrong-curve/mcp`, [{ kid: 'p384', kty: 'EC', crv: 'P-384', x: p384.x, y: p384.y, alg: 'ES256', use: 'sig' }]),
    'mcp-over-http-elsewhere': document(`${elsewhereUrl}/mcp`, [good]),
  };
}

/** Passes a request on to the demo store's MCP endpoint, as the demo store's own host. */
function toDemoMcp(req: http.IncomingMessage, res: http.ServerResponse): void {
  const upstream = http.request(`${demo.url}/mcp`, { method: req.method, headers: { ...req.headers, host: new URL(demo.url).host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
}

beforeAll(async () => {
  demo = await startDemoStore({ rateLimit: false });
  elsewhere = http.createServer((req, res) => {
    mcpReached.push(`elsewhere ${req.method} ${req.url}`);
    toDemoMcp(req, res);
  });
  elsewhereUrl = await listen(elsewhere);
  let served: Record<string, Json> = {};
  agentic = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const [, prefix = '', rest = ''] = /^\/([^/]+)(\/.*)?$/.exec(url) ?? [];
    if (rest === '/.well-known/ucp' && prefix === 'redirected') {
      req.resume();
      return void res.writeHead(302, { Location: `${elsewhereUrl}/.well-known/ucp` }).end();
    }
    if (rest === '/.well-known/ucp' && prefix === 'silent') return; // taken, never answered
    if (rest === '/.well-known/ucp' && prefix === 'busy-once' && !busyOnceAnswered) {
      busyOnceAnswered = true;
      req.resume();
      return void res.writeHead(503, { 'Content-Type': 'application/json' }).end('{}');
    }
    if (rest === '/.well-known/ucp' && served[prefix]) {
      req.resume();
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(served[prefix]));
    }
    // Every prefix's {agentic_url}/mcp works, so only the document keeps the app away from it;
    // the endpoint "elsewhere" names (/elsewhere/live/mcp) works too, but {agentic_url}/mcp there does not.
    if (rest === '/.well-known/ucp' && prefix === 'busy-once') {
      req.resume();
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(document(`${agenticUrl}/busy-once/mcp`, [p256Jwk()])));
    }
    if ((rest === '/mcp' && prefix !== 'elsewhere') || (prefix === 'elsewhere' && rest === '/live/mcp')) {
      mcpReached.push(`agentic ${req.method} ${url}`);
      return toDemoMcp(req, res);
    }
    req.resume();
    res.writeHead(404, { 'Content-Type': 'application/json' }).end('{}');
  });
  agenticUrl = await listen(agentic);
  served = documents();
});

afterEach(async () => {
  mcpReached.length = 0;
  sentTo.length = 0;
  await Promise.all(opened.splice(0).map((live) => live.close()));
});

afterAll(async () => {
  closeAll(agentic, elsewhere);
  await demo?.close();
});

/** Every address live prices sent a request to, in order. */
const sentTo: string[] = [];

function livePrices(url: string, onProductChanged: (slug: string) => void = () => {}, timeoutMs = 5_000) {
  const scheduler = createRequestScheduler({
    fetch: (u, init) => {
      sentTo.push(`${(init?.method ?? 'GET').toUpperCase()} ${String(u)}`);
      return fetch(u, init as RequestInit);
    },
  });
  const live = createLivePrices({ agenticUrl: url, fetch: scheduler.fetch, onProductChanged, poll: () => {}, pollMs: 60_000, timeoutMs });
  opened.push(live);
  return live;
}

async function changePrice(slug: string, price: string): Promise<void> {
  const product = (await (await fetch(`${demo.url}/api/v2/storefront/products/${slug}?include=variants`)).json()) as {
    included: { type: string; id: string }[];
  };
  const variantId = product.included.find((r) => r.type === 'variant')!.id;
  const token = (
    (await (
      await fetch(`${demo.url}/shop_oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'client_credentials',
          client_id: DEMO_ADMIN_CLIENT.clientId,
          client_secret: DEMO_ADMIN_CLIENT.clientSecret,
          scope: 'admin',
        }),
      })
    ).json()) as { access_token: string }
  ).access_token;
  const res = await fetch(`${demo.url}/api/v2/platform/variants/${variantId}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ variant: { price } }),
  });
  expect(res.status).toBe(200);
}

describe("the demo store's agentic document", () => {
  it('is verified by the app: its ES256 keys recorded by kid and shown with the MCP endpoint in the store status', async () => {
    const app = await startTestRuntime();
    try {
      const published = (await (await fetch(`${app.runtime.storeUrl}/.well-known/ucp`)).json()) as { signing_keys: Json[] };
      const status = await app.runtime.calls.app.storeStatus();
      expect(status.agentic).toEqual({
        state: 'verified',
        documentUrl: `${app.runtime.storeUrl}/.well-known/ucp`,
        signingKeys: published.signing_keys.map((key) => key.kid),
        mcpEndpoint: `${app.runtime.storeUrl}/mcp`,
      });
    } finally {
      await app.stop();
    }
  });

  it('is read before live prices use the MCP endpoint it names: a price change still arrives over MCP', async () => {
    const changed: string[] = [];
    const live = livePrices(demo.url, (slug) => void changed.push(slug));
    await live.watch(['harbor-logo-tee']);
    expect(live.mode()).toBe('mcp');
    expect(sentTo.slice(0, 2)).toEqual([`GET ${demo.url}/.well-known/ucp`, `POST ${demo.url}/mcp`]);
    await changePrice('harbor-logo-tee', '22.25');
    await expect.poll(() => changed, { timeout: 5_000, interval: 50 }).toContain('harbor-logo-tee');
  });

  it('sends what the cart needs once it settles, however fast it changes: no subscription for a product already let go', async () => {
    const changed: string[] = [];
    const live = livePrices(demo.url, (slug) => void changed.push(slug));
    await live.watch(['harbor-logo-tee']);
    const before = sentTo.length;
    // Eleven changes before the store has answered any: sales rung up and paid at a scanner's pace.
    const changes = Array.from({ length: 10 }, (_, i) => live.watch(i % 2 === 0 ? ['harbor-logo-tee', 'classic-crew-tee'] : []));
    changes.push(live.watch(['canvas-market-tote']));
    await Promise.all(changes);
    // At most: the first change's subscription already on its way, then the last state's (one in, up to two out).
    expect(sentTo.slice(before).length).toBeLessThanOrEqual(4);
    await changePrice('canvas-market-tote', '33.25');
    await expect.poll(() => changed, { timeout: 5_000, interval: 50 }).toContain('canvas-market-tote');
    await changePrice('harbor-logo-tee', '22.75');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(changed).not.toContain('harbor-logo-tee');
  });
});

describe('the MCP endpoint a verified document names', () => {
  it('is used instead of assuming {agentic_url}/mcp', async () => {
    const changed: string[] = [];
    const live = livePrices(`${agenticUrl}/elsewhere`, (slug) => void changed.push(slug));
    await live.watch(['pine-ridge-tee']);
    expect(live.mode()).toBe('mcp');
    expect(mcpReached.length).toBeGreaterThan(0);
    expect(mcpReached.every((line) => line.includes(' /elsewhere/live/mcp'))).toBe(true);
    await changePrice('pine-ridge-tee', '48.50');
    await expect.poll(() => changed, { timeout: 5_000, interval: 50 }).toContain('pine-ridge-tee');
  });
});

describe('a document the app refuses', () => {
  it.each([
    ['malformed-key', /signing key 2 \("till-test-[a-z0-9]+"\) has x and y that are not a point on the P-256 curve/],
    ['wrong-curve', /signing key 1 \("p384"\) has crv "P-384", not P-256/],
    ['mcp-over-http-elsewhere', /MCP endpoint http:\/\/127\.0\.0\.1:\d+\/mcp is on another address over plain http/],
  ])('%s: refused in words in the store status, no MCP request is sent, the cart is polled', async (prefix, words) => {
    const live = livePrices(`${agenticUrl}/${prefix}`);
    await live.watch(['harbor-logo-tee']);
    expect(live.mode()).toBe('polling');
    expect(mcpReached).toEqual([]);

    // The same store as a profile of the app: Settings says why its document was refused.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-agentic-'));
    const settings = openSettingsFile(dataDir);
    const profiles = createStoreProfiles(settings);
    profiles.activate(profiles.add({ name: 'Agentic test store', baseUrl: demo.url, agenticUrl: `${agenticUrl}/${prefix}` }).id);
    const logged: string[] = [];
    const runtime = await startPosRuntime({
      dataDir,
      settings,
      version: 'test',
      shell: 'browser',
      secrets: memorySecretStore(),
      log: (line) => logged.push(line),
    });
    try {
      const status = await runtime.calls.app.storeStatus();
      expect(status.agentic).toMatchObject({ state: 'refused', documentUrl: `${agenticUrl}/${prefix}/.well-known/ucp` });
      expect(status.agentic.state === 'refused' && status.agentic.reason).toMatch(words);
      expect(logged.join('\n')).toMatch(words);
      expect(mcpReached).toEqual([]);
    } finally {
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a document read on the wire as the store client reads', () => {
  it('that redirects is not followed: nothing reaches the other address, and the cart is polled', async () => {
    const logged: string[] = [];
    const scheduler = createRequestScheduler({ fetch: (u, init) => fetch(u, init as RequestInit) });
    const live = createLivePrices({
      agenticUrl: `${agenticUrl}/redirected`,
      fetch: scheduler.fetch,
      onProductChanged: () => {},
      poll: () => {},
      log: (line) => logged.push(line),
    });
    opened.push(live);
    await live.watch(['harbor-logo-tee']);
    expect(live.mode()).toBe('polling');
    expect(mcpReached).toEqual([]);
    expect(logged.join('\n')).toContain(`the store sent it on to ${elsewhereUrl}/.well-known/ucp, and redirects are not followed`);
  });

  it('that never comes ends on time, also while garbage is collected, and the cart is polled', async () => {
    const live = livePrices(`${agenticUrl}/silent`, () => {}, 200);
    const outcome = await underGarbageCollection(live.watch(['harbor-logo-tee']));
    expect(outcome.error).toBeUndefined();
    expect(live.mode()).toBe('polling');
    expect(mcpReached).toEqual([]);
  });
});

describe('a document the store could not serve', () => {
  it('is read again at the next cart change, and live prices then go over MCP', async () => {
    const live = livePrices(`${agenticUrl}/busy-once`);
    await live.watch(['harbor-logo-tee']);
    expect(live.mode()).toBe('polling');
    expect(mcpReached).toEqual([]);
    await live.watch(['harbor-logo-tee', 'pine-ridge-tee']);
    expect(live.mode()).toBe('mcp');
    expect(mcpReached.every((line) => line.includes(' /busy-once/mcp'))).toBe(true);
  });
});
