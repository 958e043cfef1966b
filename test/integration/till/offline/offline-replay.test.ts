/**
 * Offline sales replayed to the demo store once it answers again, through the replay's own sale
 * flow (walk-in pickup, cash): every sale placed exactly once, oldest first, with its order number
 * recorded and its stock taken once, whatever is lost on the way. The till dies at each step of a
 * sale (the step's request reaches the store, its answer never comes back, nothing more is sent)
 * and starts again on the same data folder; answers are lost at random through a faulty proxy.
 * The store is stopped while the sales are taken and started again by the test.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { REPLAY_RECORD_KEY } from '../../../../electron/till/offline/replay/replay-context.js';
import { JOURNAL_FILE } from '../../../../electron/till/shift/till-journal.js';
import { salesToReplay } from '../../../../shared/offline/offline-outbox.js';
import type { StoreLocation } from '../../../../shared/store-location.js';
import { DEMO_LOCATION } from '../../../../electron/till/store/store-profiles.js';
import type { FetchLike } from '../../../../shared/storefront/types/client-types.js';
import { startFlakyProxy } from '../../../support/net/flaky-proxy.js';
import { offlineSale, startOfflineTill, stockedVariants, storeFacts, type OfflineLineInput } from '../../../support/till/offline-till.js';

const storeDir = mkdtempSync(path.join(os.tmpdir(), 'offline-replay-store-'));
let store: DemoStore;
let variants: (OfflineLineInput & { stock: number })[];

beforeAll(async () => {
  store = await startDemoStore({ dataDir: storeDir, rateLimit: false });
  variants = stockedVariants(storeDir, 12);
  expect(variants).toHaveLength(12);
});

afterAll(async () => {
  await store?.close();
  rmSync(storeDir, { recursive: true, force: true });
});

let clock = Date.parse('2026-11-24T09:00:00Z');
const takenAt = () => new Date((clock += 1000)).toISOString();

/** The store is away while the till takes sales, and back afterwards (on the same address). */
async function storeAwayWhile(work: () => void | Promise<void>): Promise<void> {
  const port = store.port;
  await store.close();
  await work();
  store = await startDemoStore({ dataDir: storeDir, rateLimit: false, port });
}

const stockOf = (variantId: string) => storeFacts(storeDir).stock(variantId);

