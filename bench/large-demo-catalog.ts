/**
 * A demo store's data folder holding the seeded store plus `count` more products (one master
 * variant each, priced in USD and EUR, in stock), for benches that need a large catalog at the
 * store itself. Written straight into the store's SQLite file once the store has seeded it.
 */
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DB_FILE } from '../electron/demo-store/db/database.js';
import { startDemoStore } from '../electron/demo-store/http/server.js';

export async function largeDemoCatalog(count: number): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-large-store-'));
  await (await startDemoStore({ dataDir, rateLimit: false })).close();
  const db = new Database(path.join(dataDir, DB_FILE));
  try {
    const next = (table: string) => (db.prepare(`SELECT COALESCE(MAX(id), 0) + 1 AS id FROM ${table}`).get() as { id: number }).id;
    const taxon = (db.prepare('SELECT id FROM taxons WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1').get() as { id: number }).id;
    const location = (db.prepare('SELECT id FROM stock_locations ORDER BY id LIMIT 1').get() as { id: number }).id;
    const product = db.prepare(`INSERT INTO products (id, name, slug, description, status, created_at, updated_at) VALUES (?, ?, ?, ?, 'active', ?, ?)`);
    const classification = db.prepare('INSERT INTO classifications (product_id, taxon_id, position) VALUES (?, ?, ?)');
    const variant = db.prepare(
      'INSERT INTO variants (id, product_id, is_master, sku, barcode, position, created_at, updated_at) VALUES (?, ?, 1, ?, NULL, 0, ?, ?)',
    );
    const price = db.prepare('INSERT INTO prices (variant_id, currency, amount_cents, compare_at_cents) VALUES (?, ?, ?, NULL)');
    const stock = db.prepare('INSERT INTO stock_items (variant_id, stock_location_id, count_on_hand, backorderable) VALUES (?, ?, 50, 0)');
    const firstProduct = next('products');
    const firstVariant = next('variants');
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const at = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
        const id = firstProduct + i;
        const variantId = firstVariant + i;
        product.run(id, `Bench Product ${i}`, `bench-product-${i}`, `A product for the bench, number ${i}.`, at, at);
        classification.run(id, taxon, i + 1);
        variant.run(variantId, id, `BENCH-${String(i).padStart(6, '0')}`, at, at);
        price.run(variantId, 'USD', 1999);
        price.run(variantId, 'EUR', 1899);
        stock.run(variantId, location);
      }
    })();
  } finally {
    db.close();
  }
  return dataDir;
}
