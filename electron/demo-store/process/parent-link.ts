/**
 * The demo store's line to the app that started it, whichever way it was started: an Electron
 * utility process talks through `process.parentPort` (messages arrive as `{ data }`), a Node
 * child made with `child_process.fork` through `process.send` and `'message'`.
 *
 * The store must never outlive the app: `onParentGone` fires when the IPC channel closes (a
 * forked child's 'disconnect'), or when the parent process is no longer this process's parent
 * (a crashed or killed parent leaves its children to another process; Electron's parentPort has
 * no close event, so this is how a utility process learns of it).
 */
import type { DemoStoreChildMessage } from '../../../shared/demo-store-process.js';

interface ParentPort {
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
  postMessage(message: unknown): void;
}

export interface ParentLink<Sent = DemoStoreChildMessage> {
  send(message: Sent): void;
  onMessage(listener: (message: unknown) => void): void;
  onParentGone(listener: () => void): void;
}

/** How often the parent process is looked for. */
const PARENT_WATCH_MS = 1_000;

export function parentLink<Sent = DemoStoreChildMessage>(): ParentLink<Sent> | null {
  const port = (process as unknown as { parentPort?: ParentPort }).parentPort;
  const send = typeof process.send === 'function' ? process.send.bind(process) : null;
  if (!port && !send) return null;
  const parentPid = process.ppid;
  return {
    send(message) {
      if (port) port.postMessage(message);
      // With a callback, a channel that broke under the write (the parent died) is told there,
      // not thrown as an 'error' event that would crash the store mid-answer; the parent's
      // going is handled by onParentGone.
      else if (process.connected) send!(message, undefined, undefined, () => undefined);
    },
    onMessage(listener) {
      if (port) port.on('message', (event) => listener(event.data));
      else process.on('message', (message) => listener(message));
    },
    onParentGone(listener) {
      let gone = false;
      const once = () => {
        if (gone) return;
        gone = true;
        clearInterval(watch);
        listener();
      };
      if (!port) process.once('disconnect', once);
      const watch = setInterval(() => {
        if (process.ppid !== parentPid) once();
      }, PARENT_WATCH_MS);
      watch.unref();
    },
  };
}
