/**
 * Offline sales through the running till: the store is stopped while ten cash sales are taken,
 * and started again by the test; the till notices it answering (its connection watch) and sends
 * them, oldest first, each placed exactly once with its order number recorded and its stock taken
 * once. Then a till killed (SIGKILL) part-way through a replay and started again on the same data
 * folder: still every sale placed exactly once.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { DEMO_LOCATION } from '../../../../electron/till/store/store-profiles.js';
import { JOURNAL_FILE, openTillJournal } from '../../../../electron/till/shift/till-journal.js';
import type { OfflineSaleView } from '../../../../shared/offline/offline-outbox.js';
import type { PosRuntime } from '../../../../electron/till/runtime/pos-runtime.js';
import { offlineSale, stockedVariants, storeFacts, type OfflineLineInput } from '../../../support/till/offline-till.js';
import { startTestRuntime, type TestRuntime } from '../../../support/till/test-runtime.js';

const script = fileURLToPath(new URL('../../../support/till/replaying-till-process.ts', import.meta.url));
const storeDir = mkdtempSync(path.join(os.tmpdir(), 'offline-runtime-store-'));
const folders: string[] = [];
let store: DemoStore | null = null;
let port = 0;
let variants: (OfflineLineInput & { stock: number })[];

beforeAll(async () => {
  store = await startDemoStore({ dataDir: storeDir, rateLimit: false });
  port = store.port;
  variants = stockedVariants(storeDir, 10);
  expect(variants).toHaveLength(10);
});

afterAll(async () => {
  await store?.close();
  for (const dir of [storeDir, ...folders]) rmSync(dir, { recursive: true, force: true });
});

const storeUrl = () => `http://127.0.0.1:${port}`;
const folder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pos-offline-runtime-'));
  folders.push(dir);
  return dir;
};
const tenSales = (prefix: string) =>
  variants.map((line, i) => offlineSale(`${prefix}-${i}`, new Date(Date.parse('2026-11-24T09:00:00Z') + i * 60_000).toISOString(), [{ ...line, quantity: 1 }]));

function startTill(dataDir: string): Promise<TestRuntime> {
  return startTestRuntime({ dataDir, storeUrl: storeUrl(), storeLocation: DEMO_LOCATION, rateLimit: { limit: 1_000_000, windowMs: 60_000 } });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const allPlaced = (outbox: OfflineSaleView[]) => outbox.length === 10 && outbox.every((s) => s.state === 'placed');

/** Exactly once: one completed order per sale, the ones the outbox names, and each variant's stock taken once. */
function expectPlacedOnce(outbox: OfflineSaleView[], completedBefore: number, stockBefore: number[]) {
  expect(outbox.map((s) => s.state)).toEqual(Array(10).fill('placed'));
  const numbers = outbox.map((s) => s.orderNumber!);
  expect(new Set(numbers).size).toBe(10);
  expect(storeFacts(storeDir).completed.slice(completedBefore).sort()).toEqual([...numbers].sort());
  expect(variants.map((v) => storeFacts(storeDir).stock(v.variantId))).toEqual(stockBefore.map((n) => n - 1));
}

