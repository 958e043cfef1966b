/**
 * Settings' "Stores": the stores this till sells for (the one in use marked), each with its
 * location, report time zone and publishable key; using or removing one, and adding a store.
 */
import { useEffect, useState } from 'react';
import type { StoreProfileView } from '../../../shared/bridge/bridge.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { pos } from '../../bridge/pos.js';
import { useWords } from '../../i18n/use-words.js';
import { shownError } from '../../shell/errors.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { Field } from '../../ui/Field.js';
import { AdvancedDetails } from './AdvancedDetails.js';
import { PublishableKeyForm } from './PublishableKeyForm.js';
import { StoreLocationForm } from './StoreLocationForm.js';
import { StoreTimeZoneForm } from './StoreTimeZoneForm.js';

const messages = defineMessages({
  title: { id: 'settings.stores.title', defaultMessage: 'Stores' },
  intro: {
    id: 'settings.stores.intro',
    defaultMessage: 'The store chosen or added is used at once, between sales: the sale in progress is finished, parked or discarded first.',
  },
  builtIn: { id: 'settings.stores.builtIn', defaultMessage: 'built in, on this computer' },
  inUse: { id: 'settings.stores.inUse', defaultMessage: 'In use' },
  spree: { id: 'settings.stores.spree', defaultMessage: 'Unmodified Spree' },
  shop: { id: 'settings.stores.shop', defaultMessage: 'Storefront interface' },
  lineOptions: { id: 'settings.stores.lineOptions', defaultMessage: 'Line options: {options}' },
  use: { id: 'settings.stores.use', defaultMessage: 'Use {store}' },
  demoProfile: { id: 'settings.stores.demoProfile', defaultMessage: 'Demo store (built in)' },
  removeLabel: { id: 'settings.stores.removeLabel', defaultMessage: 'Remove {store}' },
  remove: { id: 'settings.stores.remove', defaultMessage: 'Remove' },
  add: { id: 'settings.stores.add', defaultMessage: 'Add a store' },
  name: { id: 'settings.stores.name', defaultMessage: 'Store name' },
  address: { id: 'settings.stores.address', defaultMessage: 'Store address' },
  dialect: { id: 'settings.stores.dialect', defaultMessage: 'Sign-in dialect' },
  shopDialect: { id: 'settings.stores.shopDialect', defaultMessage: 'Storefront interface ({header}, {path})' },
  spreeDialect: { id: 'settings.stores.spreeDialect', defaultMessage: 'Unmodified Spree ({header}, {path})' },
  lineOptionsField: { id: 'settings.stores.lineOptionsField', defaultMessage: 'Custom line options (optional)' },
  lineOptionsHint: {
    id: 'settings.stores.lineOptionsHint',
    defaultMessage: 'Names as registered at the store, separated by commas, e.g. {examples}',
  },
  useNow: { id: 'settings.stores.useNow', defaultMessage: 'Sell for this store now' },
  addButton: { id: 'settings.stores.addButton', defaultMessage: 'Add store' },
});

// not-words: an example of a store's address, header names, paths and line options' names, as typed
const EXAMPLES = { address: 'https://shop.example.com', lineOptions: 'gift_note, engraving' };
const DIALECTS = {
  shop: { header: 'X-Shop-Order-Token', path: '/shop_oauth' },
  spree: { header: 'X-Spree-Order-Token', path: '/spree_oauth' },
};

