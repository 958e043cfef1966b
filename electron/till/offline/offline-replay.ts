/**
 * Offline sales sent to the store once it answers again: oldest first, one at a time, each
 * through the same sale flow as a walk-in pickup cash sale at the counter (a sale service of its
 * own, at `sync` priority, so the counter always goes first), and a manager's decisions for the
 * ones the store refused.
 *
 * Never twice, never dropped: the cart a replay opens is written down (its number and token in
 * the settings, where the counter keeps its own sale; `offline.replay_started` with its number in
 * the journal) before any line is sent to it, and kept until the journal says what became of the
 * sale. A replay that starts again (after a lost answer, a crash or a restart) first asks the
 * store what became of that cart: found placed, it is recorded as placed; still open, it is
 * carried on; gone, a new cart is opened. Only a sale the journal still has pending or
 * replaying is sent, so a sale placed (or refused and waiting for a manager) is never sent again.
 *
 * The offline price rule: a sale is placed at the price the customer paid, so the store's cash
 * equals the drawer's. Where the store now asks another amount, the manager's admin client makes
 * the difference a store-side adjustment of the cart with its reason (journaled as
 * `offline.adjusted`) before the cash is paid; without the client the sale waits for a manager
 * with both amounts, and is sent again once the client is connected.
 */
import { amountDue } from '../../../shared/sale/amount-due.js';
import { fromCents, toCents } from '../../../shared/money.js';
import {
  offlineOutbox,
  OUTBOX_KINDS,
  paidForSent,
  salesToReplay,
  type OfflineReplayRun,
  type OfflineSaleView,
} from '../../../shared/offline/offline-outbox.js';
import type { OfflineDifference, OfflinePriceDifference } from '../../../shared/offline/offline-sales.js';
import type { StorefrontClient } from '../../../shared/storefront/types/client-types.js';
import { isStorefrontError } from '../../../shared/storefront/errors.js';
import type { Cart, Order } from '../../../shared/storefront/types/types.js';
import type { StaffRef } from '../../../shared/shift/till-journal.js';
import type { Receipt } from '../../../shared/bridge/bridge.js';
import { wasPlaced } from '../sale/checkout-steps.js';
import { TillRefusal } from '../runtime/error-words.js';
import type { SaleService, SaleServiceOptions } from '../sale/sale.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { TillJournal } from '../shift/till-journal.js';

/** Where the replay's own sale in progress is kept (beside the counter's `sale.current`). */
export const REPLAY_SALE_KEYS = { sale: 'offline.replaySale', unseenReceipt: 'offline.replayReceipt' } as const;
/** The cart the replay opened for an offline sale, with its token, until the journal says what became of it. */
export const REPLAY_RECORD_KEY = 'offline.replay';

interface ReplayRecord {
  ref: string;
  number: string;
  token: string;
}

type ManagerDecision = 'place_without_lines' | 'place_as_backorder' | 'refund_owed';

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
  onProblem?: (problem: string | null) => void;
  /**
   * The manager's admin client, where the till has one: `connected` says whether it can adjust an
   * order now, `adjust` adds a store-side adjustment to the cart (its id) with a reason.
   */
  adjustments?: {
    connected(): boolean;
    adjust(adjustment: { orderId: string; label: string; amount: string }): Promise<unknown>;
  };
  log?: (line: string) => void;
}

export interface OfflineReplay {
  outbox(): OfflineSaleView[];
  /** Sends every pending sale, oldest first; one run at a time (a second call joins the one under way). */
  run(): Promise<OfflineReplayRun>;
  /** A manager's decision for a sale that needs one; the sale is sent again where the decision says so. */
  decide(ref: string, decision: ManagerDecision, by: StaffRef | null): Promise<OfflineSaleView>;
}

/** No answer, or one that says nothing about the sale: the store is not there yet. */
function unreachable(error: unknown): boolean {
  if (isStorefrontError(error)) return ['network', 'server', 'redirected', 'rate_limited'].includes(error.kind);
  return error instanceof TillRefusal && ['offline', 'network', 'server', 'rate_limited'].includes(error.info.kind);
}

/** The store refused what it was asked (a line out of stock or gone, a payment or the order itself). */
function refusal(error: unknown): string | null {
  if (error instanceof TillRefusal && ['validation', 'not_found', 'invalid_input'].includes(error.info.kind)) return error.info.message;
  if (isStorefrontError(error) && (error.kind === 'validation' || error.kind === 'not_found')) {
    return error.message || (error.kind === 'not_found' ? 'The store no longer has this item.' : 'The store refused it.');
  }
  return null;
}

