/**
 * The bridge's `catalog.*` calls: the Sell screen's search, browse and filters over the local
 * copy of the catalog once it holds products (the store otherwise), products and their pictures,
 * the store's taxons (read once per run) and a scanned code. Besides the calls, the runtime uses
 * the start's first page, the word index built after the first screen, and the code lookup.
 */
import type { CatalogFacets, CatalogQuery, CatalogResults, CatalogSort, PosCalls } from '../../../shared/bridge/bridge.js';
import type { StorefrontClient } from '../../../shared/storefront/types/client-types.js';
import type { Product, Taxon } from '../../../shared/storefront/types/types.js';
import { facetsOf, filterProducts, sortProducts, taxonWithDescendants } from './catalog-filters.js';
import type { CatalogSync } from './catalog-sync.js';
import type { createProductImages } from './product-images.js';

/** The local sorts as the store's `sort` parameter (relevance has no equivalent there: by name). */
const STORE_SORTS: Record<CatalogSort, string> = {
  relevance: 'name',
  name: 'name',
  '-name': '-name',
  price: 'price',
  '-price': '-price',
  newest: '-updated_at',
};

/** The Sell screen's first query (renderer/features/sell/catalog.ts): the whole catalog, best match first. */
const FIRST_PAGE: CatalogQuery = { sort: 'relevance', page: 1, perPage: 100 };

/** How many of the first products found a browse's facets are worked out from. */
const FACET_PRODUCTS = 300;
/** Products read from the index at a time when a filter or sort needs every match. */
const READ_SLICE = 500;

/** Whether a query needs every match read (a filter, or a sort other than the search's own order). */
const needsEveryMatch = (query: CatalogQuery) =>
  (query.sort !== undefined && query.sort !== 'relevance') ||
  query.priceMin != null ||
  query.priceMax != null ||
  Boolean(query.inStock) ||
  Boolean(query.backorderable) ||
  Object.values(query.options ?? {}).some(Boolean) ||
  Object.values(query.properties ?? {}).some(Boolean);

/** How long a code not in the index waits for the catalog's first sync before it is "no product". */
const FIRST_SYNC_WAIT_MS = 10_000;

interface CatalogCallsOptions {
  catalog: CatalogSync;
  client: StorefrontClient;
  pictures: Pick<ReturnType<typeof createProductImages>, 'of' | 'thumbnails'>;
}

/** What the runtime asks of the catalog besides the bridge's calls. */
export interface CatalogInternals {
  /** The start's first page from the local catalog (null while it holds nothing or for a taxon); the word index follows soon after. */
  startPage(query: CatalogQuery): CatalogResults | null;
  /** The product and variant a scanned or typed code names in the local index, or null. */
  lookupCode(code: string): { product: Product; variantId: string } | null;
  /**
   * The same, but a code the index does not hold while the catalog has never been read in full
   * (a first start, its sync still under way) waits for that sync (up to a few seconds) before
   * answering null: a scan at the first minute is not "no product" for a product not yet read.
   */
  lookupCodeOnceKnown(code: string): Promise<{ product: Product; variantId: string } | null>;
  /** The store's taxons are read again next time (a fresh demo store). */
  forgetTaxons(): void;
}

