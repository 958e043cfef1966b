/**
 * The product list query: filters, sort and paging as the interface defines them, built into
 * one SQL statement with bound parameters.
 */
import { all, builtAll, builtStmt, stmt, type DemoDb } from '../db/database.js';
import type { ProductRow } from '../db/rows.js';
import type { PageRequest } from '../jsonapi/jsonapi.js';
import { asList, dig, isObject, isTrue, type Params } from '../http/params.js';

const MASTER_PRICE = `(SELECT pr.amount_cents FROM variants m JOIN prices pr ON pr.variant_id = m.id
  WHERE m.product_id = p.id AND m.is_master = 1 AND pr.currency = ?)`;
const MASTER_SKU = '(SELECT m.sku FROM variants m WHERE m.product_id = p.id AND m.is_master = 1)';

function variantStockExists(condition: string): string {
  return `EXISTS (SELECT 1 FROM variants v JOIN stock_items si ON si.variant_id = v.id
    WHERE v.product_id = p.id AND v.deleted_at IS NULL AND (${condition}))`;
}

const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** A list of values bound as one JSON text: the statement's text does not depend on how many there are. */
const LIST = '(SELECT value FROM json_each(?))';
const list = (values: readonly unknown[]): string => JSON.stringify(values);

/** Taxon ids (or permalinks) expanded to themselves plus all their descendants. */
function expandTaxons(db: DemoDb, keys: string[]): number[] {
  const rows = stmt(
    db,
    `SELECT DISTINCT c.id FROM taxons t JOIN taxons c ON c.taxonomy_id = t.taxonomy_id AND c.lft BETWEEN t.lft AND t.rgt
     WHERE CAST(t.id AS TEXT) IN ${LIST} OR t.permalink IN ${LIST}`,
  ).all(list(keys), list(keys)) as { id: number }[];
  return rows.map((r) => r.id);
}

interface Query {
  where: string[];
  args: unknown[];
}

function buildFilter(db: DemoDb, params: Params, currency: string): Query {
  const filter: Params = isObject(params.filter) ? params.filter : {};
  const where: string[] = [];
  const args: unknown[] = [];
  if (!isTrue(filter.show_deleted)) where.push('p.deleted_at IS NULL');
  where.push("p.status = 'active'");
  if (!isTrue(filter.show_discontinued)) {
    where.push('(p.discontinue_on IS NULL OR p.discontinue_on > ?)');
    args.push(new Date().toISOString());
  }
  where.push(`${MASTER_PRICE} IS NOT NULL`);
  args.push(currency);

  const name = asList(filter.name).join(',').trim();
  if (name) {
    where.push("p.name LIKE ? ESCAPE '\\'");
    args.push(likePattern(name));
  }
  const ids = asList(filter.ids);
  if (ids.length > 0) {
    where.push(`CAST(p.id AS TEXT) IN ${LIST}`);
    args.push(list(ids));
  }
  const skus = asList(filter.skus);
  if (skus.length > 0) {
    where.push(`EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL AND v.sku IN ${LIST})`);
    args.push(list(skus));
  }
  const taxons = asList(filter.taxons);
  if (taxons.length > 0) {
    const expanded = expandTaxons(db, taxons);
    if (expanded.length === 0) where.push('0');
    else {
      where.push(`EXISTS (SELECT 1 FROM classifications c WHERE c.product_id = p.id AND c.taxon_id IN ${LIST})`);
      args.push(list(expanded));
    }
  }
  const price = asList(filter.price);
  if (price.length > 0) {
    const min = Number(price[0]);
    const max = price[1] === undefined || /^infinity$/i.test(price[1]) ? Infinity : Number(price[1]);
    if (Number.isFinite(min)) {
      where.push(`${MASTER_PRICE} >= ?`);
      args.push(currency, Math.round(min * 100));
    }
    if (Number.isFinite(max)) {
      where.push(`${MASTER_PRICE} <= ?`);
      args.push(currency, Math.round(max * 100));
    }
  }
  if (isTrue(filter.in_stock)) where.push(variantStockExists('si.count_on_hand > 0'));
  if (isTrue(filter.backorderable)) where.push(variantStockExists('si.backorderable = 1'));
  if (isTrue(filter.purchasable)) where.push(variantStockExists('si.count_on_hand > 0 OR si.backorderable = 1'));
  if (isTrue(filter.out_of_stock)) where.push(`NOT ${variantStockExists('si.count_on_hand > 0')}`);
  const options = filter.options;
  if (isObject(options)) {
    for (const [type, value] of Object.entries(options)) {
      const wanted = asList(value).map((v) => v.toLowerCase());
      if (wanted.length === 0) continue;
      where.push(`EXISTS (SELECT 1 FROM variants v JOIN variant_option_values vov ON vov.variant_id = v.id
        JOIN option_values ov ON ov.id = vov.option_value_id JOIN option_types ot ON ot.id = ov.option_type_id
        WHERE v.product_id = p.id AND v.deleted_at IS NULL AND ot.name = ?
          AND (lower(ov.name) IN ${LIST} OR lower(ov.presentation) IN ${LIST}))`);
      args.push(type, list(wanted), list(wanted));
    }
  }
  const properties = filter.properties;
  if (isObject(properties)) {
    for (const [property, value] of Object.entries(properties)) {
      const wanted = asList(value).map((v) => v.toLowerCase());
      if (wanted.length === 0) continue;
      where.push(`EXISTS (SELECT 1 FROM product_properties pp WHERE pp.product_id = p.id AND pp.name = ?
        AND (pp.filter_param IN ${LIST} OR lower(pp.value) IN ${LIST}))`);
      args.push(property, list(wanted), list(wanted));
    }
  }
  return { where, args };
}

