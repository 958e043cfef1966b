/** The home screen: search the catalog as you type, open a product, build the cart. */
import { useEffect, useRef, useState } from 'react';
import type { Product } from '../../shared/storefront/types.js';
import { ErrorBanner } from '../components/ErrorBanner.js';
import { ProductTile } from '../components/ProductTile.js';
import { StockBadge } from '../components/StockBadge.js';
import { useCatalog } from '../stores/catalog.js';
import { CartPanel } from './CartPanel.js';
import { ProductDialog } from './ProductDialog.js';

export function SellScreen() {
  const { products, loading, error, search, text, total, local } = useCatalog();
  const [query, setQuery] = useState(text);
  const [open, setOpen] = useState<Product | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    // The local catalog answers in well under a millisecond, so every keystroke searches at once
    // (the newest answer wins). Until it has synced, searches go to the store: one per pause in typing.
    const t = setTimeout(() => void search(query), local || query === text ? 0 : 250);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  useEffect(() => {
    searchRef.current?.focus();
  }, []);

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
            placeholder="Search products by name, SKU or barcode  (/)"
            value={query}
            autoComplete="off"
            onChange={(e) => setQuery(e.target.value)}
          />
          <span className="muted result-count" aria-live="polite">
            {loading ? 'Searching…' : `${total} product${total === 1 ? '' : 's'}`}
          </span>
        </div>
        {error && <ErrorBanner message={error} onRetry={() => void search(query)} />}
        {!loading && !error && products.length === 0 && <p className="empty">No products match “{query}”.</p>}
        <ul className="product-grid" aria-busy={loading}>
          {products.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="product-card"
                aria-label={p.name}
                onClick={(e) => {
                  opener.current = e.currentTarget;
                  setOpen(p);
                }}
              >
                <ProductTile name={p.name} />
                <span className="product-name">{p.name}</span>
                <span className="product-meta">
                  <span className="price">{p.displayPrice ?? '—'}</span>
                  <StockBadge inStock={p.inStock} backorderable={p.backorderable} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <CartPanel />
      {open && (
        <ProductDialog
          product={open}
          onClose={() => {
            setOpen(null);
            opener.current?.focus();
          }}
        />
      )}
    </div>
  );
}