describe('replaying offline sales', () => {
  it('places 10 offline sales exactly once each, oldest first, when the store is back; nothing is sent again', async () => {
    // Every request of the replay goes at catalog-sync priority: the counter's sales always go first.
    const priorities = new Set<string | undefined>();
    const recording: FetchLike = (input, init) => {
      priorities.add(init?.priority);
      return fetch(String(input), init as RequestInit);
    };
    const till = startOfflineTill(store.url, { fetch: recording });
    const lines = variants.slice(0, 10);
    const stockBefore = lines.map((l) => stockOf(l.variantId));
    const before = storeFacts(storeDir).completed.length;
    await storeAwayWhile(() => {
      for (const [i, line] of lines.entries()) till.journal.append('offline.sale', offlineSale(`OFF-A${i}`, takenAt(), [{ ...line, quantity: 1 }]));
    });
    expect(till.replay.outbox().map((s) => s.state)).toEqual(Array(10).fill('pending'));

    const run = await till.replay.run();
    expect(run).toEqual({ outcome: 'done', placed: 10, needsManager: 0 });
    const outbox = till.replay.outbox();
    expect(outbox.map((s) => s.state)).toEqual(Array(10).fill('placed'));
    const numbers = outbox.map((s) => s.orderNumber!);
    expect(new Set(numbers).size).toBe(10);
    // Oldest first: the store numbered them in the order they were taken.
    const completed = storeFacts(storeDir).completed;
    expect(completed.slice(before)).toEqual(numbers);
    expect(lines.map((l) => stockOf(l.variantId))).toEqual(stockBefore.map((n) => n - 1));
    expect(outbox.every((s) => s.differences.length === 0)).toBe(true);
    // Each placed order is tracked like any sale of this till.
    expect(
      till.tracker
        .list()
        .map((o) => o.number)
        .sort(),
    ).toEqual([...numbers].sort());

    expect(await till.replay.run()).toEqual({ outcome: 'done', placed: 0, needsManager: 0 });
    expect(storeFacts(storeDir).completed.length).toBe(before + 10);
    expect([...priorities]).toEqual(['sync']);
    till.close();
  });

  const STEPS: [string, (method: string, url: string) => boolean][] = [
    ['opening the cart', (m, u) => m === 'POST' && /\/cart$/.test(u)],
    ['adding a line', (m, u) => m === 'POST' && /\/cart\/add_item$/.test(u)],
    ['the addresses', (m, u) => m === 'PATCH' && /\/checkout$/.test(u)],
    ['the payment', (m, u) => m === 'POST' && /\/checkout\/create_payment$/.test(u)],
    ['completing', (m, u) => m === 'PATCH' && /\/checkout\/complete$/.test(u)],
  ];

  for (const [step, matches] of STEPS) {
    it(`places a sale once when the till dies at ${step} (the store got it, the answer was lost) and starts again`, async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-offline-dying-'));
      try {
        let dead = false;
        let killed = false;
        // The till's network until it dies: the step's request reaches the store, its answer is lost, nothing more goes out.
        const dying: FetchLike = async (input, init) => {
          if (dead) throw new TypeError('fetch failed');
          const url = String(input);
          if (!killed && matches(String(init?.method ?? 'GET'), new URL(url).pathname)) {
            killed = true;
            dead = true;
            const answer = await fetch(url, init as RequestInit);
            await answer.arrayBuffer();
            throw new TypeError('fetch failed');
          }
          return fetch(url, init as RequestInit);
        };
        const [tee, cap] = [variants[10]!, variants[11]!];
        const stock = [stockOf(tee.variantId), stockOf(cap.variantId)];
        const before = storeFacts(storeDir).completed.length;
        const first = startOfflineTill(store.url, { fetch: dying, dataDir });
        first.journal.append(
          'offline.sale',
          offlineSale(`OFF-${step}`, takenAt(), [
            { ...tee, quantity: 2 },
            { ...cap, quantity: 1 },
          ]),
        );
        const run = await first.replay.run();
        expect(killed).toBe(true);
        expect(run.outcome).toBe('unreachable');
        if (step !== 'opening the cart') {
          // The cart was written down before any line went to it: its token in the settings, its number in the journal, never its token.
          const kept = first.settings.get(REPLAY_RECORD_KEY) as { ref: string; number: string; token: string };
          expect(kept).toMatchObject({ ref: `OFF-${step}` });
          expect(first.journal.entries({ kinds: ['offline.replay_started'] }).map((e) => e.data)).toEqual([{ ref: `OFF-${step}`, orderNumber: kept.number }]);
          expect(readFileSync(path.join(dataDir, JOURNAL_FILE), 'utf8')).not.toContain(kept.token);
          expect(first.replay.outbox()[0]).toMatchObject({ state: 'replaying', attemptNumber: kept.number });
        }
        first.close();

        // Started again on the same folder, with the store answering.
        const again = startOfflineTill(store.url, { dataDir });
        expect(salesToReplay(again.replay.outbox())).toHaveLength(1);
        expect(await again.replay.run()).toMatchObject({ outcome: 'done' });
        const [sale] = again.replay.outbox();
        expect(sale).toMatchObject({ state: 'placed' });
        const completed = storeFacts(storeDir).completed;
        expect(completed.slice(before)).toEqual([sale!.orderNumber]);
        expect([stockOf(tee.variantId), stockOf(cap.variantId)]).toEqual([stock[0]! - 2, stock[1]! - 1]);
        expect(await again.replay.run()).toEqual({ outcome: 'done', placed: 0, needsManager: 0 });
        expect(storeFacts(storeDir).completed.length).toBe(before + 1);
        again.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }

  it('stops in words when the till cannot send a sale (no store location), loses nothing, and goes on once it can', async () => {
    let location: StoreLocation | null = null;
    const problems: (string | null)[] = [];
    const till = startOfflineTill(store.url, { location: () => location, onProblem: (p) => problems.push(p) });
    const line = variants[0]!;
    const stock = stockOf(line.variantId);
    const before = storeFacts(storeDir).completed.length;
    till.journal.append('offline.sale', offlineSale('OFF-NOWHERE', takenAt(), [{ ...line, quantity: 1 }]));
    const run = await till.replay.run();
    expect(run).toMatchObject({ outcome: 'stopped', placed: 0, needsManager: 0, message: expect.stringContaining('location is not set') });
    expect(problems.at(-1)).toContain('location is not set');
    // Nothing lost, nothing placed, and the manager is not asked about a problem of the till's own.
    expect(till.replay.outbox()[0]).toMatchObject({ state: 'replaying', orderNumber: null });
    expect(storeFacts(storeDir).completed.length).toBe(before);

    location = DEMO_LOCATION;
    expect(await till.replay.run()).toEqual({ outcome: 'done', placed: 1, needsManager: 0 });
    expect(problems.at(-1)).toBeNull();
    expect(storeFacts(storeDir).completed.length).toBe(before + 1);
    expect(stockOf(line.variantId)).toBe(stock - 1);
    till.close();
  });

  it('places 10 sales exactly once through a network that drops requests and answers at random', { timeout: 120_000 }, async () => {
    const proxy = await startFlakyProxy(store.url, { dropRequest: 0.1, dropResponse: 0.1, delay: 0.1, maxDelayMs: 20 }, 20261124);
    try {
      const till = startOfflineTill(proxy.url, { timeoutMs: 2000 });
      const lines = variants.slice(0, 10);
      const stockBefore = lines.map((l) => stockOf(l.variantId));
      const before = storeFacts(storeDir).completed.length;
      for (const [i, line] of lines.entries()) till.journal.append('offline.sale', offlineSale(`OFF-F${i}`, takenAt(), [{ ...line, quantity: 1 }]));
      // Each time the store answers again the replay carries on, as the connection watch starts it.
      let runs = 0;
      while (salesToReplay(till.replay.outbox()).length > 0 && runs < 200) {
        runs++;
        await till.replay.run();
      }
      expect(proxy.counts.droppedRequests + proxy.counts.droppedResponses).toBeGreaterThan(3);
      const outbox = till.replay.outbox();
      expect(outbox.map((s) => s.state)).toEqual(Array(10).fill('placed'));
      expect(storeFacts(storeDir).completed.slice(before).sort()).toEqual(outbox.map((s) => s.orderNumber!).sort());
      expect(lines.map((l) => stockOf(l.variantId))).toEqual(stockBefore.map((n) => n - 1));
      till.close();
    } finally {
      await proxy.close();
    }
  });
});
