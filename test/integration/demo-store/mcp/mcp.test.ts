import http from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { SF, addItem, call, inStockVariantId, many, newCart, one, payWith, productWithVariants, toPayment } from '../../../support/demo-store/store-client.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';

const PF = '/api/v2/platform';
const SLUG = 'classic-crew-tee';
const OTHER_SLUG = 'wool-throw-blanket';

let store: DemoStore;
let admin: string;

interface Connected {
  client: Client;
  updates: string[];
  close(): Promise<void>;
}

async function connect(): Promise<Connected> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  const updates: string[] = [];
  client.setNotificationHandler(ResourceUpdatedNotificationSchema, (notification) => {
    updates.push(notification.params.uri);
  });
  const transport = new StreamableHTTPClientTransport(new URL(`${store.url}/mcp`));
  await client.connect(transport);
  return { client, updates, close: () => client.close() };
}

async function waitFor(test: () => boolean, timeoutMs = 4000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/** The text of a resource read (product resources are JSON text). */
function textOf(contents: { uri: string; text?: unknown; blob?: unknown }[]): string {
  const first = contents[0]!;
  expect(typeof first.text).toBe('string');
  return first.text as string;
}

function rawPost(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${store.url}/mcp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  admin = await adminToken(store.url);
});

afterAll(async () => {
  await store.close();
});

