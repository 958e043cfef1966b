/**
 * What the parts of the sale service share: the options it was made with, the sale in progress as
 * written to the settings file (its record), and the little that changes while it runs (the cart
 * as last shown, the queue of sale steps, an add whose answer was lost). Every part of the service
 * (sale.ts composes them) reads and changes that state here, and nowhere else.
 */
import type { Receipt, SaleAttention } from '../../../../shared/bridge/bridge.js';
import type { ApprovalAction, ApprovalRequest } from '../../../../shared/shift/manager-approval.js';
import type { CartCredentials, RequestPriority, StorefrontClient } from '../../../../shared/storefront/types/client-types.js';
import type { Cart, Order } from '../../../../shared/storefront/types/types.js';
import type { WalkInPickup } from '../../../../shared/store-location.js';
import { withLineOptions, type LineOptions, type LineOptionsByVariant } from '../line-options.js';
import { TillRefusal } from '../../runtime/error-words.js';
import type { TenderInFlight } from '../sale-tenders.js';
import type { OrderTracker } from '../../orders/order-tracker.js';
import { createPaymentMethodBook, type PaymentMethodBook } from '../payment-methods.js';
import { createWalkInDeliveryBook, type WalkInDeliveryBook } from '../walk-in-delivery.js';
import type { SettingsStore } from '../../settings/settings-store.js';
import type { TillJournal } from '../../shift/till-journal.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';

const messages = defineMessages({
  noSale: { id: 'sell.refusal.noSale', defaultMessage: 'There is no sale in progress. Add a product first.' },
  signInFirst: { id: 'sell.refusal.signInFirst', defaultMessage: 'Sign the customer in first (Settings, or create their account at checkout).' },
});

const COUNTER_SALE_KEY = 'sale.current';
/** The receipt of an order found placed on reconciling, kept until the cashier has seen it. */
const COUNTER_UNSEEN_RECEIPT_KEY = 'sale.unseenReceipt';

type SaleStep = 'open' | 'paying' | 'completing';

export interface SaleRecord {
  token: string;
  number: string;
  step: SaleStep;
  /** The account the cart was opened for (its orders are tracked together), or absent for a guest sale. */
  account?: string | null;
  /** The cart's currency when it was changed from the store's default (the store finds carts by it). */
  currency?: string | null;
  /** Custom options this till sent, per variant in the cart: a store need not send them back. */
  lineOptions?: LineOptionsByVariant;
  /** How the payment being taken was tendered, so a receipt found later shows it (and the change). */
  paid?: PaidWith;
  /** A split tender's payment sent to the store and not yet seen taken (see sale-tenders.ts). */
  tendering?: TenderInFlight;
  /** Cash handed over for the tenders taken so far (decimal string), when any was cash. */
  cashHanded?: string | null;
  /** How the till named each tender taken, by payment number (a card with its last digits). */
  tenderNames?: Record<string, string>;
  /** The customer's email typed for the store's mails (it replaces a walk-in sale's email when the address is set again). */
  receiptEmail?: string | null;
}

export interface PaidWith {
  /** Cash handed over (decimal string), or null for a card. */
  tendered: string | null;
  methodName: string;
  /** The change due when it is not the tendered amount less what was due (a split sale). */
  change?: string | null;
}

/** The signed-in account: its email, and its bearer token for the steps that act in its name. */
interface SaleAccount {
  email: string;
  withBearer<T>(call: (bearerToken: string) => Promise<T>): Promise<T>;
}

export interface SaleServiceOptions {
  client: StorefrontClient;
  settings: SettingsStore;
  tracker: OrderTracker;
  storeName: () => Promise<string>;
  /** The store's payment methods as this till keeps them (default: kept in `settings`, read when a sale needs them). */
  paymentMethods?: PaymentMethodBook;
  /** Where placed and discarded sales are recorded (the Z report and "Served by" read it). */
  journal?: TillJournal;
  /**
   * Throws (`manager_required`) unless a manager is on the till or approved this one action (the
   * method and the record it acts on): asked before a sale that has a payment is discarded.
   * Absent: nothing is asked.
   */
  requireManager?: (request: ApprovalRequest, action: ApprovalAction) => void;
  /** Where the store sells from and the walk-in email, for a sale picked up in store (read at each sale). */
  walkInPickup?: () => WalkInPickup;
  /**
   * The price the till's catalog has for a variant now, in `currency`, or null when it has none
   * (kept live for the open cart's products): a walk-in cart whose line the store has priced
   * otherwise since it was added is stepped to `delivery`, where the store prices it again.
   */
  catalogPrice?: (variantId: string, currency: string) => string | null;
  /** The signed-in account, if any: a new sale's cart is opened for it. */
  account?: () => SaleAccount | null;
  now?: () => Date;
  onChange?: (cart: Cart | null) => void;
  /** A sale started or stopped needing attention (see `attention`). */
  onAttention?: (attention: SaleAttention | null) => void;
  /** Reconciling found the sale placed although no one saw its answer: the cashier must see this receipt. */
  onPlaced?: (receipt: Receipt) => void;
  /** Every order this service placed, once finished here (answered or reconciled): a walk-in sale is handed over. */
  onCompleted?: (order: Order) => void;
  /** The store took a terminal's approval (its reference) whose answer was lost, found by reading the cart. */
  onTerminalTenderTaken?: (reference: string) => void;
  /**
   * Where the sale in progress (its cart token, number and step) and an unseen receipt are kept in
   * the settings: the counter's own by default; a second sale service (offline replay) keeps its own.
   */
  keys?: { sale: string; unseenReceipt: string };
  /** The scheduler priority of every request (default `sale`: the counter). */
  priority?: RequestPriority;
  /** A new cart was opened at the store and recorded as the sale in progress, before any line is sent to it. */
  onCartOpened?: (cart: { number: string; token: string }) => void;
}

