/**
 * Runs the real built preload bundle the way a sandboxed, context-isolated Electron renderer
 * does, in a context of its own with only what such a preload gets:
 * - `require` is the sandbox's polyfill: `electron` (contextBridge, ipcRenderer), `events`,
 *   `timers` and `url`; anything else is refused
 *   (https://www.electronjs.org/docs/latest/tutorial/sandbox, "Preload scripts");
 * - `contextBridge.exposeInMainWorld(key, api)` records the API for `window[key]`; it throws
 *   when context isolation is off, and when the key is already taken
 *   (https://www.electronjs.org/docs/latest/api/context-bridge);
 * - `ipcRenderer.invoke(channel, ...args)` sends a structured clone of the arguments (functions
 *   cannot be sent) and answers a promise of the main process's reply
 *   (https://www.electronjs.org/docs/latest/api/ipc-renderer#ipcrendererinvokechannel-args);
 *   `ipcRenderer.on` listeners receive `(event, ...args)` for messages sent with
 *   `webContents.send`.
 * One world is one document: Electron runs the preload again in each new page.
 */
import events, { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import timers from 'node:timers';
import url from 'node:url';
import vm from 'node:vm';

export interface PreloadWorld {
  /** What the preload exposed with contextBridge.exposeInMainWorld, by key. */
  readonly exposed: ReadonlyMap<string, unknown>;
  /** A message the main process sent with webContents.send, to the preload's listeners. */
  deliver(channel: string, args: unknown[]): void;
}

export interface PreloadChannels {
  /** ipcRenderer.invoke: the main process's handler answers (arguments already cloned). */
  invoke(channel: string, args: unknown[]): Promise<unknown>;
  /** ipcRenderer.send: one-way to ipcMain.on listeners (arguments already cloned). */
  send(channel: string, args: unknown[]): void;
}

export function runPreload(preloadPath: string, channels: PreloadChannels, webPreferences: { contextIsolation?: boolean }): PreloadWorld {
  const exposed = new Map<string, unknown>();
  const ipcRenderer = new (class IpcRendererStandIn extends EventEmitter {
    invoke(channel: string, ...args: unknown[]): Promise<unknown> {
      let cloned: unknown[];
      try {
        cloned = structuredClone(args);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return channels.invoke(channel, cloned);
    }
    send(channel: string, ...args: unknown[]): void {
      channels.send(channel, structuredClone(args));
    }
    sendSync(): never {
      throw new Error('ipcRenderer.sendSync is not provided by the harness (the app does not use it)');
    }
  })();
  const contextBridge = {
    exposeInMainWorld(apiKey: string, api: unknown) {
      if (webPreferences.contextIsolation === false) {
        throw new Error('contextBridge API can only be used when contextIsolation is enabled');
      }
      if (exposed.has(apiKey)) throw new Error(`Cannot bind an API on top of an existing property on the window object: ${apiKey}`);
      exposed.set(apiKey, api);
    },
  };
  const sandboxModules: Record<string, unknown> = {
    electron: { contextBridge, ipcRenderer },
    events,
    timers,
    url,
  };
  const sandboxRequire = (name: string) => {
    if (!(name in sandboxModules)) throw new Error(`module not found: ${name}`);
    return sandboxModules[name];
  };
  const context = vm.createContext({
    console,
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    setImmediate,
    clearImmediate,
    queueMicrotask,
    structuredClone,
    URL,
    TextEncoder,
    TextDecoder,
    Buffer,
    process: { platform: process.platform, type: 'renderer', sandboxed: true, contextIsolated: true, env: {}, versions: { ...process.versions } },
  });
  const source = readFileSync(preloadPath, 'utf8');
  const wrapped = vm.runInContext(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, context, {
    filename: preloadPath,
  }) as (exports: object, require: (name: string) => unknown, module: { exports: object }, file: string, dir: string) => void;
  const module = { exports: {} };
  wrapped.call(module.exports, module.exports, sandboxRequire, module, preloadPath, path.dirname(preloadPath));

  return {
    exposed,
    deliver(channel, args) {
      ipcRenderer.emit(channel, { sender: ipcRenderer }, ...structuredClone(args));
    },
  };
}
