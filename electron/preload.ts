/**
 * The preload: exposes the PosBridge's named methods, and nothing else, to the sandboxed
 * renderer as `window.posIpc`. Each method invokes its own IPC channel; arguments are checked
 * again in the main process, which trusts nothing from here.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { BridgeEvent } from '../shared/bridge/bridge.js';
import { BRIDGE_METHODS, IPC_CHANNEL_PREFIX, IPC_EVENT_CHANNEL } from '../shared/bridge/bridge-methods.js';

const exposed: Record<string, unknown> = {};
for (const name of BRIDGE_METHODS) {
  const [area, method] = name.split('.') as [string, string];
  const group = (exposed[area] ??= {}) as Record<string, unknown>;
  const channel = IPC_CHANNEL_PREFIX + name;
  group[method] = (...args: unknown[]) => ipcRenderer.invoke(channel, ...args);
}
exposed.onEvent = (listener: (event: BridgeEvent) => void) => {
  const handler = (_event: IpcRendererEvent, payload: BridgeEvent) => listener(payload);
  ipcRenderer.on(IPC_EVENT_CHANNEL, handler);
  return () => {
    ipcRenderer.removeListener(IPC_EVENT_CHANNEL, handler);
  };
};

contextBridge.exposeInMainWorld('posIpc', exposed);
