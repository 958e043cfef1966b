/**
 * Seeds the gift-card product once, into new and older data files alike: "Gift card" with one
 * variant per amount (25, 50 and 100 in each currency), SKUs beginning with `GIFTCARD-` (how the
 * store and the till recognise it: shared/giftcards/gift-card-product.ts), always in stock, no
 * weight (nothing to ship). The store charges no tax on it (orders/orders.ts) and issues or loads
 * a card for each of its lines once the order is complete, through the Platform API's `gift_cards`.
 */
import { GIFT_CARD_SKU_PREFIX } from '../../../shared/giftcards/gift-card-product.js';
import { knowGiftCardVariants } from '../payments/gift-card-issuing.js';
import { get, readMeta, run, writeMeta, type DemoDb } from './database.js';

const MARKER = 'gift_card_product_seeded_at';
const SEEDED_AT = '2026-01-05T09:00:00.000Z';
const AMOUNTS = [25, 50, 100] as const;
/** Enough that a sale of a card never waits on stock (a card is not goods on a shelf). */
const ALWAYS_IN_STOCK = 1_000_000;

function nextId(db: DemoDb, table: string): number {
  return (get<{ n: number | null }>(db, `SELECT MAX(id) AS n FROM ${table}`)?.n ?? 0) + 1;
}

function insertVariant(db: DemoDb, productId: number, sku: string, position: number, cents: number): number {
  const id = nextId(db, 'variants');
  run(
    db,
    `INSERT INTO variants (id, product_id, is_master, sku, barcode, position, weight, discontinue_on, created_at, updated_at)
    VALUES (?, ?, ?, ?, NULL, ?, NULL, NULL, ?, ?)`,
    id,
    productId,
    position === 0 ? 1 : 0,
    sku,
    position,
    SEEDED_AT,
    SEEDED_AT,
  );
  for (const currency of ['USD', 'EUR'])
    run(db, 'INSERT INTO prices (variant_id, currency, amount_cents, compare_at_cents) VALUES (?, ?, ?, NULL)', id, currency, cents);
  run(db, 'INSERT INTO stock_items (variant_id, stock_location_id, count_on_hand, backorderable) VALUES (?, 1, ?, 1)', id, ALWAYS_IN_STOCK);
  return id;
}

export function seedGiftCardProduct(db: DemoDb): void {
  if (readMeta(db, MARKER) === null && get(db, 'SELECT 1 FROM stock_locations WHERE id = 1')) seedProduct(db);
  knowGiftCardVariants(db);
}

function seedProduct(db: DemoDb): void {
  const productId = nextId(db, 'products');
  run(
    db,
    `INSERT INTO products (id, name, slug, description, meta_description, meta_keywords, available_on, discontinue_on, status, created_at, updated_at)
    VALUES (?, 'Gift card', 'gift-card', ?, ?, 'gift card, harbor and pine', ?, NULL, 'active', ?, ?)`,
    productId,
    'A Harbor & Pine gift card, spent in the store or online. Its code is printed on the receipt; a card can be loaded again at the counter.',
    'A Harbor & Pine gift card.',
    SEEDED_AT,
    SEEDED_AT,
    SEEDED_AT,
  );
  let optionTypeId = get<{ id: number }>(db, "SELECT id FROM option_types WHERE name = 'gift-card-amount'")?.id;
  if (optionTypeId === undefined) {
    optionTypeId = nextId(db, 'option_types');
    run(db, "INSERT INTO option_types (id, name, presentation, position) VALUES (?, 'gift-card-amount', 'Amount', ?)", optionTypeId, optionTypeId);
  }
  run(db, 'INSERT INTO product_option_types (product_id, option_type_id, position) VALUES (?, ?, 1)', productId, optionTypeId);
  insertVariant(db, productId, GIFT_CARD_SKU_PREFIX.slice(0, -1), 0, AMOUNTS[0] * 100);
  AMOUNTS.forEach((amount, i) => {
    const variantId = insertVariant(db, productId, `${GIFT_CARD_SKU_PREFIX}${amount}`, i + 1, amount * 100);
    const valueId = nextId(db, 'option_values');
    run(
      db,
      'INSERT INTO option_values (id, option_type_id, name, presentation, position) VALUES (?, ?, ?, ?, ?)',
      valueId,
      optionTypeId,
      String(amount),
      String(amount),
      i + 1,
    );
    run(db, 'INSERT INTO variant_option_values (variant_id, option_value_id) VALUES (?, ?)', variantId, valueId);
  });
  writeMeta(db, MARKER, SEEDED_AT);
}
