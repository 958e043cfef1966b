/** A new count: partial or full, a category or the whole store, at this till's location or another. */
import { useEffect, useId, useState } from 'react';
import type { CountScope, StockLocationChoice } from '../../../../shared/stock/count-calls.js';
import type { Taxon } from '../../../../shared/storefront/types/types.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { pos } from '../../../bridge/pos.js';
import { useWords } from '../../../i18n/use-words.js';
import { useCount } from './count-store.js';

const messages = defineMessages({
  form: { id: 'stock.countStart.form', defaultMessage: 'New count' },
  scope: { id: 'stock.countStart.scope', defaultMessage: 'What is counted' },
  partial: { id: 'stock.countStart.partial', defaultMessage: 'Partial count: only what I count changes' },
  full: { id: 'stock.countStart.full', defaultMessage: 'Full count: what I do not count is 0' },
  category: { id: 'stock.countStart.category', defaultMessage: 'Category' },
  everyCategory: { id: 'stock.countStart.everyCategory', defaultMessage: 'Every category' },
  location: { id: 'stock.countStart.location', defaultMessage: 'Location' },
  thisTill: { id: 'stock.countStart.thisTill', defaultMessage: 'This till’s location' },
  defaultLocation: { id: 'stock.countStart.defaultLocation', defaultMessage: '{name} (default)' },
  start: { id: 'stock.countStart.start', defaultMessage: 'Start count' },
});

export function CountStart() {
  const words = useWords();
  const [scope, setScope] = useState<CountScope>('partial');
  const [taxonId, setTaxonId] = useState('');
  const [locationId, setLocationId] = useState('');
  const [taxons, setTaxons] = useState<Taxon[]>([]);
  const [locations, setLocations] = useState<StockLocationChoice[]>([]);
  const busy = useCount((s) => s.busy);
  const run = useCount((s) => s.run);
  const categoryId = useId();
  const locationFieldId = useId();

  useEffect(() => {
    void pos()
      .catalog.taxons()
      .then((t) => setTaxons(t.filter((x) => x.depth > 0)))
      .catch(() => setTaxons([]));
    void pos()
      .stockCount.locations()
      .then(setLocations)
      .catch(() => setLocations([]));
  }, []);

  const start = () => run(() => pos().stockCount.start({ scope, taxonId: taxonId || null, stockLocationId: locationId || null }));

  return (
    <form
      className="count-start"
      aria-label={words.formatMessage(messages.form)}
      onSubmit={(e) => {
        e.preventDefault();
        void start();
      }}
    >
      <fieldset className="count-scope">
        <legend>{words.formatMessage(messages.scope)}</legend>
        {(
          [
            ['partial', messages.partial],
            ['full', messages.full],
          ] as const
        ).map(([value, choice]) => (
          <label key={value} className="count-choice">
            <input type="radio" name="count-scope" value={value} checked={scope === value} onChange={() => setScope(value)} />
            {words.formatMessage(choice)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={categoryId}>{words.formatMessage(messages.category)}</label>
        <select id={categoryId} value={taxonId} onChange={(e) => setTaxonId(e.target.value)}>
          <option value="">{words.formatMessage(messages.everyCategory)}</option>
          {taxons.map((t) => (
            <option key={t.id} value={t.id}>
              {t.prettyName || t.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={locationFieldId}>{words.formatMessage(messages.location)}</label>
        <select id={locationFieldId} value={locationId} onChange={(e) => setLocationId(e.target.value)}>
          <option value="">{words.formatMessage(messages.thisTill)}</option>
          {locations.map((l) => (
            <option key={l.id} value={l.id}>
              {l.isDefault ? words.formatMessage(messages.defaultLocation, { name: l.name }) : l.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {words.formatMessage(messages.start)}
      </button>
    </form>
  );
}
