/**
 * The local catalog's filters and sorts as they were before they moved into SQL (every match read,
 * then filtered and sorted here), kept as the reference the catalog file's filtered searches must
 * answer exactly as, over products whose names order the same by \`localeCompare\` and by their
 * normalized form (the catalog file orders by the latter: see the README).
 */
import type { CatalogFilters, CatalogSort } from '../../../shared/bridge/bridge.js';
import type { Product, ProductProperty } from '../../../shared/storefront/types/types.js';

/** A property value as the store's \`filter[properties]\` takes it: its filter parameter, else the value. */
const propertyKey = (prop: ProductProperty) => prop.filterParam ?? prop.value;

const priceOf = (p: Product) => (p.price === null ? null : Number(p.price));

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
