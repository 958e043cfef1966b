/**
 * The catalog as the Sell screen shows it: what the cashier searched for, the taxon browsed, the
 * filters and sort chosen, and the answer (loaded a page at a time as the grid scrolls), plus
 * the quantity the next add takes ("3*" typed before a scan or a click).
 */
import { create } from 'zustand';
import type { CatalogFacets, CatalogFilters, CatalogQuery, CatalogResults, CatalogSort } from '../../../shared/bridge/bridge.js';
import type { Product, Taxon } from '../../../shared/storefront/types/types.js';
import { pos } from '../../bridge/pos.js';
import { shownError } from '../../shell/errors.js';
import { typedQuantity } from './typed-quantity.js';
import { defineMessages, type MessageDeclaration } from '../../../shared/i18n/words.js';

const sortNames = defineMessages({
  relevance: { id: 'sell.sort.relevance', defaultMessage: 'Best match' },
  name: { id: 'sell.sort.name', defaultMessage: 'Name A–Z' },
  nameDescending: { id: 'sell.sort.nameDescending', defaultMessage: 'Name Z–A' },
  price: { id: 'sell.sort.price', defaultMessage: 'Price: low to high' },
  priceDescending: { id: 'sell.sort.priceDescending', defaultMessage: 'Price: high to low' },
  newest: { id: 'sell.sort.newest', defaultMessage: 'Newest' },
});

/**
 * The filters chosen on the Sell screen: the contract's (shared/bridge/bridge.ts), each always set. The
 * options map holds one chosen value per option type, e.g. { color: 'navy' }, and properties as
 * "property:<name>".
 */
export type CatalogFilterState = Required<Pick<CatalogFilters, 'priceMin' | 'priceMax' | 'inStock' | 'backorderable' | 'options'>>;

export const NO_FILTERS: CatalogFilterState = { priceMin: null, priceMax: null, inStock: false, backorderable: false, options: {} };

export const SORTS: { value: CatalogSort; label: MessageDeclaration }[] = [
  { value: 'relevance', label: sortNames.relevance },
  { value: 'name', label: sortNames.name },
  { value: '-name', label: sortNames.nameDescending },
  { value: 'price', label: sortNames.price },
  { value: '-price', label: sortNames.priceDescending },
  { value: 'newest', label: sortNames.newest },
];

/** Products asked for at once: the bridge's largest page. */
export const PAGE_SIZE = 100;

/** Filter keys of product properties, beside option types in the same choice map. */
export const PROPERTY_PREFIX = 'property:';

/** Chooses a value of an option type, or un-chooses it when it was the one chosen. */
export function toggleOption(options: Record<string, string>, type: string, value: string): Record<string, string> {
  const next = { ...options };
  if (next[type] === value) delete next[type];
  else next[type] = value;
  return next;
}

/** How many filters narrow the results (a price range counts once). */
export function activeFilterCount(filters: CatalogFilterState): number {
  return (
    (filters.priceMin !== null || filters.priceMax !== null ? 1 : 0) +
    (filters.inStock ? 1 : 0) +
    (filters.backorderable ? 1 : 0) +
    Object.values(filters.options).filter(Boolean).length
  );
}

/** A price the cashier typed, as a number the bridge accepts, or null for none or nonsense. */
export function parsePrice(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(t)) return null;
  return Number(t);
}

/** "3*" (or "3 *") typed in the search box: the quantity of the next add. */
export function quantityPrefix(text: string): number | null {
  const m = /^\s*(\d{1,4})\s*\*\s*$/.exec(text);
  return m ? typedQuantity(m[1]!) : null;
}

/** The bridge query for what is on screen, leaving out whatever does not narrow anything. */
export function catalogQuery(view: { text: string; taxonId: string | null; filters: CatalogFilterState; sort: CatalogSort }, page = 1): CatalogQuery {
  const { filters } = view;
  const chosen = Object.entries(filters.options).filter(([, v]) => v);
  const options = Object.fromEntries(chosen.filter(([k]) => !k.startsWith(PROPERTY_PREFIX)));
  const properties = Object.fromEntries(chosen.filter(([k]) => k.startsWith(PROPERTY_PREFIX)).map(([k, v]) => [k.slice(PROPERTY_PREFIX.length), v]));
  const text = view.text.trim();
  let { priceMin, priceMax } = filters;
  // A range typed backwards still means the prices between the two.
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  return {
    ...(text ? { text } : {}),
    ...(view.taxonId ? { taxonId: view.taxonId } : {}),
    ...(priceMin !== null ? { priceMin } : {}),
    ...(priceMax !== null ? { priceMax } : {}),
    ...(filters.inStock ? { inStock: true } : {}),
    ...(filters.backorderable ? { backorderable: true } : {}),
    ...(Object.keys(options).length > 0 ? { options } : {}),
    ...(Object.keys(properties).length > 0 ? { properties } : {}),
    sort: view.sort,
    page,
    perPage: PAGE_SIZE,
  };
}

