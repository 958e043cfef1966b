/**
 * The offline sale service on a real journal and settings file in a temporary folder, with a
 * clock of the test's own: the time limit stops offline sales (and the status says so), a sale
 * the journal already holds is never taken twice after a crash between its entry and the end of
 * the sale, and an out-of-stock item or one with no price is refused in words.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectionState } from '../../../../shared/bridge/bridge.js';
import type { Product, Variant } from '../../../../shared/storefront/types/types.js';
import { createOfflineSales } from '../../../../electron/till/offline/offline-sales.js';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';
import { openTillJournal } from '../../../../electron/till/shift/till-journal.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const variant = (id: string, over: Partial<Variant> = {}): Variant => ({
  id,
  sku: `SKU-${id}`,
  barcode: null,
  isMaster: false,
  optionsText: '',
  optionValues: [],
  currency: 'USD',
  price: '12.00',
  displayPrice: '$12.00',
  inStock: true,
  backorderable: false,
  purchasable: true,
  ...over,
});
const product = (v: Variant): Product => ({
  id: `p${v.id}`,
  slug: `p-${v.id}`,
  name: `Product ${v.id}`,
  description: null,
  sku: v.sku,
  barcode: null,
  currency: 'USD',
  price: v.price,
  displayPrice: v.displayPrice,
  inStock: v.inStock,
  backorderable: v.backorderable,
  purchasable: v.purchasable,
  available: true,
  updatedAt: '2026-11-24T00:00:00.000Z',
  taxonIds: [],
  images: [],
  optionTypes: [],
  variants: [v],
  defaultVariantId: v.id,
});

function till(start = '2026-11-24T12:00:00.000Z') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-offline-service-'));
  dirs.push(dataDir);
  let now = new Date(start);
  const connection: ConnectionState = { state: 'offline', message: 'The store cannot be reached.', lastOkAt: start };
  const catalog = new Map(
    [variant('1'), variant('2', { inStock: false }), variant('3', { price: null, displayPrice: null })].map((v) => [v.id, { product: product(v), variant: v }]),
  );
  const settings = openSettingsFile(dataDir);
  const journal = openTillJournal({ dataDir, staff: () => ({ id: 's1', name: 'Ann', role: 'staff' }) });
  const make = () =>
    createOfflineSales({
      journal,
      settings,
      connection: () => connection,
      storeName: () => 'Shop',
      currency: () => 'USD',
      now: () => now,
      catalogVariant: (id) => catalog.get(id) ?? null,
    });
  return { offline: make(), make, settings, journal, later: (hours: number) => (now = new Date(now.getTime() + hours * 3_600_000)) };
}

describe('the offline sale service', () => {
  it('stops offline sales once the store has not answered for longer than the manager allows', () => {
    const t = till();
    t.offline.setLimits({ maxSale: '250.00', maxPending: '1000.00', maxHours: 2 });
    expect(t.offline.addLine('1', 1).total).toBe('12.00');
    t.later(2.5);
    expect(() => t.offline.addLine('1', 1)).toThrow('the store last answered 2.5 hours ago, past the manager’s limit of 2 hours offline');
    expect(() => t.offline.tenderCash({ tendered: '20' })).toThrow('past the manager’s limit of 2 hours offline');
    expect(t.offline.status().stopped).toContain('2.5 hours ago');
    // Nothing was written for the refused sale.
    expect(t.journal.entries({ kinds: ['offline.sale'] })).toHaveLength(0);
  });

  it('never takes a sale twice: one the journal holds is over, even if the till stopped before clearing it', () => {
    const t = till();
    const cart = t.offline.addLine('1', 2);
    const kept = t.settings.get('offline.cart');
    t.offline.tenderCash({ tendered: '24' });
    // As if the power went between the journal entry and the end of the sale.
    t.settings.set('offline.cart', kept);
    const again = t.make();
    expect(again.inProgress()).toBe(false);
    expect(again.cart()).toBeNull();
    expect(() => again.tenderCash({ tendered: '24' })).toThrow('There is no offline sale in progress.');
    expect(t.journal.entries({ kinds: ['offline.sale'] }).map((e) => e.data.ref)).toEqual([cart.number]);
  });

  it('refuses in words an item out of stock when the store last answered, one with no price, and cash short of the total', () => {
    const t = till();
    expect(() => t.offline.addLine('2', 1)).toThrow('Product 2 was out of stock when the store last answered');
    expect(() => t.offline.addLine('3', 1)).toThrow('Product 3 has no price');
    expect(() => t.offline.addLine('9', 1)).toThrow('not in this till’s copy of the catalog');
    t.offline.addLine('1', 1);
    expect(() => t.offline.tenderCash({ tendered: '10' })).toThrow('An offline sale is paid in cash in full: $12.00 is due.');
  });
});
