/**
 * The customer display's read-only feed: it hears the sale change (the event hub), the receipts of
 * placed sales and who is on the till, keeps the one view the display may show
 * (shared/display/customer-display-view.ts) and pushes it to whoever subscribes (the Electron
 * display window, the browser host's display stream). Nothing can be asked of the till through it.
 * The thank-you gives way to the welcome after a while, or as soon as the next sale has a line.
 */
import type { Receipt, SaleCart } from '../../../shared/bridge/bridge.js';
import { customerDisplayView, type CustomerDisplayView } from '../../../shared/display/customer-display-view.js';
import type { EventHub } from '../runtime/event-hub.js';
import type { AppLocale } from '../../../shared/i18n/locales.js';
import { sayerIn, type Sayer } from '../../../shared/i18n/say-in.js';
import { sampleSale } from './sample-sale.js';

export interface CustomerDisplayFeed {
  /** What the display shows now. */
  view(): CustomerDisplayView;
  /** Hears every change of the view (answers how to stop). */
  subscribe(listener: (view: CustomerDisplayView) => void): () => void;
  /** A placed sale's receipt, as the clerk is shown it: its thank-you. */
  placed(receipt: Receipt): void;
  /** The store in use, its name and language (read again when the till changes store). */
  useStore(read: () => Promise<{ name: string; locale: AppLocale }>): void;
  /** Shows a sample sale for a few seconds (Settings' "Show test"), then the till's own state again. */
  showTest(): void;
  /** Off: the welcome alone is shown, whatever is sold. */
  setShowing(on: boolean): void;
  close(): void;
}

interface FeedOptions {
  events: EventHub;
  /** The full name of whoever is on the till now, or null. */
  staffName: () => string | null;
  showing: boolean;
  /** How long the thank-you stays before the welcome (default 20 s). */
  thanksMs?: number;
  /** How long "Show test" shows its sample sale (default 8 s). */
  testMs?: number;
}

export function createCustomerDisplayFeed(options: FeedOptions): CustomerDisplayFeed {
  const listeners = new Set<(view: CustomerDisplayView) => void>();
  let storeName = '';
  // The store's language, and its words once its catalogue is loaded (English until then).
  let locale: AppLocale = 'en';
  let say: Sayer | undefined;
  let storeReads = 0;
  let staffName = options.staffName();
  let cart: SaleCart | null = null;
  let placed: Receipt | null = null;
  let showing = options.showing;
  let testing = false;
  let thanksTimer: ReturnType<typeof setTimeout> | null = null;
  let testTimer: ReturnType<typeof setTimeout> | null = null;

  const view = (): CustomerDisplayView => {
    const store = { storeName, locale, ...(say ? { say } : {}) };
    if (testing) return customerDisplayView({ ...store, staffName, ...sampleSale(say), sample: true });
    if (!showing) return customerDisplayView({ ...store, staffName, cart: null, placed: null });
    return customerDisplayView({ ...store, staffName, cart, placed });
  };
  const push = () => {
    const now = view();
    for (const listener of [...listeners]) {
      try {
        listener(now);
      } catch {
        // One display gone wrong must not stop the others.
      }
    }
  };
  const endThanks = () => {
    if (thanksTimer) clearTimeout(thanksTimer);
    thanksTimer = null;
    placed = null;
  };

  const unsubscribe = options.events.subscribe((event) => {
    if (event.type === 'sale.changed') {
      cart = event.cart;
      // The next sale's first line ends the thank-you (the placed sale's own cart, read again, does not).
      if (placed && cart && cart.lineItems.length > 0 && cart.number !== placed.order.number) endThanks();
      push();
    } else if (event.type === 'staff.changed') {
      staffName = event.till.onTill?.name ?? null;
      push();
    } else if (event.type === 'store.changed') {
      cart = null;
      endThanks();
      push();
    }
  });

  return {
    view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    placed(receipt) {
      endThanks();
      placed = receipt;
      cart = null;
      thanksTimer = setTimeout(() => {
        endThanks();
        push();
      }, options.thanksMs ?? 20_000);
      push();
    },
    useStore(read) {
      const asked = ++storeReads;
      void read()
        .then(async (store) => {
          const sayer = await sayerIn(store.locale).catch(() => undefined);
          // A store chosen meanwhile is the one shown.
          if (asked !== storeReads) return;
          storeName = store.name;
          locale = sayer ? store.locale : 'en';
          say = sayer;
          push();
        })
        .catch(() => undefined);
    },
    showTest() {
      if (testTimer) clearTimeout(testTimer);
      testing = true;
      testTimer = setTimeout(() => {
        testing = false;
        testTimer = null;
        push();
      }, options.testMs ?? 8_000);
      push();
    },
    setShowing(on) {
      showing = on;
      push();
    },
    close() {
      unsubscribe();
      endThanks();
      if (testTimer) clearTimeout(testTimer);
      listeners.clear();
    },
  };
}
