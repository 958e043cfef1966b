/**
 * The browser host's customer display against the demo store over HTTP: the display page carries
 * its own secret (never the bridge's), the bridge refuses that secret and the display stream
 * refuses the bridge's, and the stream's view follows a sale: a line added, a tender taken, the
 * sale placed (thank-you with the change), and the welcome before the display is turned on.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHost, type WebHost } from '../../../electron/web-host/server.js';
import type { CustomerDisplayView } from '../../../shared/display/customer-display-view.js';
import { startTestRuntimeWithCatalog, variantIdOf, type TestRuntime } from '../../support/till/test-runtime.js';

let app: TestRuntime;
let host: WebHost;
let rendererDir: string;

beforeAll(async () => {
  // The host's pages as the build leaves them, in small: the till's page and the display's.
  rendererDir = mkdtempSync(path.join(os.tmpdir(), 'pos-display-pages-'));
  mkdirSync(path.join(rendererDir, 'display'));
  writeFileSync(path.join(rendererDir, 'index.html'), '<html><head><title>till</title></head><body></body></html>');
  writeFileSync(path.join(rendererDir, 'display', 'index.html'), '<html><head><script src="../assets/display.js"></script></head><body></body></html>');
  app = await startTestRuntimeWithCatalog();
  host = await startWebHost({ calls: app.runtime.calls, gate: app.runtime.gate, events: app.runtime.events, rendererDir, display: app.runtime.display });
}, 60_000);

afterAll(async () => {
  await host?.close();
  await app?.stop();
  rmSync(rendererDir, { recursive: true, force: true });
});

const text = async (address: string) => (await fetch(new URL(address, host.url))).text();

/** Reads a server-sent-event stream; answers its status, the views it has sent, and how to stop it. */
function openStream(address: string): Promise<{ status: number; views: CustomerDisplayView[]; raw: () => string; close(): void }> {
  return new Promise((resolve, reject) => {
    const views: CustomerDisplayView[] = [];
    let raw = '';
    const req = http.get(new URL(address, host.url), (res) => {
      res.setEncoding('utf8');
      let pending = '';
      res.on('data', (chunk: string) => {
        raw += chunk;
        pending += chunk;
        const events = pending.split('\n\n');
        pending = events.pop()!;
        for (const event of events) if (event.startsWith('data: ')) views.push(JSON.parse(event.slice('data: '.length)) as CustomerDisplayView);
      });
      resolve({ status: res.statusCode ?? 0, views, raw: () => raw, close: () => req.destroy() });
    });
    req.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)));
  });
}

async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`the display never showed ${what}`);
}

describe('the customer display under the browser host', () => {
  it('gives its page a secret of its own that the bridge refuses, and never the bridge’s', async () => {
    const tillPage = await text('/');
    const session = /<meta name="pos-session" content="([^"]+)"/.exec(tillPage)![1]!;
    const displayPage = await text('/customer-display');
    const key = /<meta name="pos-display" content="([^"]+)"/.exec(displayPage)?.[1];
    expect(key).toBeTruthy();
    expect(key).not.toBe(session);
    expect(displayPage).not.toContain(session);
    expect(displayPage).not.toContain('pos-session');
    expect(displayPage).toContain('"./assets/display.js"');

    // The display's key opens no bridge call and no bridge event stream.
    const call = await fetch(new URL('/bridge/app.info', host.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-pos-session': key! },
      body: '{"args":[]}',
    });
    expect(call.status).toBe(403);
    const bridgeEvents = await openStream(`/bridge/events?session=${encodeURIComponent(key!)}`);
    expect(bridgeEvents.status).toBe(403);
    bridgeEvents.close();
    // The bridge's secret, or none, opens no display stream.
    for (const wrong of [`?key=${encodeURIComponent(session)}`, '', '?key=']) {
      const refused = await openStream(`/display/events${wrong}`);
      expect(refused.status).toBe(403);
      refused.close();
    }
    expect((await app.runtime.calls.display.state()).address).toBe(new URL('/customer-display', host.url).href);
  });

  it('streams the sale to the display as lines are added, tenders taken and the sale placed', async () => {
    const { calls } = app.runtime;
    const key = /<meta name="pos-display" content="([^"]+)"/.exec(await text('/customer-display'))![1]!;
    const stream = await openStream(`/display/events?key=${encodeURIComponent(key)}`);
    try {
      expect(stream.status).toBe(200);
      const latest = () => stream.views.at(-1);
      await until(() => (latest()?.screen === 'welcome' ? latest() : undefined), 'the welcome');

      // Off, the display shows the welcome alone whatever is sold.
      await calls.sale.addLine(await variantIdOf(app.runtime, 'HP-TEE-001-NAV-M'), 2);
      expect(latest()!.screen).toBe('welcome');
      await calls.display.setEnabled(true);
      const firstLine = await until(() => (latest()?.lines.length === 1 ? latest() : undefined), 'the first line');
      expect(firstLine.screen).toBe('sale');
      expect(firstLine.lines[0]).toMatchObject({ quantity: 2 });
      expect(firstLine.servedBy).not.toContain(' ');

      await calls.sale.addLine(await variantIdOf(app.runtime, 'HP-HOD-001-NAV-M'), 1);
      await until(() => (latest()?.lines.length === 2 ? latest() : undefined), 'the second line');
      await calls.sale.pickupInStore();
      const cart = (await calls.sale.current())!;
      const total = await until(() => latest()?.totals.find((row) => row.label === 'Total' && row.amount === cart.displayTotal), 'the total');
      expect(total.amount).toBe(cart.displayTotal);

      const partial = await calls.sale.tenderCash({ tendered: '10.00' });
      expect(partial.outcome).toBe('partial');
      const paying = await until(() => (latest()?.paid.length === 1 ? latest() : undefined), 'what is paid');
      expect(paying.paid[0]!.amount).toBe('$10.00');
      expect(paying.left).toMatch(/^\$\d+\.\d\d$/);

      const placed = await calls.sale.tenderCash({ tendered: '200.00' });
      expect(placed.outcome).toBe('placed');
      const thanks = await until(() => (latest()?.screen === 'thanks' ? latest() : undefined), 'the thank-you');
      expect(thanks.lines).toHaveLength(2);
      expect(thanks.change).toMatch(/^\$\d+\.\d\d$/);
      expect(thanks.paid.length).toBeGreaterThanOrEqual(1);

      // Nothing of the order's identity or its customer is sent to the display.
      const sent = stream.raw();
      expect(sent).not.toContain(cart.number);
      if (cart.email) expect(sent).not.toContain(cart.email);
      expect(sent).not.toMatch(/token/i);
    } finally {
      stream.close();
    }
  });
});
