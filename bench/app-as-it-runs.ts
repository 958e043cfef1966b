/**
 * The app as `npm run start:web` runs it, for the bench: the browser host in a process of its own,
 * the till's services in its child and the embedded demo store in theirs, on a data folder holding
 * a catalog synced earlier, the till set up for a manager. From the sources (through tsx,
 * app-host-entry.ts), any repository folder's code can be run (another commit checked out
 * elsewhere, its pages built), so versions are compared in one run; `built`: this folder's bundles
 * (`npm run build`), exactly as `npm run start:web` runs them. The bench talks to it as the page
 * does: loopback HTTP with the page's session secret.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  /** A bridge call as the page makes it; rejects with the refusal's words. */
  call<T>(method: string, ...args: unknown[]): Promise<T>;
  close(): Promise<void>;
}

/** The host from the sources of `root` (through tsx); it answers its address and the services' pid over IPC. */
async function forkFromSources(root: string, dataDir: string, port: number): Promise<{ child: ChildProcess; url: string; servicesPid: number }> {
  const child = fork(HOST_ENTRY, [root, dataDir, String(port)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const started = await new Promise<{ url: string; servicesPid: number }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { url: string; servicesPid: number }));
    child.once('exit', (code) => reject(new Error(`the app's host ended (${code}) before it served`)));
  });
  return { child, ...started };
}

/**
 * `node dist/electron/web-host.js --data <dir> [--store <url>]`, as `npm run start:web` runs it:
 * on the store at `store`, or else on its embedded demo store started on `port` (the port a till
 * keeps for it, demo-store-port.json), which the cached catalog was synced from.
 */
async function spawnBuilt(dataDir: string, port: number, store?: string): Promise<{ child: ChildProcess; url: string; servicesPid: number }> {
  if (!store) writeFileSync(path.join(dataDir, 'demo-store-port.json'), JSON.stringify({ port }));
  const child = spawn(process.execPath, [path.join(THIS_REPOSITORY, 'dist/electron/web-host.js'), '--data', dataDir, ...(store ? ['--store', store] : [])], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const found = /running at (http:\/\/\S+)/.exec(out);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the built app ended (${code}) before it served: ${out}`)));
  });
  const servicesPid = descendantsOf(child.pid!).find((pid) => commandOf(pid).includes('runtime.js'));
  if (!servicesPid) throw new Error('the built app has no services process');
  return { child, url, servicesPid };
}

export async function startAppAsItRuns(
  options: {
    root?: string;
    catalogFrom?: string;
    /** This folder's bundles, as `npm run start:web` runs them (else the sources of `root`). */
    built?: boolean;
    /** Built only: the store the till sells for (a till set up for its own store, no demo store started); absent, the embedded demo store. */
    store?: string;
  } = {},
): Promise<AppAsItRuns> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-app-'));
  const port = await freePort();
  const storeUrl = options.built && options.store ? options.store : `http://127.0.0.1:${port}`;
  if (options.catalogFrom) copyCachedCatalog(options.catalogFrom, dataDir, storeUrl);
  const { child, ...started } = options.built
    ? await spawnBuilt(dataDir, port, options.store)
    : await forkFromSources(options.root ?? THIS_REPOSITORY, dataDir, port);
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
    storeUrl,
    pids: { host: child.pid!, services: started.servicesPid, demoStore },
    call,
    async close() {
      const ended = new Promise((resolve) => child.once('exit', resolve));
      if (options.built) child.kill('SIGTERM');
      else child.send('stop');
      await ended;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
