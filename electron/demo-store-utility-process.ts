/**
 * Electron adapter: the embedded demo store in a utility process (`utilityProcess.fork`,
 * https://www.electronjs.org/docs/latest/api/utility-process), off the main process, so its
 * SQLite work never holds up IPC and window events. The services see only the process link.
 * `utilityProcess.fork` may be called only once the app is ready.
 */
import { utilityProcess } from 'electron';
import type { DemoStoreParentMessage } from '../shared/demo-store-process.js';
import type { DemoStoreChild, SpawnDemoStoreChild } from './till/embedded-store/demo-store-link.js';

/** Forks the built demo-store entry (`dist/electron/demo-store.js`) as a utility process. */
export function utilityProcessDemoStore<Sent = DemoStoreParentMessage>(entry: string, serviceName = 'Storefront POS demo store'): SpawnDemoStoreChild<Sent> {
  return (): DemoStoreChild<Sent> => {
    const child = utilityProcess.fork(entry, [], { serviceName, stdio: ['ignore', 'ignore', 'inherit'] });
    return {
      get pid() {
        return child.pid;
      },
      send: (message) => child.postMessage(message),
      onMessage: (listener) => child.on('message', listener),
      onExit: (listener) => child.once('exit', (code: number) => listener(code)),
      kill: () => {
        child.kill();
      },
    };
  };
}
