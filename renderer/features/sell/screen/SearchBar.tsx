/**
 * The catalog's search box: as you type, Enter to add or open what it finds, Arrow down to the
 * products; "3*" sets the quantity of the next add, shown beside it with a reset.
 */
import type { RefObject } from 'react';
import { useCatalog } from '../catalog.js';

export interface SearchBarProps {
  query: string;
  searchRef: RefObject<HTMLInputElement | null>;
  onTyped(value: string): void;
  onEnter(): void;
  onArrowDown(): void;
}

export function SearchBar({ query, searchRef, onTyped, onEnter, onArrowDown }: SearchBarProps) {
  const products = useCatalog((s) => s.products);
  const nextQuantity = useCatalog((s) => s.nextQuantity);
  const setNextQuantity = useCatalog((s) => s.setNextQuantity);
  return (
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
        onChange={(e) => onTyped(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && products.length > 0) {
            e.preventDefault();
            onArrowDown();
          } else if (e.key === 'Enter' && !e.defaultPrevented && query.trim()) {
            e.preventDefault();
            onEnter();
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
  );
}
