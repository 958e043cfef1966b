/**
 * `npm run start:web -- --port <p> [--store <url>] [--data <dir>]`: the app's main-process
 * services under plain Node, serving the renderer to a browser at http://127.0.0.1:<p>/.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFlags, UsageError } from '../cli-args.js';
import { startRuntimeChildProcess } from './runtime-child-process.js';
import { startWebHost } from './server.js';
import { keptThemeIn } from '../till/settings/till-theme.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/**
 * Run as built (dist/electron/web-host.js, what `npm run start:web` runs) the services' child is
 * the built bundle beside it, as Electron's utility process is; run from the sources, their entry.
 */
const builtServices = import.meta.url.endsWith('.js') ? fileURLToPath(new URL('./runtime.js', import.meta.url)) : undefined;

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
  // The till's services run in a Node child process (and the embedded demo store, when no --store
  // is given, in a child of theirs): this process serves the pages and relays the bridge.
  const runtime = await startRuntimeChildProcess({
    start: {
      dataDir,
      version,
      storeUrl: typeof flags.store === 'string' ? flags.store : null,
      demoStore: autoFulfil === undefined ? {} : { autoFulfil: autoFulfil === 0 ? false : { afterSeconds: Number(autoFulfil) } },
      secrets: 'own',
    },
    log: (line) => console.info(line),
    ...(builtServices ? { entry: builtServices } : {}),
  });
  const host = await startWebHost({
    dispatch: runtime.dispatch,
    events: runtime.events,
    rendererDir: path.join(repoRoot, 'dist/renderer'),
    port: typeof flags.port === 'number' ? flags.port : 0,
    log: (line) => console.error(line),
    display: runtime.display,
    theme: () => keptThemeIn(dataDir),
  });
  console.info(`Storefront POS is running at ${host.url}`);
  console.info(`data folder: ${dataDir}`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await host.close();
    await runtime.host.close();
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
