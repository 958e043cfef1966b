/**
 * Reading the catalog: products, variants, their prices in a currency, stock and options.
 * "In stock" means a positive count on hand; "purchasable" means in stock or backorderable.
 */
import { all, get, type DemoDb } from '../db/database.js';
import type { OptionTypeRow, OptionValueRow, ProductRow, VariantRow } from '../db/rows.js';

export interface Stock {
  countOnHand: number;
  backorderable: boolean;
  inStock: boolean;
  purchasable: boolean;
}

export interface Price {
  amountCents: number;
  compareAtCents: number | null;
}

export function productById(db: DemoDb, id: number): ProductRow | undefined {
  return get<ProductRow>(db, 'SELECT * FROM products WHERE id = ? AND deleted_at IS NULL', id);
}

/** Slug first, then id, as the interface looks products up. */
export function productBySlugOrId(db: DemoDb, slugOrId: string): ProductRow | undefined {
  const bySlug = get<ProductRow>(db, 'SELECT * FROM products WHERE slug = ? AND deleted_at IS NULL', slugOrId);
  if (bySlug) return bySlug;
  return /^\d{1,15}$/.test(slugOrId) ? productById(db, Number(slugOrId)) : undefined;
}

export function variantById(db: DemoDb, id: number): VariantRow | undefined {
  return get<VariantRow>(db, 'SELECT * FROM variants WHERE id = ? AND deleted_at IS NULL', id);
}

/** The sellable variants of a product, without the master. */
export function variantsOf(db: DemoDb, productId: number): VariantRow[] {
  return all<VariantRow>(db, 'SELECT * FROM variants WHERE product_id = ? AND is_master = 0 AND deleted_at IS NULL ORDER BY position, id', productId);
}

export function masterOf(db: DemoDb, productId: number): VariantRow {
  return get<VariantRow>(db, 'SELECT * FROM variants WHERE product_id = ? AND is_master = 1', productId)!;
}

/** The first purchasable variant, else the first variant, else the master. */
export function defaultVariantOf(db: DemoDb, productId: number): VariantRow {
  const variants = variantsOf(db, productId);
  return variants.find((v) => stockOf(db, v.id).purchasable) ?? variants[0] ?? masterOf(db, productId);
}

export function stockOf(db: DemoDb, variantId: number): Stock {
  const row = get<{ count: number | null; backorderable: number | null }>(
    db,
    'SELECT SUM(count_on_hand) AS count, MAX(backorderable) AS backorderable FROM stock_items WHERE variant_id = ?',
    variantId,
  );
  const countOnHand = row?.count ?? 0;
  const backorderable = (row?.backorderable ?? 0) === 1;
  return { countOnHand, backorderable, inStock: countOnHand > 0, purchasable: countOnHand > 0 || backorderable };
}

export function priceOf(db: DemoDb, variantId: number, currency: string): Price | null {
  const row = get<{ amount_cents: number; compare_at_cents: number | null }>(
    db,
    'SELECT amount_cents, compare_at_cents FROM prices WHERE variant_id = ? AND currency = ?',
    variantId,
    currency,
  );
  return row ? { amountCents: row.amount_cents, compareAtCents: row.compare_at_cents } : null;
}

export interface VariantOption {
  optionType: OptionTypeRow;
  value: OptionValueRow;
}

function optionsOf(db: DemoDb, variantId: number): VariantOption[] {
  const rows = all<OptionValueRow & { ot_name: string; ot_presentation: string; ot_position: number }>(
    db,
    `SELECT ov.*, ot.name AS ot_name, ot.presentation AS ot_presentation, ot.position AS ot_position
     FROM variant_option_values vov JOIN option_values ov ON ov.id = vov.option_value_id
     JOIN option_types ot ON ot.id = ov.option_type_id WHERE vov.variant_id = ? ORDER BY ot.position, ov.position`,
    variantId,
  );
  return rows.map((r) => ({
    optionType: { id: r.option_type_id, name: r.ot_name, presentation: r.ot_presentation, position: r.ot_position },
    value: { id: r.id, option_type_id: r.option_type_id, name: r.name, presentation: r.presentation, position: r.position },
  }));
}

/** "Color: Navy, Size: M" */
export function optionsText(db: DemoDb, variantId: number): string {
  return optionsOf(db, variantId)
    .map((o) => `${o.optionType.presentation}: ${o.value.presentation}`)
    .join(', ');
}

/** "Harbor Logo Tee (Color: Navy, Size: M)", or just the product name for a master. */
export function variantLabel(db: DemoDb, variant: VariantRow): string {
  const product = get<{ name: string }>(db, 'SELECT name FROM products WHERE id = ?', variant.product_id);
  const text = optionsText(db, variant.id);
  return text ? `${product?.name ?? ''} (${text})` : (product?.name ?? '');
}

/** Is the product or variant past its discontinue date? */
export function isDiscontinued(discontinueOn: string | null, now = Date.now()): boolean {
  return discontinueOn !== null && Date.parse(discontinueOn) <= now;
}
