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
/** How long after the start answer the word index is built (the first screen paints meanwhile). */
const WORDS_AFTER_START_MS = 300;

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
  stop(): void;
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
  const searchLocally = (query: CatalogQuery, inTaxon: Set<string> | null): CatalogResults => {
    const key = localKey(query);
    if (lastLocal?.key === key) return lastLocal.answer;
    const answer = pageOfLocalCatalog(query, inTaxon);
    lastLocal = { key, answer };
    return answer;
  };
  const pageOfLocalCatalog = (query: CatalogQuery, inTaxon: Set<string> | null): CatalogResults => {
    const perPage = query.perPage ?? 48;
    const page = query.page ?? 1;
    const found = catalog.index.search(query.text ?? '', { limit: Number.MAX_SAFE_INTEGER });
    const browsed = inTaxon ? filterProducts(found, {}, inTaxon) : found;
    const all = sortProducts(filterProducts(browsed, query, null), query.sort);
    const items = all.slice((page - 1) * perPage, page * perPage);
    return {
      items,
      meta: { count: items.length, totalCount: all.length, totalPages: Math.ceil(all.length / perPage) },
      nextPage: all.length > page * perPage ? page + 1 : null,
      facets: facetsFor(`${catalog.index.version}|${query.text ?? ''}|${query.taxonId ?? ''}`, browsed),
    };
  };

  // The first screen browses the whole catalog: its first page and facets are ready before the window asks.
  if (catalog.index.size > 0) searchLocally(FIRST_PAGE, null);
  // Searching with words needs the word index: it is built once the first screen is up, before the first keystroke.
  let wordsTimer: ReturnType<typeof setTimeout> | null = null;
  const prepareWordsSoon = () => {
    if (catalog.index.wordsReady || wordsTimer) return;
    wordsTimer = setTimeout(() => catalog.index.prepareWords(), WORDS_AFTER_START_MS);
    wordsTimer.unref?.();
  };

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
      startPage(query) {
        const page = catalog.index.size > 0 && !query.taxonId ? searchLocally(query, null) : null;
        prepareWordsSoon();
        return page;
      },
      lookupCode,
      lookupCodeOnceKnown,
      forgetTaxons: () => {
        taxons = null;
      },
      stop: () => {
        if (wordsTimer) clearTimeout(wordsTimer);
      },
    },
  };
}
