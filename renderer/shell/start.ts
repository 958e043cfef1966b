/**
 * The first screen's calls to main, sent as soon as the page's script runs: `app.start` and who
 * is on the till (`staff.state`), side by side. This module is the entry's first import, so both
 * leave before React is even set up, and main answers them (from what it holds, never waiting on
 * the store) while the page gets ready; the first render then draws the open till (or its lock
 * screen) at once, never "Opening the till…" first and the till a round trip later.
 */
import type { StartState } from '../../shared/bridge/bridge.js';
import { pos } from '../bridge/pos.js';
import { catalogQuery, useCatalog } from '../features/sell/catalog.js';
import { useStaff } from '../features/staff/staff.js';
import { useApp } from './app.js';

let started: Promise<StartState | null> | null = null;
let staffAsked: Promise<void> | null = null;

/** Main's start answer; null when the call failed (each store then asks main on its own). */
export function startState(): Promise<StartState | null> {
  started ??= pos()
    .app.start(catalogQuery(useCatalog.getState()))
    .catch(() => null);
  return started;
}

/** The theme main kept for this till, taken from the start answer (the screen follows the system's until then, and when none was chosen). */
export function themeAtStart(): Promise<void> {
  return startState().then((start) => {
    if (start?.theme) useApp.getState().setTheme(start.theme);
  });
}

/** Who is on the till, asked once with the start (the shell's first read of it; later ones ask again). */
export function staffAtStart(): Promise<void> {
  staffAsked ??= useStaff.getState().load();
  return staffAsked;
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
  staffAsked = null;
}
