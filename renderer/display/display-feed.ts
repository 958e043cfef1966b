/**
 * Where the customer display's view comes from: under Electron the display window's own preload
 * (`window.posDisplay`, a subscribe and nothing else); in a browser the host's display stream, with
 * the display page's own key (never the bridge's session secret). Read only: nothing is sent back.
 */
import type { CustomerDisplayView } from '../../shared/display/customer-display-view.js';

/** What the display window's preload exposes (electron/display-preload.ts). */
interface PosDisplay {
  subscribe(listener: (view: CustomerDisplayView) => void): () => void;
}

declare global {
  interface Window {
    posDisplay?: PosDisplay;
  }
}

const displayKey = () => document.querySelector<HTMLMetaElement>('meta[name="pos-display"]')?.content;

/** Whether this page has a way to the till's view at all (the display window's preload, or the display page's key). */
export function displayReachable(): boolean {
  return Boolean(window.posDisplay) || Boolean(displayKey());
}

/** Hears every view the till sends (answers how to stop), or null when this page has no way to the till. */
export function subscribeToDisplay(listener: (view: CustomerDisplayView) => void): (() => void) | null {
  if (window.posDisplay) return window.posDisplay.subscribe(listener);
  const key = displayKey();
  if (!key) return null;
  // not-words: the host's display stream
  const source = new EventSource(`/display/events?key=${encodeURIComponent(key)}`);
  source.onmessage = (message: MessageEvent<string>) => listener(JSON.parse(message.data) as CustomerDisplayView);
  return () => source.close();
}
