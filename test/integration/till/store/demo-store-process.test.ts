/**
 * The embedded demo store in a process of its own, as the browser host runs it (a Node child):
 * the till sells through it while the store's SQLite file is open in the child, not here; a
 * child that is killed is started again at the same address and the clerk is told; a till
 * configured for a real store starts none; and a host that dies takes its store with it.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BridgeEvent } from '../../../../shared/bridge/bridge.js';
import type { StartupWarning } from '../../../../shared/bridge/app.js';
import { englishOf } from '../../../../shared/i18n/words.js';
import { demoStoreInChildProcess, type DemoStoreChild, type SpawnDemoStoreChild } from '../../../../electron/till/embedded-store/demo-store-link.js';
import { forkDemoStore } from '../../../../electron/web-host/demo-store-child.js';
import { startTestRuntime, withTestRuntime } from '../../../support/till/test-runtime.js';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';
import { openFilesUnder } from '../../../support/till/open-files.js';

/** A warning in English, whether main sent text or catalogue words. */
const english = (warning: StartupWarning) => (typeof warning === 'string' ? warning : englishOf(warning));

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Forks the demo store as the browser host does, keeping each child this test made. */
function recordingFork(): { spawn: SpawnDemoStoreChild; children: DemoStoreChild[] } {
  const children: DemoStoreChild[] = [];
  const fork = forkDemoStore();
  return {
    children,
    spawn: () => {
      const child = fork();
      children.push(child);
      return child;
    },
  };
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    // A zombie has ended: only its exit status is left for its parent to collect.
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function walkInSale(runtime: Awaited<ReturnType<typeof startTestRuntime>>['runtime']) {
  await until('the catalog', async () => (await runtime.calls.catalog.status()).products > 0);
  await runtime.calls.sale.addByCode('HP-TEE-001-NAV-M', 1);
  await runtime.calls.sale.pickupInStore();
  return runtime.calls.sale.payCash({ tendered: '100' });
}

describe('the demo store in a process of its own', () => {
  it('serves the till from a child process: a sale works, and the store’s files are open there, not here', async () => {
    const fork = recordingFork();
    const app = await startTestRuntime({ startDemoStore: demoStoreInChildProcess(fork.spawn) });
    try {
      expect(fork.children).toHaveLength(1);
      const pid = fork.children[0]!.pid!;
      expect(pid).toBeGreaterThan(0);
      expect(pid).not.toBe(process.pid);
      expect(isRunning(pid)).toBe(true);
      const receipt = await walkInSale(app.runtime);
      expect(receipt.order.state).toBe('complete');
      expect(receipt.order.number).toMatch(/^R\d{9}$/);
      const storeFolder = path.join(realpathSync(app.dataDir), 'demo-store');
      expect(openFilesUnder(pid, storeFolder).some((file) => file.endsWith('demo-store.sqlite'))).toBe(true);
      expect(openFilesUnder('self', storeFolder)).toEqual([]);
    } finally {
      await app.stop();
    }
    // Stopping the till ends the store's process.
    await until('the store’s process to end', () => !isRunning(fork.children[0]!.pid ?? -1) || fork.children[0]!.pid === undefined);
  });

  it('a killed store is started again at the same address with its data, and the clerk is told', async () => {
    const fork = recordingFork();
    const events: BridgeEvent[] = [];
    const app = await startTestRuntime({ startDemoStore: demoStoreInChildProcess(fork.spawn) });
    try {
      app.runtime.events.subscribe((event) => events.push(event));
      const first = await walkInSale(app.runtime);
      const url = app.runtime.storeUrl;
      const killed = fork.children[0]!.pid!;
      process.kill(killed, 'SIGKILL');

      await until('a second store process', () => fork.children.length === 2 && fork.children[1]!.pid !== undefined);
      const restarted = fork.children[1]!.pid!;
      expect(restarted).not.toBe(killed);
      await until('the store to answer again', async () => (await fetch(`${url}/api/v2/storefront/store`).catch(() => null))?.status === 200);
      expect(app.runtime.storeUrl).toBe(url);

      const said = events.filter((e): e is Extract<BridgeEvent, { type: 'app.warnings' }> => e.type === 'app.warnings');
      expect(said.some((e) => e.warnings.some((w) => /demo store stopped unexpectedly .* being started again \(restart 1 of 3\)/.test(english(w))))).toBe(true);
      await until('the words that it was started again', () => said.some((e) => e.warnings.some((w) => /was started again/.test(english(w)))));
      const info = await app.runtime.calls.app.info();
      expect(info.warnings.map(english).join(' ')).toMatch(/The demo store stopped unexpectedly at \d\d:\d\d and was started again \(restart 1 of 3\)/);

      // The same store, with the order the first sale placed; and the till sells again.
      const kept = await app.runtime.calls.orders.detail(first.order.number);
      expect(kept.number).toBe(first.order.number);
      expect(kept.state).toBe('complete');
      const second = await walkInSale(app.runtime);
      expect(second.order.state).toBe('complete');
    } finally {
      await app.stop();
    }
  });

  it('a till configured for a real store starts no demo store, by address or by its store profile', async () => {
    const fork = recordingFork();
    const demo = realStore;
    await withTestRuntime({ storeUrl: demo.url, startDemoStore: demoStoreInChildProcess(fork.spawn) }, async (runtime) => {
      expect(runtime.storeUrl).toBe(demo.url);
      expect((await runtime.calls.app.info()).mode).toBe('store');
    });
    expect(fork.children).toEqual([]);
    const app = await startTestRuntime({ startDemoStore: demoStoreInChildProcess(fork.spawn) });
    try {
      // The demo profile is the default: this run started a store. Then a real store's profile is chosen.
      expect(fork.children).toHaveLength(1);
      const views = await app.runtime.calls.stores.add({ name: 'Our shop', baseUrl: demo.url, dialect: 'shop' });
      await app.runtime.calls.stores.activate(views.find((v) => v.name === 'Our shop')!.id);
    } finally {
      await app.runtime.close();
    }
    await withTestRuntime({ dataDir: app.dataDir, startDemoStore: demoStoreInChildProcess(fork.spawn) }, async (runtime) => {
      expect(runtime.storeUrl).toBe(demo.url);
    });
    expect(fork.children).toHaveLength(1);
    rmSync(app.dataDir, { recursive: true, force: true });
  });

  it('a browser host that dies takes its demo store with it', async () => {
    const orphans: number[] = [];
    const host = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'test/support/till/web-host-process.ts')], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        let seen = '';
        host.stdout!.on('data', (chunk: Buffer) => {
          seen += chunk.toString('utf8');
          if (seen.includes('"url"')) resolve();
        });
        host.once('exit', (code) => reject(new Error(`the host ended (${code}) before it listened`)));
      });
      const storePid = childrenOf(host.pid!).find((pid) => /process-entry/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8')));
      expect(storePid).toBeDefined();
      orphans.push(storePid!);
      expect(isRunning(storePid!)).toBe(true);
      // The host crashes: no clean close, no message to the store.
      host.kill('SIGKILL');
      await until('the orphaned store to end', () => !isRunning(storePid!), 15_000);
    } finally {
      host.kill('SIGKILL');
      for (const pid of orphans) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    }
  });

  it('a store in a utility process (no IPC channel to watch) ends when the app that started it dies', async () => {
    // The app: a Node process that starts the store as Electron starts a utility process, with
    // the utility process's surface (process.parentPort, no process.send), then dies at once.
    const shim = new URL('../../../support/electron-stand-in/utility-process-child.mjs', import.meta.url).href;
    const entry = path.join(repoRoot, 'electron/demo-store/process/process-entry.ts');
    const appScript = `
      const { fork } = require('node:child_process');
      const store = fork(${JSON.stringify(entry)}, [], { execArgv: ['--import', 'tsx', '--import', ${JSON.stringify(shim)}], stdio: ['ignore', 'ignore', 'inherit', 'ipc'], serialization: 'advanced' });
      store.on('message', (m) => { if (m.type === 'ready') process.stdout.write(JSON.stringify({ pid: store.pid, url: m.url }) + '\\n'); });
      store.send({ type: 'start', settings: { rateLimit: false } });
    `;
    const app = spawn(process.execPath, ['-e', appScript], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    let storePid: number | null = null;
    try {
      const ready = await new Promise<{ pid: number; url: string }>((resolve, reject) => {
        let seen = '';
        app.stdout!.on('data', (chunk: Buffer) => {
          seen += chunk.toString('utf8');
          if (seen.includes('\n')) resolve(JSON.parse(seen.split('\n')[0]!) as { pid: number; url: string });
        });
        app.once('exit', (code) => reject(new Error(`the app ended (${code}) before its store was ready`)));
      });
      storePid = ready.pid;
      expect((await fetch(`${ready.url}/api/v2/storefront/store`)).status).toBe(200);
      app.kill('SIGKILL');
      await until('the orphaned store to end', () => !isRunning(ready.pid), 15_000);
      await expect(fetch(`${ready.url}/api/v2/storefront/store`)).rejects.toThrow();
    } finally {
      app.kill('SIGKILL');
      // Whatever happened, no store is left behind by the test.
      if (storePid !== null && isRunning(storePid)) process.kill(storePid, 'SIGKILL');
    }
  });
});

/** The pids whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((candidate) => {
      try {
        const stat = readFileSync(`/proc/${candidate}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    });
}

const realStore = useDemoStore();
