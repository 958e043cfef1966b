/**
 * Filters fed by what the browsed products hold: a price range, stock, and each option type's
 * values (colour, size) as toggle chips with how many products have them.
 */
import { useEffect, useState } from 'react';
import type { CatalogFacets } from '../../../shared/bridge/bridge.js';
import { parsePrice, PROPERTY_PREFIX, type CatalogFilterState } from './catalog.js';

const price = (n: number | null) => (n === null ? '' : String(n));

export function CatalogFilters({
  facets,
  filters,
  onPrice,
  onInStock,
  onBackorderable,
  onOption,
}: {
  facets: CatalogFacets | null;
  filters: CatalogFilterState;
  onPrice(min: number | null, max: number | null): void;
  onInStock(on: boolean): void;
  onBackorderable(on: boolean): void;
  onOption(type: string, value: string): void;
}) {
  // The price fields keep what is typed; the range applies after a short pause in typing.
  const [min, setMin] = useState(price(filters.priceMin));
  const [max, setMax] = useState(price(filters.priceMax));
  // A range changed elsewhere (Clear filters) replaces what the fields hold.
  const [seen, setSeen] = useState([filters.priceMin, filters.priceMax]);
  if (seen[0] !== filters.priceMin || seen[1] !== filters.priceMax) {
    setSeen([filters.priceMin, filters.priceMax]);
    if (parsePrice(min) !== filters.priceMin) setMin(price(filters.priceMin));
    if (parsePrice(max) !== filters.priceMax) setMax(price(filters.priceMax));
  }
  useEffect(() => {
    const t = setTimeout(() => onPrice(parsePrice(min), parsePrice(max)), 300);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [min, max]);
  const badMin = min.trim() !== '' && parsePrice(min) === null;
  const badMax = max.trim() !== '' && parsePrice(max) === null;

  return (
    <section className="filter-panel" aria-labelledby="filters-title">
      <h3 id="filters-title" className="side-title">
        Filters
      </h3>
      <fieldset className="filter-group">
        <legend>Price</legend>
        <div className="price-range">
          <label>
            <span className="visually-hidden">Lowest price</span>
            <input
              type="text"
              inputMode="decimal"
              placeholder={facets?.price ? `Min ${Math.floor(facets.price.min)}` : 'Min'}
              value={min}
              aria-invalid={badMin || undefined}
              onChange={(e) => setMin(e.target.value)}
            />
          </label>
          <span aria-hidden="true">–</span>
          <label>
            <span className="visually-hidden">Highest price</span>
            <input
              type="text"
              inputMode="decimal"
              placeholder={facets?.price ? `Max ${Math.ceil(facets.price.max)}` : 'Max'}
              value={max}
              aria-invalid={badMax || undefined}
              onChange={(e) => setMax(e.target.value)}
            />
          </label>
        </div>
        {(badMin || badMax) && <p className="field-error">Enter a price such as 20 or 19.99.</p>}
      </fieldset>
      <fieldset className="filter-group">
        <legend>Stock</legend>
        <label className="check">
          <input type="checkbox" checked={filters.inStock} onChange={(e) => onInStock(e.target.checked)} />
          In stock only
        </label>
        <label className="check">
          <input type="checkbox" checked={filters.backorderable} onChange={(e) => onBackorderable(e.target.checked)} />
          Can be back-ordered
        </label>
      </fieldset>
      {[...(facets?.optionTypes ?? []), ...(facets?.properties ?? []).map((p) => ({ ...p, name: `${PROPERTY_PREFIX}${p.name}` }))]
        .filter((t) => t.values.length > 0)
        .map((type) => (
          <fieldset key={type.name} className="filter-group">
            <legend>{type.presentation}</legend>
            <div className="chips">
              {type.values.map((v) => {
                const on = filters.options[type.name] === v.name;
                return (
                  <button
                    key={v.name}
                    type="button"
                    className={`chip${on ? ' chip-on' : ''}`}
                    aria-pressed={on}
                    aria-label={`${type.presentation} ${v.presentation}, ${v.count} product${v.count === 1 ? '' : 's'}`}
                    onClick={() => onOption(type.name, v.name)}
                  >
                    {v.presentation}
                    <span className="chip-count" aria-hidden="true">
                      {v.count}
                    </span>
                  </button>
                );
              })}
            </div>
          </fieldset>
        ))}
      {!facets && <p className="muted small">Colour, size and material filters appear once the catalog has synced to this till.</p>}
    </section>
  );
}