interface CatalogState {
  text: string;
  taxonId: string | null;
  filters: CatalogFilterState;
  sort: CatalogSort;
  products: Product[];
  total: number;
  /** What the browsed products hold (option values with counts, price range); null when the store answered. */
  facets: CatalogFacets | null;
  nextPage: number | null;
  /** The last answer came from the local catalog (searching it costs the store nothing). */
  local: boolean;
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
  taxons: Taxon[];
  taxonsError: string | null;
  /** The quantity the next add (click or scan) takes; null for one. */
  nextQuantity: number | null;
  search(text: string): Promise<void>;
  /** Shows the first page main answered at the start (null: none cached, so the store is asked as usual). */
  begin(first: Promise<CatalogResults | null>): Promise<void>;
  /** Whether what is shown is the start's answer, not yet taken by the Sell screen (which then need not ask again); takes it. */
  takeStartAnswer(): boolean;
  setTaxon(taxonId: string | null): Promise<void>;
  setPriceRange(min: number | null, max: number | null): Promise<void>;
  setInStock(on: boolean): Promise<void>;
  setBackorderable(on: boolean): Promise<void>;
  toggleOption(type: string, value: string): Promise<void>;
  setSort(sort: CatalogSort): Promise<void>;
  clearFilters(): Promise<void>;
  reload(): Promise<void>;
  loadMore(): Promise<void>;
  loadTaxons(): Promise<void>;
  setNextQuantity(quantity: number | null): void;
  /** The next add's quantity, used up. */
  takeNextQuantity(): number;
  /** How many times an add has asked for the search box to be emptied (the Sell screen follows it). */
  searchClears: number;
  /** An item went into the cart: the search box empties, ready for the next item or scan. */
  clearSearch(): void;
}

let latest = 0;
/** The products shown are the start's answer and no search has been made since. */
let fromStart = false;

export const useCatalog = create<CatalogState>((set, get) => {
  /** Asks for the first page of what is on screen now; only the newest answer is shown. */
  const show = (answer: CatalogResults) =>
    set({
      products: answer.items,
      total: answer.meta.totalCount,
      nextPage: answer.nextPage,
      facets: answer.facets ?? null,
      local: answer.facets !== undefined,
      loading: false,
    });

  const fetchFirst = async () => {
    fromStart = false;
    const ticket = ++latest;
    set({ loading: true, loadingMore: false, error: null });
    try {
      const answer = await pos().catalog.search(catalogQuery(get()));
      if (ticket === latest) show(answer);
    } catch (error) {
      if (ticket === latest) set({ loading: false, error: shownError(error).message });
    }
  };

  return {
    text: '',
    taxonId: null,
    filters: NO_FILTERS,
    sort: 'relevance',
    products: [],
    total: 0,
    facets: null,
    nextPage: null,
    local: false,
    loading: false,
    loadingMore: false,
    error: null,
    taxons: [],
    taxonsError: null,
    nextQuantity: null,
    async search(text) {
      set({ text });
      await fetchFirst();
    },
    async begin(first) {
      const ticket = ++latest;
      set({ loading: true, loadingMore: false, error: null });
      const answer = await first.catch(() => null);
      if (ticket !== latest) return; // the cashier searched meanwhile: that answer is the one shown
      if (answer) {
        show(answer);
        fromStart = true;
      } else await fetchFirst();
    },
    takeStartAnswer() {
      const taken = fromStart;
      fromStart = false;
      return taken;
    },
    async setTaxon(taxonId) {
      // Another taxon holds other option values: choices made for the last one may find nothing here.
      set({ taxonId, filters: { ...get().filters, options: {} } });
      await fetchFirst();
    },
    async setPriceRange(priceMin, priceMax) {
      const f = get().filters;
      if (f.priceMin === priceMin && f.priceMax === priceMax) return;
      set({ filters: { ...f, priceMin, priceMax } });
      await fetchFirst();
    },
    async setInStock(inStock) {
      set({ filters: { ...get().filters, inStock } });
      await fetchFirst();
    },
    async setBackorderable(backorderable) {
      set({ filters: { ...get().filters, backorderable } });
      await fetchFirst();
    },
    async toggleOption(type, value) {
      const f = get().filters;
      set({ filters: { ...f, options: toggleOption(f.options, type, value) } });
      await fetchFirst();
    },
    async setSort(sort) {
      set({ sort });
      await fetchFirst();
    },
    async clearFilters() {
      set({ filters: NO_FILTERS });
      await fetchFirst();
    },
    reload: () => fetchFirst(),
    async loadMore() {
      const { nextPage, loading, loadingMore } = get();
      if (nextPage === null || loading || loadingMore) return;
      const ticket = latest;
      set({ loadingMore: true });
      try {
        const answer = await pos().catalog.search(catalogQuery(get(), nextPage));
        if (ticket !== latest) return;
        const seen = new Set(get().products.map((p) => p.id));
        set({
          products: [...get().products, ...answer.items.filter((p) => !seen.has(p.id))],
          total: answer.meta.totalCount,
          nextPage: answer.nextPage,
          loadingMore: false,
        });
      } catch (error) {
        if (ticket === latest) set({ loadingMore: false, error: shownError(error).message });
      }
    },
    async loadTaxons() {
      try {
        set({ taxons: await pos().catalog.taxons(), taxonsError: null });
      } catch (error) {
        set({ taxonsError: shownError(error).message });
      }
    },
    setNextQuantity: (nextQuantity) => set({ nextQuantity }),
    searchClears: 0,
    clearSearch: () => set({ searchClears: get().searchClears + 1 }),
    takeNextQuantity() {
      const n = get().nextQuantity ?? 1;
      if (get().nextQuantity !== null) set({ nextQuantity: null });
      return n;
    },
  };
});
