/**
 * The embedded demo store started inside the calling process, as the app did before it ran the
 * store in a process of its own. Most tests keep it there (a store in a child process costs a
 * second or more per start under tsx); the bench measures both side by side.
 */
import { startDemoStore } from '../../../electron/demo-store/http/server.js';
import type { DemoStoreStarter } from '../../../electron/till/embedded-store/demo-store-link.js';

export const startDemoStoreInProcess: DemoStoreStarter = async (settings, log) => {
  const store = await startDemoStore({ ...settings, ...(log ? { log } : {}) });
  return { url: store.url, port: store.port, pid: null, onUnexpectedExit: () => {}, close: () => store.close() };
};
