/**
 * The renderer's one way to the main process. Inside Electron the preload has put the bridge
 * on `window.pos`; in a plain browser the browser host's bridge is built instead.
 */
import type { PosBridge } from '../../shared/bridge.js';
import { createWebBridge } from './web-bridge.js';

declare global {
  interface Window {
    pos?: PosBridge;
  }
}

let bridge: PosBridge | null = null;

export function pos(): PosBridge {
  bridge ??= window.pos ?? createWebBridge();
  return bridge;
}

/** For component tests: use this bridge instead of the real one. */
export function usePosBridgeForTests(replacement: PosBridge | null): void {
  bridge = replacement;
}