export function StoreProfilesSection() {
  const words = useWords();
  const [profiles, setProfiles] = useState<StoreProfileView[]>([]);
  const blank = { name: '', baseUrl: '', dialect: 'shop' as 'shop' | 'spree', lineOptions: '', use: true };
  const [form, setForm] = useState(blank);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    pos()
      .stores.list()
      .then(setProfiles)
      .catch((e: unknown) => setError(shownError(e).message));
  }, []);

  // The built-in demo store's profile is named by the till, in the screen's language; the others as a manager named them.
  const shown = profiles.map((p) => (p.baseUrl === null ? { ...p, name: words.formatMessage(messages.demoProfile) } : p));
  const run = async (work: () => Promise<StoreProfileView[]>) => {
    setError(null);
    try {
      setProfiles(await work());
      return true;
    } catch (e) {
      setError(shownError(e).message);
      return false;
    }
  };

  return (
    <section className="card settings-card" aria-labelledby="stores-title">
      <h2 id="stores-title">{words.formatMessage(messages.title)}</h2>
      {error && <ErrorBanner message={error} onDismiss={() => setError(null)} />}
      <p className="muted">{words.formatMessage(messages.intro)}</p>
      <ul className="profiles">
        {shown.map((p) => (
          <li key={p.id} className="profile">
            <div className="profile-head">
              <div>
                <strong>{p.name}</strong>
                <span className="muted"> {p.baseUrl ? <span dir="ltr">{p.baseUrl}</span> : words.formatMessage(messages.builtIn)}</span>
                {p.inUse && <span className="badge badge-ok">{words.formatMessage(messages.inUse)}</span>}
                <div className="muted small">{words.formatMessage(p.dialect === 'spree' ? messages.spree : messages.shop)}</div>
                {p.lineOptions.length > 0 && (
                  <div className="muted small">{words.formatMessage(messages.lineOptions, { options: p.lineOptions.map((o) => o.label).join(', ') })}</div>
                )}
              </div>
              <div className="profile-actions">
                {!p.inUse && (
                  <button type="button" className="btn btn-small" onClick={() => void run(() => pos().stores.activate(p.id))}>
                    {words.formatMessage(messages.use, { store: p.name })}
                  </button>
                )}
                {p.baseUrl && (
                  <button
                    type="button"
                    className="btn btn-small btn-ghost"
                    aria-label={words.formatMessage(messages.removeLabel, { store: p.name })}
                    onClick={() => void run(() => pos().stores.remove(p.id))}
                  >
                    {words.formatMessage(messages.remove)}
                  </button>
                )}
              </div>
            </div>
            <StoreLocationForm profile={p} run={run} />
            <StoreTimeZoneForm profile={p} run={run} />
            {p.dialect === 'shop' && <PublishableKeyForm profile={p} run={run} />}
          </li>
        ))}
      </ul>
      <form
        className="add-store"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const lineOptions = form.lineOptions.split(/[\s,]+/).filter(Boolean);
          const input = { name: form.name, baseUrl: form.baseUrl, dialect: form.dialect, use: form.use, ...(lineOptions.length > 0 ? { lineOptions } : {}) };
          if (await run(() => pos().stores.add(input))) setForm(blank);
        }}
      >
        <h3>{words.formatMessage(messages.add)}</h3>
        <div className="row">
          <Field label={words.formatMessage(messages.name)} value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          <Field
            label={words.formatMessage(messages.address)}
            placeholder={EXAMPLES.address}
            dir="ltr"
            value={form.baseUrl}
            onChange={(e) => setForm({ ...form, baseUrl: e.target.value })}
          />
        </div>
        <AdvancedDetails>
          <div className="field">
            <label htmlFor="store-dialect">{words.formatMessage(messages.dialect)}</label>
            <select id="store-dialect" value={form.dialect} onChange={(e) => setForm({ ...form, dialect: e.target.value as 'shop' | 'spree' })}>
              <option value="shop">{words.formatMessage(messages.shopDialect, DIALECTS.shop)}</option>
              <option value="spree">{words.formatMessage(messages.spreeDialect, DIALECTS.spree)}</option>
            </select>
          </div>
          <Field
            label={words.formatMessage(messages.lineOptionsField)}
            hint={words.formatMessage(messages.lineOptionsHint, { examples: EXAMPLES.lineOptions })}
            value={form.lineOptions}
            onChange={(e) => setForm({ ...form, lineOptions: e.target.value })}
          />
        </AdvancedDetails>
        <label className="check">
          <input type="checkbox" checked={form.use} onChange={(e) => setForm({ ...form, use: e.target.checked })} /> {words.formatMessage(messages.useNow)}
        </label>
        <div className="form-actions">
          <button type="submit" className="btn" disabled={!form.name || !form.baseUrl}>
            {words.formatMessage(messages.addButton)}
          </button>
        </div>
      </form>
    </section>
  );
}