describe('offline sales replayed by the running till', () => {
  it('sends 10 offline sales once the store answers again, each placed exactly once', { timeout: 120_000 }, async () => {
    const stockBefore = variants.map((v) => storeFacts(storeDir).stock(v.variantId));
    const completedBefore = storeFacts(storeDir).completed.length;
    await store!.close();
    store = null;
    const till = await startTill(folder());
    const runtime: PosRuntime = till.runtime;
    try {
      expect((await runtime.calls.app.connection()).state).toBe('offline');
      for (const sale of tenSales('OFF-R')) runtime.journal.append('offline.sale', sale);
      expect((await runtime.calls.offline.outbox()).map((s) => s.state)).toEqual(Array(10).fill('pending'));
      const seen: OfflineSaleView[][] = [];
      const stopListening = runtime.events.subscribe((event) => {
        if (event.type === 'offline.changed') seen.push(event.outbox);
      });

      store = await startDemoStore({ dataDir: storeDir, rateLimit: false, port });
      // The till finds the store back (as its watch does by itself every 20 s while offline) and replays.
      expect((await runtime.calls.app.connection()).state).toBe('online');
      const outbox = await until(() => runtime.calls.offline.outbox(), allPlaced);
      expectPlacedOnce(outbox, completedBefore, stockBefore);
      // Oldest first, one at a time: the store numbered them in the order they were taken.
      expect(storeFacts(storeDir).completed.slice(completedBefore)).toEqual(outbox.map((s) => s.orderNumber));
      // The screen heard of each step.
      expect(seen.some((o) => o.some((s) => s.state === 'replaying'))).toBe(true);
      expect(seen.at(-1)!.every((s) => s.state === 'placed')).toBe(true);
      // Placed orders are tracked like the counter's.
      const tracked = (await runtime.calls.orders.list()).map((o) => o.number);
      for (const s of outbox) expect(tracked).toContain(s.orderNumber);
      stopListening();
      // Their order tokens stay in the settings (as the counter's do): never in the journal or an event.
      const settings = JSON.parse(readFileSync(path.join(till.dataDir, 'settings.json'), 'utf8')) as { trackedOrders: { number: string; token: string }[] };
      const tokens = settings.trackedOrders.filter((o) => outbox.some((s) => s.orderNumber === o.number)).map((o) => o.token);
      expect(tokens).toHaveLength(10);
      const journalText = readFileSync(path.join(till.dataDir, JOURNAL_FILE), 'utf8');
      const eventsText = JSON.stringify(seen);
      for (const token of tokens) {
        expect(token.length).toBeGreaterThan(8);
        expect(journalText).not.toContain(token);
        expect(eventsText).not.toContain(token);
      }
      // Nor is the replay's record of a cart in progress kept once every sale is placed.
      expect(JSON.stringify(settings)).not.toMatch(/"(offline\.)?replay"\s*:/);
    } finally {
      await till.stop();
    }
  });

  it('places every sale exactly once when the till is killed during the replay and started again', { timeout: 120_000 }, async () => {
    const stockBefore = variants.map((v) => storeFacts(storeDir).stock(v.variantId));
    const completedBefore = storeFacts(storeDir).completed.length;
    const dataDir = folder();
    // The counter took them while the store was away.
    const journal = openTillJournal({ dataDir });
    for (const sale of tenSales('OFF-K')) journal.append('offline.sale', sale);
    journal.close();

    const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir, storeUrl()], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    // Killed part-way: once the fourth sale's cart is opened at the store.
    const journalFile = path.join(dataDir, JOURNAL_FILE);
    const started = () => (readFileSync(journalFile, 'utf8').match(/"offline\.replay_started"/g) ?? []).length;
    const deadline = Date.now() + 60_000;
    while (started() < 4 && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGKILL');
    expect(await exited, stderr).toBe('SIGKILL');
    const placedBeforeKill = (readFileSync(journalFile, 'utf8').match(/"offline\.placed"/g) ?? []).length;
    expect(placedBeforeKill).toBeGreaterThanOrEqual(3);
    expect(placedBeforeKill).toBeLessThan(10);

    const till = await startTill(dataDir);
    try {
      await till.runtime.calls.app.connection();
      const outbox = await until(() => till.runtime.calls.offline.outbox(), allPlaced);
      expectPlacedOnce(outbox, completedBefore, stockBefore);
      // Each sale has one placed entry in the journal.
      expect(till.runtime.journal.entries({ kinds: ['offline.placed'] })).toHaveLength(10);
    } finally {
      await till.stop();
    }
  });

  it('says on every screen why it cannot send a sale (no store location), and keeps the sale', { timeout: 60_000 }, async () => {
    const till = await startTestRuntime({ dataDir: folder(), storeUrl: storeUrl(), storeLocation: null, rateLimit: { limit: 1_000_000, windowMs: 60_000 } });
    try {
      const problems: (string | null)[] = [];
      const stop = till.runtime.events.subscribe((event) => {
        if (event.type === 'offline.problem') problems.push(event.problem);
      });
      till.runtime.journal.append('offline.sale', tenSales('OFF-L')[0]!);
      const run = await till.runtime.calls.offline.replay();
      expect(run).toMatchObject({ outcome: 'stopped', message: expect.stringContaining('location is not set') });
      expect(problems.at(-1)).toMatch(/^Offline sale OFF-L-0 could not be sent: .*location is not set/);
      expect((await till.runtime.calls.offline.outbox())[0]).toMatchObject({ ref: 'OFF-L-0', orderNumber: null });
      stop();
    } finally {
      await till.stop();
    }
  });
});
