/**
 * What the till's services cost the shell's main thread (Electron's main process, the browser
 * host's server): the event-loop delay (perf_hooks.monitorEventLoopDelay) while the till syncs a
 * 20,000-product catalog from the demo store and rings a cash sale, with the services in this
 * process (as before) and in a process of their own (as now: runtime-process/, this process only
 * relays), in alternating rounds in one run. The demo store runs in a child process in both.
 * Each stall is taken apart (long-tasks.ts): the shell's own CPU in it, its wait for a core, GC.
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import { demoStoreInChildProcess } from '../electron/till/embedded-store/demo-store-link.js';
import { forkDemoStore } from '../electron/web-host/demo-store-child.js';
import { startRuntimeChildProcess } from '../electron/web-host/runtime-child-process.js';
import { largeDemoCatalog } from './large-demo-catalog.js';
import { describeLongTasks } from './long-tasks.js';
import type { BenchResult } from './result.js';
import { BENCH_BUDGET, BENCH_DEMO_STORE, median, servicesInThisProcess, syncAndSaleRound, type LoopRound, type TillUnderBench } from './sync-and-sale-round.js';

const PRODUCTS = 20_000;
const ROUNDS = Number(process.env.BENCH_SERVICES_PROCESS_ROUNDS ?? 2);

/** Services in this process: the bridge dispatched here, as main did before. */
const servicesHere = (dataDir: string) => servicesInThisProcess(dataDir, demoStoreInChildProcess(forkDemoStore()));

/** Services in a process of their own: this process relays, as main does now. */
async function servicesApart(dataDir: string): Promise<TillUnderBench> {
  const child = await startRuntimeChildProcess({
    start: { dataDir, version: 'bench', storeUrl: null, secrets: 'memory', demoStore: BENCH_DEMO_STORE, rateLimit: BENCH_BUDGET },
    log: () => {},
  });
  return { dispatch: child.dispatch, close: () => child.host.close() };
}

export async function benchServicesProcess(): Promise<BenchResult[]> {
  const storeData = await largeDemoCatalog(PRODUCTS);
  const here: LoopRound[] = [];
  const apart: LoopRound[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      here.push(await syncAndSaleRound(storeData, PRODUCTS, servicesHere));
      apart.push(await syncAndSaleRound(storeData, PRODUCTS, servicesApart));
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
  const row = (where: string, rounds: LoopRound[]): BenchResult[] => [
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
