/**
 * `npm run start:web -- --port <p> [--store <url>] [--data <dir>]`: the app's main-process
 * services under plain Node, serving the renderer to a browser at http://127.0.0.1:<p>/.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFlags, UsageError } from '../cli-args.js';
import { demoStoreInChildProcess } from '../till/embedded-store/demo-store-link.js';
import { startPosRuntime } from '../till/runtime/pos-runtime.js';
import { openSettingsFile } from '../till/settings/settings-store.js';
import { forkDemoStore } from './demo-store-child.js';
import { startWebHost } from './server.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

async function main() {
  const flags = readFlags(process.argv.slice(2), {
    port: 'number',
    store: 'string',
    data: 'string',
    'auto-fulfil': 'number',
  });
  const dataDir = flags.data ? path.resolve(String(flags.data)) : mkdtempSync(path.join(os.tmpdir(), 'storefront-pos-'));
  const version = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
  const autoFulfil = flags['auto-fulfil'];
  const runtime = await startPosRuntime({
    dataDir,
    settings: openSettingsFile(dataDir),
    version,
    shell: 'browser',
    storeUrl: typeof flags.store === 'string' ? flags.store : null,
    // The embedded demo store (only when no --store is given) runs in a Node child process, off this thread.
    startDemoStore: demoStoreInChildProcess(forkDemoStore()),
    demoStore: autoFulfil === undefined ? {} : { autoFulfil: autoFulfil === 0 ? false : { afterSeconds: Number(autoFulfil) } },
    log: (line) => console.info(line),
  });
  const host = await startWebHost({
    calls: runtime.calls,
    gate: runtime.gate,
    events: runtime.events,
    rendererDir: path.join(repoRoot, 'dist/renderer'),
    port: typeof flags.port === 'number' ? flags.port : 0,
    log: (line) => {
      runtime.log.error(line);
      console.error(line);
    },
    onCall: (call) => runtime.log.call(call),
    display: runtime.display,
  });
  console.info(`Storefront POS is running at ${host.url}`);
  console.info(`data folder: ${dataDir}`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await host.close();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`start:web: ${error.message}`);
    console.error('usage: npm run start:web -- --port <p> [--store <url>] [--data <dir>] [--auto-fulfil <seconds, 0 = off>]');
  } else if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
    console.error('start:web: that port is already in use; choose another with --port.');
  } else {
    console.error(`start:web: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
