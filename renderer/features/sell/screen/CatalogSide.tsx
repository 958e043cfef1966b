/** The catalog's side: its taxons to browse and the filters (a panel over the products below 1200 px, Escape closes it). */
import { useCatalog } from '../catalog.js';
import { CatalogFilters } from '../CatalogFilters.js';
import { TaxonNav } from '../TaxonNav.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  label: { id: 'sell.side.label', defaultMessage: 'Browse and filter' },
  close: { id: 'sell.side.close', defaultMessage: 'Close filters' },
});

export function CatalogSide({ filtersOpen, onClose }: { filtersOpen: boolean; onClose(): void }) {
  const words = useWords();
  const filters = useCatalog((s) => s.filters);
  const facets = useCatalog((s) => s.facets);
  const taxons = useCatalog((s) => s.taxons);
  const taxonId = useCatalog((s) => s.taxonId);
  const taxonsError = useCatalog((s) => s.taxonsError);
  const loadTaxons = useCatalog((s) => s.loadTaxons);
  const setBackorderable = useCatalog((s) => s.setBackorderable);
  const setInStock = useCatalog((s) => s.setInStock);
  const setPriceRange = useCatalog((s) => s.setPriceRange);
  const setTaxon = useCatalog((s) => s.setTaxon);
  const toggleOption = useCatalog((s) => s.toggleOption);
  return (
    <aside
      id="catalog-side"
      className="catalog-side"
      aria-label={words.formatMessage(messages.label)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && filtersOpen) {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <button type="button" className="btn btn-ghost filters-close" onClick={onClose}>
        {words.formatMessage(messages.close)}
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
  );
}
