/**
 * Filters, sorts and facets over the local catalog, for browsing at the counter without asking
 * the store: by taxon (with its descendants), price range, stock, backorder and option values;
 * sorted by name, price or newest. Facets say which option values and prices the current
 * selection holds, so the filter panel only offers choices that find something.
 */
import type { CatalogFacets, CatalogFilters, CatalogSort } from '../../../shared/bridge/bridge.js';
import type { Product, ProductProperty, Taxon } from '../../../shared/storefront/types/types.js';

/** A property value as the store's `filter[properties]` takes it: its filter parameter, else the value. */
const propertyKey = (prop: ProductProperty) => prop.filterParam ?? prop.value;

const priceOf = (p: Product) => (p.price === null ? null : Number(p.price));

/** The taxon and every taxon under it. */
export function taxonWithDescendants(taxonId: string, taxons: Taxon[]): Set<string> {
  const children = new Map<string, string[]>();
  for (const t of taxons) if (t.parentId) children.set(t.parentId, [...(children.get(t.parentId) ?? []), t.id]);
  const found = new Set<string>();
  const walk = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const child of children.get(id) ?? []) walk(child);
  };
  walk(taxonId);
  return found;
}

export function filterProducts(products: Product[], filters: CatalogFilters, taxonIds: Set<string> | null): Product[] {
  const wanted = Object.entries(filters.options ?? {}).filter(([, v]) => v);
  return products.filter((p) => {
    if (taxonIds && !p.taxonIds.some((id) => taxonIds.has(id))) return false;
    const price = priceOf(p);
    if (filters.priceMin != null && (price === null || price < filters.priceMin)) return false;
    if (filters.priceMax != null && (price === null || price > filters.priceMax)) return false;
    if (filters.inStock && !p.inStock) return false;
    if (filters.backorderable && !p.variants.some((v) => v.backorderable) && !p.backorderable) return false;
    for (const [name, value] of Object.entries(filters.properties ?? {})) {
      if (value && !(p.properties ?? []).some((prop) => prop.name === name && propertyKey(prop) === value)) return false;
    }
    if (wanted.length > 0) {
      // One variant must have every chosen value (a navy tee in M, not navy in S and grey in M).
      const fits = p.variants.some((v) => wanted.every(([type, value]) => v.optionValues.some((o) => o.optionType === type && o.name === value)));
      if (!fits) return false;
    }
    return true;
  });
}

export function sortProducts(products: Product[], sort: CatalogSort | undefined): Product[] {
  if (!sort || sort === 'relevance') return products;
  const copy = [...products];
  const byName = (a: Product, b: Product) => a.name.localeCompare(b.name);
  const byPrice = (a: Product, b: Product) => (priceOf(a) ?? Infinity) - (priceOf(b) ?? Infinity);
  switch (sort) {
    case 'name':
      return copy.sort(byName);
    case '-name':
      return copy.sort((a, b) => byName(b, a));
    case 'price':
      return copy.sort((a, b) => byPrice(a, b) || byName(a, b));
    case '-price':
      return copy.sort((a, b) => byPrice(b, a) || byName(a, b));
    case 'newest':
      return copy.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || byName(a, b));
  }
}

export function facetsOf(products: Product[]): CatalogFacets {
  const types = new Map<string, { name: string; presentation: string; values: Map<string, { name: string; presentation: string; count: number }> }>();
  let min = Infinity;
  let max = -Infinity;
  for (const p of products) {
    const price = priceOf(p);
    if (price !== null) {
      min = Math.min(min, price);
      max = Math.max(max, price);
    }
    const seen = new Set<string>();
    for (const v of p.variants) {
      for (const o of v.optionValues) {
        const type = types.get(o.optionType) ?? { name: o.optionType, presentation: o.optionTypePresentation, values: new Map() };
        types.set(o.optionType, type);
        const key = `${o.optionType}:${o.name}`;
        const value = type.values.get(o.name) ?? { name: o.name, presentation: o.presentation, count: 0 };
        if (!seen.has(key)) value.count++;
        seen.add(key);
        type.values.set(o.name, value);
      }
    }
  }
  const properties = new Map<string, { name: string; presentation: string; values: Map<string, { name: string; presentation: string; count: number }> }>();
  for (const p of products) {
    for (const prop of p.properties ?? []) {
      const entry = properties.get(prop.name) ?? { name: prop.name, presentation: prop.description || prop.name, values: new Map() };
      properties.set(prop.name, entry);
      const key = propertyKey(prop);
      const value = entry.values.get(key) ?? { name: key, presentation: prop.value, count: 0 };
      value.count++;
      entry.values.set(key, value);
    }
  }
  return {
    optionTypes: [...types.values()].map((t) => ({ name: t.name, presentation: t.presentation, values: [...t.values.values()] })),
    // A property with one value everywhere (or on one product only) filters nothing.
    properties: [...properties.values()]
      .map((t) => ({ name: t.name, presentation: t.presentation, values: [...t.values.values()].sort((a, b) => a.name.localeCompare(b.name)) }))
      .filter((t) => t.values.length > 1),
    price: min === Infinity ? null : { min, max },
  };
}
