/**
 * The browser host as `npm run start:web` runs it, in a process of its own for the bench: the page's
 * server here, the till's services in a Node child and the embedded demo store in a child of theirs.
 * The code is that of the repository folder it is given (this one, or another commit's built in
 * another folder), so two versions can be measured side by side in one run. Started by
 * app-as-it-runs.ts with `child_process.fork`; told its settings in argv, it answers its address
 * over IPC and stops when the bench tells it to or leaves.
 *
 * argv: <repository folder> <data folder> <demo store port>
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [root, dataDir, port] = process.argv.slice(2) as [string, string, string];
const code = (file: string) => pathToFileURL(path.join(root, file)).href;

type RuntimeChildModule = typeof import('../electron/web-host/runtime-child-process.js');
type ServerModule = typeof import('../electron/web-host/server.js');
const { startRuntimeChildProcess } = (await import(code('electron/web-host/runtime-child-process.ts'))) as RuntimeChildModule;
const { startWebHost } = (await import(code('electron/web-host/server.ts'))) as ServerModule;

const runtime = await startRuntimeChildProcess({
  start: { dataDir, version: 'bench', storeUrl: null, secrets: 'memory', demoStore: { port: Number(port), rateLimit: false, autoFulfil: false } },
  log: () => {},
});
const host = await startWebHost({
  dispatch: runtime.dispatch,
  events: runtime.events,
  rendererDir: path.join(root, 'dist/renderer'),
  display: runtime.display,
});

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await host.close();
  await runtime.host.close();
  process.exit(0);
};
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
process.on('disconnect', () => void stop());
process.send!({ url: host.url, servicesPid: runtime.host.pid() });
