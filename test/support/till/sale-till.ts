/**
 * A till's sale service and order tracker on a store, wired as the runtime wires them, for tests
 * that drive the sale directly (through a network of their own, with a clock of their own, and
 * starting again on the same data folder as a restart does).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createOrderTracker, type Clock } from '../../../electron/till/orders/order-tracker.js';
import { createSaleService, type SaleServiceOptions } from '../../../electron/till/sale/sale.js';
import { openSettingsFile } from '../../../electron/till/settings/settings-store.js';
import { openTillJournal } from '../../../electron/till/shift/till-journal.js';
import { createStorefrontClient } from '../../../shared/storefront/client/client.js';
import type { FetchLike } from '../../../shared/storefront/types/client-types.js';
import { SHOP_DIALECT } from '../../../shared/storefront/dialect.js';
import type { StaffRef } from '../../../shared/shift/till-journal.js';

/** How a test's till reaches its store and where it keeps its data. */
export interface TillOnStoreOptions {
  /** How the till reaches the store (default: straight there). */
  fetch?: FetchLike;
  /** The store client's request timeout (default: the client's own). */
  timeoutMs?: number;
  /** Where the till keeps its sale and tracked orders (default: a fresh temporary folder). */
  dataDir?: string;
  /** The tracker's clock (default: the system's). */
  clock?: Clock;
  random?: () => number;
  /** Who the journal says is on the till (default: nobody). */
  staff?: () => StaffRef | null;
}

/**
 * What every till on a store has, as the runtime opens it for a store: the store's client, the
 * settings and journal in the data folder, the order tracker. Each test till adds its services.
 */
export function openTillOnStore(storeUrl: string, options: TillOnStoreOptions = {}) {
  const { fetch, timeoutMs, clock, random, staff } = options;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'pos-till-'));
  const client = createStorefrontClient({ baseUrl: storeUrl, dialect: SHOP_DIALECT, fetch, timeoutMs });
  const settings = openSettingsFile(dataDir);
  const tracker = createOrderTracker({ client, settings, clock, random });
  const journal = openTillJournal({ dataDir, ...(staff ? { staff } : {}) });
  return { client, settings, tracker, journal, dataDir };
}

export interface TillOptions
  extends
    Omit<TillOnStoreOptions, 'staff'>,
    Partial<Pick<SaleServiceOptions, 'account' | 'now' | 'onChange' | 'onAttention' | 'onPlaced' | 'onTerminalTenderTaken' | 'walkInPickup' | 'catalogPrice'>> {
  storeName?: string;
}

/** A till's sale service on a store, with what every till on a store has. */
export function startTill(storeUrl: string, options: TillOptions = {}) {
  const { fetch, timeoutMs, clock, random, dataDir, storeName = 'Harbor & Pine Outfitters', ...hooks } = options;
  const till = openTillOnStore(storeUrl, { fetch, timeoutMs, clock, random, dataDir });
  const sale = createSaleService({ ...hooks, ...till, storeName: async () => storeName });
  return { ...till, sale };
}

/** A clock whose timers never fire: the tracker polls only when a test asks it to. */
export const TIMERS_NEVER_FIRE: Clock = { now: () => Date.now(), setTimeout: () => 0, clearTimeout: () => {} };

/** The first in-stock variant of a product, read from the store itself. */
export async function inStockVariant(storeUrl: string, slug: string): Promise<string> {
  const product = await createStorefrontClient({ baseUrl: storeUrl, dialect: SHOP_DIALECT }).product(slug);
  return product.variants.find((v) => v.inStock)!.id;
}

/** A customer at the counter, in Maine (no sales tax at the demo store). */
export const WALK_IN_CUSTOMER = {
  email: 'walk-in@example.com',
  firstname: 'Robin',
  lastname: 'Counter',
  address1: '12 Wharf Street',
  city: 'Portland',
  zipcode: '04101',
  stateName: 'ME',
  countryIso: 'US',
};
