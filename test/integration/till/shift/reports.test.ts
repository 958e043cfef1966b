/**
 * Reports, paper and alerts against the demo store over HTTP, through the runtime's calls with
 * the manager's admin client: a day's CSV adds up to the store's own orders (read straight from
 * its Platform API), the report joins this till's journal (who rang the sale), a pick list groups
 * three real orders' lines, and alerts come from real orders, each raised once, across a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { DB_FILE } from '../../../../electron/demo-store/db/database.js';
import type { PosRuntime } from '../../../../electron/till/runtime/pos-runtime.js';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import { DEMO_STORE_FOLDER } from '../../../../electron/till/store/store-target.js';
import { ed25519Thumbprint } from '../../../../shared/http-signatures/index.js';
import { tillTimeZone, zoneDate } from '../../../../shared/reports/time-zone.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { generateEd25519Key } from '../../../support/net/ed25519-key-pair.js';
import { startTestRuntime } from '../../../support/till/test-runtime.js';
import { placeWebOrder } from '../../../e2e/support/web-order.js';

/** RFC 4180 records: quoted fields with doubled quotes, CRLF between records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      field += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      field = '';
      record = [];
      i++;
    } else {
      field += c;
    }
  }
  expect(field).toBe(''); // the last record ends with CRLF too
  return records;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const today = zoneDate(Date.now(), tillTimeZone());

let dataDir: string;
const secrets = memorySecretStore();
const notified: string[] = [];
let runtime: PosRuntime;
let stopRuntime: () => Promise<void>;

/** The same port after a restart: the admin client is kept in the keychain per store address. */
async function start(port?: number) {
  const app = await startTestRuntime({
    dataDir,
    secrets,
    notify: (_title, body) => notified.push(body),
    alertCheckMs: 3_600_000,
    ...(port ? { demoStore: { port } } : {}),
  });
  runtime = app.runtime;
  stopRuntime = app.stop;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-reports-'));
  await start();
});
afterAll(async () => {
  await stopRuntime?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('reports, paper and alerts', () => {
  const numbers: string[] = [];

  it('needs the admin client, and says so', async () => {
    await expect(runtime.calls.reports.sales({ kind: 'day', date: today })).rejects.toThrow(/Connect the store’s admin client/);
    expect((await runtime.calls.alerts.check()).error).toMatch(/admin client/);
    // A range backwards or too long is refused in words before anything is asked.
    await expect(runtime.calls.reports.sales({ kind: 'custom', date: '2026-11-03', until: '2026-11-01' })).rejects.toThrow(
      'The last day of the range is before the first.',
    );
    await expect(runtime.calls.reports.exportCsv({ kind: 'custom', date: '2026-01-01', until: '2026-12-31' }, 'orders')).rejects.toThrow(
      'A report covers at most 92 days.',
    );
  });

  it("a day's CSV totals equal the store's orders' totals, and the till's sale names who rang it", async () => {
    await runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
    // A walk-in sale at this till (the test manager is on it) and two web orders.
    await runtime.calls.sale.addByCode('HP-TEE-001-NAV-M', 2);
    const cart = await runtime.calls.sale.pickupInStore();
    const placed = await runtime.calls.sale.tenderCash({ tendered: cart.total });
    expect(placed.outcome).toBe('placed');
    numbers.push(cart.number);
    numbers.push((await placeWebOrder(runtime.storeUrl, 'harbor-logo-tee', 1)).number);
    numbers.push((await placeWebOrder(runtime.storeUrl, 'classic-crew-tee', 3)).number);

    const query = { kind: 'day' as const, date: today };
    const view = await runtime.calls.reports.sales(query);
    const exported = await runtime.calls.reports.exportCsv(query, 'orders');
    expect(exported.savedTo).toBeNull();
    expect(exported.fileName).toBe(`Orders ${today}.csv`);
    const [header, ...rows] = parseCsv(exported.csv!);
    const total = header!.indexOf('Total');
    const number = header!.indexOf('Order');

    // The store's own orders for the same day, straight from its Platform API.
    const token = await adminToken(runtime.storeUrl);
    const qs = new URLSearchParams({ 'filter[completed_at_gteq]': view.range.from, 'filter[completed_at_lt]': view.range.to, per_page: '100' });
    const res = await fetch(`${runtime.storeUrl}/api/v2/platform/orders?${qs}`, { headers: { Authorization: `Bearer ${token}` } });
    const store = (await res.json()) as { data: { attributes: { number: string; total: string } }[] };
    expect(store.data.map((o) => o.attributes.number).sort()).toEqual(rows.map((r) => r[number]).sort());
    expect(rows.reduce((sum, r) => sum + cents(r[total]!), 0)).toBe(store.data.reduce((sum, o) => sum + cents(o.attributes.total), 0));
    expect(rows).toHaveLength(3);

    // The report: the same figures, the till's sale by the manager, one request (the CSV reused it).
    expect(view.requests).toBe(1);
    expect(exported.rows).toBe(3);
    expect(view.report.orders).toBe(3);
    expect(cents(view.report.revenue.USD!)).toBe(store.data.reduce((sum, o) => sum + cents(o.attributes.total), 0));
    expect(view.report.byStaff.map((s) => s.name).sort()).toEqual(['Not rung at this till', 'Test Manager']);
    expect(view.report.byChannel.find((c) => c.name === 'This till')?.orders).toBe(1);
    expect(view.report.byTender.map((t) => t.name)).toEqual(['Cash']);
    const staffColumn = header!.indexOf('Staff');
    expect(rows.find((r) => r[number] === cart.number)?.[staffColumn]).toBe('Test Manager');

    const lines = parseCsv((await runtime.calls.reports.exportCsv(query, 'line-items')).csv!);
    expect(lines[0]).toEqual(['Order', 'Completed at', 'Product', 'Options', 'SKU', 'Quantity', 'Price', 'Line total before tax', 'Tax', 'Currency']);
    expect(lines.slice(1).reduce((n, l) => n + Number(l[5]), 0)).toBe(6);
  });

  it('a pick list groups the lines of three real orders by variant, with SKU and stock location', async () => {
    const list = await runtime.calls.paper.pickList([...numbers, 'R000000000']);
    expect(list.missing).toEqual(['R000000000']);
    expect(list.orderNumbers).toEqual(numbers);
    expect(list.totalUnits).toBe(6);
    const navyM = list.rows.find((r) => r.sku === 'HP-TEE-001-NAV-M');
    expect(navyM).toMatchObject({ name: 'Harbor Logo Tee', location: 'Wharf Street Store' });
    expect(list.rows.reduce((n, r) => n + r.orders.length, 0)).toBe(3);
    const slips = await runtime.calls.paper.packingSlips(numbers);
    expect(slips.slips.map((s) => s.number)).toEqual(numbers);
    expect(slips.slips[0]!.shippingMethod).toMatch(/pickup/i);
    // The Platform API's bill_address and ship_address: a web order's slip says where it goes.
    expect(slips.slips[1]!.shipTo?.lines).toContain('200 Commercial Street');
  });

  it('alerts come from real orders, once each, even after a restart', async () => {
    // A web order canceled and resumed owes its total again (payment failed); a web pickup ready for two hours, and the
    // till's walk-in sale of the same time, handed over at the counter, which never waits.
    const token = await adminToken(runtime.storeUrl);
    const platform = (p: string) =>
      fetch(`${runtime.storeUrl}/api/v2/platform/orders/${p}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` } });
    const owing = numbers[2]!;
    expect((await platform(`${owing}/cancel`)).status).toBe(200);
    expect((await platform(`${owing}/resume`)).status).toBe(200);
    const completedAt = (ms: number) => {
      const db = new Database(path.join(dataDir, DEMO_STORE_FOLDER, DB_FILE));
      for (const n of numbers.slice(0, 2)) db.prepare('UPDATE orders SET completed_at = ? WHERE number = ?').run(new Date(ms).toISOString(), n);
      db.close();
    };
    completedAt(Date.now() - 2 * 3_600_000);

    await runtime.calls.alerts.setThresholds({ pickupReadyMinutes: 30, paidNotShippedHours: 24 });
    const view = await runtime.calls.alerts.check();
    expect(view.error).toBeNull();
    const keys = view.alerts.map((a) => a.key);
    expect(keys).toContain(`${owing}:payment_failed`);
    expect(keys).toContain(`${numbers[1]}:pickup_waiting`);
    expect(keys.filter((k) => k.startsWith(`${numbers[0]}:`))).toEqual([]);
    expect(notified.filter((n) => n.includes(owing))).toEqual([`Order ${owing}: a payment failed.`]);
    expect(notified.filter((n) => n.includes(numbers[1]!))).toHaveLength(1);

    // Checked again, and after a restart: the alerts still hold, and nothing is notified twice.
    const before = notified.length;
    await runtime.calls.alerts.check();
    const port = Number(new URL(runtime.storeUrl).port);
    await stopRuntime();
    await start(port);
    await expect.poll(async () => (await runtime.calls.alerts.list()).checkedAt).not.toBeNull();
    expect((await runtime.calls.alerts.list()).alerts.map((a) => a.key)).toEqual(expect.arrayContaining(keys));
    expect(notified.length).toBe(before);
    expect((await runtime.calls.alerts.list()).thresholds).toEqual({ pickupReadyMinutes: 30, paidNotShippedHours: 24 });
    // Back to now: two hours ago is yesterday before 2 a.m., and the next test counts today's orders.
    completedAt(Date.now());
  });

  it("splits by channel as the store records it: another registered till's signed sale is under Other tills, not Web", async () => {
    const { publicJwk, privateJwk } = await generateEd25519Key();
    const registered = await fetch(`${runtime.storeUrl}/api/v2/platform/till_keys`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await adminToken(runtime.storeUrl)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ till_key: { name: 'Back counter', public_jwk: publicJwk } }),
    });
    expect(registered.status).toBe(201);
    const otherTill = await placeWebOrder(runtime.storeUrl, 'pine-ridge-tee', 1, { keyid: await ed25519Thumbprint(publicJwk), privateKey: privateJwk });

    const query = { kind: 'day' as const, date: today };
    const byChannel = Object.fromEntries((await runtime.calls.reports.sales(query)).report.byChannel.map((c) => [c.name, c.orders]));
    expect(byChannel).toEqual({ 'This till': 1, 'Other tills': 1, Web: 2 });
    const [header, ...rows] = parseCsv((await runtime.calls.reports.exportCsv(query, 'orders')).csv!);
    const channelOfOrder = (n: string) => rows.find((r) => r[header!.indexOf('Order')] === n)?.[header!.indexOf('Channel')];
    expect(channelOfOrder(otherTill.number)).toBe('Other tills');
    expect(channelOfOrder(numbers[0]!)).toBe('This till');
    expect(channelOfOrder(numbers[1]!)).toBe('Web');
  });
});