export function catalogCalls(options: CatalogCallsOptions): { calls: PosCalls['catalog']; internals: CatalogInternals } {
  const { catalog, client, pictures } = options;

  /** Facets of the last few browses: paging and filtering the same browse does not count them again. */
  const facetCache = new Map<string, CatalogFacets>();
  const facetsFor = (key: string, browsed: Product[]): CatalogFacets => {
    const known = facetCache.get(key);
    if (known) return known;
    const facets = facetsOf(browsed);
    facetCache.set(key, facets);
    if (facetCache.size > 20) facetCache.delete(facetCache.keys().next().value!);
    return facets;
  };

  /** The last local answer, kept until the catalog changes: the start's first page is worked out once. */
  let lastLocal: { key: string; answer: CatalogResults } | null = null;
  const localKey = (query: CatalogQuery) => `${catalog.index.version}|${JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1)))}`;
  /** A page of the local catalog (which must hold products), in a taxon's products when one is given. */
  const searchLocally = async (query: CatalogQuery, inTaxon: Set<string> | null): Promise<CatalogResults> => {
    const key = localKey(query);
    if (lastLocal?.key === key) return lastLocal.answer;
    const answer = needsEveryMatch(query) ? await everyMatchFiltered(query, inTaxon) : pageInSearchOrder(query, inTaxon);
    if (localKey(query) === key) lastLocal = { key, answer };
    return answer;
  };
  /**
   * A page of the products the words find in search order, read from the index a page at a time:
   * the same cost at 100,000 products as at 100. Facets are those of the first products found.
   */
  const pageInSearchOrder = (query: CatalogQuery, inTaxon: Set<string> | null): CatalogResults => {
    const perPage = query.perPage ?? 48;
    const page = query.page ?? 1;
    const text = query.text ?? '';
    const taxonIds = inTaxon ? [...inTaxon] : undefined;
    const items = catalog.index.search(text, { offset: (page - 1) * perPage, limit: perPage, taxonIds });
    const total = items.length < perPage ? (page - 1) * perPage + items.length : catalog.index.countMatches(text, { taxonIds });
    const facetKey = `${catalog.index.version}|${text}|${query.taxonId ?? ''}`;
    return {
      items,
      meta: { count: items.length, totalCount: total, totalPages: Math.ceil(total / perPage) },
      nextPage: total > page * perPage ? page + 1 : null,
      facets: facetCache.get(facetKey) ?? facetsFor(facetKey, catalog.index.search(text, { limit: FACET_PRODUCTS, taxonIds })),
    };
  };
  /**
   * A page of the products the words find, filtered and sorted: every match is read, a slice at a
   * time with a pause between (the process goes on answering meanwhile), then filtered and sorted.
   */
  const everyMatchFiltered = async (query: CatalogQuery, inTaxon: Set<string> | null): Promise<CatalogResults> => {
    const perPage = query.perPage ?? 48;
    const page = query.page ?? 1;
    const rows = catalog.index.matchingRows(query.text ?? '', { taxonIds: inTaxon ? [...inTaxon] : undefined });
    const browsed: Product[] = [];
    for (let i = 0; i < rows.length; i += READ_SLICE) {
      if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      browsed.push(...catalog.index.productsAt(rows.slice(i, i + READ_SLICE)));
    }
    const all = sortProducts(filterProducts(browsed, query, null), query.sort);
    const items = all.slice((page - 1) * perPage, page * perPage);
    return {
      items,
      meta: { count: items.length, totalCount: all.length, totalPages: Math.ceil(all.length / perPage) },
      nextPage: all.length > page * perPage ? page + 1 : null,
      facets: facetsFor(`${catalog.index.version}|${query.text ?? ''}|${query.taxonId ?? ''}`, browsed),
    };
  };

  const startPage = (query: CatalogQuery): CatalogResults | null => {
    if (catalog.index.size === 0 || query.taxonId || needsEveryMatch(query)) return null;
    const key = localKey(query);
    if (lastLocal?.key !== key) lastLocal = { key, answer: pageInSearchOrder(query, null) };
    return lastLocal.answer;
  };
  // The first screen browses the whole catalog: its first page and facets are ready before the window asks.
  startPage(FIRST_PAGE);

  let taxons: Promise<Taxon[]> | null = null;
  /** The store's taxons, read once per run (they change rarely and cost a request each time). */
  const taxonTree = (): Promise<Taxon[]> => {
    taxons ??= client.taxons({ priority: 'sync' }).catch((error: unknown) => {
      taxons = null;
      throw error;
    });
    return taxons;
  };

  const lookupCode = (code: string) => {
    const match = catalog.index.resolveCode(code);
    return match ? { product: match.product, variantId: match.variant.id } : null;
  };

  const lookupCodeOnceKnown = async (code: string) => {
    const known = lookupCode(code);
    if (known || catalog.syncedAt() !== null) return known;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_SYNC_WAIT_MS)));
    await Promise.race([catalog.sync().catch(() => undefined), waited]);
    clearTimeout(timer);
    return lookupCode(code);
  };

  const calls = {
    search: async (query) => {
      // The local index answers at once once it holds the catalog; the store otherwise.
      if (catalog.index.size > 0) return searchLocally(query, query.taxonId ? taxonWithDescendants(query.taxonId, await taxonTree()) : null);
      return client.products(
        {
          filter: {
            ...(query.text ? { name: query.text } : {}),
            ...(query.taxonId ? { taxons: [query.taxonId] } : {}),
            ...(query.priceMin != null || query.priceMax != null
              ? { price: [query.priceMin ?? null, query.priceMax ?? null] as [number | null, number | null] }
              : {}),
            ...(query.inStock ? { inStock: true } : {}),
            ...(query.backorderable ? { backorderable: true } : {}),
            ...(query.options && Object.keys(query.options).length > 0 ? { options: query.options } : {}),
            ...(query.properties && Object.keys(query.properties).length > 0 ? { properties: query.properties } : {}),
          },
          sort: STORE_SORTS[query.sort ?? 'name'],
          page: query.page ?? 1,
          perPage: query.perPage ?? 48,
        },
        { priority: 'sale' },
      );
    },
    product: (slugOrId) => client.product(slugOrId, { priority: 'sale' }),
    taxons: () => taxonTree(),
    images: async (productId) => {
      const product = catalog.index.get(productId) ?? (await client.product(productId, { priority: 'sync' }).catch(() => null));
      return product ? pictures.of(product) : [];
    },
    thumbnails: async (productIds) =>
      pictures.thumbnails(productIds.map((productId) => catalog.index.get(productId)).filter((p): p is Product => p !== undefined)),
    lookupCode: (code) => lookupCodeOnceKnown(code),
    status: async () => ({ products: catalog.index.size, syncedAt: catalog.syncedAt() }),
  } satisfies PosCalls['catalog'];

  return {
    calls,
    internals: {
      startPage,
      lookupCode,
      lookupCodeOnceKnown,
      forgetTaxons: () => {
        taxons = null;
      },
    },
  };
}
