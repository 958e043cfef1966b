/**
 * Where webhooks may go. Registration refuses URLs that point at private, link-local (cloud
 * metadata), shared, unspecified, multicast or reserved addresses, however they are spelled;
 * loopback is allowed because the demo store runs on loopback. Delivery checks again, after
 * resolving the host name with a lookup the test injects (no real DNS): it connects to the
 * address it checked, follows no redirect, and records failures in its own words only.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all, openDemoDb, run, type DemoDb } from '../../../../electron/demo-store/db/database.js';
import { storeEvents } from '../../../../electron/demo-store/process/events.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { startWebhookDelivery } from '../../../../electron/demo-store/webhooks/delivery.js';
import { createSubscriber } from '../../../../electron/demo-store/webhooks/subscribers.js';
import { call, newCart, one } from '../../../support/demo-store/store-client.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';

const PF = '/api/v2/platform';

/** A loopback server that records each request's path and Host, answering as `answer` says. */
async function receiver(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) => res.end('ok')) {
  const seen: { path: string; host: string }[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ path: req.url ?? '', host: req.headers.host ?? '' });
    req.resume();
    req.on('end', () => answer(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    seen,
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('registering a webhook subscriber', () => {
  let store: DemoStore;
  let admin: string;

  beforeAll(async () => {
    store = await startDemoStore({ rateLimit: false });
    admin = await adminToken(store.url);
  });
  afterAll(async () => {
    await store.close();
  });

  const post = (url: string) =>
    call<{ errors: { url?: string[] } }>(store, `${PF}/webhooks/subscribers`, {
      method: 'POST',
      bearer: admin,
      body: { subscriber: { url, active: true } },
    });

  it('refuses private, link-local, shared, unspecified, multicast and reserved addresses, in every spelling', async () => {
    const refused: [string, string][] = [
      ['http://10.0.0.1/hook', 'a private network address'],
      ['http://172.16.5.4/hook', 'a private network address'],
      ['http://172.31.255.255/hook', 'a private network address'],
      ['http://192.168.1.1:8080/hook', 'a private network address'],
      ['http://169.254.169.254/latest/meta-data/', 'a link-local address (such as the cloud metadata service at 169.254.169.254)'],
      ['http://0xa9fea9fe/', 'a link-local address (such as the cloud metadata service at 169.254.169.254)'],
      ['http://2852039166/', 'a link-local address (such as the cloud metadata service at 169.254.169.254)'],
      ['http://100.64.0.1/', 'a shared (carrier-grade NAT) address'],
      ['http://100.127.255.254/', 'a shared (carrier-grade NAT) address'],
      ['http://0.0.0.0/', 'an unspecified address (0.0.0.0 or ::)'],
      ['http://0/', 'an unspecified address (0.0.0.0 or ::)'],
      ['http://[::]/', 'an unspecified address (0.0.0.0 or ::)'],
      ['http://224.0.0.1/', 'a multicast address'],
      ['http://[ff02::1]/', 'a multicast address'],
      ['http://255.255.255.255/', 'a reserved address'],
      ['http://[2001:db8::1]/', 'a reserved address'],
      ['http://[fc00::1]/', 'a private network address'],
      ['http://[fd12:3456::1]/', 'a private network address'],
      ['http://[fe80::1]/', 'a link-local address (such as the cloud metadata service at 169.254.169.254)'],
      ['http://[::ffff:10.0.0.1]/', 'a private network address'],
      ['http://[::ffff:169.254.169.254]/', 'a link-local address (such as the cloud metadata service at 169.254.169.254)'],
      ['http://[64:ff9b::a00:1]/', 'a private network address'],
      ['http://012.0.0.1/', 'a private network address'],
      ['http://167772161/', 'a private network address'],
      ['http://0x0a.1/', 'a private network address'],
      ['https://10.1/', 'a private network address'],
    ];
    for (const [url, words] of refused) {
      const answer = await post(url);
      expect(answer.status, url).toBe(422);
      expect(answer.body.errors.url, url).toEqual([`must not point at ${words}`]);
    }
    for (const url of ['gopher://example.com/', 'ftp://example.com/x', 'https://admin:secret@example.com/h', 'https://token@example.com/h']) {
      expect((await post(url)).status, url).toBe(422);
    }
  });

  it('accepts public addresses and names, and loopback because the store runs on loopback', async () => {
    for (const url of [
      'https://hooks.example.com/store',
      'http://172.32.0.1/h',
      'http://100.128.0.1/h',
      'http://[2606:4700::1111]/h',
      'http://127.0.0.1:9/h',
      'http://localhost:9/h',
      'http://[::1]:9/h',
      'http://2130706433:9/h',
    ]) {
      expect((await post(url)).status, url).toBe(201);
    }
  });

  it('refuses a change to a private address and keeps the URL it had', async () => {
    const created = await post('https://hooks.example.com/keep');
    const id = one(created.body as never).id;
    const changed = await call<{ errors: { url?: string[] } }>(store, `${PF}/webhooks/subscribers/${id}`, {
      method: 'PATCH',
      bearer: admin,
      body: { subscriber: { url: 'http://[::ffff:a9fe:a9fe]/' } },
    });
    expect(changed.status).toBe(422);
    expect(changed.body.errors.url).toEqual(['must not point at a link-local address (such as the cloud metadata service at 169.254.169.254)']);
    const shown = await call(store, `${PF}/webhooks/subscribers/${id}`, { bearer: admin });
    expect(one(shown.body).attributes.url).toBe('https://hooks.example.com/keep');
  });
});

describe('delivering webhooks', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-store-targets-'));
  let db: DemoDb;
  let orderId: number;

  beforeAll(async () => {
    const store = await startDemoStore({ dataDir, rateLimit: false });
    const cart = await newCart(store);
    await store.close();
    db = openDemoDb(dataDir);
    orderId = all<{ id: number }>(db, 'SELECT id FROM orders WHERE number = ?', cart.number)[0]!.id;
  });
  afterAll(() => {
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Subscribers written straight into the table (as older data may hold them), for order.created. */
  function subscribe(urls: string[]): void {
    run(db, 'DELETE FROM webhook_subscribers');
    run(db, 'DELETE FROM webhook_deliveries');
    const now = new Date().toISOString();
    for (const url of urls) {
      run(
        db,
        'INSERT INTO webhook_subscribers (url, subscriptions, active, secret_key, created_at, updated_at) VALUES (?, \'["order.created"]\', 1, ?, ?, ?)',
        url,
        'a'.repeat(64),
        now,
        now,
      );
    }
  }

  interface Attempt {
    attempt: number;
    success: number;
    response_code: string | null;
    request_errors: string;
  }

  /** The recorded attempts, by subscriber URL, oldest first. */
  function attempts(): Map<string, Attempt[]> {
    const rows = all<Attempt & { url: string }>(db, 'SELECT url, attempt, success, response_code, request_errors FROM webhook_deliveries ORDER BY id');
    const byUrl = new Map<string, Attempt[]>();
    for (const { url, ...attempt } of rows) byUrl.set(url, [...(byUrl.get(url) ?? []), attempt]);
    return byUrl;
  }

  async function deliverOnce(options: Parameters<typeof startWebhookDelivery>[1]): Promise<void> {
    const delivery = startWebhookDelivery(db, { retryDelaysMs: [20], timeoutMs: 3000, ...options });
    try {
      storeEvents(db).emit('order.completed', { orderId, previousState: 'payment' });
      await delivery.idle();
    } finally {
      delivery.stop();
    }
  }

  it('resolves once, checks every address, connects to the one checked, and records only its own words', async () => {
    const hooks = await receiver((req, res) => {
      if (req.url === '/redirect') {
        res.writeHead(302, { Location: '/elsewhere' }).end();
      } else {
        res.end('ok');
      }
    });
    const resetting = http.createServer((req) => req.socket.destroy());
    await new Promise<void>((resolve) => resetting.listen(0, '127.0.0.1', resolve));
    const resetPort = (resetting.address() as AddressInfo).port;
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const blocked = [
      '10.0.0.1',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      'fc00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '::',
    ];
    const lookups: string[] = [];
    let rebindCalls = 0;
    const resolve = async (hostname: string) => {
      lookups.push(hostname);
      if (hostname === 'hooks.example.test') return [{ address: '127.0.0.1', family: 4 }];
      if (hostname === 'rebind.example.test') return [{ address: rebindCalls++ === 0 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
      if (hostname === 'mixed.example.test')
        return [
          { address: '127.0.0.1', family: 4 },
          { address: '10.0.0.1', family: 4 },
        ];
      const blockedIndex = /^blocked-(\d+)\.example\.test$/.exec(hostname);
      if (blockedIndex) {
        const address = blocked[Number(blockedIndex[1])]!;
        return [{ address, family: address.includes(':') ? 6 : 4 }];
      }
      throw new Error(`getaddrinfo ENOTFOUND ${hostname} (internal resolver 10.9.8.7)`);
    };

    const ok = `http://hooks.example.test:${hooks.port}/ok`;
    const rebind = `http://rebind.example.test:${hooks.port}/rebind`;
    const mixed = `http://mixed.example.test:${hooks.port}/mixed`;
    const redirect = `http://hooks.example.test:${hooks.port}/redirect`;
    const literal = `http://10.0.0.1:${hooks.port}/literal`;
    const reset = `http://hooks.example.test:${resetPort}/reset`;
    const refused = `http://hooks.example.test:${closedPort}/refused`;
    const unknown = `http://nowhere.example.test:${hooks.port}/unknown`;
    const blockedUrls = blocked.map((_, i) => `http://blocked-${i}.example.test:${hooks.port}/blocked-${i}`);
    subscribe([ok, rebind, mixed, redirect, literal, reset, refused, unknown, ...blockedUrls]);
    try {
      await deliverOnce({ resolve, storeHost: '127.0.0.1' });
    } finally {
      await hooks.close();
      resetting.closeAllConnections();
      await new Promise<void>((done) => resetting.close(() => done()));
    }
    const byUrl = attempts();

    // Sent to the address checked, under the subscriber's host name; one lookup for it.
    expect(hooks.seen).toContainEqual({ path: '/ok', host: `hooks.example.test:${hooks.port}` });
    expect(byUrl.get(ok)).toEqual([{ attempt: 1, success: 1, response_code: '200', request_errors: '' }]);
    // A second, different answer for the name is never asked for: the connection goes where the check said.
    expect(hooks.seen.map((s) => s.path)).toContain('/rebind');
    expect(rebindCalls).toBe(1);
    expect(byUrl.get(rebind)?.[0]).toMatchObject({ success: 1 });

    // Any address that is not allowed refuses the URL: nothing is sent and nothing is tried again.
    expect(byUrl.get(mixed)).toEqual([
      { attempt: 1, success: 0, response_code: null, request_errors: "not sent: the host's address is a private network address" },
    ]);
    blockedUrls.forEach((url, i) => {
      const recorded = byUrl.get(url);
      expect(recorded, blocked[i]).toHaveLength(1);
      expect(recorded![0]!.request_errors, blocked[i]).toMatch(
        /^not sent: the host's address is (a private network|a link-local|a shared|an unspecified|a multicast)/,
      );
    });
    expect(byUrl.get(literal)).toEqual([
      { attempt: 1, success: 0, response_code: null, request_errors: 'not sent: the URL must not point at a private network address' },
    ]);
    expect(hooks.seen.filter((s) => /mixed|blocked|literal/.test(s.path))).toEqual([]);

    // A redirect is not followed (and is tried again like any other failure).
    expect(byUrl.get(redirect)?.map((a) => [a.attempt, a.response_code, a.request_errors])).toEqual([
      [1, '302', 'answered 302; redirects are not followed'],
      [2, '302', 'answered 302; redirects are not followed'],
    ]);
    expect(hooks.seen.map((s) => s.path)).not.toContain('/elsewhere');

    // Failures are told in the store's words: no error codes, ports, addresses or resolver text.
    expect(byUrl.get(reset)?.[0]).toMatchObject({ success: 0, response_code: null, request_errors: 'the connection failed' });
    expect(byUrl.get(refused)?.[0]).toMatchObject({ success: 0, response_code: null, request_errors: 'the connection failed' });
    expect(byUrl.get(unknown)?.[0]).toMatchObject({ success: 0, request_errors: 'not sent: the host name could not be resolved' });
    const everything = [...byUrl.values()]
      .flat()
      .map((a) => a.request_errors)
      .join('\n');
    expect(everything).not.toMatch(/ECONN|ENOTFOUND|socket|hang up|fetch failed|10\.9\.8\.7/i);
    expect(everything).not.toContain(String(closedPort));
    expect(lookups.filter((h) => h === 'hooks.example.test').length).toBe(
      byUrl.get(ok)!.length + byUrl.get(redirect)!.length + byUrl.get(reset)!.length + byUrl.get(refused)!.length,
    );
  });

  it('refuses loopback, at registration and at delivery, when the store does not run on loopback', async () => {
    const hooks = await receiver();
    const named = `http://hooks.example.test:${hooks.port}/named`;
    const literal = `http://127.0.0.1:${hooks.port}/literal`;
    const localhost = `http://localhost:${hooks.port}/localhost`;
    subscribe([named, literal, localhost]);
    const delivery = startWebhookDelivery(db, { storeHost: '0.0.0.0', resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    try {
      expect(() => createSubscriber(db, { url: literal })).toThrow(expect.objectContaining({ status: 422 }));
      expect(() => createSubscriber(db, { url: 'http://2130706433/' })).toThrow(expect.objectContaining({ status: 422 }));
      storeEvents(db).emit('order.completed', { orderId, previousState: 'payment' });
      await delivery.idle();
    } finally {
      delivery.stop();
      await hooks.close();
    }
    const byUrl = attempts();
    expect(hooks.seen).toEqual([]);
    expect(byUrl.get(named)?.map((a) => a.request_errors)).toEqual(["not sent: the host's address is this computer (a loopback address)"]);
    expect(byUrl.get(literal)?.map((a) => a.request_errors)).toEqual(['not sent: the URL must not point at this computer (a loopback address)']);
    expect(byUrl.get(localhost)?.map((a) => a.request_errors)).toEqual(['not sent: the URL must not point at this computer (a loopback address)']);
  });
});
