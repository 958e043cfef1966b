/**
 * An offline sale in progress is kept across a restart of the till while the store is still
 * down: the same reference, the same lines, and taken once.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { JOURNAL_FILE } from '../../../../electron/till/shift/till-journal.js';
import { startTestRuntime, startTestRuntimeWithCatalog, variantIdOf, type TestRuntime } from '../../../support/till/test-runtime.js';

const storeDir = mkdtempSync(path.join(os.tmpdir(), 'pos-offline-restart-store-'));
const tillDir = mkdtempSync(path.join(os.tmpdir(), 'pos-offline-restart-till-'));
let store: DemoStore | undefined;
const running: TestRuntime[] = [];

afterAll(async () => {
  for (const app of running) await app.stop().catch(() => undefined);
  await store?.close().catch(() => undefined);
  rmSync(storeDir, { recursive: true, force: true });
  rmSync(tillDir, { recursive: true, force: true });
});

describe('an offline sale in progress', () => {
  it('is kept across a restart while the store is down, and taken once', async () => {
    store = await startDemoStore({ dataDir: storeDir, autoFulfil: false, rateLimit: false });
    const first = await startTestRuntimeWithCatalog({ dataDir: tillDir, storeUrl: store.url });
    running.push(first);
    const tee = await variantIdOf(first.runtime, 'HP-TEE-001-NAV-M');
    await store.close();
    expect((await first.runtime.calls.app.connection()).state).toBe('offline');
    const begun = await first.runtime.calls.sale.addLine(tee, 3);
    expect(begun.state).toBe('offline');
    await first.stop();

    const second = await startTestRuntime({ dataDir: tillDir, storeUrl: store.url });
    running.push(second);
    const kept = await second.runtime.calls.sale.current();
    expect(kept).toMatchObject({ state: 'offline', number: begun.number, itemCount: 3, total: begun.total });
    const taken = await second.runtime.calls.sale.tenderCash({ tendered: begun.total });
    expect(taken.outcome === 'placed' && taken.receipt.offline?.ref).toBe(begun.number);
    expect(await second.runtime.calls.sale.current()).toBeNull();

    const entries = readFileSync(path.join(tillDir, JOURNAL_FILE), 'utf8')
      .split('\n')
      .filter((l) => l.includes('"kind":"offline.sale"'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toContain(`"ref":"${begun.number}"`);
  });
});
