/**
 * The browser host as `npm run start:web` runs it, in a process of its own: the main-process
 * services with the embedded demo store (in a child process of its own, as the host runs it), and the host serving a small stand-in of the built
 * pages. Prints one JSON line `{"url": ...}` when it listens. Any uncaught exception or
 * unhandled rejection ends this process, exactly as it would end the real host, so a test
 * that talks to it sees the crash.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoStoreInChildProcess } from '../../../electron/till/embedded-store/demo-store-link.js';
import { startPosRuntime } from '../../../electron/till/runtime/pos-runtime.js';
import { memorySecretStore } from '../../../electron/till/account/secret-store.js';
import { openSettingsFile } from '../../../electron/till/settings/settings-store.js';
import { forkDemoStore } from '../../../electron/web-host/demo-store-child.js';
import { startWebHost } from '../../../electron/web-host/server.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-web-host-'));
const rendererDir = path.join(dataDir, 'renderer');
mkdirSync(path.join(rendererDir, 'assets'), { recursive: true });
writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><html><head><title>Storefront POS</title></head><body></body></html>');
writeFileSync(path.join(rendererDir, 'assets', 'app.js'), 'console.log("app");');
writeFileSync(path.join(rendererDir, 'assets', 'app.css'), 'body{}');

const runtime = await startPosRuntime({
  dataDir: path.join(dataDir, 'data'),
  settings: openSettingsFile(path.join(dataDir, 'data')),
  version: 'test',
  shell: 'browser',
  secrets: memorySecretStore(),
  demoStore: { autoFulfil: false, rateLimit: false },
  // As the browser host runs it: the demo store in a Node child of this process.
  startDemoStore: demoStoreInChildProcess(forkDemoStore()),
  // The fuzz runs far more calls than a till makes: the app's own budget must not queue them.
  rateLimit: { limit: 1_000_000, windowMs: 60_000 },
});
// The till open for a manager, so the fuzz reaches the services behind the lock as well.
await runtime.calls.staff.setUp({ name: 'Fuzz Manager', pin: '246810' });
const host = await startWebHost({ calls: runtime.calls, gate: runtime.gate, events: runtime.events, rendererDir });
process.stdout.write(`${JSON.stringify({ url: host.url })}\n`);

const stop = async () => {
  await host.close();
  await runtime.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
