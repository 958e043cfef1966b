/** Above the products: how many match (and where, with what filters), the filters panel's toggle, Clear filters and the sort. */
import type { RefObject } from 'react';
import type { CatalogSort } from '../../../../shared/bridge/bridge.js';
import { activeFilterCount, SORTS, useCatalog } from '../catalog.js';
import { GiftCardsButton } from '../../giftcards/GiftCardsButton.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  searching: { id: 'sell.results.searching', defaultMessage: 'Searching…' },
  summary: {
    id: 'sell.results.summary',
    defaultMessage:
      '{count, plural, one {# product} other {# products}}{inTaxon, select, yes { in {taxon}} other {}}{filtered, select, yes {, {filters, plural, one {# filter} other {# filters}} on} other {}}',
  },
  filters: { id: 'sell.results.filters', defaultMessage: '{count, plural, =0 {Filters} other {Filters (#)}}' },
  clearFilters: { id: 'sell.results.clearFilters', defaultMessage: 'Clear filters' },
  sort: { id: 'sell.results.sort', defaultMessage: 'Sort' },
});

export interface ResultsToolbarProps {
  filtersOpen: boolean;
  filtersToggle: RefObject<HTMLButtonElement | null>;
  onToggleFilters(): void;
  onClear(): void;
}

export function ResultsToolbar({ filtersOpen, filtersToggle, onToggleFilters, onClear }: ResultsToolbarProps) {
  const words = useWords();
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
    ? words.formatMessage(messages.searching)
    : words.formatMessage(messages.summary, {
        count: total,
        inTaxon: taxonName ? 'yes' : 'no',
        taxon: taxonName ?? '',
        filtered: filterCount > 0 ? 'yes' : 'no',
        filters: filterCount,
      });
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
        {words.formatMessage(messages.filters, { count: filterCount })}
      </button>
      <button type="button" className="btn btn-small" disabled={filterCount === 0} onClick={onClear}>
        {words.formatMessage(messages.clearFilters)}
      </button>
      <GiftCardsButton />
      <label className="sort-field">
        <span>{words.formatMessage(messages.sort)}</span>
        <select value={sort} onChange={(e) => void setSort(e.target.value as CatalogSort)}>
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {words.formatMessage(s.label)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
