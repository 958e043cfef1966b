/**
 * The embedded demo store as a Node child process (`child_process.fork`), for the browser host
 * and anything else that runs the app's services under plain Node. The child runs the demo
 * store's process entry: its TypeScript source through tsx here, or a built `.js` bundle as is.
 * Its stdout is dropped (the store's log comes over IPC), its stderr is the host's.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DemoStoreParentMessage } from '../../shared/demo-store-process.js';
import type { DemoStoreChild, SpawnDemoStoreChild } from '../till/embedded-store/demo-store-link.js';

/** The demo store's process entry in the sources. */
const DEMO_STORE_ENTRY = fileURLToPath(new URL('../demo-store/process/process-entry.ts', import.meta.url));

export function forkDemoStore<Sent = DemoStoreParentMessage>(entry: string = DEMO_STORE_ENTRY): SpawnDemoStoreChild<Sent> {
  return (): DemoStoreChild<Sent> => {
    const child = fork(entry, [], {
      // Not the parent's flags (a test runner's, an inspector's): only what running the entry needs.
      execArgv: entry.endsWith('.ts') ? ['--import', 'tsx'] : [],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      serialization: 'json',
    });
    // A failed spawn is reported as an exit (Node emits 'error', then maybe 'exit').
    const exitListeners: ((code: number | null) => void)[] = [];
    let exited = false;
    const exit = (code: number | null) => {
      if (exited) return;
      exited = true;
      for (const listener of exitListeners) listener(code);
    };
    child.on('exit', (code) => exit(code));
    child.on('error', () => {
      if (child.exitCode === null && child.signalCode === null && child.pid === undefined) exit(null);
    });
    return {
      get pid() {
        return child.pid;
      },
      send(message) {
        if (!child.connected) throw new Error('The demo store’s process is no longer connected.');
        child.send(message as object);
      },
      onMessage: (listener) => child.on('message', listener),
      onExit: (listener) => exitListeners.push(listener),
      kill: () => child.kill('SIGKILL'),
    };
  };
}
