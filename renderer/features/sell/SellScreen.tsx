/**
 * The home screen: search the catalog as you type, browse a taxon, narrow by price, stock and
 * option values, sort, open a product, build the cart. "3*" in the search box sets the quantity
 * of the next add, by click or by scan.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { Product } from '../../../shared/storefront/types/types.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { NoShiftNote } from '../shift/NoShiftNote.js';
import { ExchangeBanner } from '../returns/ExchangeBanner.js';
import { ProductGrid, type ProductGridHandle } from './ProductGrid.js';
import { activeFilterCount, quantityPrefix, useCatalog } from './catalog.js';
import { CartPanel } from './CartPanel.js';
import { pos } from '../../bridge/pos.js';
import { useSale } from './sale.js';
import { enterInSearch } from './enter-in-search.js';
import { useSearchAsYouType } from './screen/use-search-as-you-type.js';
import { SearchBar } from './screen/SearchBar.js';
import { CatalogSide } from './screen/CatalogSide.js';
import { ResultsToolbar } from './screen/ResultsToolbar.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  catalog: { id: 'sell.screen.catalog', defaultMessage: 'Catalog' },
  noMatch: {
    id: 'sell.screen.noMatch',
    defaultMessage: '{searched, select, yes {No products match “{query}”.} other {No products match.}}',
  },
  noMatchFiltered: {
    id: 'sell.screen.noMatchFiltered',
    defaultMessage: '{searched, select, yes {No products match “{query}” with these filters.} other {No products match with these filters.}}',
  },
});

// The dialog is not on the first screen: its script loads when a product is first opened (or once the till is idle).
export const loadProductDialog = () => import('./ProductDialog.js').then((m) => ({ default: m.ProductDialog }));
const ProductDialog = lazy(loadProductDialog);

export function SellScreen() {
  const words = useWords();
  const products = useCatalog((s) => s.products);
  const loading = useCatalog((s) => s.loading);
  const error = useCatalog((s) => s.error);
  const total = useCatalog((s) => s.total);
  const filters = useCatalog((s) => s.filters);
  const clearFilters = useCatalog((s) => s.clearFilters);
  const reload = useCatalog((s) => s.reload);
  const setNextQuantity = useCatalog((s) => s.setNextQuantity);
  const [query, setQuery] = useSearchAsYouType();
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

  useEffect(() => {
    searchRef.current?.focus();
    if (useCatalog.getState().taxons.length === 0) void useCatalog.getState().loadTaxons();
  }, []);

  // Opened, the panel takes the focus (its close button first), so a keyboard user is where it is.
  useEffect(() => {
    // not-words: a CSS selector
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
  const enterSearch = () =>
    useSale.getState().lookUp(async () => {
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
        return;
      }
      if (decision.kind === 'nothing') return;
      // A choice to make (one of the product's kinds, or one of several products): an F9 pressed meanwhile does not skip it.
      useSale.setState({ checkoutAsked: false });
      if (decision.kind === 'open') {
        opener.current = searchRef.current;
        setOpen(decision.product);
      } else grid.current?.focusCard(0);
    });

  const clear = () => {
    void clearFilters();
    searchRef.current?.focus();
  };

  return (
    <div className="sell">
      <section className="catalog" aria-label={words.formatMessage(messages.catalog)}>
        <SearchBar query={query} searchRef={searchRef} onTyped={typed} onEnter={() => void enterSearch()} onArrowDown={() => grid.current?.focusCard(0)} />
        <NoShiftNote />
        <ExchangeBanner />
        <div className={`catalog-body${filtersOpen ? ' filters-open' : ''}`}>
          <CatalogSide filtersOpen={filtersOpen} onClose={closeFilters} />
          <div className="catalog-results">
            <ResultsToolbar
              filtersOpen={filtersOpen}
              filtersToggle={filtersToggle}
              onToggleFilters={() => (filtersOpen ? closeFilters() : setFiltersOpen(true))}
              onClear={clear}
            />
            {error && <ErrorBanner message={error} onRetry={() => void reload()} />}
            {!loading && !error && products.length === 0 && (
              <p className="empty">
                {words.formatMessage(filterCount > 0 ? messages.noMatchFiltered : messages.noMatch, { searched: query ? 'yes' : 'no', query })}
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