const quantityIn = (cart: Cart | null, variantId: string) => cart?.lineItems.filter((l) => l.variantId === variantId).reduce((n, l) => n + l.quantity, 0) ?? 0;

/** A placed order as the sale service answers it (its token stays with the sale service). */
type PlacedOrder = Omit<Order, 'token'>;

const livePayment = (cart: Cart) => cart.payments.some((p) => !['void', 'failed', 'invalid'].includes(p.state));

/** What the customer paid offline against what the store charged: prices, tax and lines left out. */
function differencesOf(sale: OfflineSaleView, order: Pick<Order, 'lineItems' | 'taxTotal'>): OfflineDifference[] {
  const differences: OfflineDifference[] = [];
  for (const line of sale.lines) {
    if (sale.leftOut.includes(line.variantId)) {
      differences.push({ kind: 'line_dropped', variantId: line.variantId, name: line.name, charged: line.amount, store: '0.00' });
      continue;
    }
    const placed = order.lineItems.filter((l) => l.variantId === line.variantId);
    const storeCents = placed.reduce((sum, l) => sum + toCents(l.total), 0);
    if (placed.length > 0 && storeCents !== toCents(line.amount)) {
      differences.push({ kind: 'price', variantId: line.variantId, name: line.name, charged: fromCents(toCents(line.amount)), store: fromCents(storeCents) });
    }
  }
  if (toCents(order.taxTotal) !== toCents(sale.taxTotal)) {
    differences.push({ kind: 'tax', variantId: null, name: 'Tax', charged: fromCents(toCents(sale.taxTotal)), store: fromCents(toCents(order.taxTotal)) });
  }
  return differences;
}

/** Why a sale waits: the store asks another amount than was paid, and what settles it. */
function priceWords(view: OfflineSaleView, price: OfflinePriceDifference): string {
  const more = toCents(price.store) > toCents(price.paid);
  return (
    `The store now asks ${price.store} ${view.currency} for this sale; the customer paid ${price.paid} in cash (the store would record ` +
    `${more ? 'more' : 'less'} cash than the drawer holds). Connect the store's admin client in Settings: the sale is then placed at the ` +
    'price paid, the difference recorded at the store as an adjustment with its reason. Or record a refund owed.'
  );
}

/** The reason an adjustment carries at the store: the offline sale, the price paid and the store's. */
function adjustmentLabel(view: OfflineSaleView, price: OfflinePriceDifference): string {
  return `Offline sale ${view.ref}: placed at the price paid at the counter (${price.paid} ${view.currency}; the store asked ${price.store})`;
}

