/**
 * The till's services as a process of their own: an Electron utility process (built as
 * dist/electron/runtime.js) or a Node child of the browser host. Waits for the shell's `start`,
 * serves bridge calls until `stop`; ends by itself when the shell has gone (the services never
 * outlive the app: their files closed, the demo store stopped).
 */
import { fileURLToPath } from 'node:url';
import { parentLink } from './demo-store/process/parent-link.js';
import type { RuntimeChildMessage } from './till/runtime-process/runtime-link-messages.js';
import { serveRuntimeOverLink } from './till/runtime-process/runtime-child.js';

/** How long a clean close may take before the process ends anyway. */
const CLOSE_LIMIT_MS = 8_000;

const link = parentLink<RuntimeChildMessage>();
if (!link) {
  process.stderr.write('runtime: this entry runs as a child of the app (npm start, npm run start:web)\n');
  process.exit(2);
}

let ending = false;
const exit = (code: number) => {
  if (ending) return;
  ending = true;
  // Give the last messages a moment to leave.
  setTimeout(() => process.exit(code), 50);
};

// Built (dist/electron/runtime.js), the embedded demo store's child is the built bundle beside it.
const builtDemoStore = import.meta.url.endsWith('.js') ? fileURLToPath(new URL('./demo-store.js', import.meta.url)) : undefined;
const served = serveRuntimeOverLink(link, { exit, ...(builtDemoStore ? { demoStoreEntry: builtDemoStore } : {}) });
/** The services close in their own order; the process ends regardless after a while. */
const stop = () => {
  setTimeout(() => process.exit(0), CLOSE_LIMIT_MS).unref();
  void served.stop();
};
link.onParentGone(stop);
process.on('SIGTERM', stop);
process.on('SIGINT', () => {});
