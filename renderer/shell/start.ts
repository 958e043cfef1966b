/**
 * The first screen's one call to main, `app.start`, sent as soon as the page's script runs:
 * this module is the entry's first import, so the call leaves before React is even set up, and
 * main answers it (from what it holds, never waiting on the store) while the page gets ready.
 */
import type { StartState } from '../../shared/bridge/bridge.js';
import { pos } from '../bridge/pos.js';
import { catalogQuery, useCatalog } from '../features/sell/catalog.js';

let started: Promise<StartState | null> | null = null;

/** Main's start answer; null when the call failed (each store then asks main on its own). */
export function startState(): Promise<StartState | null> {
  started ??= pos()
    .app.start(catalogQuery(useCatalog.getState()))
    .catch(() => null);
  return started;
}

/** The Sell screen's first products: the page main's start answer holds, or (none cached) the store's. */
export function showFirstPage(): Promise<void> {
  return useCatalog.getState().begin(startState().then((start) => start?.catalog ?? null));
}

/**
 * For component tests: the next page load starts over.
 * @internal The seam component tests start the page over at.
 */
export function forgetStartForTests(): void {
  started = null;
}
