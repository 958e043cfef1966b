/**
 * Catalog changes through the Platform API: a product's content (name, description, meta
 * fields) and its master price, a variant's price in one currency, and a stock item's count on
 * hand and backorderable flag. Each saved change is told to the store's event bus as
 * `product.changed` (MCP subscribers hear of it).
 */
import { hasErrors, validationFailed, type FieldErrors } from '../http/api-error.js';
import { masterOf, priceOf } from './catalog.js';
import { all, get, run, type DemoDb } from '../db/database.js';
import type { ProductRow, StoreRow, VariantRow } from '../db/rows.js';
import { storeEvents } from '../process/events.js';
import { parseAmountToCents } from '../jsonapi/money.js';
import { nowIso } from '../orders/orders.js';
import { asString, type Params } from '../http/params.js';

const MAX_PRICE_CENTS = 99_999_999_99;
const MAX_STOCK = 1_000_000;
const TEXT_LIMITS = { name: 255, description: 65_535, meta_description: 1000, meta_keywords: 1000 } as const;

export interface StockItemRow {
  id: number;
  variant_id: number;
  stock_location_id: number;
  count_on_hand: number;
  backorderable: number;
}

const STOCK_ITEM_SQL = 'SELECT rowid AS id, variant_id, stock_location_id, count_on_hand, backorderable FROM stock_items';

export function stockItemById(db: DemoDb, key: string): StockItemRow | undefined {
  return /^\d{1,15}$/.test(key) ? get<StockItemRow>(db, `${STOCK_ITEM_SQL} WHERE rowid = ?`, Number(key)) : undefined;
}

