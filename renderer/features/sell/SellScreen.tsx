/**
 * The home screen: search the catalog as you type, browse a taxon, narrow by price, stock and
 * option values, sort, open a product, build the cart. "3*" in the search box sets the quantity
 * of the next add, by click or by scan.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { CatalogSort } from '../../../shared/bridge/bridge.js';
import type { Product } from '../../../shared/storefront/types/types.js';
import { CatalogFilters } from './CatalogFilters.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { NoShiftNote } from '../shift/NoShiftNote.js';
import { ProductGrid, type ProductGridHandle } from './ProductGrid.js';
import { TaxonNav } from './TaxonNav.js';
import { activeFilterCount, quantityPrefix, SORTS, useCatalog } from './catalog.js';
import { CartPanel } from './CartPanel.js';
import { pos } from '../../bridge/pos.js';
import { useSale } from './sale.js';
import { enterInSearch } from './enter-in-search.js';

// The dialog is not on the first screen: its script loads when a product is first opened (or once the till is idle).
export const loadProductDialog = () => import('./ProductDialog.js').then((m) => ({ default: m.ProductDialog }));
const ProductDialog = lazy(loadProductDialog);

export function SellScreen() {
  const products = useCatalog((s) => s.products);
  const loading = useCatalog((s) => s.loading);
  const error = useCatalog((s) => s.error);
  const text = useCatalog((s) => s.text);
  const total = useCatalog((s) => s.total);
  const local = useCatalog((s) => s.local);
  const filters = useCatalog((s) => s.filters);
  const facets = useCatalog((s) => s.facets);
  const taxons = useCatalog((s) => s.taxons);
  const taxonId = useCatalog((s) => s.taxonId);
  const sort = useCatalog((s) => s.sort);
  const nextQuantity = useCatalog((s) => s.nextQuantity);
  const clearFilters = useCatalog((s) => s.clearFilters);
  const loadTaxons = useCatalog((s) => s.loadTaxons);
  const reload = useCatalog((s) => s.reload);
  const search = useCatalog((s) => s.search);
  const setBackorderable = useCatalog((s) => s.setBackorderable);
  const setInStock = useCatalog((s) => s.setInStock);
  const setNextQuantity = useCatalog((s) => s.setNextQuantity);
  const setPriceRange = useCatalog((s) => s.setPriceRange);
  const setSort = useCatalog((s) => s.setSort);
  const setTaxon = useCatalog((s) => s.setTaxon);
  const taxonsError = useCatalog((s) => s.taxonsError);
  const toggleOption = useCatalog((s) => s.toggleOption);
  const [query, setQuery] = useState(text);
  const [open, setOpen] = useState<Product | null>(null);
  // Below 1200 px the categories and filters are a panel over the products, opened from the toolbar.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersToggle = useRef<HTMLButtonElement>(null);
  const closeFilters = () => {
    setFiltersOpen(false);
    filtersToggle.current?.focus();
  };
  const searchRef = useRef<HTMLInputElement>(null);
  const grid = useRef<ProductGridHandle>(null);
  const opener = useRef<HTMLElement | null>(null);
  const filterCount = activeFilterCount(filters);
  const taxonName = taxonId ? taxons.find((t) => t.id === taxonId)?.name : null;

  useEffect(() => {
    // The local catalog answers in well under a millisecond, so every keystroke searches at once
    // (the newest answer wins). Until it has synced, searches go to the store: one per pause in typing.
    // The same search already on its way (the one started as the app loads) is not sent again.
    const state = useCatalog.getState();
    // The first page main gave at the start (or is giving) is the answer to this very query.
    if (state.text === query && (state.loading || state.takeStartAnswer())) return;
    const t = setTimeout(() => void search(query), local || query === text ? 0 : 250);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  // Any add (Enter in the search, the product's dialog, a scan) empties the search box for the next item.
  const searchClears = useCatalog((s) => s.searchClears);
  const clearsSeen = useRef(searchClears);
  useEffect(() => {
    if (clearsSeen.current === searchClears) return;
    clearsSeen.current = searchClears;
    setQuery('');
    if (useCatalog.getState().text !== '') void useCatalog.getState().search('');
  }, [searchClears]);

  useEffect(() => {
    searchRef.current?.focus();
    if (useCatalog.getState().taxons.length === 0) void useCatalog.getState().loadTaxons();
  }, []);

  // Opened, the panel takes the focus (its close button first), so a keyboard user is where it is.
  useEffect(() => {
    if (filtersOpen) document.querySelector<HTMLElement>('#catalog-side .filters-close')?.focus();
  }, [filtersOpen]);

  const loadMore = useCallback(() => void useCatalog.getState().loadMore(), []);

  const typed = (value: string) => {
    const qty = quantityPrefix(value);
    if (qty !== null) {
      setNextQuantity(qty);
      setQuery('');
    } else setQuery(value);
  };

  /**
   * Enter in the search: a SKU or barcode typed in full adds its item; else one product that sells
   * in one way only is added, one with a choice opens, several go to the grid. The search box
   * is cleared after an add, ready for the next item (or F9).
   */
  const enterSearch = async () => {
    const typedText = query.trim();
    if (!typedText) return;
    // Cleared for the next item at once (the catalog too, so a screen opened next comes back to an empty search).
    const cleared = () => useCatalog.getState().clearSearch();
    const found = await pos()
      .catalog.lookupCode(typedText)
      .catch(() => null);
    if (found) {
      if (await useSale.getState().addByCode(typedText, useCatalog.getState().takeNextQuantity())) cleared();
      return;
    }
    if (useCatalog.getState().text !== query || useCatalog.getState().loading) await useCatalog.getState().search(query);
    const decision = enterInSearch(useCatalog.getState().products);
    if (decision.kind === 'add') {
      const quantity = useCatalog.getState().takeNextQuantity();
      if (await useSale.getState().addFromSearch(decision.variantId, quantity, decision.product.name)) cleared();
    } else if (decision.kind === 'open') {
      opener.current = searchRef.current;
      setOpen(decision.product);
    } else if (decision.kind === 'browse') grid.current?.focusCard(0);
  };

  const clear = () => {
    void clearFilters();
    searchRef.current?.focus();
  };

  const summary = loading
    ? 'Searching…'
    : `${total.toLocaleString()} product${total === 1 ? '' : 's'}${taxonName ? ` in ${taxonName}` : ''}${filterCount > 0 ? `, ${filterCount} filter${filterCount === 1 ? '' : 's'} on` : ''}`;

  return (
    <div className="sell">
      <section className="catalog" aria-label="Catalog">
        <div className="search-bar">
          <label htmlFor="catalog-search" className="visually-hidden">
            Search products
          </label>
          <input
            id="catalog-search"
            ref={searchRef}
            type="search"
            placeholder="Name, SKU or barcode (/)  ·  3* sets the next quantity"
            value={query}
            autoComplete="off"
            aria-describedby="quantity-next"
            onChange={(e) => typed(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown' && products.length > 0) {
                e.preventDefault();
                grid.current?.focusCard(0);
              } else if (e.key === 'Enter' && !e.defaultPrevented && query.trim()) {
                e.preventDefault();
                void enterSearch();
              } else if (e.key === 'Escape' && !query && nextQuantity !== null) {
                setNextQuantity(null);
              }
            }}
          />
          <span id="quantity-next" className={nextQuantity !== null ? 'next-qty' : 'visually-hidden'}>
            {nextQuantity !== null ? (
              <>
                Next add: <strong>{nextQuantity} ×</strong>
                <button type="button" className="btn btn-small btn-ghost" aria-label="Reset the next quantity to 1" onClick={() => setNextQuantity(null)}>
                  ×
                </button>
              </>
            ) : (
              'Type a number and * to set the quantity of the next add. Arrow down moves to the products.'
            )}
          </span>
        </div>
        <NoShiftNote />
        <div className={`catalog-body${filtersOpen ? ' filters-open' : ''}`}>
          <aside
            id="catalog-side"
            className="catalog-side"
            aria-label="Browse and filter"
            onKeyDown={(e) => {
              if (e.key === 'Escape' && filtersOpen) {
                e.stopPropagation();
                closeFilters();
              }
            }}
          >
            <button type="button" className="btn btn-ghost filters-close" onClick={closeFilters}>
              Close filters
            </button>
            <TaxonNav taxons={taxons} chosen={taxonId} error={taxonsError} onChoose={(id) => void setTaxon(id)} onRetry={() => void loadTaxons()} />
            <CatalogFilters
              facets={facets}
              filters={filters}
              onPrice={(min, max) => void setPriceRange(min, max)}
              onInStock={(on) => void setInStock(on)}
              onBackorderable={(on) => void setBackorderable(on)}
              onOption={(type, value) => void toggleOption(type, value)}
            />
          </aside>
          <div className="catalog-results">
            <div className="results-toolbar">
              <span className="result-count" role="status" aria-live="polite">
                {summary}
              </span>
              <button
                ref={filtersToggle}
                type="button"
                className="btn btn-small filters-toggle"
                aria-expanded={filtersOpen}
                aria-controls="catalog-side"
                onClick={() => (filtersOpen ? closeFilters() : setFiltersOpen(true))}
              >
                Filters{filterCount > 0 ? ` (${filterCount})` : ''}
              </button>
              <button type="button" className="btn btn-small" disabled={filterCount === 0} onClick={clear}>
                Clear filters
              </button>
              <label className="sort-field">
                <span>Sort</span>
                <select value={sort} onChange={(e) => void setSort(e.target.value as CatalogSort)}>
                  {SORTS.map((s) => (
                    <option key={s.value} value={s.value}>
                      {s.label}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            {error && <ErrorBanner message={error} onRetry={() => void reload()} />}
            {!loading && !error && products.length === 0 && (
              <p className="empty">
                No products match{query ? ` “${query}”` : ''}
                {filterCount > 0 ? ' with these filters' : ''}.
              </p>
            )}
            <ProductGrid
              ref={grid}
              products={products}
              total={total}
              busy={loading}
              onNearEnd={loadMore}
              onLeaveTop={() => searchRef.current?.focus()}
              onOpen={(p, card) => {
                opener.current = card;
                setOpen(p);
              }}
            />
          </div>
        </div>
      </section>
      <CartPanel />
      {open && (
        <Suspense fallback={null}>
          <ProductDialog
            product={open}
            onClose={(added) => {
              setOpen(null);
              // Once the modal dialog has left the page, the rest of it can take the focus again: after an
              // add that emptied the search, the search (where the next item goes); else what opened it.
              const next = added && query ? searchRef.current : opener.current;
              setTimeout(() => next?.focus(), 0);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