describe('MCP at /mcp', () => {
  it('opens a session that lists and reads products as storefront:// resources', async () => {
    const mcp = await connect();
    try {
      expect(mcp.client.getServerVersion()).toMatchObject({ name: 'demo-store', version: '2.0.0' });
      expect(mcp.client.getServerCapabilities()?.resources).toMatchObject({ subscribe: true, listChanged: false });
      const { resources } = await mcp.client.listResources();
      const storefrontProducts = await call(store, `${SF}/products?per_page=100`);
      expect(resources.map((r) => r.uri).sort()).toEqual(
        many(storefrontProducts.body)
          .map((p) => `storefront://products/${p.attributes.slug as string}`)
          .sort(),
      );
      const templates = await mcp.client.listResourceTemplates();
      expect(templates.resourceTemplates.map((t) => t.uriTemplate)).toEqual(['storefront://products/{slug}']);

      const read = await mcp.client.readResource({ uri: `storefront://products/${SLUG}` });
      const content = read.contents[0]!;
      expect(content.mimeType).toBe('application/json');
      const product = JSON.parse(textOf(read.contents)) as Record<string, unknown>;
      const { product: rest } = await productWithVariants(store, SLUG);
      expect(product).toMatchObject({
        slug: SLUG,
        name: rest.attributes.name,
        currency: 'USD',
        price: { amount: rest.attributes.price, display: rest.attributes.display_price },
      });
      expect((product.variants as unknown[]).length).toBeGreaterThan(1);

      await expect(mcp.client.readResource({ uri: 'storefront://products/no-such-product' })).rejects.toThrow(/not found/i);
      await expect(mcp.client.subscribeResource({ uri: 'storefront://products/no-such-product' })).rejects.toThrow(/not found/i);
    } finally {
      await mcp.close();
    }
  });

  it('finds products with the read-only search_products tool', async () => {
    const mcp = await connect();
    try {
      const { tools } = await mcp.client.listTools();
      expect(tools.map((t) => t.name)).toEqual(['search_products']);
      expect(tools[0]!.annotations?.readOnlyHint).toBe(true);
      const result = await mcp.client.callTool({ name: 'search_products', arguments: { query: 'tee', limit: 5 } });
      const found = result.structuredContent as { total: number; products: { slug: string; uri: string; name: string }[] };
      expect(found.total).toBeGreaterThan(0);
      expect(found.products.length).toBeLessThanOrEqual(5);
      expect(found.products.every((p) => /tee/i.test(p.name) && p.uri === `storefront://products/${p.slug}`)).toBe(true);
      const bad = await mcp.client.callTool({ name: 'search_products', arguments: { limit: 1000 } });
      expect(bad.isError).toBe(true);
    } finally {
      await mcp.close();
    }
  });

  it('notifies subscribers of price, stock, content, sale and cancellation changes of their products only, until they unsubscribe', async () => {
    const watcher = await connect();
    const bystander = await connect();
    try {
      const uri = `storefront://products/${SLUG}`;
      await watcher.client.subscribeResource({ uri });
      await bystander.client.subscribeResource({ uri: `storefront://products/${OTHER_SLUG}` });
      const { variants } = await productWithVariants(store, SLUG);
      const variant = variants.find((v) => v.attributes.is_master === false)!;

      // Price: the notification stream opens just after the session starts, so allow it a moment.
      let price = 21;
      let heard = false;
      for (let i = 0; i < 10 && !heard; i++) {
        price += 1;
        const patched = await call(store, `${PF}/variants/${variant.id}`, { method: 'PATCH', bearer: admin, body: { variant: { price: `${price}.00` } } });
        expect(patched.status).toBe(200);
        heard = await waitFor(() => watcher.updates.includes(uri), 300);
      }
      expect(heard).toBe(true);
      const read = JSON.parse(textOf((await watcher.client.readResource({ uri })).contents)) as { variants: { id: string; price: { amount: string } }[] };
      expect(read.variants.find((v) => v.id === variant.id)!.price.amount).toBe(`${price}.00`);

      // Stock through the Platform API.
      watcher.updates.length = 0;
      const stockItem = many((await call(store, `${PF}/stock_items?filter[variant_id]=${variant.id}`, { bearer: admin })).body)[0]!;
      expect(
        (await call(store, `${PF}/stock_items/${stockItem.id}`, { method: 'PATCH', bearer: admin, body: { stock_item: { count_on_hand: 40 } } })).status,
      ).toBe(200);
      expect(await waitFor(() => watcher.updates.length === 1)).toBe(true);

      // Content.
      expect(
        (await call(store, `${PF}/products/${SLUG}`, { method: 'PATCH', bearer: admin, body: { product: { description: 'Heavier cotton this season.' } } }))
          .status,
      ).toBe(200);
      expect(await waitFor(() => watcher.updates.length === 2)).toBe(true);

      // A sale lowers the stock.
      const cart = await newCart(store);
      expect((await addItem(store, cart.token, variant.id, 2)).status).toBe(200);
      await toPayment(store, cart.token);
      await payWith(store, cart.token, 'Cash');
      expect((await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: cart.token })).status).toBe(200);
      expect(await waitFor(() => watcher.updates.length === 3)).toBe(true);
      const afterSale = JSON.parse(textOf((await watcher.client.readResource({ uri })).contents)) as { variants: { id: string; count_on_hand: number }[] };
      expect(afterSale.variants.find((v) => v.id === variant.id)!.count_on_hand).toBe(38);

      // The sale is canceled through the Platform API: its units go back on the shelf.
      expect((await call(store, `${PF}/orders/${cart.number}/cancel`, { method: 'PATCH', bearer: admin })).status).toBe(200);
      expect(await waitFor(() => watcher.updates.length === 4)).toBe(true);
      const afterCancel = JSON.parse(textOf((await watcher.client.readResource({ uri })).contents)) as { variants: { id: string; count_on_hand: number }[] };
      expect(afterCancel.variants.find((v) => v.id === variant.id)!.count_on_hand).toBe(40);
      expect(watcher.updates.every((u) => u === uri)).toBe(true);
      expect(bystander.updates).toEqual([]);

      // Unsubscribed: nothing more.
      await watcher.client.unsubscribeResource({ uri });
      await call(store, `${PF}/variants/${variant.id}`, { method: 'PATCH', bearer: admin, body: { variant: { price: '19.00' } } });
      await call(store, `${PF}/products/${OTHER_SLUG}`, { method: 'PATCH', bearer: admin, body: { product: { meta_description: 'Warm.' } } });
      expect(await waitFor(() => bystander.updates.length === 1)).toBe(true);
      expect(watcher.updates).toHaveLength(4);
    } finally {
      await watcher.close();
      await bystander.close();
    }
  });

  it('answers loopback hosts only, and refuses unknown sessions, requests without one and other methods', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${store.url}/mcp`,
        {
          method: 'POST',
          headers: { Host: 'shop.attacker.example', 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(INITIALIZE));
    });
    expect(status).toBe(403);
    expect((await rawPost(INITIALIZE, { Origin: 'https://attacker.example' })).status).toBe(403);
    expect((await rawPost({ jsonrpc: '2.0', id: 2, method: 'resources/list' })).status).toBe(400);
    expect((await rawPost({ jsonrpc: '2.0', id: 2, method: 'resources/list' }, { 'Mcp-Session-Id': 'f00' })).status).toBe(404);
    expect((await rawPost('{"jsonrpc":')).status).toBe(400);
    expect((await fetch(`${store.url}/mcp`, { method: 'PUT' })).status).toBe(405);
    expect((await fetch(`${store.url}/mcp`)).status).toBe(400);
    const opened = await rawPost(INITIALIZE, { Origin: store.url });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('mcp-session-id')).toMatch(/^[0-9a-f-]{36}$/);
    const answer = (await opened.json()) as { result: { serverInfo: { name: string } } };
    expect(answer.result.serverInfo.name).toBe('demo-store');
  });

  it('keeps a bounded number of sessions, closing the least recently used', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      const opened = await rawPost(INITIALIZE);
      expect(opened.status).toBe(200);
      ids.push(opened.headers.get('mcp-session-id')!);
    }
    const ping = (id: string) => rawPost({ jsonrpc: '2.0', id: 9, method: 'ping' }, { 'Mcp-Session-Id': id, 'Mcp-Protocol-Version': '2025-06-18' });
    expect((await ping(ids[0]!)).status).toBe(404);
    const newest = await ping(ids[39]!);
    expect(newest.status).toBe(200);
    expect(await newest.json()).toMatchObject({ jsonrpc: '2.0', id: 9, result: {} });
    const closed = await fetch(`${store.url}/mcp`, { method: 'DELETE', headers: { 'Mcp-Session-Id': ids[39]!, 'Mcp-Protocol-Version': '2025-06-18' } });
    expect(closed.status).toBe(200);
    expect((await ping(ids[39]!)).status).toBe(404);
    // The store still sells after all that.
    expect((await addItem(store, (await newCart(store)).token, await inStockVariantId(store, SLUG))).status).toBe(200);
    expect(one((await call(store, `${SF}/products/${SLUG}`)).body).attributes.slug).toBe(SLUG);
  });

  it("a flood of initialize calls from this machine closes idle sessions only, never the till's, which has its stream open", async () => {
    const { product } = await productWithVariants(store, SLUG);
    const uri = `storefront://products/${SLUG}`;
    // The till: a session with its notification stream open, subscribed to a product.
    const till = await connect();
    try {
      await till.client.subscribeResource({ uri });
      await call(store, `${PF}/products/${SLUG}`, { method: 'PATCH', bearer: admin, body: { product: { meta_description: `Flood ${Date.now()}` } } });
      expect(await waitFor(() => till.updates.length > 0)).toBe(true);

      // Anyone on this machine opens sessions without a credential, from one address and from another.
      for (let i = 0; i < 40; i++) expect(await initializeFrom('127.0.0.2')).toMatch(/^[0-9a-f-]{36}$/);
      for (let i = 0; i < 40; i++) expect(await initializeFrom('127.0.0.1')).toMatch(/^[0-9a-f-]{36}$/);

      // The till's session is still there and still notified.
      const read = await till.client.readResource({ uri });
      expect(JSON.parse(textOf(read.contents))).toMatchObject({ name: product.attributes.name });
      const before = till.updates.length;
      await call(store, `${PF}/products/${SLUG}`, { method: 'PATCH', bearer: admin, body: { product: { meta_description: `After ${Date.now()}` } } });
      expect(await waitFor(() => till.updates.length > before)).toBe(true);
    } finally {
      await till.close();
    }
  });

  it("an address flooding sessions closes its own idle ones, not another address's", async () => {
    const other = await initializeFrom('127.0.0.1');
    for (let i = 0; i < 40; i++) await initializeFrom('127.0.0.3');
    expect(await pingFrom('127.0.0.1', other)).toBe(200);
  });

  it('refuses a newcomer with 503 when every session of its address is in use, and closes none of them', async () => {
    const streams: http.ClientRequest[] = [];
    const ids: string[] = [];
    try {
      for (let i = 0; i < 16; i++) {
        const id = await initializeFrom('127.0.0.4');
        ids.push(id);
        streams.push(await openStreamFrom('127.0.0.4', id));
      }
      const refused = await new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port: store.port,
            path: '/mcp',
            method: 'POST',
            localAddress: '127.0.0.4',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
          },
          (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] });
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify(INITIALIZE));
      });
      expect(refused).toEqual({ status: 503, retryAfter: '60' });
      for (const id of ids) expect(await pingFrom('127.0.0.4', id)).toBe(200);
    } finally {
      for (const stream of streams) stream.destroy();
    }
  });
});

/** Opens the notification stream (GET) of a session and leaves it open; resolves once it is answered. */
function openStreamFrom(localAddress: string, sessionId: string): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: store.port,
        path: '/mcp',
        method: 'GET',
        localAddress,
        headers: { Accept: 'text/event-stream', 'Mcp-Session-Id': sessionId, 'Mcp-Protocol-Version': '2025-06-18' },
      },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`stream answered ${res.statusCode}`));
        else resolve(req);
      },
    );
    req.on('error', (error) => {
      if (!req.destroyed) reject(error);
    });
    req.end();
  });
}

/** Opens a session from a given local address (all of 127.0.0.0/8 is this machine); its id. */
function initializeFrom(localAddress: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${store.url}/mcp`);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? resolve(String(res.headers['mcp-session-id'])) : reject(new Error(`initialize answered ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(INITIALIZE));
  });
}

function pingFrom(localAddress: string, sessionId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${store.url}/mcp`);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
          'Mcp-Session-Id': sessionId,
          'Mcp-Protocol-Version': '2025-06-18',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'ping' }));
  });
}
