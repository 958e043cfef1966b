/**
 * One round of the benches that weigh where the till's work runs (demo-store-process,
 * services-process): a fresh data folder holding a copy of the large demo store's data, this
 * thread's event-loop delay (perf_hooks.monitorEventLoopDelay) measured while the till that `start`
 * opens there syncs the catalog's products and rings a two-line walk-in cash sale; then the till
 * closed and the folder removed. Every call goes through the bridge's dispatch, as the page's do.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { BridgeResult } from '../shared/bridge/bridge.js';
import { memorySecretStore } from '../electron/till/account/secret-store.js';
import type { DemoStoreStarter } from '../electron/till/embedded-store/demo-store-link.js';
import { dispatchBridgeCall } from '../electron/till/runtime/bridge-dispatch.js';
import { startPosRuntime } from '../electron/till/runtime/pos-runtime.js';
import { openSettingsFile } from '../electron/till/settings/settings-store.js';
import { DEMO_STORE_FOLDER } from '../electron/till/store/store-target.js';
import { watchLongTasks, type LongTaskReport } from './long-tasks.js';

type Dispatch = (method: string, args: unknown[]) => Promise<BridgeResult<unknown>>;

export interface TillUnderBench {
  dispatch: Dispatch;
  close(): Promise<void>;
}

export interface LoopRound {
  p99: number;
  max: number;
  mean: number;
  /** From the start of the till to the catalog synced. */
  syncSeconds: number;
  /** What each stall over 20 ms was made of (this thread's CPU, its wait for a core, GC). */
  tasks: LongTaskReport;
}

/** The request budget of the till under the bench: never what it waits for. */
export const BENCH_BUDGET = { limit: 1_000_000, windowMs: 60_000 };
/** The demo store's options under the bench: no limit of its own, nothing fulfilled behind the bench's back. */
export const BENCH_DEMO_STORE = { rateLimit: false, autoFulfil: false } as const;

async function value<T>(dispatch: Dispatch, method: string, ...args: unknown[]): Promise<T> {
  const result = (await dispatch(method, args)) as BridgeResult<T>;
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value;
}

/** The till's services in this process, the bridge dispatched here (as main did before they had a process of their own). */
export async function servicesInThisProcess(dataDir: string, startDemoStore: DemoStoreStarter): Promise<TillUnderBench> {
  const runtime = await startPosRuntime({
    dataDir,
    settings: openSettingsFile(dataDir),
    version: 'bench',
    shell: 'browser',
    secrets: memorySecretStore(),
    startDemoStore,
    demoStore: BENCH_DEMO_STORE,
    rateLimit: BENCH_BUDGET,
  });
  const dispatch: Dispatch = (method, args) => dispatchBridgeCall(runtime.calls, method, args, () => {}, runtime.gate);
  return { dispatch, close: () => runtime.close() };
}

/** One round: `products` synced from the demo store data in `storeData`, then a sale, on the till `start` opens. */
export async function syncAndSaleRound(storeData: string, products: number, start: (dataDir: string) => Promise<TillUnderBench>): Promise<LoopRound> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-loop-'));
  cpSync(storeData, path.join(dataDir, DEMO_STORE_FOLDER), { recursive: true });
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const watch = watchLongTasks(20);
  const began = performance.now();
  let till: TillUnderBench | null = null;
  try {
    till = await watch.timed('start the services', () => start(dataDir));
    const { dispatch } = till;
    await value(dispatch, 'staff.setUp', { name: 'Bench Manager', pin: '246810' });
    for (;;) {
      const status = await value<{ products: number; syncedAt: string | null }>(dispatch, 'catalog.status');
      if (status.products >= products && status.syncedAt !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const syncSeconds = (performance.now() - began) / 1000;
    await value(dispatch, 'sale.addByCode', 'BENCH-000042', 1);
    await value(dispatch, 'sale.addByCode', 'HP-TEE-001-NAV-M', 1);
    await value(dispatch, 'sale.pickupInStore');
    await value(dispatch, 'sale.payCash', { tendered: '100' });
    delay.disable();
    return { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6, mean: delay.mean / 1e6, syncSeconds, tasks: watch.stop() };
  } finally {
    delay.disable();
    await till?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
