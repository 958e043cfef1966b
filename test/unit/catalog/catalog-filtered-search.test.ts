/**
 * Filtered and sorted searches of the catalog file answer as every match read, filtered and
 * sorted did (the reference): the same products, the same order, the same count, page by page.
 */
import { describe, expect, it } from 'vitest';
import type { CatalogFilters, CatalogSort } from '../../../shared/bridge/bridge.js';
import type { OptionValue, Product } from '../../../shared/storefront/types/types.js';
import { CatalogSearchIndex } from '../../../electron/till/catalog/catalog-search.js';
import { InMemoryCatalogIndex } from '../../support/catalog/in-memory-index.js';
import { filterProducts, sortProducts } from '../../support/catalog/reference-filters.js';
import { generatedCatalog } from '../../support/demo-store/generated-catalog.js';

const COLORS = ['navy', 'grey', 'sand', 'rust'];
const SIZES = ['s', 'm', 'l'];
const option = (optionType: string, name: string): OptionValue => ({
  id: `${optionType}-${name}`,
  name,
  presentation: name.toUpperCase(),
  optionType,
  optionTypePresentation: optionType,
});

/** The generated catalog with prices (some none, many equal), stock, backorders, options and properties varied. */
function variedCatalog(count: number): Product[] {
  return generatedCatalog(count).map((p, i) => {
    const master = p.variants[0]!;
    const sized = i % 3 === 0 ? [] : [option('color', COLORS[i % 4]!), option('size', SIZES[i % 3]!)];
    const second = { ...master, id: `w${p.id}`, sku: `ALT-${i}`, barcode: null, isMaster: false, optionValues: [option('color', 'navy'), option('size', 'm')] };
    return {
      ...p,
      price: i % 13 === 0 ? null : `${(i % 41) + 5}.${i % 2 ? '50' : '00'}`,
      updatedAt: generatedCatalog(1)[0]!.updatedAt.replace('00:00:00', `00:${String(Math.floor(i / 120) % 60).padStart(2, '0')}:00`),
      backorderable: i % 17 === 0,
      variants: [{ ...master, backorderable: i % 9 === 0, optionValues: sized }, ...(i % 5 === 0 ? [second] : [])],
      properties:
        i % 4 === 0
          ? [
              {
                id: `m${i}`,
                name: 'material',
                description: 'Material',
                value: i % 8 === 0 ? 'Organic cotton' : 'Wool',
                filterParam: i % 8 === 0 ? 'cotton' : null,
              },
            ]
          : undefined,
    };
  });
}

describe('filtered and sorted searches of the catalog file, against every match filtered and sorted', () => {
  const products = variedCatalog(2_000);
  const index = new CatalogSearchIndex();
  // Written newest first in slices, as a sync writes them.
  const newestFirst = [...products].reverse();
  for (let i = 0; i < newestFirst.length; i += 25) index.upsert(newestFirst.slice(i, i + 25));
  const before = new InMemoryCatalogIndex();
  before.replaceAll(products);
  const FILTERS: CatalogFilters[] = [
    {},
    { priceMin: 10, priceMax: 30 },
    { priceMax: 12 },
    { inStock: true },
    { backorderable: true },
    { options: { color: 'navy' } },
    { options: { color: 'navy', size: 'm' } },
    { options: { color: 'grey', size: '' } },
    { properties: { material: 'cotton' } },
    { properties: { material: 'Wool' }, inStock: true, priceMin: 20 },
  ];
  const SORTS: (CatalogSort | undefined)[] = [undefined, 'relevance', 'name', '-name', 'price', '-price', 'newest'];

  it('finds the same products in the same order, with the same count, on every page', () => {
    for (const text of ['', 'tee', 'harbor', 'navy 1', 'gen-00012', 'GEN-000123', 'GEN-000124 tee', '4006381001999', 'zzz']) {
      for (const taxonId of [undefined, '3']) {
        const found = before.search(text, { limit: Number.MAX_SAFE_INTEGER, taxonId });
        for (const filters of FILTERS) {
          for (const sort of SORTS) {
            const expected = sortProducts(filterProducts(found, filters, null), sort).map((p) => p.id);
            for (const page of [1, 2]) {
              const answer = index.filtered(text, { taxonIds: taxonId ? [taxonId] : undefined, filters, sort, offset: (page - 1) * 30, limit: 30 });
              const context = `${text} ${taxonId} ${JSON.stringify(filters)} ${sort} page ${page}`;
              expect(
                answer.items.map((p) => p.id),
                context,
              ).toEqual(expected.slice((page - 1) * 30, page * 30));
              expect(answer.total, context).toBe(expected.length);
            }
          }
        }
      }
    }
  });
});
