/**
 * The customer display as the till keeps it: its feed (what it shows), its settings (on or off,
 * its screen) and the bridge's `display.*` calls Settings makes. How the display is put on a
 * screen is the shell's: Electron opens a window of its own (electron/customer-display-window.ts),
 * the browser host serves a page and its stream; each tells the till through `useHost`.
 */
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import type { CustomerDisplayState, DisplayScreen } from '../../../shared/display/display-calls.js';
import type { Receipt } from '../../../shared/bridge/bridge.js';
import type { EventHub } from '../runtime/event-hub.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { createCustomerDisplayFeed, type CustomerDisplayFeed } from './customer-display-feed.js';

const DISPLAY_ENABLED_KEY = 'display.enabled';
const DISPLAY_SCREEN_KEY = 'display.screenId';

/** How the shell puts the display on a screen. */
export interface DisplayHost {
  /** The screens a window may open on (none in a browser). */
  screens(): DisplayScreen[];
  /** Opens (or moves) the display window on that screen, or on the second screen when null. */
  open(screenId: string | null): void;
  close(): void;
  isOpen(): boolean;
  /** The display page's address (browser mode), or null. */
  address(): string | null;
}

export interface CustomerDisplay {
  feed: CustomerDisplayFeed;
  calls: PosCalls['display'];
  /** The shell's way to a screen (set once it is up). */
  useHost(host: DisplayHost): void;
  /** Every placed sale's receipt passes here before the clerk sees it (unchanged). */
  receiptShown(receipt: Receipt): Promise<Receipt>;
  enabled(): boolean;
  screenId(): string | null;
}

export function createCustomerDisplay(options: {
  settings: SettingsStore;
  events: EventHub;
  staffName: () => string | null;
  thanksMs?: number;
  testMs?: number;
}): CustomerDisplay {
  const { settings } = options;
  const enabled = () => settings.get(DISPLAY_ENABLED_KEY) === true;
  const screenId = () => (settings.get(DISPLAY_SCREEN_KEY) as string | undefined) ?? null;
  const feed = createCustomerDisplayFeed({ ...options, showing: enabled() });
  let host: DisplayHost | null = null;

  const state = async (): Promise<CustomerDisplayState> => ({
    enabled: enabled(),
    screens: host?.screens() ?? [],
    screenId: screenId(),
    address: host?.address() ?? null,
    open: host?.isOpen() ?? false,
  });

  return {
    feed,
    useHost(next) {
      host = next;
    },
    async receiptShown(receipt) {
      feed.placed(receipt);
      return receipt;
    },
    enabled,
    screenId,
    calls: {
      state,
      async setEnabled(on) {
        settings.set(DISPLAY_ENABLED_KEY, on);
        feed.setShowing(on);
        if (on) host?.open(screenId());
        else host?.close();
        return state();
      },
      async chooseScreen(id) {
        if (id === null) settings.delete(DISPLAY_SCREEN_KEY);
        else settings.set(DISPLAY_SCREEN_KEY, id);
        if (host?.isOpen()) host.open(id);
        return state();
      },
      async open() {
        host?.open(screenId());
        return state();
      },
      async showTest() {
        feed.showTest();
        return state();
      },
    },
  };
}
