/**
 * What the parts of the offline replay share: the options it was made with, the replay's own sale
 * service (opened once, with the hooks that write down the cart it opens and catch an order it
 * finds placed), the cart the replay opened as written to the settings (its record), and the
 * little that changes while it runs. Every part (offline-replay.ts composes them) reads and changes
 * that state here, and nowhere else.
 */
import type { OfflineProblem } from '../../../../shared/bridge/events.js';
import type { Receipt } from '../../../../shared/bridge/bridge.js';
import { offlineOutbox, OUTBOX_KINDS, type OfflineReplayRun, type OfflineSaleView } from '../../../../shared/offline/offline-outbox.js';
import type { StorefrontClient } from '../../../../shared/storefront/types/client-types.js';
import type { Order } from '../../../../shared/storefront/types/types.js';
import type { SaleService, SaleServiceOptions } from '../../sale/sale.js';
import type { SettingsStore } from '../../settings/settings-store.js';
import type { TillJournal } from '../../shift/till-journal.js';

/** The cart the replay opened for an offline sale, with its token, until the journal says what became of it. */
export const REPLAY_RECORD_KEY = 'offline.replay';

export interface ReplayRecord {
  ref: string;
  number: string;
  token: string;
}

/** A placed order as the sale service answers it (its token stays with the sale service). */
export type PlacedOrder = Omit<Order, 'token'>;

export interface OfflineReplayOptions {
  journal: TillJournal;
  settings: SettingsStore;
  /** To ask the store what became of a cart whose sale record is gone (order status by number and token). */
  client: StorefrontClient;
  /** Opens the replay's sale service (its own keys, `sync` priority) with the replay's hooks. */
  openSale: (hooks: Required<Pick<SaleServiceOptions, 'onPlaced' | 'onCartOpened'>>) => SaleService;
  /** The outbox changed (a sale placed, refused, resolved, or a replay started). */
  onChange?: (outbox: OfflineSaleView[]) => void;
  /**
   * A replay stopped for something the till cannot settle by itself (e.g. the store's location is
   * not set), in words; null once a replay got through everything.
   */
  onProblem?: (problem: string | null, sale?: OfflineProblem) => void;
  /**
   * The manager's admin client, where the till has one: `connected` says whether it can adjust an
   * order now, `adjust` adds a store-side adjustment to the cart (its id) with a reason.
   */
  adjustments?: {
    connected(): boolean;
    adjust(adjustment: { orderId: string; label: string; amount: string }): Promise<unknown>;
    /** Adds an adjustment to a line of the cart (a discount given offline, given again at the store). */
    adjustLine?(adjustment: { orderId: string; lineItemId: string; label: string; amount: string }): Promise<{ id: string }>;
    /** The adjustments of the order's lines, to read back before one is added. */
    lineAdjustments?(orderNumber: string): Promise<{ id: string; lineItemId: string; label: string; amount: string }[]>;
  };
  log?: (line: string) => void;
}

/** What changes while the replay runs (besides its record on disk). */
interface ReplayState {
  /** An order the sale service found placed while reconciling (its receipt announced, not answered). */
  foundPlaced: PlacedOrder | null;
  /** The offline sale a cart is being opened for (its record is written the moment the store answers). */
  opening: string | null;
  /** The run under way: a second call joins it, and a manager's decision waits for it. */
  running: Promise<OfflineReplayRun> | null;
}

export interface OfflineReplayContext {
  readonly options: OfflineReplayOptions;
  readonly journal: TillJournal;
  readonly settings: SettingsStore;
  readonly log: (line: string) => void;
  /** The replay's own sale service (its own record in the settings, `sync` priority). */
  readonly sale: SaleService;
  readonly state: ReplayState;
  /** The offline sales as the journal has them, oldest first. */
  outbox(): OfflineSaleView[];
  /** The manager's admin client can adjust an order now. */
  canAdjust(): boolean;
  /** Tells the runtime the outbox as it is now. */
  changed(): void;
  /** The cart the replay opened, as written down, or null. */
  record(): ReplayRecord | null;
}

export function createReplayContext(options: OfflineReplayOptions): OfflineReplayContext {
  const { journal, settings } = options;
  const state: ReplayState = { foundPlaced: null, opening: null, running: null };
  const outbox = () => offlineOutbox(journal.entries({ kinds: [...OUTBOX_KINDS] }));
  const changed = () => options.onChange?.(outbox());

  const sale = options.openSale({
    onPlaced: (receipt: Receipt) => {
      state.foundPlaced = receipt.order;
    },
    onCartOpened: (cart) => {
      if (!state.opening) return;
      // Written before any line is sent: the token where the counter keeps its own, the number in the journal.
      settings.set(REPLAY_RECORD_KEY, { ref: state.opening, number: cart.number, token: cart.token } satisfies ReplayRecord);
      journal.append('offline.replay_started', { ref: state.opening, orderNumber: cart.number });
      changed();
    },
  });

  return {
    options,
    journal,
    settings,
    log: options.log ?? (() => {}),
    sale,
    state,
    outbox,
    canAdjust: () => options.adjustments?.connected() ?? false,
    changed,
    record: () => {
      const saved = settings.get(REPLAY_RECORD_KEY) as ReplayRecord | undefined;
      return saved && typeof saved.token === 'string' && typeof saved.ref === 'string' ? saved : null;
    },
  };
}
