/**
 * The sale at the counter: one cart at a time, from the first line to the receipt.
 *
 * The sale in progress (its cart token, number and step) is written to the settings file before
 * each step that can place an order, so a crash or a lost answer never loses a sale or places it
 * twice: `complete` is never sent again without first asking the store whether the order already
 * completed (GET /order_status with the cart's token). Only that deliberate complete may place the
 * order: the steps before it never ask the store to go further than `delivery` (checkout-steps.ts),
 * and an answer that shows the order placed anyway ends the sale with its receipt, in words.
 */
import type { CardTender, CashTender, PosCalls, Receipt, SaleAttention, SaleCart, SaleCheck, TenderResult } from '../../../shared/bridge/bridge.js';
import { amountDue } from '../../../shared/sale/amount-due.js';
import type { ApprovalRequest } from '../../../shared/shift/manager-approval.js';
import { sameLineOptions } from '../../../shared/sale/line-options.js';
import { fromCents, toCents } from '../../../shared/money.js';
import { planTender, remainingBalance, type TenderKind } from '../../../shared/sale/tenders.js';
import { addressChange, judgeSaleChange, SALE_WITH_TENDERS_RULES, shippingChange, type SaleChange } from '../../../shared/sale/sale-with-tenders-rules.js';
import type { CartCredentials, CreatePaymentInput, RequestPriority, StorefrontClient } from '../../../shared/storefront/client-types.js';
import { isStorefrontError } from '../../../shared/storefront/errors.js';
import type { DeclinedTender } from '../../../shared/sale/tender-journal.js';
import type { Address, Cart, CheckoutValidation, CreditCard, Order, PaymentMethod } from '../../../shared/storefront/types.js';
import { addressFrom } from './address-from-details.js';
import { pickupChoicesToMake } from '../../../shared/sale/pickup-rate.js';
import { WALK_IN_NAME, type StoreLocation, type WalkInPickup } from '../../../shared/store-location.js';
import { mayStepWithoutPlacing, STEPS_TO_DELIVERY, wasPlaced, wentBackBeforeDelivery } from './checkout-steps.js';
import { withLineOptions, type LineOptions, type LineOptionsByVariant } from './line-options.js';
import { SaleError, StoreRefusedPayment } from '../runtime/error-words.js';
import { addCash, cardDeclined, paymentsTaken, splitReceiptPayment, tenderTaken, type TenderInFlight } from './sale-tenders.js';
import type { OrderTracker } from '../orders/order-tracker.js';
import { createPaymentMethodBook, type PaymentMethodBook } from './payment-methods.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { TillJournal } from '../shift/till-journal.js';

const COUNTER_SALE_KEY = 'sale.current';
/** The receipt of an order found placed on reconciling, kept until the cashier has seen it. */
const COUNTER_UNSEEN_RECEIPT_KEY = 'sale.unseenReceipt';
/** A cart older than this is checked with the store before payment. */
const STALE_CART_MS = 60 * 1000;
/**
 * How long a sale's first request (opening its cart) waits for the store's answer: a store that
 * does not answer within it is given up on, so the sale goes offline at once rather than after
 * the client's full timeout. Nothing is lost: no line was sent, and a cart opened meanwhile is empty.
 */
export const FIRST_REQUEST_TIMEOUT_MS = 4_000;

type SaleStep = 'open' | 'paying' | 'completing';

interface SaleRecord {
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
}

