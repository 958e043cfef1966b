/**
 * What the till's services cost the shell's main thread (Electron's main process, the browser
 * host's server): the event-loop delay (perf_hooks.monitorEventLoopDelay) while the till syncs a
 * 20,000-product catalog from the demo store and rings a cash sale, with the services in this
 * process (as before) and in a process of their own (as now: runtime-process/, this process only
 * relays), in alternating rounds in one run. The demo store runs in a child process in both.
 * Each stall is taken apart (long-tasks.ts): the shell's own CPU in it, its wait for a core, GC.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { BridgeResult } from '../shared/bridge/bridge.js';
import { memorySecretStore } from '../electron/till/account/secret-store.js';
import { demoStoreInChildProcess } from '../electron/till/embedded-store/demo-store-link.js';
import { dispatchBridgeCall } from '../electron/till/runtime/bridge-dispatch.js';
import { startPosRuntime } from '../electron/till/runtime/pos-runtime.js';
import { openSettingsFile } from '../electron/till/settings/settings-store.js';
import { DEMO_STORE_FOLDER } from '../electron/till/store/store-target.js';
import { forkDemoStore } from '../electron/web-host/demo-store-child.js';
import { startRuntimeChildProcess } from '../electron/web-host/runtime-child-process.js';
import { largeDemoCatalog } from './large-demo-catalog.js';
import { describeLongTasks, watchLongTasks, type LongTaskReport } from './long-tasks.js';
import type { BenchResult } from './result.js';

const PRODUCTS = 20_000;
const ROUNDS = Number(process.env.BENCH_SERVICES_PROCESS_ROUNDS ?? 2);
const BUDGET = { limit: 1_000_000, windowMs: 60_000 };

interface Round {
  p99: number;
  max: number;
  tasks: LongTaskReport;
}

type Dispatch = (method: string, args: unknown[]) => Promise<BridgeResult<unknown>>;

/** Services in this process: the bridge dispatched here, as main did before. */
async function servicesHere(dataDir: string) {
  const runtime = await startPosRuntime({
    dataDir,
    settings: openSettingsFile(dataDir),
    version: 'bench',
    shell: 'browser',
    secrets: memorySecretStore(),
    startDemoStore: demoStoreInChildProcess(forkDemoStore()),
    demoStore: { rateLimit: false, autoFulfil: false },
    rateLimit: BUDGET,
  });
  const dispatch: Dispatch = (method, args) => dispatchBridgeCall(runtime.calls, method, args, () => {}, runtime.gate);
  return { dispatch, close: () => runtime.close() };
}

/** Services in a process of their own: this process relays, as main does now. */
async function servicesApart(dataDir: string) {
  const child = await startRuntimeChildProcess({
    start: { dataDir, version: 'bench', storeUrl: null, secrets: 'memory', demoStore: { rateLimit: false, autoFulfil: false }, rateLimit: BUDGET },
    log: () => {},
  });
  return { dispatch: child.dispatch, close: () => child.host.close() };
}

async function value<T>(dispatch: Dispatch, method: string, ...args: unknown[]): Promise<T> {
  const result = (await dispatch(method, args)) as BridgeResult<T>;
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value;
}

async function oneRound(storeData: string, start: (dataDir: string) => Promise<{ dispatch: Dispatch; close(): Promise<void> }>): Promise<Round> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-services-'));
  cpSync(storeData, path.join(dataDir, DEMO_STORE_FOLDER), { recursive: true });
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const watch = watchLongTasks(20);
  const services = await watch.timed('start the services', () => start(dataDir));
  try {
    const { dispatch } = services;
    await value(dispatch, 'staff.setUp', { name: 'Bench Manager', pin: '246810' });
    for (;;) {
      const status = await value<{ products: number; syncedAt: string | null }>(dispatch, 'catalog.status');
      if (status.products >= PRODUCTS && status.syncedAt !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await value(dispatch, 'sale.addByCode', 'BENCH-000042', 1);
    await value(dispatch, 'sale.addByCode', 'HP-TEE-001-NAV-M', 1);
    await value(dispatch, 'sale.pickupInStore');
    await value(dispatch, 'sale.payCash', { tendered: '100' });
    delay.disable();
    return { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6, tasks: watch.stop() };
  } finally {
    delay.disable();
    await services.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchServicesProcess(): Promise<BenchResult[]> {
  const storeData = await largeDemoCatalog(PRODUCTS);
  const here: Round[] = [];
  const apart: Round[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      here.push(await oneRound(storeData, servicesHere));
      apart.push(await oneRound(storeData, servicesApart));
      console.info(
        `  round ${round + 1} (load ${os.loadavg()[0]!.toFixed(2)}): services in process p99 ${here.at(-1)!.p99.toFixed(1)} ms (max ${here.at(-1)!.max.toFixed(1)}), ` +
          `own process p99 ${apart.at(-1)!.p99.toFixed(1)} ms (max ${apart.at(-1)!.max.toFixed(1)})`,
      );
      console.info(`  services in process:\n${describeLongTasks(here.at(-1)!.tasks, 3)}`);
      console.info(`  services in their own process:\n${describeLongTasks(apart.at(-1)!.tasks, 3)}`);
    }
  } finally {
    rmSync(storeData, { recursive: true, force: true });
  }
  const row = (where: string, rounds: Round[]): BenchResult[] => [
    { name: `Shell's event-loop delay p99, 20,000-product sync + a sale, services ${where}`, value: median(rounds.map((r) => r.p99)), unit: 'ms' },
    { name: `Shell's event-loop delay max, same run, services ${where}`, value: median(rounds.map((r) => r.max)), unit: 'ms' },
    // What the longest stall was made of, and the most the shell's own work took of a core in one stall.
    { name: `Shell's longest stall, main thread on a core, services ${where}`, value: median(rounds.map((r) => r.tasks.longTasks[0]?.cpuMs ?? 0)), unit: 'ms' },
    {
      name: `Shell's longest stall, main thread waiting for a core, services ${where}`,
      value: median(rounds.map((r) => r.tasks.longTasks[0]?.waitMs ?? 0)),
      unit: 'ms',
    },
    {
      name: `Shell's most CPU in one stall over 20 ms, services ${where}`,
      value: median(rounds.map((r) => r.tasks.byCpu[0]?.cpuMs ?? 0)),
      unit: 'ms',
      target: '≤ 50 ms',
    },
    { name: `Shell's longest GC pause, services ${where}`, value: median(rounds.map((r) => r.tasks.gc.longestMs)), unit: 'ms' },
  ];
  return [...row('in the main process (before)', here), ...row('in their own process (after)', apart)];
}
