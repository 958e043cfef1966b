/**
 * The catalog's search box: as you type, Enter to add or open what it finds, Arrow down to the
 * products; "3*" sets the quantity of the next add, shown beside it with a reset.
 */
import type { RefObject } from 'react';
import { useCatalog } from '../catalog.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  label: { id: 'sell.search.label', defaultMessage: 'Search products' },
  placeholder: { id: 'sell.search.placeholder', defaultMessage: 'Name, SKU or barcode (/)  ·  3* sets the next quantity' },
  nextAdd: { id: 'sell.search.nextAdd', defaultMessage: 'Next add: <strong>{quantity} ×</strong>' },
  resetNext: { id: 'sell.search.resetNext', defaultMessage: 'Reset the next quantity to 1' },
  hint: {
    id: 'sell.search.hint',
    defaultMessage: 'Type a number and * to set the quantity of the next add. Arrow down moves to the products.',
  },
});

export interface SearchBarProps {
  query: string;
  searchRef: RefObject<HTMLInputElement | null>;
  onTyped(value: string): void;
  onEnter(): void;
  onArrowDown(): void;
}

export function SearchBar({ query, searchRef, onTyped, onEnter, onArrowDown }: SearchBarProps) {
  const words = useWords();
  const products = useCatalog((s) => s.products);
  const nextQuantity = useCatalog((s) => s.nextQuantity);
  const setNextQuantity = useCatalog((s) => s.setNextQuantity);
  return (
    <div className="search-bar">
      <label htmlFor="catalog-search" className="visually-hidden">
        {words.formatMessage(messages.label)}
      </label>
      <input
        id="catalog-search"
        ref={searchRef}
        type="search"
        placeholder={words.formatMessage(messages.placeholder)}
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
            {words.formatMessage(messages.nextAdd, { quantity: nextQuantity, strong: (chunks) => <strong>{chunks}</strong> })}
            <button
              type="button"
              className="btn btn-small btn-ghost"
              aria-label={words.formatMessage(messages.resetNext)}
              onClick={() => setNextQuantity(null)}
            >
              ×
            </button>
          </>
        ) : (
          words.formatMessage(messages.hint)
        )}
      </span>
    </div>
  );
}
