/**
 * The catalog's related rows read for many records at once, one statement per relation (the keys
 * bound as one JSON list, so each statement is prepared once): the same rows, in the same order,
 * as the one-record reads of `catalog.ts`.
 */
import { groupBy, indexBy, keyedRows, KEYS, relation } from '../jsonapi/batch-reads.js';
import type { ImageRow, OptionTypeRow, OptionValueRow, ProductPropertyRow, ProductRow, TaxonRow, TaxonomyRow, VariantRow } from '../db/rows.js';
import type { Price, Stock, VariantOption } from './catalog.js';

/** Rows with a `batch_key` column grouped by it (the rows keep it: the resources read only their own columns). */
function grouped<T>(found: (T & { batch_key: number })[]): Map<number, T[]> {
  return groupBy(found, (r) => r.batch_key);
}

/** The columns of a variant its resource and its product's attributes read. */
export type ListedVariant = Pick<VariantRow, 'id' | 'product_id' | 'is_master' | 'sku' | 'barcode' | 'weight' | 'position' | 'deleted_at'>;

export interface ProductVariants {
  /** The master (present on every product the store seeded or created). */
  master: ListedVariant | undefined;
  /** The sellable variants without the master: not deleted, by position. */
  variants: ListedVariant[];
}

/** A variant's columns with its stock over every location, read as one. */
type VariantWithStock = ListedVariant & { stock_count: number | null; stock_backorderable: number | null };

/**
 * Each product's master and its sellable variants (`masterOf`, `variantsOf`). The same statement
 * reads every variant's stock (summed over its stock items in one join), kept as `variantStock`
 * for the document; the rows keep those columns beside their own. Prices are read apart, for the
 * variants the document shows (a product's price is its default variant's).
 */
export const productVariants = relation<number, ProductVariants>(
  (scope, ids) => {
    const found = keyedRows<VariantWithStock>(
      scope,
      `SELECT v.id, v.product_id, v.is_master, v.sku, v.barcode, v.weight, v.position, v.deleted_at,
       SUM(si.count_on_hand) AS stock_count, MAX(si.backorderable) AS stock_backorderable
     FROM variants v LEFT JOIN stock_items si ON si.variant_id = v.id
     WHERE v.product_id IN (${KEYS}) GROUP BY v.product_id, v.id ORDER BY v.product_id, v.id`,
      ids,
    );
    const byProduct = new Map<number, ProductVariants>();
    for (const variant of found) {
      scope.reads?.keep(variantStock, variant.id, stockFrom(variant.stock_count, variant.stock_backorderable));
      let entry = byProduct.get(variant.product_id);
      if (!entry) {
        entry = { master: undefined, variants: [] };
        byProduct.set(variant.product_id, entry);
      }
      if (variant.is_master === 1) entry.master ??= variant;
      else if (variant.deleted_at === null) entry.variants.push(variant);
    }
    for (const entry of byProduct.values()) entry.variants.sort((a, b) => a.position - b.position || a.id - b.id);
    return byProduct;
  },
  () => ({ master: undefined, variants: [] }),
);

/** Stock of each variant over every location (`stockOf`). */
export const variantStock = relation<number, Stock>(
  (scope, ids) => {
    const found = keyedRows<{ variant_id: number; count: number | null; backorderable: number | null }>(
      scope,
      `SELECT variant_id, SUM(count_on_hand) AS count, MAX(backorderable) AS backorderable FROM stock_items
     WHERE variant_id IN (${KEYS}) GROUP BY variant_id`,
      ids,
    );
    return new Map(found.map((r) => [r.variant_id, stockFrom(r.count, r.backorderable)]));
  },
  () => stockFrom(null, null),
);

function stockFrom(count: number | null, backorderable: number | null): Stock {
  const countOnHand = count ?? 0;
  const canBackorder = (backorderable ?? 0) === 1;
  return { countOnHand, backorderable: canBackorder, inStock: countOnHand > 0, purchasable: countOnHand > 0 || canBackorder };
}

