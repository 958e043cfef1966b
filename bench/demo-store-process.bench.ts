/**
 * What the embedded demo store costs the app's main process: the main thread's event-loop delay
 * (perf_hooks.monitorEventLoopDelay) while the till syncs a 20,000-product catalog from the demo
 * store and then rings a walk-in cash sale, with the store inside the main process (as before:
 * its synchronous SQLite runs on the main thread) and in a process of its own (as the app runs
 * it now), in alternating rounds in one run. The delay is what IPC and window events would wait.
 */
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoStoreInChildProcess, type DemoStoreStarter } from '../electron/till/embedded-store/demo-store-link.js';
import { forkDemoStore } from '../electron/web-host/demo-store-child.js';
import { startDemoStoreInProcess } from '../test/support/demo-store/in-process-demo-store.js';
import { largeDemoCatalog } from './large-demo-catalog.js';
import type { BenchResult } from './result.js';
import { median, servicesInThisProcess, syncAndSaleRound, type LoopRound } from './sync-and-sale-round.js';

const PRODUCTS = 20_000;
const ROUNDS = Number(process.env.BENCH_STORE_PROCESS_ROUNDS ?? 2);
/** The store's process as the packaged app runs it: the built bundle when there is one. */
const BUILT_ENTRY = fileURLToPath(new URL('../dist/electron/demo-store.js', import.meta.url));

/** A round with the till's services here and the demo store started by `start`. */
const oneRound = (storeData: string, start: DemoStoreStarter) => syncAndSaleRound(storeData, PRODUCTS, (dataDir) => servicesInThisProcess(dataDir, start));

export async function benchDemoStoreProcess(): Promise<BenchResult[]> {
  const storeData = await largeDemoCatalog(PRODUCTS);
  const outOfProcess = demoStoreInChildProcess(forkDemoStore(existsSync(BUILT_ENTRY) ? BUILT_ENTRY : undefined));
  const inside: LoopRound[] = [];
  const apart: LoopRound[] = [];
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
  const row = (where: string, rounds: LoopRound[]): BenchResult[] => [
    { name: `Main event-loop delay p99, 20,000-product sync + a sale, demo store ${where}`, value: median(rounds.map((r) => r.p99)), unit: 'ms' },
    { name: `Main event-loop delay max, same run, demo store ${where}`, value: median(rounds.map((r) => r.max)), unit: 'ms' },
    { name: `Start to 20,000 products synced, demo store ${where}`, value: median(rounds.map((r) => r.syncSeconds)), unit: 's' },
  ];
  return [...row('in the main process (before)', inside), ...row('in its own process (after)', apart)];
}
