/** The catalog as the Sell screen shows it: the current search and its results. */
import { create } from 'zustand';
import type { Product } from '../../shared/storefront/types.js';
import { pos } from '../bridge/pos.js';
import { shownError } from './errors.js';

interface CatalogState {
  text: string;
  products: Product[];
  total: number;
  /** The last answer came from the local catalog (searching it costs the store nothing). */
  local: boolean;
  loading: boolean;
  error: string | null;
  search(text: string): Promise<void>;
}

let latest = 0;

export const useCatalog = create<CatalogState>((set) => ({
  text: '',
  products: [],
  total: 0,
  local: false,
  loading: false,
  error: null,
  async search(text) {
    const ticket = ++latest;
    set({ text, loading: true, error: null });
    try {
      const page = await pos().catalog.search({ text: text.trim() || undefined, perPage: 60 });
      // Only the newest search may show its results.
      if (ticket === latest) set({ products: page.items, total: page.meta.totalCount, local: page.facets !== undefined, loading: false });
    } catch (error) {
      if (ticket === latest) set({ loading: false, error: shownError(error).message });
    }
  },
}));
