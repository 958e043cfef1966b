/**
 * The customer display window's preload: exposes `window.posDisplay.subscribe` and nothing else.
 * The view comes from the main process on one channel; the page cannot send anything back (no
 * bridge method is exposed here, and the bridge's IPC answers the main window alone).
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { CustomerDisplayView } from '../shared/display/customer-display-view.js';

// The channel's name, as electron/customer-display-window.ts sends on it (a sandboxed preload imports nothing of the app's at run time).
const DISPLAY_VIEW_CHANNEL = 'pos-display:view';

let last: CustomerDisplayView | null = null;
const listeners = new Set<(view: CustomerDisplayView) => void>();
ipcRenderer.on(DISPLAY_VIEW_CHANNEL, (_event: IpcRendererEvent, view: CustomerDisplayView) => {
  last = view;
  for (const listener of listeners) listener(view);
});

contextBridge.exposeInMainWorld('posDisplay', {
  subscribe(listener: (view: CustomerDisplayView) => void): () => void {
    listeners.add(listener);
    if (last) listener(last);
    return () => {
      listeners.delete(listener);
    };
  },
});
