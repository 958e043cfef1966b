/** A new count: partial or full, a category or the whole store, at this till's location or another. */
import { useEffect, useId, useState } from 'react';
import type { CountScope, StockLocationChoice } from '../../../../shared/stock/count-calls.js';
import type { Taxon } from '../../../../shared/storefront/types/types.js';
import { pos } from '../../../bridge/pos.js';
import { useCount } from './count-store.js';

export function CountStart() {
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
      aria-label="New count"
      onSubmit={(e) => {
        e.preventDefault();
        void start();
      }}
    >
      <fieldset className="count-scope">
        <legend>What is counted</legend>
        {(
          [
            ['partial', 'Partial count: only what I count changes'],
            ['full', 'Full count: what I do not count is 0'],
          ] as const
        ).map(([value, words]) => (
          <label key={value} className="count-choice">
            <input type="radio" name="count-scope" value={value} checked={scope === value} onChange={() => setScope(value)} />
            {words}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={categoryId}>Category</label>
        <select id={categoryId} value={taxonId} onChange={(e) => setTaxonId(e.target.value)}>
          <option value="">Every category</option>
          {taxons.map((t) => (
            <option key={t.id} value={t.id}>
              {t.prettyName || t.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={locationFieldId}>Location</label>
        <select id={locationFieldId} value={locationId} onChange={(e) => setLocationId(e.target.value)}>
          <option value="">This till’s location</option>
          {locations.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
              {l.isDefault ? ' (default)' : ''}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        Start count
      </button>
    </form>
  );
}