const SORTS: Record<string, { sql: string; needsCurrency?: boolean }> = {
  id: { sql: 'p.id' },
  name: { sql: 'p.name COLLATE NOCASE' },
  slug: { sql: 'p.slug' },
  price: { sql: MASTER_PRICE, needsCurrency: true },
  sku: { sql: MASTER_SKU },
  updated_at: { sql: 'p.updated_at' },
  created_at: { sql: 'p.created_at' },
  available_on: { sql: 'p.available_on' },
};

function buildOrder(params: Params, currency: string): { sql: string; args: unknown[] } {
  const parts: string[] = [];
  const args: unknown[] = [];
  for (const item of asList(params.sort)) {
    const descending = item.startsWith('-');
    const sort = SORTS[descending ? item.slice(1) : item];
    if (!sort || !Object.hasOwn(SORTS, descending ? item.slice(1) : item)) continue;
    parts.push(`${sort.sql} ${descending ? 'DESC' : 'ASC'}`);
    if (sort.needsCurrency) args.push(currency);
  }
  parts.push('p.id ASC');
  return { sql: parts.join(', '), args };
}

/** The page's products (`columns` of `p`, in the list's order) and how many match in all. */
function findPage<T>(db: DemoDb, params: Params, currency: string, page: PageRequest, columns: string): { rows: T[]; total: number } {
  const { where, args } = buildFilter(db, params, currency);
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const total = (builtStmt(db, `SELECT COUNT(*) AS n FROM products p ${clause}`).get(...args) as { n: number }).n;
  const order = buildOrder(params, currency);
  const rows = builtAll<T>(
    db,
    `SELECT ${columns} FROM products p ${clause} ORDER BY ${order.sql} LIMIT ? OFFSET ?`,
    ...args,
    ...order.args,
    page.perPage,
    page.offset,
  );
  return { rows, total };
}

export function findProducts(db: DemoDb, params: Params, currency: string, page: PageRequest): { ids: number[]; total: number } {
  const { rows, total } = findPage<{ id: number }>(db, params, currency, page, 'p.id');
  return { ids: rows.map((r) => r.id), total };
}

/** The page's product rows themselves, read by the statement that finds them. */
export function findProductRows(db: DemoDb, params: Params, currency: string, page: PageRequest): { rows: ProductRow[]; total: number } {
  return findPage<ProductRow>(db, params, currency, page, 'p.*');
}

/**
 * `meta.filters` of the product list: the option types and properties of the active products,
 * narrowed only by `filter[taxons]`.
 */
export function productFilterMeta(db: DemoDb, params: Params): Record<string, unknown> {
  const taxons = asList(dig(params, 'filter', 'taxons'));
  const expanded = taxons.length > 0 ? expandTaxons(db, taxons) : null;
  const scope =
    expanded === null
      ? "SELECT id FROM products WHERE deleted_at IS NULL AND status = 'active'"
      : `SELECT product_id FROM classifications WHERE taxon_id IN ${LIST}`;
  const scopeArgs = expanded === null ? [] : [list(expanded)];
  const values = all<{
    ot_id: number;
    ot_name: string;
    ot_presentation: string;
    ot_position: number;
    id: number;
    name: string;
    presentation: string;
    position: number;
  }>(
    db,
    `SELECT ot.id AS ot_id, ot.name AS ot_name, ot.presentation AS ot_presentation, ot.position AS ot_position,
       ov.id, ov.name, ov.presentation, ov.position
     FROM option_values ov JOIN option_types ot ON ot.id = ov.option_type_id
     WHERE ov.id IN (SELECT vov.option_value_id FROM variants v JOIN variant_option_values vov ON vov.variant_id = v.id
       WHERE v.deleted_at IS NULL AND v.product_id IN (${scope}))
     ORDER BY ot.position, ov.position`,
    ...scopeArgs,
  );
  const optionTypes = new Map<number, { id: number; name: string; presentation: string; option_values: unknown[] }>();
  for (const v of values) {
    let ot = optionTypes.get(v.ot_id);
    if (!ot) {
      ot = { id: v.ot_id, name: v.ot_name, presentation: v.ot_presentation, option_values: [] };
      optionTypes.set(v.ot_id, ot);
    }
    ot.option_values.push({ id: v.id, name: v.name, presentation: v.presentation, position: v.position });
  }
  const props = all<{ name: string; presentation: string; value: string; filter_param: string }>(
    db,
    `SELECT name, presentation, value, filter_param FROM product_properties WHERE product_id IN (${scope})
     GROUP BY name, filter_param ORDER BY position, name, value`,
    ...scopeArgs,
  );
  const properties = new Map<string, { id: string; name: string; presentation: string; values: { value: string; filter_param: string }[] }>();
  for (const p of props) {
    let entry = properties.get(p.name);
    if (!entry) {
      entry = { id: p.name, name: p.name, presentation: p.presentation, values: [] };
      properties.set(p.name, entry);
    }
    entry.values.push({ value: p.value, filter_param: p.filter_param });
  }
  return { option_types: [...optionTypes.values()], product_properties: [...properties.values()] };
}
