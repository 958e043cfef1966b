/**
 * The app as `npm run start:web` runs it, but from the sources (through tsx), for the bench: the browser host in a process of its own
 * (app-host-entry.ts), the till's services in its child and the embedded demo store in theirs, on
 * a data folder holding a catalog synced earlier, the till set up for a manager. Any repository
 * folder's code can be run this way (another commit built elsewhere), so versions are compared in
 * one run. The bench talks to it as the page does: loopback HTTP with the page's session secret.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyCachedCatalog } from './cached-catalog.js';
import { commandOf, descendantsOf } from './process-memory.js';
import { freePort } from './till-host.js';

const HOST_ENTRY = fileURLToPath(new URL('./app-host-entry.ts', import.meta.url));
const THIS_REPOSITORY = fileURLToPath(new URL('../', import.meta.url));

export interface AppAsItRuns {
  url: string;
  /** The embedded demo store's address. */
  storeUrl: string;
  /** The processes the app is made of (Chromium's apart): its host, the services, the demo store. */
  pids: { host: number; services: number; demoStore: number | null };
  /** tsx's esbuild helpers (one per process that runs TypeScript sources; a packaged app has none). */
  tooling(): number[];
  /** A bridge call as the page makes it; rejects with the refusal's words. */
  call<T>(method: string, ...args: unknown[]): Promise<T>;
  close(): Promise<void>;
}

export async function startAppAsItRuns(options: { root?: string; catalogFrom?: string } = {}): Promise<AppAsItRuns> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-app-'));
  const port = await freePort();
  if (options.catalogFrom) copyCachedCatalog(options.catalogFrom, dataDir, `http://127.0.0.1:${port}`);
  const child = fork(HOST_ENTRY, [options.root ?? THIS_REPOSITORY, dataDir, String(port)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const started = await new Promise<{ url: string; servicesPid: number }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { url: string; servicesPid: number }));
    child.once('exit', (code) => reject(new Error(`the app's host ended (${code}) before it served`)));
  });
  const page = await (await fetch(started.url)).text();
  const secret = /<meta name="pos-session" content="([^"]+)"/.exec(page)![1]!;
  const call = async <T>(method: string, ...args: unknown[]): Promise<T> => {
    const response = await fetch(`${started.url}bridge/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Pos-Session': secret },
      body: JSON.stringify({ args }),
    });
    const result = (await response.json()) as { ok: true; value: T } | { ok: false; error: { message: string } };
    if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
    return result.value;
  };
  // The till open for a manager, as a till in use is.
  await call('staff.setUp', { name: 'Bench Manager', pin: '246810' });
  const demoStore = descendantsOf(started.servicesPid).find((pid) => commandOf(pid).includes('demo-store')) ?? null;
  return {
    url: started.url,
    storeUrl: `http://127.0.0.1:${port}`,
    pids: { host: child.pid!, services: started.servicesPid, demoStore },
    tooling: () => descendantsOf(child.pid!).filter((pid) => commandOf(pid).includes('esbuild')),
    call,
    async close() {
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await ended;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
