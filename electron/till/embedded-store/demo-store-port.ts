/**
 * The embedded demo store's address kept from one start to the next: the port it last listened on,
 * in `demo-store-port.json` in the data folder. The till keeps things by its store's address (the
 * local catalog, a signed-in customer's session), so a demo store that came back on another port
 * (after the services or the app started again) would look like another store: the catalog read
 * again in full, the customer signed out. The store is started on that port again when it is free
 * (a store that was just stopped may hold it a moment longer, so it is tried a few times), else on
 * any free port, which is then kept instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { writePrivateFile } from '../../private-files.js';
import type { RunningDemoStore } from './demo-store-link.js';

const PORT_FILE = 'demo-store-port.json';
/** Looks at the kept port while it is still taken, and the wait between them. */
const TRIES = 6;
const WAIT_MS = 250;

const taken = (error: unknown) => error instanceof Error && /already in use/i.test(error.message);

function keptPort(file: string): number | null {
  if (!existsSync(file)) return null;
  try {
    const { port } = JSON.parse(readFileSync(file, 'utf8')) as { port?: unknown };
    return typeof port === 'number' && Number.isInteger(port) && port > 0 && port < 65_536 ? port : null;
  } catch {
    return null;
  }
}

/** Whether this port on loopback can be listened on now (asked here, before a process is started for it). */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The kept port once it is free (a store that was just stopped may still hold it), or null. */
async function whenFree(port: number): Promise<boolean> {
  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    if (await portFree(port)) return true;
    if (attempt < TRIES) await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  }
  return false;
}

/** Starts the demo store at its kept port when free (else any), and keeps the port it got. */
export async function startOnKeptPort(
  dataDir: string,
  start: (port?: number) => Promise<RunningDemoStore>,
  log: (line: string) => void,
): Promise<RunningDemoStore> {
  const file = path.join(dataDir, PORT_FILE);
  const port = keptPort(file);
  let store: RunningDemoStore | null = null;
  if (port !== null && (await whenFree(port))) {
    // Taken in the moment between the check and the start: any free port then.
    store = await start(port).catch((error: unknown) => {
      if (taken(error)) return null;
      throw error;
    });
  }
  if (port !== null && store === null) log(`demo store: port ${port} is taken; it starts on another, so the till reads its catalog again`);
  store ??= await start();
  if (store.port !== port) await writePrivateFile(file, `${JSON.stringify({ version: 1, port: store.port })}\n`);
  return store;
}