export function stockItemsPage(db: DemoDb, variantIds: number[], limit: number, offset: number): { rows: StockItemRow[]; total: number } {
  const where = variantIds.length > 0 ? `WHERE variant_id IN (${variantIds.map(() => '?').join(',')})` : '';
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM stock_items ${where}`).get(...variantIds) as { n: number }).n;
  const rows = db.prepare(`${STOCK_ITEM_SQL} ${where} ORDER BY rowid LIMIT ? OFFSET ?`).all(...variantIds, limit, offset) as StockItemRow[];
  return { rows, total };
}

interface PriceChange {
  amountCents?: number;
  /** null clears it. */
  compareAtCents?: number | null;
}

function readPrice(input: Params, errors: FieldErrors): PriceChange {
  const change: PriceChange = {};
  if (input.price !== undefined) {
    const cents = parseAmountToCents(input.price);
    if (cents === null) errors.price = ['is not a number'];
    else if (cents < 0 || cents > MAX_PRICE_CENTS) errors.price = ['must be between 0 and 99999999.99'];
    else change.amountCents = cents;
  }
  if (input.compare_at_price !== undefined) {
    if (input.compare_at_price === null || input.compare_at_price === '') change.compareAtCents = null;
    else {
      const cents = parseAmountToCents(input.compare_at_price);
      if (cents === null) errors.compare_at_price = ['is not a number'];
      else if (cents < 0 || cents > MAX_PRICE_CENTS) errors.compare_at_price = ['must be between 0 and 99999999.99'];
      else change.compareAtCents = cents;
    }
  }
  return change;
}

function readCurrency(input: Params, store: StoreRow, errors: FieldErrors): string {
  if (input.currency === undefined) return store.default_currency;
  const currency = asString(input.currency)?.trim().toUpperCase() ?? '';
  if (!store.supported_currencies.split(',').includes(currency)) errors.currency = ['is not supported by the store'];
  return currency;
}

/** Saves a price change; a variant without a price in that currency needs `price`. */
function savePrice(db: DemoDb, variantId: number, currency: string, change: PriceChange, errors: FieldErrors): boolean {
  if (change.amountCents === undefined && change.compareAtCents === undefined) return false;
  const current = priceOf(db, variantId, currency);
  if (!current && change.amountCents === undefined) {
    errors.price = ["can't be blank"];
    return false;
  }
  const amount = change.amountCents ?? current!.amountCents;
  const compareAt = change.compareAtCents === undefined ? (current?.compareAtCents ?? null) : change.compareAtCents;
  if (current && current.amountCents === amount && current.compareAtCents === compareAt) return false;
  run(
    db,
    `INSERT INTO prices (variant_id, currency, amount_cents, compare_at_cents) VALUES (?, ?, ?, ?)
    ON CONFLICT(variant_id, currency) DO UPDATE SET amount_cents = excluded.amount_cents, compare_at_cents = excluded.compare_at_cents`,
    variantId,
    currency,
    amount,
    compareAt,
  );
  run(db, 'UPDATE variants SET updated_at = ? WHERE id = ?', nowIso(), variantId);
  return true;
}

/** Applies a request's `variant` record: `{price, compare_at_price, currency}` (currency: the store default when absent). */
export function updateVariant(db: DemoDb, store: StoreRow, variant: VariantRow, input: Params): void {
  const errors: FieldErrors = {};
  const currency = readCurrency(input, store, errors);
  const change = readPrice(input, errors);
  if (hasErrors(errors)) throw validationFailed(errors);
  const changed = db.transaction(() => {
    const saved = savePrice(db, variant.id, currency, change, errors);
    if (hasErrors(errors)) throw validationFailed(errors);
    return saved;
  })();
  if (changed) storeEvents(db).emit('product.changed', { productId: variant.product_id, what: 'price' });
}

/** Applies a request's `product` record: `{name, description, meta_description, meta_keywords, price, compare_at_price, currency}`; prices are the master's. */
export function updateProduct(db: DemoDb, store: StoreRow, product: ProductRow, input: Params): void {
  const errors: FieldErrors = {};
  const texts: Partial<Record<keyof typeof TEXT_LIMITS, string | null>> = {};
  for (const [field, limit] of Object.entries(TEXT_LIMITS) as [keyof typeof TEXT_LIMITS, number][]) {
    const value = input[field];
    if (value === undefined) continue;
    if (value === null && field !== 'name') {
      texts[field] = null;
      continue;
    }
    const text = asString(value);
    if (text === undefined) errors[field] = ['must be text'];
    else if (field === 'name' && text.trim() === '') errors[field] = ["can't be blank"];
    else if (text.length > limit) errors[field] = [`is too long (maximum is ${limit} characters)`];
    else texts[field] = field === 'name' ? text.trim() : text;
  }
  const currency = readCurrency(input, store, errors);
  const change = readPrice(input, errors);
  if (hasErrors(errors)) throw validationFailed(errors);
  const { contentChanged, priceChanged } = db.transaction(() => {
    const changedTexts = Object.entries(texts).filter(([field, value]) => product[field as keyof ProductRow] !== value);
    for (const [field, value] of changedTexts) run(db, `UPDATE products SET ${field} = ? WHERE id = ?`, value, product.id);
    const saved = savePrice(db, masterOf(db, product.id).id, currency, change, errors);
    if (hasErrors(errors)) throw validationFailed(errors);
    if (changedTexts.length > 0 || saved) run(db, 'UPDATE products SET updated_at = ? WHERE id = ?', nowIso(), product.id);
    return { contentChanged: changedTexts.length > 0, priceChanged: saved };
  })();
  if (contentChanged) storeEvents(db).emit('product.changed', { productId: product.id, what: 'content' });
  if (priceChanged) storeEvents(db).emit('product.changed', { productId: product.id, what: 'price' });
}

/** Applies a request's `stock_item` record: `{count_on_hand, backorderable}`; the count is set, not added to. */
export function updateStockItem(db: DemoDb, item: StockItemRow, input: Params): void {
  const errors: FieldErrors = {};
  let count = item.count_on_hand;
  let backorderable = item.backorderable;
  if (input.count_on_hand !== undefined) {
    const text = asString(input.count_on_hand)?.trim() ?? '';
    const value = /^-?\d{1,9}$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(value)) errors.count_on_hand = ['must be a whole number'];
    else if (Math.abs(value) > MAX_STOCK) errors.count_on_hand = [`must be between -${MAX_STOCK} and ${MAX_STOCK}`];
    else count = value;
  }
  if (input.backorderable !== undefined) {
    if (input.backorderable === true || input.backorderable === 'true') backorderable = 1;
    else if (input.backorderable === false || input.backorderable === 'false') backorderable = 0;
    else errors.backorderable = ['must be true or false'];
  }
  if (hasErrors(errors)) throw validationFailed(errors);
  if (count === item.count_on_hand && backorderable === item.backorderable) return;
  const productId = db.transaction(() => {
    run(db, 'UPDATE stock_items SET count_on_hand = ?, backorderable = ? WHERE rowid = ?', count, backorderable, item.id);
    run(db, 'UPDATE variants SET updated_at = ? WHERE id = ?', nowIso(), item.variant_id);
    return get<{ product_id: number }>(db, 'SELECT product_id FROM variants WHERE id = ?', item.variant_id)?.product_id;
  })();
  if (productId !== undefined) storeEvents(db).emit('product.changed', { productId, what: 'stock' });
}

/** Products whose variants appear in these line items (for stock notifications after a sale). */
export function productIdsOfOrder(db: DemoDb, orderId: number): number[] {
  return all<{ product_id: number }>(
    db,
    'SELECT DISTINCT v.product_id FROM line_items li JOIN variants v ON v.id = li.variant_id WHERE li.order_id = ? ORDER BY v.product_id',
    orderId,
  ).map((r) => r.product_id);
}
