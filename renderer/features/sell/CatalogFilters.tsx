/**
 * Filters fed by what the browsed products hold: a price range, stock, and each option type's
 * values (colour, size) as toggle chips with how many products have them.
 */
import { useEffect, useState } from 'react';
import type { CatalogFacets } from '../../../shared/bridge/bridge.js';
import { parsePrice, PROPERTY_PREFIX, type CatalogFilterState } from './catalog.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  title: { id: 'sell.filters.title', defaultMessage: 'Filters' },
  price: { id: 'sell.filters.price', defaultMessage: 'Price' },
  lowestPrice: { id: 'sell.filters.lowestPrice', defaultMessage: 'Lowest price' },
  minFrom: { id: 'sell.filters.minFrom', defaultMessage: 'Min {amount}' },
  min: { id: 'sell.filters.min', defaultMessage: 'Min' },
  highestPrice: { id: 'sell.filters.highestPrice', defaultMessage: 'Highest price' },
  maxTo: { id: 'sell.filters.maxTo', defaultMessage: 'Max {amount}' },
  max: { id: 'sell.filters.max', defaultMessage: 'Max' },
  badPrice: { id: 'sell.filters.badPrice', defaultMessage: 'Enter a price such as 20 or 19.99.' },
  stock: { id: 'sell.filters.stock', defaultMessage: 'Stock' },
  inStockOnly: { id: 'sell.filters.inStockOnly', defaultMessage: 'In stock only' },
  backorderable: { id: 'sell.filters.backorderable', defaultMessage: 'Can be back-ordered' },
  chip: {
    id: 'sell.filters.chip',
    defaultMessage: '{type} {value}, {count, plural, one {# product} other {# products}}',
  },
  notSynced: { id: 'sell.filters.notSynced', defaultMessage: 'Colour, size and material filters appear once the catalog has synced to this till.' },
});

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
  const words = useWords();
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
        {words.formatMessage(messages.title)}
      </h3>
      <fieldset className="filter-group">
        <legend>{words.formatMessage(messages.price)}</legend>
        <div className="price-range">
          <label>
            <span className="visually-hidden">{words.formatMessage(messages.lowestPrice)}</span>
            <input
              type="text"
              inputMode="decimal"
              placeholder={
                facets?.price ? words.formatMessage(messages.minFrom, { amount: String(Math.floor(facets.price.min)) }) : words.formatMessage(messages.min)
              }
              value={min}
              aria-invalid={badMin || undefined}
              onChange={(e) => setMin(e.target.value)}
            />
          </label>
          <span aria-hidden="true">–</span>
          <label>
            <span className="visually-hidden">{words.formatMessage(messages.highestPrice)}</span>
            <input
              type="text"
              inputMode="decimal"
              placeholder={
                facets?.price ? words.formatMessage(messages.maxTo, { amount: String(Math.ceil(facets.price.max)) }) : words.formatMessage(messages.max)
              }
              value={max}
              aria-invalid={badMax || undefined}
              onChange={(e) => setMax(e.target.value)}
            />
          </label>
        </div>
        {(badMin || badMax) && <p className="field-error">{words.formatMessage(messages.badPrice)}</p>}
      </fieldset>
      <fieldset className="filter-group">
        <legend>{words.formatMessage(messages.stock)}</legend>
        <label className="check">
          <input type="checkbox" checked={filters.inStock} onChange={(e) => onInStock(e.target.checked)} />
          {words.formatMessage(messages.inStockOnly)}
        </label>
        <label className="check">
          <input type="checkbox" checked={filters.backorderable} onChange={(e) => onBackorderable(e.target.checked)} />
          {words.formatMessage(messages.backorderable)}
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
                    aria-label={words.formatMessage(messages.chip, { type: type.presentation, value: v.presentation, count: v.count })}
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
      {!facets && <p className="muted small">{words.formatMessage(messages.notSynced)}</p>}
    </section>
  );
}