/** An add whose answer was lost and not yet checked against the cart. */
interface PendingAdd {
  variantId: string;
  quantity: number;
  /** The quantity of the variant in the cart once the add went through. */
  target: number;
  given: LineOptions | undefined;
}

/** What changes while the service runs (besides the record on disk). */
interface SaleState {
  /** The cart as last shown, or null. */
  lastCart: Cart | null;
  /** When the store last computed the cart we show (ms), so a stale view is checked before payment. */
  lastCartAt: number;
  /** The last sale step queued: the next one waits for it (sale-serial.ts). */
  queue: Promise<unknown>;
  pendingAdd: PendingAdd | null;
  /** Sale steps running now (a read of the sale does not count). */
  busy: number;
  /** The attention last announced (`number:step`), or null. */
  announcedAttention: string | null;
}

export interface SaleContext {
  readonly options: SaleServiceOptions;
  readonly client: StorefrontClient;
  readonly settings: SettingsStore;
  /** Where the sale in progress and an unseen receipt are kept in the settings. */
  readonly keys: { sale: string; unseenReceipt: string };
  readonly priority: RequestPriority;
  readonly now: () => Date;
  readonly paymentMethods: PaymentMethodBook;
  /** Whether a walk-in cart may skip the step to `delivery` at this store (walk-in-delivery.ts). */
  readonly walkInDelivery: WalkInDeliveryBook;
  /** The sale this run found on disk at its start (left by the run before a restart). */
  readonly fromEarlierRun: string | null;
  readonly state: SaleState;
  /** The sale in progress, read from disk. */
  record(): SaleRecord | null;
  save(next: SaleRecord | null): void;
  creds(sale: SaleRecord): CartCredentials;
  /** The sale in progress, or a clear refusal when there is none. */
  requireSale(): SaleRecord;
  /** The signed-in account, for the steps that act in its name; a clear refusal otherwise. */
  signedIn(): SaleAccount;
  /** The cart as last shown when it is this sale's, else null. */
  shownCart(sale: SaleRecord): Cart | null;
  /** Shows the cart (with the options this till sent on its lines), or no cart. */
  announce(cart: Cart | null): Cart | null;
}

export function createSaleContext(options: SaleServiceOptions): SaleContext {
  const { client, settings } = options;
  const keys = { sale: options.keys?.sale ?? COUNTER_SALE_KEY, unseenReceipt: options.keys?.unseenReceipt ?? COUNTER_UNSEEN_RECEIPT_KEY };
  const now = options.now ?? (() => new Date());
  const state: SaleState = { lastCart: null, lastCartAt: 0, queue: Promise.resolve(), pendingAdd: null, busy: 0, announcedAttention: null };

  const record = (): SaleRecord | null => {
    const saved = settings.get(keys.sale) as SaleRecord | undefined;
    return saved && typeof saved.token === 'string' ? saved : null;
  };
  const save = (next: SaleRecord | null) => {
    if (next) settings.set(keys.sale, next);
    else settings.delete(keys.sale);
  };

  /**
   * Puts the custom options this till sent on the cart's lines, and forgets those of variants
   * no longer in the cart (removed, emptied or sold out), so adding one again starts clean.
   */
  const showLineOptions = (cart: Cart) => {
    const sale = record();
    const kept = sale?.number === cart.number ? sale.lineOptions : undefined;
    if (!sale || !kept) return;
    const present = new Set(cart.lineItems.map((l) => l.variantId));
    const stillThere = Object.fromEntries(Object.entries(kept).filter(([variantId]) => present.has(variantId)));
    if (Object.keys(stillThere).length !== Object.keys(kept).length) save({ ...sale, lineOptions: stillThere });
    withLineOptions(cart.lineItems, stillThere);
  };

  return {
    options,
    client,
    settings,
    keys,
    priority: options.priority ?? 'sale',
    now,
    paymentMethods: options.paymentMethods ?? createPaymentMethodBook({ client, settings, now }),
    walkInDelivery: createWalkInDeliveryBook({ client, settings, walkInPickup: options.walkInPickup, catalogPrice: options.catalogPrice, now }),
    fromEarlierRun: record()?.number ?? null,
    state,
    record,
    save,
    creds: (sale) => ({ orderToken: sale.token, ...(sale.currency ? { currency: sale.currency } : {}) }),
    requireSale: () => {
      const sale = record();
      if (!sale) throw new TillRefusal({ kind: 'no_sale', message: wordsOf(messages.noSale) });
      return sale;
    },
    signedIn: () => {
      const account = options.account?.() ?? null;
      if (!account) throw new TillRefusal({ kind: 'not_signed_in', message: wordsOf(messages.signInFirst) });
      return account;
    },
    shownCart: (sale) => (state.lastCart?.number === sale.number ? state.lastCart : null),
    announce: (cart) => {
      if (cart) showLineOptions(cart);
      state.lastCart = cart;
      state.lastCartAt = now().getTime();
      options.onChange?.(cart);
      return cart;
    },
  };
}
