/**
 * The customer display on the shell's side when the services run in a process of their own: the
 * last view they sent, handed to whoever shows it (Electron's display window, the browser host's
 * display stream), and the shell's host state, told to the services whenever it may have changed.
 */
import type { CustomerDisplayView } from '../../../shared/display/customer-display-view.js';
import type { DisplayHost } from '../display/customer-display.js';
import type { DisplayHostState } from './runtime-link-messages.js';

export function displayRelay(tell: (host: DisplayHostState) => void) {
  let latest: CustomerDisplayView | null = null;
  let host: DisplayHost | null = null;
  const listeners = new Set<(view: CustomerDisplayView) => void>();
  const state = (): DisplayHostState | null => (host ? { screens: host.screens(), open: host.isOpen(), address: host.address() } : null);
  return {
    feed: {
      /** The view the services sent last (an empty one until they have). */
      view: (): CustomerDisplayView => latest ?? ({} as CustomerDisplayView),
      subscribe(listener: (view: CustomerDisplayView) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    /** A view from the services. */
    received(view: CustomerDisplayView) {
      latest = view;
      for (const listener of [...listeners]) {
        try {
          listener(view);
        } catch {
          // one broken listener must not stop the others
        }
      }
    },
    useHost(next: DisplayHost) {
      host = next;
      const now = state();
      if (now) tell(now);
    },
    /** The host's state as a start gives it to the services (null until there is a host). */
    state,
    /** The host's state may have changed (a window opened or closed): the services are told. */
    changed() {
      const now = state();
      if (now) tell(now);
    },
  };
}