export function createOfflineReplay(options: OfflineReplayOptions): OfflineReplay {
  const { journal, settings } = options;
  const log = options.log ?? (() => {});
  /** An order the sale service found placed while reconciling (its receipt announced, not answered). */
  let foundPlaced: PlacedOrder | null = null;
  /** The offline sale a cart is being opened for (its record is written the moment the store answers). */
  let opening: string | null = null;

  const sale = options.openSale({
    onPlaced: (receipt: Receipt) => {
      foundPlaced = receipt.order;
    },
    onCartOpened: (cart) => {
      if (!opening) return;
      // Written before any line is sent: the token where the counter keeps its own, the number in the journal.
      settings.set(REPLAY_RECORD_KEY, { ref: opening, number: cart.number, token: cart.token } satisfies ReplayRecord);
      journal.append('offline.replay_started', { ref: opening, orderNumber: cart.number });
      changed();
    },
  });

  const outbox = () => offlineOutbox(journal.entries({ kinds: [...OUTBOX_KINDS] }));
  const canAdjust = () => options.adjustments?.connected() ?? false;
  const changed = () => options.onChange?.(outbox());
  const record = (): ReplayRecord | null => {
    const saved = settings.get(REPLAY_RECORD_KEY) as ReplayRecord | undefined;
    return saved && typeof saved.token === 'string' && typeof saved.ref === 'string' ? saved : null;
  };

  const placed = (view: OfflineSaleView, order: PlacedOrder) => {
    // Placed at the price paid (the offline price rule): the store's other prices and tax cost the customer nothing; lines left out still do.
    const atPricePaid = toCents(order.total) === toCents(paidForSent(view));
    const differences = differencesOf(view, order).filter((d) => !atPricePaid || d.kind === 'line_dropped');
    journal.append('offline.placed', { ref: view.ref, orderNumber: order.number, total: order.total, differences });
    settings.delete(REPLAY_RECORD_KEY);
    log(`offline sale ${view.ref} placed as order ${order.number}`);
    changed();
  };

  /** The store refused the sale (or asks another amount than was paid): it waits for a manager, and the cart it was building is let go. */
  const needsManager = async (view: OfflineSaleView, storeSaid: string, variantIds: string[], price?: OfflinePriceDifference) => {
    journal.append('offline.needs_manager', { ref: view.ref, storeSaid, variantIds, ...(price ? { price } : {}) });
    log(`offline sale ${view.ref} needs a manager: ${storeSaid}`);
    changed();
    await letGo();
  };

  /** Deletes the cart the store refused to place and forgets it (a placed sale has no sale record left to delete). */
  const letGo = async () => {
    if (sale.currentNumber()) await sale.discard({ approved: true });
    settings.delete(REPLAY_RECORD_KEY);
  };

  /** What became of the cart an earlier replay of this sale opened: placed, still open (its cart), or gone (null). */
  const reconcile = async (kept: ReplayRecord): Promise<{ order: PlacedOrder } | { cart: Cart } | null> => {
    foundPlaced = null;
    if (sale.currentNumber() === kept.number) {
      const cart = await sale.current();
      if (foundPlaced) return { order: foundPlaced };
      return cart ? { cart } : null;
    }
    // The sale record is gone (finished before the journal said so): the store's order status tells.
    try {
      const order = await options.client.orderStatus(kept.number, kept.token, { priority: 'sync' });
      return wasPlaced(order) ? { order } : null;
    } catch (error) {
      if (isStorefrontError(error) && error.kind === 'not_found') return null;
      throw error;
    }
  };

  /** One offline sale to the store, picked up where an earlier attempt left it. */
  const replayOne = async (view: OfflineSaleView): Promise<'placed' | 'needs_manager'> => {
    let cart: Cart | null = null;
    const kept = record();
    if (kept?.ref === view.ref) {
      const found = await reconcile(kept);
      if (found && 'order' in found) {
        placed(view, found.order);
        return 'placed';
      }
      cart = found?.cart ?? null;
      if (!cart) settings.delete(REPLAY_RECORD_KEY);
      else if (view.attemptNumber !== kept.number) {
        journal.append('offline.replay_started', { ref: view.ref, orderNumber: kept.number });
        changed();
      }
    } else if (kept || sale.currentNumber()) {
      // A cart left by a sale that is settled meanwhile (refused before its cart was let go).
      await letGo();
    }

    foundPlaced = null;
    opening = view.ref;
    const refused: { variantId: string; said: string }[] = [];
    try {
      // Lines: what the cart lacks of each (all of each on a new cart), the manager's left-out lines excepted.
      for (const line of view.lines) {
        if (view.leftOut.includes(line.variantId)) continue;
        const missing = line.quantity - quantityIn(cart, line.variantId);
        if (missing <= 0) continue;
        try {
          cart = await sale.addLine(line.variantId, missing, line.options);
        } catch (error) {
          const said = refusal(error);
          if (said === null) throw error;
          refused.push({ variantId: line.variantId, said: `${line.name}: ${said}` });
        }
      }
      if (foundPlaced) {
        placed(view, foundPlaced);
        return 'placed';
      }
      if (refused.length > 0) {
        await needsManager(
          view,
          refused.map((r) => r.said).join(' '),
          refused.map((r) => r.variantId),
        );
        return 'needs_manager';
      }
      if (!cart) throw new TillRefusal({ kind: 'invalid_input', message: `Offline sale ${view.ref} has no lines to send.` });
      let receipt: Receipt;
      if (livePayment(cart)) {
        // Paid by an earlier attempt whose answer was lost: completed, never paid again.
        receipt = await sale.completePaid();
      } else {
        const paid = paidForSent(view);
        const atStore = await sale.pickupInStore();
        const asked = amountDue(atStore);
        if (toCents(asked) !== toCents(paid)) {
          const price = { paid, store: asked };
          if (!canAdjust()) {
            await needsManager(view, priceWords(view, price), [], price);
            return 'needs_manager';
          }
          await adjustToPaid(view, atStore, price);
        }
        receipt = await sale.payCash({ tendered: paid });
      }
      placed(view, receipt.order);
      return 'placed';
    } catch (error) {
      if (foundPlaced) {
        placed(view, foundPlaced);
        return 'placed';
      }
      const said = refusal(error);
      if (said !== null && !unreachable(error)) {
        await needsManager(
          view,
          said,
          refused.map((r) => r.variantId),
        );
        return 'needs_manager';
      }
      throw error;
    } finally {
      opening = null;
    }
  };

  /**
   * The store asks another amount than the customer paid: the difference becomes a store-side
   * adjustment of the cart with its reason, journaled; the cart is read again and must then ask
   * exactly what was paid.
   */
  const adjustToPaid = async (view: OfflineSaleView, cart: Cart, price: OfflinePriceDifference) => {
    const amount = fromCents(toCents(price.paid) - toCents(price.store));
    const label = adjustmentLabel(view, price);
    await options.adjustments!.adjust({ orderId: cart.id, label, amount });
    journal.append('offline.adjusted', { ref: view.ref, orderNumber: cart.number, amount, label, ...price });
    log(`offline sale ${view.ref}: order ${cart.number} adjusted by ${amount} to the price paid`);
    const after = await sale.current();
    if (!after || toCents(amountDue(after)) !== toCents(price.paid)) {
      throw new TillRefusal({
        kind: 'invalid_input',
        message: `The store still asks ${after ? amountDue(after) : 'another amount'} for offline sale ${view.ref} after the adjustment; the customer paid ${price.paid}.`,
      });
    }
  };

  let running: Promise<OfflineReplayRun> | null = null;
  const go = async (): Promise<OfflineReplayRun> => {
    let placedCount = 0;
    let needsManagerCount = 0;
    const tried = new Set<string>();
    for (;;) {
      const waiting = salesToReplay(outbox(), canAdjust()).filter((s) => !tried.has(s.ref));
      // A sale left half-way goes first: its cart is the one written down.
      const kept = record();
      const next = waiting.find((s) => s.ref === kept?.ref) ?? waiting[0];
      if (!next) {
        options.onProblem?.(null);
        return { outcome: 'done', placed: placedCount, needsManager: needsManagerCount };
      }
      tried.add(next.ref);
      try {
        const outcome = await replayOne(next);
        if (outcome === 'placed') placedCount++;
        else needsManagerCount++;
      } catch (error) {
        changed();
        if (unreachable(error)) {
          log(`offline replay paused: the store stopped answering (${error instanceof Error ? error.message : 'unknown'})`);
          return { outcome: 'unreachable', placed: placedCount, needsManager: needsManagerCount };
        }
        const message = error instanceof Error ? error.message : 'The replay stopped.';
        log(`offline replay stopped at ${next.ref}: ${message}`);
        options.onProblem?.(`Offline sale ${next.ref} could not be sent: ${message}`);
        return { outcome: 'stopped', placed: placedCount, needsManager: needsManagerCount, message };
      }
    }
  };

  const run = (): Promise<OfflineReplayRun> => {
    running ??= go().finally(() => {
      running = null;
    });
    return running;
  };

  const decide = async (ref: string, decision: ManagerDecision, by: StaffRef | null): Promise<OfflineSaleView> => {
    // Never while a replay is sending: the decision applies to a sale at rest.
    await running?.catch(() => undefined);
    const view = outbox().find((s) => s.ref === ref);
    if (!view) throw new TillRefusal({ kind: 'not_found', message: `There is no offline sale ${ref}.` });
    if (view.state !== 'needs_manager') {
      throw new TillRefusal({ kind: 'invalid_input', message: `Offline sale ${ref} does not need a manager (it is ${view.state.replace('_', ' ')}).` });
    }
    if (decision === 'refund_owed') {
      journal.append('offline.resolved', { ref, resolution: 'refund_owed', orderNumber: null, refundOwed: fromCents(toCents(view.total)), by });
    } else if (decision === 'place_without_lines') {
      const leftOut = view.refusedVariantIds;
      if (leftOut.length === 0) {
        throw new TillRefusal({ kind: 'invalid_input', message: 'The store did not name a line it refused: place it as it is, or record a refund owed.' });
      }
      if (view.lines.every((l) => leftOut.includes(l.variantId))) {
        throw new TillRefusal({
          kind: 'invalid_input',
          message: 'The store refused every line of this sale: nothing would be left to place. Record a refund owed instead.',
        });
      }
      journal.append('offline.resolved', { ref, resolution: 'placed_without_line', orderNumber: null, refundOwed: null, by, leftOut });
    } else {
      journal.append('offline.resolved', { ref, resolution: 'placed_as_backorder', orderNumber: null, refundOwed: null, by, leftOut: [] });
    }
    changed();
    if (decision !== 'refund_owed') await run();
    return outbox().find((s) => s.ref === ref)!;
  };

  return { outbox, run, decide };
}
