/** The Sell screen's catalog store: filters, sort and taxon make one query; pages append; stale answers lose. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogQuery } from '../../../../shared/bridge/bridge.js';
import type { Product } from '../../../../shared/storefront/types/types.js';
import { facetsOf, filterProducts, sortProducts, taxonWithDescendants } from '../../../../electron/till/catalog/catalog-filters.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import {
  activeFilterCount,
  catalogQuery,
  NO_FILTERS,
  PAGE_SIZE,
  parsePrice,
  quantityPrefix,
  toggleOption,
  useCatalog,
} from '../../../../renderer/features/sell/catalog.js';
import { generatedCatalog } from '../../../support/demo-store/generated-catalog.js';
import { localBridge } from '../local-bridge.js';

const TAXONS = [
  { id: '1', name: 'Categories', prettyName: 'Categories', permalink: 'categories', parentId: null, depth: 0 },
  { id: '2', name: 'Apparel', prettyName: 'Apparel', permalink: 'categories/apparel', parentId: '1', depth: 1 },
  { id: '3', name: 'Tees', prettyName: 'Tees', permalink: 'categories/apparel/tees', parentId: '2', depth: 2 },
];

/** The catalog the way the main process answers from its local index. */
function catalogCalls(products: Product[], asked: CatalogQuery[]) {
  return {
    catalog: {
      taxons: async () => TAXONS,
      search: async (query: CatalogQuery) => {
        asked.push(query);
        const inTaxon = query.taxonId ? taxonWithDescendants(query.taxonId, TAXONS) : null;
        const words = (query.text ?? '').toLowerCase();
        const browsed = filterProducts(
          products.filter((p) => p.name.toLowerCase().includes(words)),
          {},
          inTaxon,
        );
        const all = sortProducts(filterProducts(browsed, query, null), query.sort);
        const perPage = query.perPage ?? 48;
        const page = query.page ?? 1;
        const items = all.slice((page - 1) * perPage, page * perPage);
        return {
          items,
          meta: { count: items.length, totalCount: all.length, totalPages: Math.ceil(all.length / perPage) },
          nextPage: all.length > page * perPage ? page + 1 : null,
          facets: facetsOf(browsed),
        };
      },
    },
  };
}

/** Products with a colour option on their one variant, priced by position. */
function coloured(count: number): Product[] {
  return generatedCatalog(count).map((p, i) => {
    const colour = ['navy', 'sand'][i % 2]!;
    const price = (10 + i).toFixed(2);
    const value = {
      id: `ov-${colour}`,
      name: colour,
      presentation: colour[0]!.toUpperCase() + colour.slice(1),
      optionType: 'color',
      optionTypePresentation: 'Color',
    };
    return { ...p, price, taxonIds: [i % 3 === 0 ? '3' : '2'], variants: p.variants.map((v) => ({ ...v, price, optionValues: [value] })) };
  });
}

let asked: CatalogQuery[];
beforeEach(() => {
  asked = [];
  useCatalog.setState({
    text: '',
    taxonId: null,
    filters: NO_FILTERS,
    sort: 'relevance',
    products: [],
    total: 0,
    facets: null,
    nextPage: null,
    nextQuantity: null,
    error: null,
  });
});
afterEach(() => usePosBridgeForTests(null));

describe('catalog filter logic', () => {
  it('toggles one value per option type', () => {
    let options = toggleOption({}, 'color', 'navy');
    expect(options).toEqual({ color: 'navy' });
    options = toggleOption(options, 'size', 'm');
    options = toggleOption(options, 'color', 'sand');
    expect(options).toEqual({ color: 'sand', size: 'm' });
    expect(toggleOption(options, 'color', 'sand')).toEqual({ size: 'm' });
  });

  it('counts active filters, a price range once', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ priceMin: 5, priceMax: 50, inStock: true, backorderable: false, options: { color: 'navy', size: 'm' } })).toBe(4);
  });

  it('reads prices and the quantity prefix as typed', () => {
    expect(parsePrice(' 19.99 ')).toBe(19.99);
    expect(parsePrice('19,5')).toBe(19.5);
    expect(parsePrice('abc')).toBeNull();
    expect(parsePrice('-3')).toBeNull();
    expect(parsePrice('')).toBeNull();
    expect(quantityPrefix('3*')).toBe(3);
    expect(quantityPrefix(' 12 * ')).toBe(12);
    expect(quantityPrefix('0*')).toBeNull();
    expect(quantityPrefix('3*tee')).toBeNull();
    expect(quantityPrefix('tee')).toBeNull();
  });

  it('builds the bridge query, leaving out what does not narrow and swapping a range typed backwards', () => {
    expect(catalogQuery({ text: '  ', taxonId: null, filters: NO_FILTERS, sort: 'relevance' })).toEqual({ sort: 'relevance', page: 1, perPage: PAGE_SIZE });
    expect(
      catalogQuery(
        {
          text: ' tee ',
          taxonId: '2',
          filters: { priceMin: 40, priceMax: 10, inStock: true, backorderable: true, options: { color: 'navy' } },
          sort: '-price',
        },
        3,
      ),
    ).toEqual({
      text: 'tee',
      taxonId: '2',
      priceMin: 10,
      priceMax: 40,
      inStock: true,
      backorderable: true,
      options: { color: 'navy' },
      sort: '-price',
      page: 3,
      perPage: PAGE_SIZE,
    });
  });
});