interface PaidWith {
  /** Cash handed over (decimal string), or null for a card. */
  tendered: string | null;
  methodName: string;
  /** The change due when it is not the tendered amount less what was due (a split sale). */
  change?: string | null;
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
  requireManager?: (request: ApprovalRequest, action: string) => void;
  /** Where the store sells from and the walk-in email, for a sale picked up in store (read at each sale). */
  walkInPickup?: () => WalkInPickup;
  /** The signed-in account, if any: a new sale's cart is opened for it. */
  account?: () => { email: string; withBearer<T>(call: (bearerToken: string) => Promise<T>): Promise<T> } | null;
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

/** The store's cart, its order token kept in the main process, where the bridge answers a SaleCart. */
type WithStoreCart<R> = R extends SaleCart ? Cart : R;

/**
 * The bridge's sale calls (shared/bridge/bridge.ts) that the sale at the store answers as the contract
 * states them, with the store's cart; the counter's calls (sale-calls.ts) add offline selling, the
 * receipt's return policy and the cash drawer around them.
 */
type StoreSaleCalls = {
  [M in StoreSaleMethod]: PosCalls['sale'][M] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<WithStoreCart<R>> : never;
};
type StoreSaleMethod =
  | 'current'
  | 'addLine'
  | 'setQuantity'
  | 'removeLine'
  | 'setCustomer'
  | 'pickupInStore'
  | 'selectShippingRate'
  | 'paymentMethods'
  | 'payCash'
  | 'payCard'
  | 'applyCode'
  | 'removeCode'
  | 'removeAllCodes'
  | 'empty'
  | 'changeCurrency'
  | 'estimateShipping'
  | 'attachCustomer'
  | 'addStoreCredit'
  | 'removeStoreCredit'
  | 'tenderCash'
  | 'tenderCard'
  | 'completePaid'
  | 'checkAgain';

/**
 * What the runtime, the card terminal, parked carts and offline replay also ask of the sale at the
 * store: nothing here is a bridge call as such (the saved-card and validation calls take the
 * store's own shapes; attention, the unseen receipt and the order number answer at once).
 */
interface SaleServiceInternals {
  /**
   * Reads the store's payment methods before a sale needs them (at `sync` priority, with the
   * sale in progress's cart if there is one): the runtime calls it at start with the catalog.
   */
  preparePayment(): Promise<void>;
  /** `approved`: a manager already allowed what ends the sale (e.g. a demo-store reset). */
  discard(options?: { approved?: boolean }): Promise<void>;
  paySavedCard(card: CreditCard): Promise<Receipt>;
  /** Split tender: the signed-in customer's saved card pays `amount` of the balance. */
  tenderSavedCard(card: CreditCard, amount: string): Promise<TenderResult>;
  /** Split tender: a card the terminal approved (its processor token); a store's refusal is journaled as the terminal's. */
  tenderTerminalCard(card: CardTender & { amount: string; saleNumber: string; reference: string }): Promise<TenderResult>;
  validate(): Promise<CheckoutValidation>;
  /**
   * The sale whose payment was sent but not confirmed, while no step is changing it (reading it
   * again, as the start and the live-price poll do, does not hide it).
   */
  attention(): SaleAttention | null;
  /** Whether a payment or the order of the sale is unconfirmed, even while a step is running. */
  unconfirmed(): boolean;
  /** The receipt of an order found placed while no one was waiting for it, until `receiptSeen` or the next sale. */
  unseenReceipt(): Receipt | null;
  receiptSeen(orderNumber: string): void;
  /** The order number of the sale in progress, or null (read from disk, no request). */
  currentNumber(): string | null;
  /**
   * Sets the sale in progress aside, in one sale step: `keep` stores it first (its cart as last
   * shown), then the sale stops being current. Refused while a payment is unconfirmed or the
   * cart is empty. Costs no request unless the cart was never read in this run.
   */
  park(keep: (sale: ParkedSale, cart: Cart) => Promise<void>): Promise<void>;
  /**
   * Makes a parked sale the sale in progress again after one cart read (plus one order-status
   * read when the cart is gone), in one sale step; `taken` runs once it is current. Refused while
   * another sale is in progress.
   */
  resume(sale: ParkedSale, taken: () => Promise<void>): Promise<ResumedSale>;
}

/** The sale at the store: the bridge's calls it answers as stated, and what else the till asks of it. */
export type SaleService = StoreSaleCalls & SaleServiceInternals;

/** What resuming a parked sale needs: its cart's credentials and what the till added to it. */
export interface ParkedSale {
  token: string;
  number: string;
  account: string | null;
  currency: string | null;
  lineOptions: LineOptionsByVariant;
  /** The tenders taken before it was parked: the cash handed over and the till's name of each payment (absent: none kept). */
  tenders?: { cashHanded: string | null; names: Record<string, string> };
}

type ResumedSale = { outcome: 'open'; cart: Cart } | { outcome: 'placed'; order: Order } | { outcome: 'gone' };

const ATTENTION_WORDS: Record<SaleAttention['step'], string> = {
  paying: 'A payment was being added when the store stopped answering. Check with the store before taking payment again.',
  completing: 'The order was being placed when the store stopped answering. It may have gone through: check with the store before taking payment again.',
};

/** How an order came to be placed without the answer to the clerk's complete. */
type PlacedHow = 'lost_answer' | 'before_restart' | 'before_complete';

/** What the cashier is told about a receipt of an order placed other than by the complete they saw answered. */
function placedEarlierWords(number: string, how: PlacedHow): string {
  switch (how) {
    case 'before_restart':
      return `Order ${number} was placed before the restart: the store has it. Do not take payment again.`;
    case 'before_complete':
      return `Order ${number} was placed by the store at an earlier checkout step, before the sale was completed here: the store has it. Do not take payment again.`;
    default:
      return `Order ${number} was placed, although the store's answer was lost on the way. Do not take payment again.`;
  }
}

/**
 * Answers that mean the request may or may not have reached the store. A redirect (not followed)
 * counts too: after a 302 or 303 the store may have acted before pointing elsewhere.
 */
function outcomeUnknown(error: unknown): boolean {
  return isStorefrontError(error) && (error.kind === 'network' || error.kind === 'server' || error.kind === 'redirected');
}

function quantityOf(cart: Cart | null, variantId: string): number {
  return cart?.lineItems.filter((l) => l.variantId === variantId).reduce((n, l) => n + l.quantity, 0) ?? 0;
}

function findCardMethod(methods: PaymentMethod[]): PaymentMethod | undefined {
  return methods.find((m) => /card|gateway|credit/i.test(`${m.type} ${m.name}`) && !/cash|check/i.test(m.name));
}

function findCashMethod(methods: PaymentMethod[]): PaymentMethod | undefined {
  return methods.find((m) => /cash/i.test(m.name)) ?? methods.find((m) => /cash|check/i.test(m.type));
}

export function createSaleService(options: SaleServiceOptions): SaleService {
  const { client, settings, tracker } = options;
  const SALE_KEY = options.keys?.sale ?? COUNTER_SALE_KEY;
  const UNSEEN_RECEIPT_KEY = options.keys?.unseenReceipt ?? COUNTER_UNSEEN_RECEIPT_KEY;
  const priority: RequestPriority = options.priority ?? 'sale';
  const now = options.now ?? (() => new Date());
  const paymentMethods = options.paymentMethods ?? createPaymentMethodBook({ client, settings, now });
  let lastCart: Cart | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  /** An add whose answer was lost and not yet checked against the cart. */
  let pendingAdd: { variantId: string; quantity: number; target: number; given: LineOptions | undefined } | null = null;

  const record = (): SaleRecord | null => {
    const saved = settings.get(SALE_KEY) as SaleRecord | undefined;
    return saved && typeof saved.token === 'string' ? saved : null;
  };
  const save = (next: SaleRecord | null) => {
    if (next) settings.set(SALE_KEY, next);
    else settings.delete(SALE_KEY);
  };
  /** The sale this run found on disk at its start (left by the run before a restart). */
  const fromEarlierRun = record()?.number ?? null;
  const creds = (sale: SaleRecord): CartCredentials => ({ orderToken: sale.token, ...(sale.currency ? { currency: sale.currency } : {}) });

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

  /**
   * After an add (`given` trimmed): a new line has only the options given; a line already there
   * keeps the others, and an empty value clears one.
   */
  const rememberLineOptions = (variantId: string, wasInCart: boolean, given: LineOptions | undefined) => {
    const sale = record();
    if (!sale || (!given && (wasInCart || !sale.lineOptions?.[variantId]))) return;
    const options: LineOptions = wasInCart ? { ...sale.lineOptions?.[variantId] } : {};
    for (const [name, value] of Object.entries(given ?? {})) {
      if (value === '') delete options[name];
      else options[name] = value;
    }
    save({ ...sale, lineOptions: { ...sale.lineOptions, [variantId]: options } });
  };

  /** When the store last computed the cart we show (ms), so a stale view is checked before payment. */
  let lastCartAt = 0;
  const announce = (cart: Cart | null) => {
    if (cart) showLineOptions(cart);
    lastCart = cart;
    lastCartAt = now().getTime();
    options.onChange?.(cart);
    return cart;
  };

  /**
   * Before money is taken: if the cart was last computed by the store more than a minute ago
   * (prices or stock may have moved), ask the store whether it can be paid as it stands. A
   * cart just computed costs nothing more, so a quick sale keeps to N+5 requests; the store
   * checks again at complete anyway.
   */
  const checkBeforePayment = async (sale: SaleRecord) => {
    if (lastCart?.number === sale.number && now().getTime() - lastCartAt < STALE_CART_MS) return;
    const result = await readyForPayment(sale);
    announce(result.cart);
    if (!result.ready) {
      throw new SaleError({
        kind: 'validation',
        message: `The cart changed at the store: ${result.messages.join(' ') || 'check the lines and totals'}. Nothing was charged.`,
      });
    }
  };

  /**
   * Whether the store would take payment for the cart as it stands (lines sold out or no longer
   * sold are removed, and said). The order waits in `delivery` until the clerk completes it, so
   * the interface's "Cart changed" for an order not in `payment` would be said of every sale:
   * the till skips that check and says it itself when the checkout went back before `delivery`
   * (a cart change does that, and drops the shipments chosen). An answer showing the order
   * placed ends the sale with its receipt.
   */
  const readyForPayment = async (sale: SaleRecord): Promise<CheckoutValidation> => {
    const result = await client.validateOrderForPayment(creds(sale), { skipState: true }, { priority });
    if (wasPlaced(result.cart)) return placedBeforeComplete(result.cart, sale);
    if (result.ready && wentBackBeforeDelivery(result.cart.state)) return { ...result, ready: false, messages: ['Cart changed'] };
    return result;
  };

  let busy = 0;
  let announcedAttention: string | null = null;
  const attention = (): SaleAttention | null => {
    const sale = record();
    if (busy > 0 || !sale || sale.step === 'open') return null;
    return { number: sale.number, step: sale.step, message: ATTENTION_WORDS[sale.step] };
  };
  const announceAttention = () => {
    const now = attention();
    const key = now ? `${now.number}:${now.step}` : null;
    if (key === announcedAttention) return;
    announcedAttention = key;
    options.onAttention?.(now);
  };

  /**
   * One sale step at a time: the cashier's clicks never race each other at the store. A `read`
   * (the sale read again) changes nothing, so an unconfirmed sale stays flagged while it runs.
   */
  const serial = <T>(work: () => Promise<T>, kind: 'step' | 'read' = 'step'): Promise<T> => {
    const counts = kind === 'step';
    const guarded = async () => {
      if (counts) busy++;
      try {
        return await work();
      } finally {
        if (counts) busy--;
        announceAttention();
      }
    };
    const run = queue.then(guarded, guarded);
    queue = run.catch(() => undefined);
    return run;
  };

  /** The signed-in account, for the steps that act in its name; a clear refusal otherwise. */
  const signedIn = () => {
    const account = options.account?.() ?? null;
    if (!account) throw new SaleError({ kind: 'not_signed_in', message: 'Sign the customer in first (Settings, or create their account at checkout).' });
    return account;
  };

  const requireSale = (): SaleRecord => {
    const sale = record();
    if (!sale) throw new SaleError({ kind: 'no_sale', message: 'There is no sale in progress. Add a product first.' });
    return sale;
  };

  /** Was the sale's order completed at the store although we did not see the answer? */
  const completedOrder = async (sale: SaleRecord): Promise<Order | null> => {
    try {
      const order = await client.orderStatus(sale.number, sale.token, { priority });
      return wasPlaced(order) ? order : null;
    } catch (error) {
      if (isStorefrontError(error) && error.kind === 'not_found') return null;
      throw error;
    }
  };

  /** The sale's cart as last shown, or read from the store; null when the store no longer has it. */
  const cartIfAny = async (sale: SaleRecord): Promise<Cart | null> => {
    if (lastCart?.number === sale.number) return lastCart;
    try {
      return await client.cart(creds(sale), { priority });
    } catch (error) {
      if (isStorefrontError(error) && error.kind === 'not_found') return null;
      throw error;
    }
  };

  const receiptFor = async (order: Order, tender: CashTender | null, methodName: string, splitChange?: string | null): Promise<Receipt> => {
    const change =
      splitChange !== undefined
        ? splitChange === null
          ? null
          : toCents(splitChange)
        : tender
          ? Math.max(0, toCents(tender.tendered) - toCents(amountDue(order)))
          : null;
    return {
      order,
      storeName: await options.storeName().catch(() => ''),
      paymentMethodName: methodName,
      tendered: tender ? fromCents(toCents(tender.tendered)) : null,
      change: change === null ? null : fromCents(change),
      printedAt: now().toISOString(),
      servedBy: options.journal?.who()?.name ?? null,
    };
  };

  /**
   * The receipt of an order an earlier attempt placed: paid as that attempt recorded (cash with
   * its change), and saying so.
   */
  const placedEarlierReceipt = async (
    order: Order,
    sale: SaleRecord,
    tenderNow: CashTender | null = null,
    how: PlacedHow = sale.number === fromEarlierRun ? 'before_restart' : 'lost_answer',
  ): Promise<Receipt> => {
    const tender = sale.paid?.tendered ? { tendered: sale.paid.tendered } : tenderNow;
    const methodName =
      sale.paid?.methodName ||
      order.payments
        .map((p) => p.paymentMethodName)
        .filter(Boolean)
        .join(' + ') ||
      'Paid';
    const receipt = await receiptFor(order, tender, methodName, sale.paid?.change);
    return { ...receipt, notice: placedEarlierWords(order.number, how) };
  };

  /** The receipt kept of an order found placed, until the cashier has seen it. */
  const unseenReceipt = (): Receipt | null => (settings.get(UNSEEN_RECEIPT_KEY) as Receipt | undefined) ?? null;

  /** Reconciling found the order placed with no one waiting for its answer: kept and announced until seen. */
  const placedUnseen = async (order: Order, sale: SaleRecord, how?: PlacedHow) => {
    finish(order, sale);
    const { token: _token, ...withoutToken } = order;
    const receipt = { ...(await placedEarlierReceipt(order, sale, null, how)), order: withoutToken };
    settings.set(UNSEEN_RECEIPT_KEY, receipt);
    options.onPlaced?.(receipt);
    return receipt;
  };

  /** An order the store placed before the clerk's complete: finished, its receipt kept and announced. */
  const settlePlacedEarly = async (placed: Order, sale: SaleRecord): Promise<Order> => {
    // The order as the store keeps it now; its answer at that step when the status cannot be read.
    const order = (await completedOrder(sale).catch(() => null)) ?? placed;
    await placedUnseen(order, sale, 'before_complete');
    return order;
  };

  /**
   * A step before the clerk's complete answered with the order placed (a store that went further
   * than it was asked): the sale is over. Its receipt is kept and shown, in words, and the step
   * is refused so the screen never carries on as if the sale were open.
   */
  const placedBeforeComplete = async (placed: Order, sale: SaleRecord): Promise<never> => {
    const order = await settlePlacedEarly(placed, sale);
    throw new SaleError({
      kind: 'placed',
      message: `${placedEarlierWords(order.number, 'before_complete')} Its receipt is shown.`,
    });
  };

  const finish = (order: Order, sale: SaleRecord) => {
    pendingAdd = null;
    recordPlaced(order, sale);
    withLineOptions(order.lineItems, sale.lineOptions);
    tracker.track(order, sale.token, sale.account ?? null);
    save(null);
    announce(null);
    options.onCompleted?.(order);
  };

  /** The placed order in the till's journal, once (a sale reconciled twice is not counted twice). */
  const recordPlaced = (order: Order, sale: SaleRecord) => {
    const journal = options.journal;
    if (!journal) return;
    if (journal.entries({ kinds: ['sale.completed'] }).some((e) => e.data.orderNumber === order.number)) return;
    const tendered = sale.paid?.tendered ?? null;
    const cashPaid = order.payments
      .filter((p) => p.state !== 'failed' && p.state !== 'void' && p.state !== 'invalid' && /cash/i.test(p.paymentMethodName ?? ''))
      .reduce((sum, p) => sum + toCents(p.amount), 0);
    journal.append('sale.completed', {
      orderNumber: order.number,
      currency: order.currency,
      total: order.total,
      itemTotal: order.itemTotal,
      taxTotal: order.taxTotal,
      promoTotal: order.promoTotal,
      shipTotal: order.shipTotal,
      itemCount: order.lineItems.reduce((n, l) => n + l.quantity, 0),
      payments: order.payments.map((p) => ({ methodName: p.paymentMethodName ?? '', amount: p.amount, state: p.state ?? null })),
      cashTendered: tendered,
      change: sale.paid?.change !== undefined ? sale.paid.change : tendered === null ? null : fromCents(Math.max(0, toCents(tendered) - cashPaid)),
      promotionCodes: (order.promotions ?? []).flatMap((p) => (p.code ? [p.code] : [])),
    });
  };

  const withCart = async (work: (sale: SaleRecord) => Promise<Cart>): Promise<Cart> => {
    const sale = requireSale();
    let cart: Cart;
    try {
      cart = await work(sale);
    } catch (error) {
      if (isStorefrontError(error) && error.kind === 'not_found') {
        // Is the cart gone, or only the line or item the call named?
        const cart = await client.cart(creds(sale), { priority }).catch((e: unknown) => {
          if (isStorefrontError(e) && e.kind === 'not_found') return null;
          throw e;
        });
        if (cart) {
          announce(cart);
          throw new SaleError({ kind: 'not_found', message: 'That item is no longer in the cart or the catalog.' });
        }
        // The cart is gone at the store (completed elsewhere, expired or deleted).
        const placed = await reconcileLostCart(sale);
        if (placed) throw new SaleError({ kind: 'placed', message: `${placed.notice ?? `Order ${placed.order.number} was placed.`} Its receipt is shown.` });
        throw new SaleError({
          kind: 'not_found',
          message: 'This sale is no longer open at the store. Check the Orders screen, then start a new sale.',
        });
      }
      throw error;
    }
    if (wasPlaced(cart)) return placedBeforeComplete(cart, sale);
    return announce(cart)!;
  };

  /** The cart is gone at the store: its order's receipt when it was placed, else null (the sale is dropped). */
  const reconcileLostCart = async (sale: SaleRecord): Promise<Receipt | null> => {
    const order = await completedOrder(sale).catch(() => null);
    if (order) return placedUnseen(order, sale);
    save(null);
    announce(null);
    return null;
  };

  /** Payment methods change rarely: kept per store for an hour, across sales and restarts (payment-methods.ts). */
  const methods = (sale: SaleRecord): Promise<PaymentMethod[]> => paymentMethods.forSale(creds(sale), { priority });

  const cashMethod = async (sale: SaleRecord): Promise<PaymentMethod> => {
    const cash = findCashMethod(await methods(sale));
    if (!cash) throw new SaleError({ kind: 'validation', message: 'This store does not take cash payments.' });
    return cash;
  };

  /** Where the store sells from and its walk-in email; a store without a location set is asked for it, in words. */
  const storeLocation = (): { address: StoreLocation; email: string } => {
    const pickup = options.walkInPickup?.() ?? null;
    if (!pickup?.location) {
      throw new SaleError({
        kind: 'no_location',
        message:
          'This store’s location is not set, so an in-store pickup sale cannot be taxed as the store’s own. A manager sets it once in Settings, Stores (the address the store sells from). Until then, ship to the customer.',
      });
    }
    return { address: pickup.location, email: pickup.email };
  };

  /** The store chose each shipment's default rate: in-store pickup is chosen where it is another (one update for all). */
  const choosePickup = async (s: SaleRecord, cart: Cart): Promise<Cart> => {
    const choices = pickupChoicesToMake(cart.shipments);
    if (choices.length === 0) return cart;
    return client.updateCheckout(creds(s), { shipments: choices }, { priority });
  };

  /**
   * Email and both addresses in one update, then on to `delivery`, which creates the shipments
   * and selects each one's default rate: one `next` at a time and never `advance`, which would
   * place an order whose gift card or store credit already pays for it.
   */
  const addressAndStepToDelivery = async (s: SaleRecord, email: string, billing: Address, shipping: Address): Promise<Cart> => {
    let cart = await client.updateCheckout(creds(s), { email, billAddress: billing, shipAddress: shipping }, { priority });
    for (let steps = 0; steps < STEPS_TO_DELIVERY && mayStepWithoutPlacing(cart.state); steps++) {
      cart = await client.nextCheckoutStep(creds(s), { priority });
    }
    return cart;
  };

  /** If an earlier attempt may have completed the order, ask the store before anything is sent. */
  const alreadyCompleted = async (sale: SaleRecord): Promise<Order | null> => {
    if (sale.step !== 'completing') return null;
    const done = await completedOrder(sale);
    if (done) finish(done, sale);
    return done;
  };

  /** Adds the payment and completes; a lost answer to complete is resolved by the order status. */
  /**
   * Adds the payment (none when store credit or gift cards already cover the order) and
   * completes; a lost answer to complete is resolved by the order status.
   */
  const payAndComplete = async (
    sale: SaleRecord,
    payment: CreatePaymentInput | null,
    paid: PaidWith | null,
    bearerToken?: string,
    card?: DeclinedTender,
  ): Promise<Order> => {
    const paying: SaleRecord = { ...sale, ...(paid ? { paid } : {}) };
    /** What the card is asked to pay: the balance with the card's own payment not yet taken. */
    let asked: Cart | null = null;
    if (payment) {
      save({ ...paying, step: 'paying' });
      asked = await withCart((s) => client.createPayment({ ...creds(s), ...(bearerToken ? { bearerToken } : {}) }, payment, { priority }));
    }
    save({ ...paying, step: 'completing' });
    let order: Order;
    try {
      order = await client.completeCheckout(creds(sale), { priority });
    } catch (error) {
      if (isStorefrontError(error) && (outcomeUnknown(error) || error.kind === 'not_found')) {
        const done = await completedOrder(sale).catch(() => null);
        if (done) {
          finish(done, paying);
          return done;
        }
      }
      if (isStorefrontError(error) && error.kind === 'validation') {
        // Declined or refused (e.g. the payments no longer cover the total): the store placed
        // nothing and took nothing. The sale stays open, and the screen gets the cart as the
        // store now has it, so what is still due shows and can be paid.
        save({ ...sale, step: 'open' });
        await client.cart(creds(sale), { priority }).then(announce, () => undefined);
        if (card && payment && asked) {
          const amount = payment.amount ?? remainingBalance(asked.total, asked.payments);
          const words = error.message || 'The store did not take this card.';
          options.journal?.append('tender.declined', cardDeclined({ orderNumber: sale.number, currency: asked.currency }, amount, card, words, payment));
        }
        throw new SaleError({
          kind: 'validation',
          message: `${error.message || 'The store did not place the order.'} Nothing was charged; the sale is still open.`,
          ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        });
      }
      throw error;
    }
    finish(order, paying);
    return order;
  };

  /**
   * A tender whose answer was lost (or left by the run before a restart): the cart's payments
   * say whether the store took it. Resolved before any tender is sent again; the sale is open
   * afterwards either way. A cart that cannot be read leaves it unresolved (and flagged).
   */
  const settleTendering = async (sale: SaleRecord): Promise<{ sale: SaleRecord; taken: TenderInFlight | null; cart: Cart | null }> => {
    const inFlight = sale.tendering;
    if (!inFlight) return { sale, taken: null, cart: null };
    const cart = await client.cart(creds(sale), { priority });
    const taken = tenderTaken(cart, inFlight);
    if (taken && inFlight.terminalReference) options.onTerminalTenderTaken?.(inFlight.terminalReference);
    const { tendering: _done, ...rest } = sale;
    const settled: SaleRecord = taken
      ? { ...rest, step: 'open', cashHanded: addCash(sale.cashHanded, inFlight.tendered), tenderNames: namesAfter(sale, cart, inFlight) }
      : { ...rest, step: 'open' };
    save(settled);
    announce(cart);
    return { sale: settled, taken: taken ? inFlight : null, cart };
  };

  /** The till's name for the payment a tender added (found as the one not there before). */
  const namesAfter = (sale: SaleRecord, cart: Cart, inFlight: TenderInFlight): Record<string, string> => {
    const added = paymentsTaken(cart).filter((n) => !inFlight.before.includes(n));
    return { ...sale.tenderNames, ...Object.fromEntries(added.map((n) => [n, inFlight.methodName])) };
  };

  /** What is left to pay, as the store's cart states its total and the payments it took. */
  const progress = (cart: Cart, taken: TenderInFlight): TenderResult => ({
    outcome: 'partial',
    taken: { methodName: taken.methodName, amount: taken.amount },
    remaining: remainingBalance(cart.total, cart.payments),
    currency: cart.currency,
  });

  /**
   * One tender of a split sale. The tender in flight is written to the sale record before its
   * payment is sent; a lost answer is resolved from the cart's payments, so a tender the store
   * took is never sent again. A declined card leaves the tenders taken before it. When the
   * tenders cover the order it is placed at once: the tender that covers it is the clerk's
   * deliberate act, as paying in full always was (a gift card or store credit that covers the
   * order still waits for the clerk's Complete).
   */
  const tender = async (
    kind: TenderKind,
    offered: string,
    methodName: string,
    payment: (amount: string) => CreatePaymentInput,
    bearerToken?: string,
    /** How a card the store refuses is journaled: the card as entered, a saved card, or the terminal's approval. */
    declinedAs: DeclinedTender | null = kind === 'card' || kind === 'savedCard' ? kind : null,
    /** For a card the terminal approved: the terminal's reference of that charge. */
    terminalReference?: string,
  ): Promise<TenderResult> => {
    let sale = requireSale();
    const done = await alreadyCompleted(sale);
    if (done) return { outcome: 'placed', receipt: await placedEarlierReceipt(done, sale) };
    if (sale.tendering) {
      const settled = await settleTendering(sale);
      sale = settled.sale;
      const again =
        settled.taken &&
        settled.taken.methodName === methodName &&
        (kind === 'cash' ? settled.taken.tendered === fromCents(toCents(offered)) : toCents(settled.taken.amount) === toCents(offered));
      if (again && settled.taken && settled.cart) {
        // The clerk repeats the tender whose answer was lost, and the store took it: it is not sent again.
        const result = progress(settled.cart, settled.taken);
        if (result.outcome === 'partial' && toCents(result.remaining) > 0) return result;
        return { outcome: 'placed', receipt: await completeTendered(sale) };
      }
    }
    await checkBeforePayment(sale);
    const cart = lastCart?.number === sale.number ? lastCart : announce(await client.cart(creds(sale), { priority }))!;
    const plan = planTender(kind, offered, remainingBalance(cart.total, cart.payments));
    if (!plan.ok) throw new SaleError({ kind: 'invalid_input', message: plan.message, fieldErrors: { amount: [plan.message] } });
    const inFlight: TenderInFlight = {
      methodName,
      amount: plan.apply,
      tendered: kind === 'cash' ? fromCents(toCents(offered)) : null,
      before: paymentsTaken(cart),
      ...(terminalReference ? { terminalReference } : {}),
    };
    save({ ...sale, step: 'paying', tendering: inFlight });
    const sent: CreatePaymentInput = { ...payment(plan.apply), amount: plan.apply };
    let after: Cart;
    try {
      after = await client.createPayment({ ...creds(sale), ...(bearerToken ? { bearerToken } : {}) }, sent, { priority });
    } catch (error) {
      if (outcomeUnknown(error)) {
        // The answer was lost: the cart says whether the store took it, before anything is sent again.
        const settled = await settleTendering(record()!);
        if (!settled.taken || !settled.cart) throw error;
        after = settled.cart;
        sale = settled.sale;
      } else {
        save({ ...sale, step: 'open' });
        await client.cart(creds(sale), { priority }).then(announce, () => undefined);
        if (isStorefrontError(error) && error.kind === 'validation') {
          if (declinedAs) {
            const words = error.message || 'The store did not take this card.';
            options.journal?.append(
              'tender.declined',
              cardDeclined({ orderNumber: sale.number, currency: cart.currency }, plan.apply, declinedAs, words, sent),
            );
          }
          throw new StoreRefusedPayment({
            kind: 'validation',
            message: `${error.message || 'The store did not take this payment.'} Nothing was charged to it; the payments so far stay.`,
            ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
          });
        }
        throw error;
      }
    }
    if (record()?.tendering) {
      const { tendering: _done, ...rest } = record()!;
      sale = { ...rest, step: 'open', cashHanded: addCash(sale.cashHanded, inFlight.tendered), tenderNames: namesAfter(sale, after, inFlight) };
      save(sale);
    }
    announce(after);
    if (!plan.covers) return progress(after, inFlight);
    return { outcome: 'placed', receipt: await completeTendered(sale) };
  };

  /** The tenders cover the order: it is placed, and its receipt names every tender and the change. */
  const completeTendered = async (sale: SaleRecord): Promise<Receipt> => {
    const covered = lastCart?.number === sale.number ? lastCart : await client.cart(creds(sale), { priority });
    const planned = splitReceiptPayment(covered, sale.cashHanded ?? null, sale.tenderNames);
    const order = await payAndComplete(sale, null, { tendered: planned.tendered, methodName: planned.methodName, change: planned.change });
    const paid = splitReceiptPayment(order, sale.cashHanded ?? null, sale.tenderNames);
    const receipt = await receiptFor(order, paid.tendered ? { tendered: paid.tendered } : null, paid.methodName, paid.change);
    return { ...receipt, tenders: paid.tenders };
  };

  /**
   * The rules of a sale with money taken (shared/sale/sale-with-tenders-rules.ts), asked before a change
   * is sent: a change refused while cash or card is taken is refused in words and nothing is sent.
   * A change the rules always allow costs no request; any other is judged on the cart as last
   * shown (read when this run has not shown it), `change` classifying it from that cart.
   */
  const guard = async (sale: SaleRecord, change: SaleChange | ((cart: Cart) => SaleChange)): Promise<void> => {
    if (typeof change === 'string' && SALE_WITH_TENDERS_RULES[change].verdict === 'allowed') return;
    const cart = lastCart?.number === sale.number ? lastCart : announce(await client.cart(creds(sale), { priority }))!;
    const judged = judgeSaleChange(typeof change === 'string' ? change : change(cart), cart);
    if (judged.verdict === 'refused') throw new SaleError({ kind: 'validation', message: judged.message });
  };

  const cardName = (name: string, lastDigits?: string) => `${name}${lastDigits ? ` •••• ${lastDigits}` : ''}`;
  /** A card payment by processor token, as the store is sent it (paid in full or as one tender). */
  const cardPayment = (method: PaymentMethod, card: Omit<CardTender, 'amount'>): CreatePaymentInput => ({
    paymentMethodId: method.id,
    sourceAttributes: {
      gatewayPaymentProfileId: card.token,
      name: card.name,
      ccType: card.ccType,
      lastDigits: card.lastDigits,
      month: card.month,
      year: card.year,
    },
  });

  /** A card tender: as entered (a processor token) or as the terminal approved it; a refusal is journaled as that. */
  const cardTender = (
    { amount, saleNumber, reference, ...card }: CardTender & { amount: string; saleNumber?: string; reference?: string },
    declinedAs: DeclinedTender,
  ): Promise<TenderResult> =>
    serial(async () => {
      const current = requireSale();
      // A terminal's approval pays the sale it was asked for, never the one in progress meanwhile.
      if (saleNumber !== undefined && current.number !== saleNumber) {
        throw new SaleError({
          kind: 'no_sale',
          message: `The terminal approved this card for sale ${saleNumber}, which is not the sale in progress: resume sale ${saleNumber} to take it.`,
        });
      }
      const method = findCardMethod(await methods(current));
      if (!method) throw new SaleError({ kind: 'validation', message: 'This store does not take card payments here.' });
      return tender('card', amount, cardName(method.name, card.lastDigits), () => cardPayment(method, card), undefined, declinedAs, reference);
    });

  return {
    current: () =>
      serial(async () => {
        const sale = record();
        if (!sale) return announce(null);
        if (sale.step !== 'open') {
          // Unconfirmed (e.g. left so by the run before a restart): was it placed after all?
          // Until the store answers, the sale stays flagged.
          const done = await completedOrder(sale);
          if (done) {
            await placedUnseen(done, sale);
            return null;
          }
        }
        let cart: Cart;
        try {
          cart = await client.cart(creds(sale), { priority });
        } catch (error) {
          if (isStorefrontError(error) && error.kind === 'not_found') {
            await reconcileLostCart(sale);
            return null;
          }
          throw error;
        }
        if (!wasPlaced(cart)) return announce(cart);
        await settlePlacedEarly(cart, sale);
        return null;
      }, 'read'),

    addLine: (variantId, quantity, lineOptions) =>
      serial(async () => {
        // Trimmed once here; an empty value stays, to clear that option on the line.
        const given =
          lineOptions && Object.keys(lineOptions).length > 0
            ? Object.fromEntries(Object.entries(lineOptions).map(([name, value]) => [name, value.trim()]))
            : undefined;
        let sale = record();
        if (!sale) {
          const account = options.account?.() ?? null;
          const first = { priority, timeoutMs: FIRST_REQUEST_TIMEOUT_MS };
          const cart = account ? await account.withBearer((bearerToken) => client.createCart(first, { bearerToken })) : await client.createCart(first);
          if (!cart.token) throw new SaleError({ kind: 'server', message: 'The store did not open a cart.' });
          sale = { token: cart.token, number: cart.number, step: 'open', account: account?.email ?? null };
          save(sale);
          options.onCartOpened?.({ number: cart.number, token: cart.token });
          // The cashier has moved on to the next sale: an earlier receipt is not offered again.
          settings.delete(UNSEEN_RECEIPT_KEY);
          lastCart = cart;
        }
        if (pendingAdd) {
          // An earlier add of this sale ended without an answer: find out what happened first.
          const unresolved = pendingAdd;
          const cart = await client.cart(creds(sale), { priority });
          pendingAdd = null;
          const happened = quantityOf(cart, unresolved.variantId) >= unresolved.target;
          // It went through with the options it carried, whatever this add asks for.
          if (happened) rememberLineOptions(unresolved.variantId, unresolved.target > unresolved.quantity, unresolved.given);
          announce(cart);
          if (happened && unresolved.variantId === variantId && unresolved.quantity === quantity) {
            if (sameLineOptions(unresolved.given, given)) return cart;
            throw new SaleError({
              kind: 'validation',
              message:
                'That item was already added (the store answered late), with the options first entered. To change them, remove the line and add it again.',
            });
          }
        }
        if (lastCart?.number !== sale.number) lastCart = await client.cart(creds(sale), { priority }).catch(() => null);
        await guard(sale, 'line.add');
        const before = quantityOf(lastCart, variantId);
        try {
          return await withCart(async (s) => {
            const cart = await client.addItem(creds(s), { variantId, quantity, ...(given ? { options: given } : {}) }, { priority });
            rememberLineOptions(variantId, before > 0, given);
            return cart;
          });
        } catch (error) {
          if (!outcomeUnknown(error)) throw error;
          // The answer was lost: adding again could double the line. Look before anything is retried.
          pendingAdd = { variantId, quantity, target: before + quantity, given };
          const cart = await client.cart(creds(sale), { priority });
          pendingAdd = null;
          if (quantityOf(cart, variantId) >= before + quantity) {
            rememberLineOptions(variantId, before > 0, given);
            return announce(cart)!;
          }
          announce(cart);
          throw error;
        }
      }),

    setQuantity: (lineItemId, quantity) =>
      serial(async () => {
        const sale = requireSale();
        const line = lastCart?.number === sale.number ? lastCart.lineItems.find((l) => l.id === lineItemId) : undefined;
        await guard(sale, !line || quantity < line.quantity ? 'line.lower' : 'line.add');
        return withCart((s) => client.setQuantity(creds(s), lineItemId, quantity, { priority }));
      }),

    removeLine: (lineItemId) =>
      serial(async () => {
        await guard(requireSale(), 'line.lower');
        return withCart((s) => client.removeLineItem(creds(s), lineItemId, { priority }));
      }),

    setCustomer: (details) =>
      serial(async () => {
        // Collected at the counter: shipped "to" the store's location, in the customer's name.
        const location = details.pickupInStore ? storeLocation() : null;
        const shipTo = location ? location.address : details.shipping ? details.shipping : details;
        await guard(requireSale(), (cart) => addressChange(cart.shipAddress, shipTo));
        return withCart(async (s) => {
          const billing = addressFrom(details);
          if (location) {
            const atStore = addressFrom({ firstname: details.firstname, lastname: details.lastname, ...location.address });
            return choosePickup(s, await addressAndStepToDelivery(s, details.email, billing, atStore));
          }
          const shipping = details.shipping ? addressFrom(details.shipping) : billing;
          return addressAndStepToDelivery(s, details.email, billing, shipping);
        });
      }),

    pickupInStore: () =>
      serial(async () => {
        const location = storeLocation();
        await guard(requireSale(), (cart) => addressChange(cart.shipAddress, location.address));
        return withCart(async (s) => {
          const address = addressFrom({ ...WALK_IN_NAME, ...location.address });
          return choosePickup(s, await addressAndStepToDelivery(s, location.email, address, address));
        });
      }),

    selectShippingRate: (shipmentId, rateId) =>
      serial(async () => {
        await guard(requireSale(), (cart) => shippingChange(cart.shipments, shipmentId, rateId));
        return withCart((s) => client.updateCheckout(creds(s), { shipments: [{ id: shipmentId, selectedShippingRateId: rateId }] }, { priority }));
      }),

    paymentMethods: () => serial(async () => methods(requireSale())),

    preparePayment: () => {
      const sale = record();
      return paymentMethods.prepare(sale && sale.step === 'open' ? creds(sale) : null);
    },

    payCash: (tender) =>
      serial(async () => {
        const sale = requireSale();
        const done = await alreadyCompleted(sale);
        if (done) return placedEarlierReceipt(done, sale, tender);
        await checkBeforePayment(sale);
        const cash = await cashMethod(sale);
        const cart = lastCart ?? (await client.cart(creds(sale), { priority }));
        if (toCents(tender.tendered) < toCents(amountDue(cart))) {
          throw new SaleError({
            kind: 'invalid_input',
            message: `The amount tendered is less than the total of ${cart.displayTotal}.`,
            fieldErrors: { tendered: ['is less than the total'] },
          });
        }
        const tendered = fromCents(toCents(tender.tendered));
        const order = await payAndComplete(sale, { paymentMethodId: cash.id }, { tendered, methodName: cash.name });
        return receiptFor(order, tender, cash.name);
      }),

    payCard: (card) =>
      serial(async () => {
        const sale = requireSale();
        const done = await alreadyCompleted(sale);
        if (done) return placedEarlierReceipt(done, sale);
        const method = findCardMethod(await methods(sale));
        if (!method) throw new SaleError({ kind: 'validation', message: 'This store does not take card payments here.' });
        await checkBeforePayment(sale);
        const methodName = cardName(method.name, card.lastDigits);
        const order = await payAndComplete(sale, cardPayment(method, card), { tendered: null, methodName }, undefined, 'card');
        return receiptFor(order, null, methodName);
      }),

    applyCode: (code) =>
      serial(async () => {
        await guard(requireSale(), 'code.apply');
        return withCart((s) => client.applyCouponCode(creds(s), code.trim(), { priority }));
      }),
    removeCode: (code) =>
      serial(async () => {
        await guard(requireSale(), 'code.remove');
        return withCart((s) => client.removeCouponCode(creds(s), code, { priority }));
      }),
    removeAllCodes: () =>
      serial(async () => {
        await guard(requireSale(), 'code.remove');
        return withCart((s) => client.removeAllCouponCodes(creds(s), { priority }));
      }),
    empty: () =>
      serial(async () => {
        await guard(requireSale(), 'line.lower');
        return withCart((s) => client.emptyCart(creds(s), { priority }));
      }),

    changeCurrency: (currency) =>
      serial(async () => {
        await guard(requireSale(), 'currency');
        return withCart(async (s) => {
          const wanted = currency.toUpperCase();
          const cart = await client.changeCurrency(creds(s), wanted, { priority });
          save({ ...s, currency: cart.currency });
          return cart;
        });
      }),

    estimateShipping: (countryIso) => serial(async () => client.estimateShippingRates(creds(requireSale()), countryIso.toUpperCase(), { priority })),

    attachCustomer: () =>
      serial(async () => {
        await guard(requireSale(), 'customer.attach');
        return withCart(async (s) => {
          const account = signedIn();
          const cart = await account.withBearer((bearer) => client.associateCart(bearer, s.token, { priority }, s.currency ?? undefined));
          save({ ...s, account: account.email });
          return cart;
        });
      }),

    addStoreCredit: (amount) =>
      serial(async () => {
        await guard(requireSale(), 'storeCredit');
        return withCart((s) => signedIn().withBearer((bearerToken) => client.addStoreCredit({ ...creds(s), bearerToken }, amount, { priority })));
      }),
    removeStoreCredit: () =>
      serial(async () => {
        await guard(requireSale(), 'storeCredit');
        return withCart((s) => signedIn().withBearer((bearerToken) => client.removeStoreCredit({ ...creds(s), bearerToken }, { priority })));
      }),

    paySavedCard: (card) =>
      serial(async () => {
        const sale = requireSale();
        const done = await alreadyCompleted(sale);
        if (done) return placedEarlierReceipt(done, sale);
        if (!card.paymentMethodId) throw new SaleError({ kind: 'validation', message: 'The store did not say which payment method takes this card.' });
        await checkBeforePayment(sale);
        const methodName = `${card.paymentMethodName ?? 'Card'} •••• ${card.lastDigits}`;
        const order = await signedIn().withBearer((bearer) =>
          payAndComplete(sale, { paymentMethodId: card.paymentMethodId!, sourceId: card.id }, { tendered: null, methodName }, bearer, 'savedCard'),
        );
        return receiptFor(order, null, methodName);
      }),

    tenderCash: (cashTender) =>
      serial(async () => {
        const cash = await cashMethod(requireSale());
        return tender('cash', cashTender.tendered, cash.name, () => ({ paymentMethodId: cash.id }));
      }),

    tenderCard: (card) => cardTender(card, 'card'),
    tenderTerminalCard: (card) => cardTender(card, 'terminal'),

    tenderSavedCard: (card, amount) =>
      serial(async () => {
        if (!card.paymentMethodId) throw new SaleError({ kind: 'validation', message: 'The store did not say which payment method takes this card.' });
        const methodName = cardName(card.paymentMethodName ?? 'Card', card.lastDigits);
        return signedIn().withBearer((bearer) =>
          tender('savedCard', amount, methodName, () => ({ paymentMethodId: card.paymentMethodId!, sourceId: card.id }), bearer),
        );
      }),

    completePaid: () =>
      serial(async () => {
        const sale = requireSale();
        const done = await alreadyCompleted(sale);
        if (done) return placedEarlierReceipt(done, sale);
        // Tenders taken before (a split sale whose complete did not go through): the receipt names them and the change.
        if (Object.keys(sale.tenderNames ?? {}).length > 0) return completeTendered(sale);
        const order = await payAndComplete(sale, null, null);
        return receiptFor(
          order,
          null,
          order.payments
            .map((p) => p.paymentMethodName)
            .filter(Boolean)
            .join(' + ') || 'Paid',
        );
      }),

    validate: () =>
      serial(async () => {
        const result = await readyForPayment(requireSale());
        announce(result.cart);
        return result;
      }),

    attention,
    unconfirmed: () => (record()?.step ?? 'open') !== 'open',

    unseenReceipt,
    receiptSeen: (orderNumber) => {
      if (unseenReceipt()?.order.number === orderNumber) settings.delete(UNSEEN_RECEIPT_KEY);
    },

    checkAgain: () =>
      serial(async (): Promise<SaleCheck> => {
        const sale = record();
        if (!sale) {
          // Settled meanwhile (e.g. found placed at the start): its receipt, if no one has seen it yet.
          const unseen = unseenReceipt();
          return unseen ? { outcome: 'placed', receipt: unseen } : { outcome: 'gone' };
        }
        const done = await completedOrder(sale);
        if (done) {
          finish(done, sale);
          return { outcome: 'placed', receipt: await placedEarlierReceipt(done, sale) };
        }
        // Not placed: the sale is open again; a payment that did go through shows on the cart.
        try {
          if (sale.tendering) {
            // A tender in flight is settled from the cart's payments: taken, or not.
            const settled = await settleTendering(sale);
            return { outcome: 'open', cart: settled.cart };
          }
          save({ ...sale, step: 'open' });
          return { outcome: 'open', cart: announce(await client.cart(creds(sale), { priority })) };
        } catch (error) {
          if (isStorefrontError(error) && error.kind === 'not_found') {
            save(null);
            announce(null);
            return { outcome: 'gone' };
          }
          throw error;
        }
      }),

    currentNumber: () => record()?.number ?? null,

    park: (keep) =>
      serial(async () => {
        const sale = requireSale();
        if (sale.step !== 'open') {
          throw new SaleError({
            kind: 'validation',
            message: `Sale ${sale.number} cannot be parked: its payment is not confirmed yet. Check with the store first.`,
          });
        }
        const cart = lastCart?.number === sale.number ? lastCart : await client.cart(creds(sale), { priority });
        if (wasPlaced(cart)) return void (await placedBeforeComplete(cart, sale));
        if (cart.lineItems.length === 0) {
          throw new SaleError({ kind: 'invalid_input', message: 'The cart is empty: there is nothing to park.' });
        }
        await guard(sale, 'park');
        await keep(
          {
            token: sale.token,
            number: sale.number,
            account: sale.account ?? null,
            currency: sale.currency ?? null,
            lineOptions: sale.lineOptions ?? {},
            // The tenders taken stay on the cart at the store; what each was (and the cash handed over) goes with it.
            tenders: { cashHanded: sale.cashHanded ?? null, names: sale.tenderNames ?? {} },
          },
          cart,
        );
        pendingAdd = null;
        save(null);
        announce(null);
      }),

    resume: (parked, taken) =>
      serial(async (): Promise<ResumedSale> => {
        const open = record();
        if (open) {
          throw new SaleError({ kind: 'validation', message: `Sale ${open.number} is in progress: park it or finish it before resuming another.` });
        }
        const sale: SaleRecord = {
          token: parked.token,
          number: parked.number,
          step: 'open',
          account: parked.account,
          currency: parked.currency,
          lineOptions: parked.lineOptions,
          ...(parked.tenders ? { cashHanded: parked.tenders.cashHanded, tenderNames: parked.tenders.names } : {}),
        };
        let cart: Cart;
        try {
          cart = await client.cart(creds(sale), { priority });
        } catch (error) {
          if (!(isStorefrontError(error) && error.kind === 'not_found')) throw error;
          const order = await completedOrder(sale);
          return order ? { outcome: 'placed', order } : { outcome: 'gone' };
        }
        if (wasPlaced(cart)) return { outcome: 'placed', order: (await completedOrder(sale).catch(() => null)) ?? cart };
        await guard(sale, 'resume');
        save(sale);
        // The cashier has moved on: an earlier receipt is not offered again.
        settings.delete(UNSEEN_RECEIPT_KEY);
        await taken();
        return { outcome: 'open', cart: announce(cart)! };
      }),

    discard: (how) =>
      serial(async () => {
        const sale = record();
        if (!sale) return;
        if (options.requireManager && !how?.approved) {
          // A payment being sent or an order being placed may hold money: judged as a sale that has one.
          const unsure = sale.step === 'paying' || sale.step === 'completing';
          const judged = judgeSaleChange('discard', unsure ? null : await cartIfAny(sale), unsure);
          if (judged.verdict === 'manager') options.requireManager({ method: 'sale.discard', record: sale.number }, `${judged.action} (${sale.number})`);
        }
        try {
          await client.deleteCart(creds(sale), { priority });
        } catch (error) {
          if (!(isStorefrontError(error) && error.kind === 'not_found')) throw error;
        }
        const shown = lastCart?.number === sale.number ? lastCart : null;
        options.journal?.append('sale.discarded', {
          orderNumber: sale.number,
          currency: shown?.currency ?? '',
          total: shown?.total ?? '0',
          itemCount: shown?.lineItems.reduce((n, l) => n + l.quantity, 0) ?? 0,
        });
        save(null);
        announce(null);
      }),
  };
}
