/**
 * A till's offline replay on a store, wired as the runtime wires it (its own sale service at
 * `sync` priority, the till's journal and settings in a data folder), for tests that drive the
 * replay directly through a network of their own and start again on the same folder as a
 * restart does. Offline sales are written to the journal as the counter writes them.
 */
import { all, get, openDemoDb } from '../../../electron/demo-store/db/database.js';
import { createOfflineReplay, REPLAY_SALE_KEYS, type OfflineReplayOptions } from '../../../electron/till/offline/offline-replay.js';
import { createSaleService } from '../../../electron/till/sale/sale.js';
import { DEMO_LOCATION, DEMO_WALK_IN_EMAIL } from '../../../electron/till/store/store-profiles.js';
import { fromCents, toCents } from '../../../shared/money.js';
import type { OfflineSale } from '../../../shared/offline/offline-sales.js';
import type { FetchLike } from '../../../shared/storefront/types/client-types.js';
import type { StaffRef } from '../../../shared/shift/till-journal.js';
import type { StoreLocation } from '../../../shared/store-location.js';
import { openTillOnStore, TIMERS_NEVER_FIRE } from './sale-till.js';

const OFFLINE_CLERK: StaffRef = { id: 'clerk-1', name: 'Sam Clerk', role: 'staff' };

export function startOfflineTill(
  storeUrl: string,
  options: {
    fetch?: FetchLike;
    dataDir?: string;
    timeoutMs?: number;
    location?: () => StoreLocation | null;
    onProblem?: (problem: string | null) => void;
    /** The manager's admin client, to adjust an order to the price paid (the offline price rule). */
    adjustments?: OfflineReplayOptions['adjustments'];
  } = {},
) {
  const { client, settings, tracker, journal, dataDir } = openTillOnStore(storeUrl, { ...options, clock: TIMERS_NEVER_FIRE, staff: () => OFFLINE_CLERK });
  const replay = createOfflineReplay({
    journal,
    settings,
    client,
    ...(options.onProblem ? { onProblem: options.onProblem } : {}),
    ...(options.adjustments ? { adjustments: options.adjustments } : {}),
    openSale: (hooks) =>
      createSaleService({
        ...hooks,
        client,
        settings,
        tracker,
        storeName: async () => 'Harbor & Pine Outfitters',
        walkInPickup: () => ({ location: options.location ? options.location() : DEMO_LOCATION, email: DEMO_WALK_IN_EMAIL }),
        keys: REPLAY_SALE_KEYS,
        priority: 'sync',
      }),
  });
  return { dataDir, client, settings, tracker, journal, replay, close: () => journal.close() };
}

export interface OfflineLineInput {
  variantId: string;
  name: string;
  quantity: number;
  unitPrice: string;
}

/** An offline cash sale as the counter records it (tax as the till estimated it: none in Maine). */
export function offlineSale(ref: string, takenAt: string, lines: OfflineLineInput[]): OfflineSale {
  const withAmounts = lines.map((l) => ({ ...l, sku: null, amount: fromCents(toCents(l.unitPrice) * l.quantity) }));
  const total = fromCents(withAmounts.reduce((sum, l) => sum + toCents(l.amount), 0));
  return {
    ref,
    takenAt,
    staff: OFFLINE_CLERK,
    currency: 'USD',
    lines: withAmounts,
    itemTotal: total,
    taxTotal: '0.00',
    total,
    cashTendered: total,
    change: '0.00',
  };
}

/** In-stock, non-backorderable variants of the demo store with their USD price and name, read from its SQLite file. */
export function stockedVariants(storeDataDir: string, count: number): (OfflineLineInput & { stock: number })[] {
  const db = openDemoDb(storeDataDir);
  try {
    return all<{ id: number; name: string; cents: number; stock: number }>(
      db,
      `SELECT v.id, p.name, pr.amount_cents AS cents, SUM(s.count_on_hand) AS stock
         FROM variants v JOIN products p ON p.id = v.product_id
         JOIN prices pr ON pr.variant_id = v.id AND pr.currency = 'USD'
         JOIN stock_items s ON s.variant_id = v.id
        WHERE p.status = 'active' AND p.discontinue_on IS NULL AND v.discontinue_on IS NULL AND p.deleted_at IS NULL AND v.deleted_at IS NULL
          AND (v.is_master = 0 OR NOT EXISTS (SELECT 1 FROM variants o WHERE o.product_id = p.id AND o.is_master = 0))
        GROUP BY v.id HAVING SUM(s.count_on_hand) >= 20 AND MAX(s.backorderable) = 0
        ORDER BY v.id LIMIT ?`,
      count,
    ).map((v) => ({ variantId: String(v.id), name: v.name, quantity: 1, unitPrice: fromCents(v.cents), stock: v.stock }));
  } finally {
    db.close();
  }
}

/** What the store's SQLite file says: each variant's stock, and the completed orders' numbers in the order placed. */
export function storeFacts(storeDataDir: string) {
  const read = <T>(query: (db: ReturnType<typeof openDemoDb>) => T): T => {
    const db = openDemoDb(storeDataDir);
    try {
      return query(db);
    } finally {
      db.close();
    }
  };
  return {
    stock: (variantId: string) =>
      read((db) => get<{ n: number }>(db, 'SELECT SUM(count_on_hand) AS n FROM stock_items WHERE variant_id = ?', Number(variantId))!.n),
    completed: read((db) => all<{ number: string }>(db, "SELECT number FROM orders WHERE state = 'complete' ORDER BY completed_at, id").map((o) => o.number)),
  };
}

/** Changes a variant at the store (price in USD, stock) with the store stopped, as its operator would. */
export function changeVariant(storeDataDir: string, variantId: string, change: { priceCents?: number; stock?: number }): void {
  const db = openDemoDb(storeDataDir);
  try {
    if (change.priceCents !== undefined)
      db.prepare("UPDATE prices SET amount_cents = ? WHERE variant_id = ? AND currency = 'USD'").run(change.priceCents, Number(variantId));
    if (change.stock !== undefined)
      db.prepare('UPDATE stock_items SET count_on_hand = ?, backorderable = 0 WHERE variant_id = ?').run(change.stock, Number(variantId));
  } finally {
    db.close();
  }
}