describe('catalog store', () => {
  it('narrows by taxon, option, price and stock through the bridge, sorts, and clears', async () => {
    usePosBridgeForTests(localBridge(catalogCalls(coloured(30), asked)));
    const store = useCatalog.getState();
    await store.search('');
    expect(useCatalog.getState().total).toBe(30);
    expect(useCatalog.getState().facets?.optionTypes[0]?.values.map((v) => [v.name, v.count])).toEqual([
      ['navy', 15],
      ['sand', 15],
    ]);

    await store.setTaxon('3');
    expect(useCatalog.getState().total).toBe(10);
    await store.toggleOption('color', 'navy');
    // Indexes 0, 6, 12, 18, 24 are in taxon 3 and navy.
    expect(useCatalog.getState().total).toBe(5);
    await store.setPriceRange(15, 30);
    expect(useCatalog.getState().products.map((p) => p.price)).toEqual(['16.00', '22.00', '28.00']);
    await store.setSort('-price');
    expect(useCatalog.getState().products.map((p) => p.price)).toEqual(['28.00', '22.00', '16.00']);
    await store.setInStock(true);
    // Every seventh generated product is sold out (index 0, 7, 14…), none of 6, 12 and 18: all three stay.
    expect(useCatalog.getState().products.map((p) => p.price)).toEqual(['28.00', '22.00', '16.00']);
    await store.setPriceRange(null, null);
    // Index 0 (10.00) is navy, in taxon 3 and sold out: in stock only leaves it out.
    expect(useCatalog.getState().products.map((p) => p.price)).toEqual(['34.00', '28.00', '22.00', '16.00']);
    await store.setPriceRange(15, 30);
    expect(asked.at(-1)).toMatchObject({ taxonId: '3', options: { color: 'navy' }, priceMin: 15, priceMax: 30, inStock: true, sort: '-price' });

    await store.clearFilters();
    expect(useCatalog.getState().filters).toEqual(NO_FILTERS);
    expect(useCatalog.getState().taxonId).toBe('3');
    expect(useCatalog.getState().sort).toBe('-price');
    expect(useCatalog.getState().total).toBe(10);
    expect(asked.at(-1)).toEqual({ taxonId: '3', sort: '-price', page: 1, perPage: PAGE_SIZE });
  });

  it('forgets option choices when another taxon is browsed', async () => {
    usePosBridgeForTests(localBridge(catalogCalls(coloured(12), asked)));
    await useCatalog.getState().toggleOption('color', 'sand');
    await useCatalog.getState().setTaxon('2');
    expect(useCatalog.getState().filters.options).toEqual({});
    expect(asked.at(-1)).not.toHaveProperty('options');
  });

  it('loads a long catalog a page at a time, without duplicates', async () => {
    usePosBridgeForTests(localBridge(catalogCalls(generatedCatalog(250), asked)));
    await useCatalog.getState().search('');
    expect(useCatalog.getState().products).toHaveLength(100);
    expect(useCatalog.getState().total).toBe(250);
    await useCatalog.getState().loadMore();
    await useCatalog.getState().loadMore();
    expect(useCatalog.getState().products).toHaveLength(250);
    expect(new Set(useCatalog.getState().products.map((p) => p.id)).size).toBe(250);
    expect(useCatalog.getState().nextPage).toBeNull();
    await useCatalog.getState().loadMore();
    expect(asked.map((q) => q.page)).toEqual([1, 2, 3]);
  });

  it('shows only the newest answer when an older one arrives late', async () => {
    const release: (() => void)[] = [];
    const calls = catalogCalls(generatedCatalog(40), asked);
    const slow = {
      catalog: {
        ...calls.catalog,
        search: async (q: CatalogQuery) => {
          const answer = await calls.catalog.search(q);
          if (q.text === 'tee') await new Promise<void>((r) => release.push(r));
          return answer;
        },
      },
    };
    usePosBridgeForTests(localBridge(slow));
    const first = useCatalog.getState().search('tee');
    await new Promise((r) => setTimeout(r, 10));
    await useCatalog.getState().search('hoodie');
    release.forEach((r) => r());
    await first;
    expect(useCatalog.getState().text).toBe('hoodie');
    expect(useCatalog.getState().products.every((p) => /hoodie/i.test(p.name))).toBe(true);
    expect(useCatalog.getState().products.length).toBeGreaterThan(0);
  });

  it('shows a failed search in words and keeps the filters', async () => {
    usePosBridgeForTests(
      localBridge({
        catalog: {
          search: async () => {
            throw new Error('disk on fire');
          },
        },
      }),
    );
    await useCatalog.getState().setInStock(true);
    expect(useCatalog.getState().error).toMatch(/went wrong|try again/i);
    expect(useCatalog.getState().filters.inStock).toBe(true);
    expect(useCatalog.getState().loading).toBe(false);
  });

  it('uses the next quantity once', () => {
    useCatalog.getState().setNextQuantity(3);
    expect(useCatalog.getState().takeNextQuantity()).toBe(3);
    expect(useCatalog.getState().takeNextQuantity()).toBe(1);
  });
});