/** Each variant's price in the request currency (`priceOf`), null without one. */
export const variantPrice = relation<number, Price | null>(
  (scope, ids) => {
    const found = keyedRows<{ variant_id: number; amount_cents: number; compare_at_cents: number | null }>(
      scope,
      `SELECT variant_id, amount_cents, compare_at_cents FROM prices WHERE variant_id IN (${KEYS}) AND currency = ?`,
      ids,
      [scope.currency],
    );
    return new Map(found.map((r) => [r.variant_id, { amountCents: r.amount_cents, compareAtCents: r.compare_at_cents }]));
  },
  () => null,
);

/** Each variant's option values with their types, by type then value position (`optionsOf`). */
export const variantOptions = relation<number, VariantOption[]>(
  (scope, ids) => {
    const found = keyedRows<OptionValueRow & { variant_id: number; ot_name: string; ot_presentation: string; ot_position: number }>(
      scope,
      `SELECT vov.variant_id, ov.*, ot.name AS ot_name, ot.presentation AS ot_presentation, ot.position AS ot_position
     FROM variant_option_values vov JOIN option_values ov ON ov.id = vov.option_value_id
     JOIN option_types ot ON ot.id = ov.option_type_id WHERE vov.variant_id IN (${KEYS})
     ORDER BY vov.variant_id, ot.position, ov.position`,
      ids,
    );
    return new Map(
      [...groupBy(found, (r) => r.variant_id)].map(([variantId, list]) => [
        variantId,
        list.map((r) => ({
          optionType: { id: r.option_type_id, name: r.ot_name, presentation: r.ot_presentation, position: r.ot_position },
          value: { id: r.id, option_type_id: r.option_type_id, name: r.name, presentation: r.presentation, position: r.position },
        })),
      ]),
    );
  },
  () => [],
);

/** Each variant's images (`imagesOfVariant`). */
export const variantImages = relation<number, ImageRow[]>(
  (scope, ids) =>
    groupBy(keyedRows<ImageRow>(scope, `SELECT * FROM images WHERE variant_id IN (${KEYS}) ORDER BY variant_id, position, id`, ids), (i) => i.variant_id),
  () => [],
);

/** Images of all of each product's variants, the master's first (`imagesOfProduct`). */
export const productImages = relation<number, ImageRow[]>(
  (scope, ids) =>
    grouped(
      keyedRows<ImageRow & { batch_key: number }>(
        scope,
        `SELECT v.product_id AS batch_key, i.* FROM images i JOIN variants v ON v.id = i.variant_id
   WHERE v.product_id IN (${KEYS}) AND v.deleted_at IS NULL ORDER BY v.product_id, v.is_master DESC, v.position, i.position, i.id`,
        ids,
      ),
    ),
  () => [],
);

/** Each product's option types (`optionTypesOfProduct`). */
export const productOptionTypes = relation<number, OptionTypeRow[]>(
  (scope, ids) =>
    grouped(
      keyedRows<OptionTypeRow & { batch_key: number }>(
        scope,
        `SELECT pot.product_id AS batch_key, ot.* FROM product_option_types pot JOIN option_types ot ON ot.id = pot.option_type_id
   WHERE pot.product_id IN (${KEYS}) ORDER BY pot.product_id, pot.position`,
        ids,
      ),
    ),
  () => [],
);

/** Each option type's values (`optionValuesOfType`). */
export const optionTypeValues = relation<number, OptionValueRow[]>(
  (scope, ids) =>
    groupBy(
      keyedRows<OptionValueRow>(scope, `SELECT * FROM option_values WHERE option_type_id IN (${KEYS}) ORDER BY option_type_id, position`, ids),
      (v) => v.option_type_id,
    ),
  () => [],
);

