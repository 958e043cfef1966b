/**
 * The page's first frame before its other calls. The first screen is rendered from what the page
 * asked for before React was set up (start.ts); the calls its screens then make as they mount (the
 * shift, parked sales, the connection, …) change nothing in that frame, but sending them, and
 * taking in their answers, is work for the page, the app's host and the services on the same
 * cores just as the frame is being laid out and painted. So calls made from the moment the first
 * render starts wait until that render has been painted (or, at the latest, HOLD_AT_MOST_MS, so a
 * window that paints nothing, hidden or minimised, is never left waiting), then go at once, in
 * the order they were made. Events are not held.
 */
import type { BridgeTransport } from '../../shared/bridge/bridge-client.js';

/** The longest a call waits for the first frame. */
const HOLD_AT_MOST_MS = 250;

let held: Promise<void> | null = null;
let release: () => void = () => {};

/** From now until the first render has been painted (firstRenderCommitted, or HOLD_AT_MOST_MS), calls wait. Called just before the first render. */
export function holdCallsForFirstFrame(): void {
  if (held) return;
  held = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, HOLD_AT_MOST_MS);
    release = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  // Once it has gone, new calls go straight through; those waiting go at the same moment, in the order they were made.
  void held.then(() => (held = null));
}

/**
 * The first render has been committed (called from its layout effect, before the browser paints):
 * calls go once the frame that shows it has been painted, that is, in a task after its animation frame.
 */
export function firstRenderCommitted(): void {
  requestAnimationFrame(() => setTimeout(() => release(), 0));
}

/** The transport with its calls held while the first frame is on its way. */
export function heldUntilFirstFrame(transport: BridgeTransport): BridgeTransport {
  return {
    call: (method, args) => (held ? held.then(() => transport.call(method, args)) : transport.call(method, args)),
    subscribe: (listener) => transport.subscribe(listener),
  };
}
