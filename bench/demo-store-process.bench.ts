/**
 * What the embedded demo store costs the app's main process: the main thread's event-loop delay
 * (perf_hooks.monitorEventLoopDelay) while the till syncs a 20,000-product catalog from the demo
 * store and then rings a walk-in cash sale, with the store inside the main process (as before:
 * its synchronous SQLite runs on the main thread) and in a process of its own (as the app runs
 * it now), in alternating rounds in one run. The delay is what IPC and window events would wait.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { demoStoreInChildProcess, type DemoStoreStarter } from '../electron/till/embedded-store/demo-store-link.js';
import { startPosRuntime } from '../electron/till/runtime/pos-runtime.js';
import { memorySecretStore } from '../electron/till/account/secret-store.js';
import { openSettingsFile } from '../electron/till/settings/settings-store.js';
import { DEMO_STORE_FOLDER } from '../electron/till/store/store-target.js';
import { forkDemoStore } from '../electron/web-host/demo-store-child.js';
import { startDemoStoreInProcess } from '../test/support/demo-store/in-process-demo-store.js';
import { largeDemoCatalog } from './large-demo-catalog.js';
import type { BenchResult } from './result.js';

const PRODUCTS = 20_000;
const ROUNDS = Number(process.env.BENCH_STORE_PROCESS_ROUNDS ?? 2);
/** The store's process as the packaged app runs it: the built bundle when there is one. */
const BUILT_ENTRY = fileURLToPath(new URL('../dist/electron/demo-store.js', import.meta.url));

interface Round {
  p99: number;
  max: number;
  mean: number;
  syncSeconds: number;
}

async function oneRound(storeData: string, start: DemoStoreStarter): Promise<Round> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-loop-'));
  cpSync(storeData, path.join(dataDir, DEMO_STORE_FOLDER), { recursive: true });
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const began = performance.now();
  const runtime = await startPosRuntime({
    dataDir,
    settings: openSettingsFile(dataDir),
    version: 'bench',
    shell: 'browser',
    secrets: memorySecretStore(),
    startDemoStore: start,
    demoStore: { rateLimit: false, autoFulfil: false },
    rateLimit: { limit: 1_000_000, windowMs: 60_000 },
  });
  try {
    await runtime.calls.staff.setUp({ name: 'Bench Manager', pin: '246810' });
    while ((await runtime.calls.catalog.status()).products < PRODUCTS || (await runtime.calls.catalog.status()).syncedAt === null) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const syncSeconds = (performance.now() - began) / 1000;
    await runtime.calls.sale.addByCode('BENCH-000042', 1);
    await runtime.calls.sale.addByCode('HP-TEE-001-NAV-M', 1);
    await runtime.calls.sale.pickupInStore();
    await runtime.calls.sale.payCash({ tendered: '100' });
    delay.disable();
    return { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6, mean: delay.mean / 1e6, syncSeconds };
  } finally {
    delay.disable();
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchDemoStoreProcess(): Promise<BenchResult[]> {
  const storeData = await largeDemoCatalog(PRODUCTS);
  const outOfProcess = demoStoreInChildProcess(forkDemoStore(existsSync(BUILT_ENTRY) ? BUILT_ENTRY : undefined));
  const inside: Round[] = [];
  const apart: Round[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      inside.push(await oneRound(storeData, startDemoStoreInProcess));
      apart.push(await oneRound(storeData, outOfProcess));
      console.info(
        `  round ${round + 1}: in process p99 ${inside.at(-1)!.p99.toFixed(1)} ms (max ${inside.at(-1)!.max.toFixed(1)}), ` +
          `own process p99 ${apart.at(-1)!.p99.toFixed(1)} ms (max ${apart.at(-1)!.max.toFixed(1)})`,
      );
    }
  } finally {
    rmSync(storeData, { recursive: true, force: true });
  }
  const row = (where: string, rounds: Round[]): BenchResult[] => [
    { name: `Main event-loop delay p99, 20,000-product sync + a sale, demo store ${where}`, value: median(rounds.map((r) => r.p99)), unit: 'ms' },
    { name: `Main event-loop delay max, same run, demo store ${where}`, value: median(rounds.map((r) => r.max)), unit: 'ms' },
    { name: `Start to 20,000 products synced, demo store ${where}`, value: median(rounds.map((r) => r.syncSeconds)), unit: 's' },
  ];
  return [...row('in the main process (before)', inside), ...row('in its own process (after)', apart)];
}