/** Each product's properties (`propertiesOfProduct`). */
export const productProperties = relation<number, ProductPropertyRow[]>(
  (scope, ids) =>
    groupBy(
      keyedRows<ProductPropertyRow>(scope, `SELECT * FROM product_properties WHERE product_id IN (${KEYS}) ORDER BY product_id, position`, ids),
      (p) => p.product_id,
    ),
  () => [],
);

/** Each product's taxons (`taxonsOfProduct`). */
export const productTaxons = relation<number, TaxonRow[]>(
  (scope, ids) =>
    grouped(
      keyedRows<TaxonRow & { batch_key: number }>(
        scope,
        `SELECT c.product_id AS batch_key, t.* FROM classifications c JOIN taxons t ON t.id = c.taxon_id
   WHERE c.product_id IN (${KEYS}) ORDER BY c.product_id, t.lft`,
        ids,
      ),
    ),
  () => [],
);

/** Products by id, not deleted ones (`productById`). */
export const productsById = relation<number, ProductRow | undefined>(
  (scope, ids) => indexBy(keyedRows<ProductRow>(scope, `SELECT * FROM products WHERE id IN (${KEYS}) AND deleted_at IS NULL`, ids), (p) => p.id),
  () => undefined,
);

/** Variants by id, not deleted ones (`variantById`). */
export const variantsById = relation<number, VariantRow | undefined>(
  (scope, ids) => indexBy(keyedRows<VariantRow>(scope, `SELECT * FROM variants WHERE id IN (${KEYS}) AND deleted_at IS NULL`, ids), (v) => v.id),
  () => undefined,
);

/** Option types by id (`optionTypeById`). */
export const optionTypesById = relation<number, OptionTypeRow | undefined>(
  (scope, ids) => indexBy(keyedRows<OptionTypeRow>(scope, `SELECT * FROM option_types WHERE id IN (${KEYS})`, ids), (t) => t.id),
  () => undefined,
);

/** Taxons by id (`taxonById`). */
export const taxonsById = relation<number, TaxonRow | undefined>(
  (scope, ids) => indexBy(keyedRows<TaxonRow>(scope, `SELECT * FROM taxons WHERE id IN (${KEYS})`, ids), (t) => t.id),
  () => undefined,
);

/** Taxonomies by id. */
export const taxonomiesById = relation<number, TaxonomyRow | undefined>(
  (scope, ids) => indexBy(keyedRows<TaxonomyRow>(scope, `SELECT * FROM taxonomies WHERE id IN (${KEYS})`, ids), (t) => t.id),
  () => undefined,
);

/** Each taxon's children (`childrenOfTaxon`). */
export const taxonChildren = relation<number, TaxonRow[]>(
  (scope, ids) =>
    groupBy(keyedRows<TaxonRow>(scope, `SELECT * FROM taxons WHERE parent_id IN (${KEYS}) ORDER BY parent_id, position, id`, ids), (t) => t.parent_id!),
  () => [],
);

/** Each taxon's name and its ancestors' names, root first: "Categories -> Apparel -> Tees". */
export const taxonPrettyName = relation<number, string>(
  (scope, ids) => {
    const found = keyedRows<{ taxon_id: number; name: string }>(
      scope,
      `SELECT c.id AS taxon_id, a.name FROM taxons c JOIN taxons a ON a.taxonomy_id = c.taxonomy_id AND a.lft <= c.lft AND a.rgt >= c.rgt
     WHERE c.id IN (${KEYS}) ORDER BY c.id, a.lft`,
      ids,
    );
    return new Map([...groupBy(found, (r) => r.taxon_id)].map(([id, names]) => [id, names.map((n) => n.name).join(' -> ')]));
  },
  () => '',
);

/** Whether any product is classified under each taxon. */
export const taxonHasProducts = relation<number, boolean>(
  (scope, ids) =>
    new Map(
      keyedRows<{ taxon_id: number }>(scope, `SELECT DISTINCT taxon_id FROM classifications WHERE taxon_id IN (${KEYS})`, ids).map((r) => [r.taxon_id, true]),
    ),
  () => false,
);
