/** Above the products: how many match (and where, with what filters), the filters panel's toggle, Clear filters and the sort. */
import type { RefObject } from 'react';
import type { CatalogSort } from '../../../../shared/bridge/bridge.js';
import { activeFilterCount, SORTS, useCatalog } from '../catalog.js';
import { GiftCardsButton } from '../../giftcards/GiftCardsButton.js';

export interface ResultsToolbarProps {
  filtersOpen: boolean;
  filtersToggle: RefObject<HTMLButtonElement | null>;
  onToggleFilters(): void;
  onClear(): void;
}

export function ResultsToolbar({ filtersOpen, filtersToggle, onToggleFilters, onClear }: ResultsToolbarProps) {
  const loading = useCatalog((s) => s.loading);
  const total = useCatalog((s) => s.total);
  const filters = useCatalog((s) => s.filters);
  const taxons = useCatalog((s) => s.taxons);
  const taxonId = useCatalog((s) => s.taxonId);
  const sort = useCatalog((s) => s.sort);
  const setSort = useCatalog((s) => s.setSort);
  const filterCount = activeFilterCount(filters);
  const taxonName = taxonId ? taxons.find((t) => t.id === taxonId)?.name : null;
  const summary = loading
    ? 'Searching…'
    : `${total.toLocaleString()} product${total === 1 ? '' : 's'}${taxonName ? ` in ${taxonName}` : ''}${filterCount > 0 ? `, ${filterCount} filter${filterCount === 1 ? '' : 's'} on` : ''}`;
  return (
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
        onClick={onToggleFilters}
      >
        Filters{filterCount > 0 ? ` (${filterCount})` : ''}
      </button>
      <button type="button" className="btn btn-small" disabled={filterCount === 0} onClick={onClear}>
        Clear filters
      </button>
      <GiftCardsButton />
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
  );
}
