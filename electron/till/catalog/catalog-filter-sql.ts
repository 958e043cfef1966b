/**
 * The Sell screen's filters and sorts as SQL over the catalog file: a product's price, stock and
 * backorder as columns, its variants' option values and its properties in tables of their own,
 * so a filtered or sorted search is one statement that SQLite answers a page of (by an index in
 * the sort's order when the filter lets most products through) instead of every match read and
 * sorted here. What each product is filtered by is worked out once, when it is written.
 */
import type { CatalogFilters, CatalogSort } from '../../../shared/bridge/bridge.js';
import type { Product, ProductProperty } from '../../../shared/storefront/types/types.js';

/** What a product is filtered by, as its row holds it. */
export interface FilterFacts {
  /** Its price as a number (null when it has none), and as the price sort orders it (none last). */
  price: number | null;
  priceKey: number;
  inStock: number;
  backorderable: number;
  /** Each variant's option values (type, value). */
  options: { variantId: string; type: string; value: string }[];
  /** Its properties (name, value as the store's filter takes it). */
  properties: { name: string; value: string }[];
}

/** A property value as the store's `filter[properties]` takes it: its filter parameter, else the value. */
const propertyKey = (prop: ProductProperty) => prop.filterParam ?? prop.value;

export function filterFactsOf(product: Product): FilterFacts {
  const price = product.price === null ? null : Number(product.price);
  const known = price !== null && !Number.isNaN(price) ? price : null;
  return {
    price: known,
    priceKey: known ?? Number.MAX_VALUE,
    inStock: product.inStock ? 1 : 0,
    backorderable: product.backorderable || product.variants.some((v) => v.backorderable) ? 1 : 0,
    options: product.variants.flatMap((v) => v.optionValues.map((o) => ({ variantId: v.id, type: o.optionType, value: o.name }))),
    properties: (product.properties ?? []).map((prop) => ({ name: prop.name, value: propertyKey(prop) })),
  };
}

/** Whether a query filters at all, or sorts otherwise than the search's own order. */
export const filtersOrSorts = (query: CatalogFilters & { sort?: CatalogSort }) =>
  (query.sort !== undefined && query.sort !== 'relevance') ||
  query.priceMin != null ||
  query.priceMax != null ||
  Boolean(query.inStock) ||
  Boolean(query.backorderable) ||
  Object.values(query.options ?? {}).some(Boolean) ||
  Object.values(query.properties ?? {}).some(Boolean);

/**
 * `AND the product passes these filters`, with its parameters (`p` is the product's row). One
 * variant must have every chosen option value (a navy tee in M, not navy in S and grey in M).
 */
export function filterSql(filters: CatalogFilters): { sql: string; params: Record<string, unknown> } {
  const parts: string[] = [];
  const params: Record<string, unknown> = {};
  if (filters.priceMin != null) {
    parts.push('+p.price >= @priceMin');
    params.priceMin = filters.priceMin;
  }
  if (filters.priceMax != null) {
    parts.push('+p.price <= @priceMax');
    params.priceMax = filters.priceMax;
  }
  if (filters.inStock) parts.push('+p.in_stock = 1');
  if (filters.backorderable) parts.push('+p.backorderable = 1');
  Object.entries(filters.properties ?? {})
    .filter(([, value]) => value)
    .forEach(([name, value], i) => {
      parts.push(`EXISTS (SELECT 1 FROM properties pr WHERE pr.row = p.row AND pr.name = @propertyName${i} AND pr.value = @propertyValue${i})`);
      Object.assign(params, { [`propertyName${i}`]: name, [`propertyValue${i}`]: value });
    });
  const wanted = Object.entries(filters.options ?? {}).filter(([, value]) => value);
  if (wanted.length > 0) {
    const joins = wanted.slice(1).map((_, i) => ` JOIN options o${i + 1} ON o${i + 1}.variant_id = o0.variant_id`);
    const tests = wanted.map((_, i) => `o${i}.type = @optionType${i} AND o${i}.value = @optionValue${i}`).join(' AND ');
    parts.push(`EXISTS (SELECT 1 FROM options o0${joins.join('')} WHERE o0.row = p.row AND ${tests})`);
    wanted.forEach(([type, value], i) => Object.assign(params, { [`optionType${i}`]: type, [`optionValue${i}`]: value }));
  }
  return { sql: parts.map((part) => ` AND ${part}`).join(''), params };
}

/**
 * The sort's ORDER BY: by price (none last; none first from the dearest), newest, or name, then
 * name; products of one name as the search lists them (the exact code's first, then by row).
 * Relevance without words is name order (a browse). Without an exact code's product, name then
 * row is the order of places (catalog-places.ts), and each sort is the order of an index
 * (catalog-database.ts) of numbers, cheap to keep as products are written.
 */
export function sortSql(sort: CatalogSort | undefined, exact: number | null): string {
  const byName = exact === null ? 'p.place' : 'p.name, p.row IS @exact DESC, p.row';
  switch (sort) {
    case '-name':
      return exact === null ? 'p.name DESC, p.row' : 'p.name DESC, p.row IS @exact DESC, p.row';
    case 'price':
      return `p.price_key, ${byName}`;
    case '-price':
      return `p.price_key DESC, ${byName}`;
    case 'newest':
      return `p.updated_at DESC, ${byName}`;
    default:
      return byName;
  }
}
