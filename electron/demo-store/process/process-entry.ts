/**
 * The demo store in a process of its own (an Electron utility process, or a Node child of the
 * browser host): waits for `{ type: 'start', settings }` from the app, starts the store, and
 * answers `{ type: 'ready', url, port }` (or `failed` in words). Its log lines go to the app.
 * `{ type: 'stop' }` or SIGTERM close it cleanly; so does the app going away, so the store never
 * outlives the app (its SQLite file closed, its port released).
 */
import { isDemoStoreParentMessage } from '../../../shared/demo-store-process.js';
import { parentLink } from './parent-link.js';
import { startDemoStore, type DemoStore } from '../http/server.js';

/** How long a clean close may take before the process ends anyway. */
const CLOSE_LIMIT_MS = 5_000;

const link = parentLink();
if (!link) {
  process.stderr.write('demo-store: this entry runs as a child of the app (use `npm run demo-store` on its own)\n');
  process.exit(2);
}

let store: DemoStore | null = null;
let starting = false;
let stopping = false;

const stop = (code: number): void => {
  if (stopping) return;
  stopping = true;
  const limit = setTimeout(() => process.exit(code), CLOSE_LIMIT_MS);
  limit.unref();
  void (store?.close() ?? Promise.resolve()).finally(() => process.exit(code));
};

link.onMessage((message) => {
  if (!isDemoStoreParentMessage(message)) return;
  if (message.type === 'stop') {
    stop(0);
    return;
  }
  if (starting || stopping) return;
  starting = true;
  startDemoStore({ ...message.settings, log: (line) => link.send({ type: 'log', line }) }).then(
    (started) => {
      store = started;
      if (stopping) {
        void started.close();
        return;
      }
      link.send({ type: 'ready', url: started.url, port: started.port });
    },
    (error: unknown) => {
      link.send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      stop(1);
    },
  );
});
link.onParentGone(() => stop(0));
process.on('SIGTERM', () => stop(0));
// Ctrl-C in a terminal reaches the app and this process alike: the app stops the store in its
// own order (after its last request), and the store ends by itself should the app not be there.
process.on('SIGINT', () => {});
