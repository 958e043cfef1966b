/**
 * A store profile's location (the address it sells from, which an in-store pickup sale is taxed
 * at) and the email its walk-in sales carry, in Settings: shown in one line, changed in a form
 * that opens under it; the store in use's can be filled from its own stock location (with the
 * admin client connected).
 */
import { useState, type ReactNode } from 'react';
import type { StoreProfileView } from '../../../shared/bridge/bridge.js';
import { locationLine, type StoreLocation } from '../../../shared/store-location.js';
import { pos } from '../../bridge/pos.js';
import { Field } from '../../ui/Field.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  sellsFrom: { id: 'settings.location.sellsFrom', defaultMessage: 'Sells from {location} · Walk-in email {email}' },
  notSet: { id: 'settings.location.notSet', defaultMessage: 'Location not set: in-store pickup sales ask for it · Walk-in email {email}' },
  change: { id: 'settings.location.change', defaultMessage: 'Change location<hidden> of {store}</hidden>' },
  set: { id: 'settings.location.set', defaultMessage: 'Set location<hidden> of {store}</hidden>' },
  fill: { id: 'settings.location.fill', defaultMessage: 'Fill from the store’s stock location' },
  formLabel: { id: 'settings.location.formLabel', defaultMessage: 'Location of {store}' },
  hint: { id: 'settings.location.hint', defaultMessage: 'The address the store sells from: an in-store pickup sale is addressed and taxed there.' },
  street: { id: 'settings.location.street', defaultMessage: 'Street address' },
  line2: { id: 'settings.location.line2', defaultMessage: 'Address line 2 (optional)' },
  city: { id: 'settings.location.city', defaultMessage: 'City' },
  region: { id: 'settings.location.region', defaultMessage: 'State or region' },
  zipcode: { id: 'settings.location.zipcode', defaultMessage: 'ZIP / postal code' },
  country: { id: 'settings.location.country', defaultMessage: 'Country code' },
  walkInEmail: { id: 'settings.location.walkInEmail', defaultMessage: 'Walk-in email' },
  walkInHint: { id: 'settings.location.walkInHint', defaultMessage: 'Sent with walk-in sales in place of a customer’s email.' },
  saving: { id: 'settings.location.saving', defaultMessage: 'Saving…' },
  save: { id: 'settings.location.save', defaultMessage: 'Save location' },
  clear: { id: 'settings.location.clear', defaultMessage: 'Clear location' },
  cancel: { id: 'settings.location.cancel', defaultMessage: 'Cancel' },
});

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

type LocationForm = Required<Omit<StoreLocation, 'phone'>> & { walkInEmail: string };

function formOf(profile: StoreProfileView): LocationForm {
  const l = profile.location;
  return {
    address1: l?.address1 ?? '',
    address2: l?.address2 ?? '',
    city: l?.city ?? '',
    zipcode: l?.zipcode ?? '',
    stateName: l?.stateName ?? '',
    countryIso: l?.countryIso ?? 'US',
    walkInEmail: profile.walkInEmail,
  };
}

export function StoreLocationForm({
  profile,
  run,
}: {
  profile: StoreProfileView;
  /** Runs a change of the profiles, shows its error where the list is; true when it succeeded. */
  run: (work: () => Promise<StoreProfileView[]>) => Promise<boolean>;
}) {
  const words = useWords();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<LocationForm>(() => formOf(profile));
  const [busy, setBusy] = useState(false);
  const set = (key: keyof LocationForm) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const save = async (location: StoreLocation | null) => {
    setBusy(true);
    try {
      // An emptied email goes back to the one derived from the store.
      const ok = await run(() => pos().stores.setPickup(profile.id, { location, walkInEmail: form.walkInEmail.trim() || null }));
      if (ok) setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  const idBase = `location-${profile.id}`;

  return (
    <div className="store-location">
      <div className="muted small">
        {profile.location
          ? words.formatMessage(messages.sellsFrom, { location: locationLine(profile.location), email: profile.walkInEmail })
          : words.formatMessage(messages.notSet, { email: profile.walkInEmail })}
      </div>
      {!open ? (
        <button
          type="button"
          className="btn btn-small"
          aria-expanded={false}
          aria-controls={idBase}
          onClick={() => {
            setForm(formOf(profile));
            setOpen(true);
          }}
        >
          {words.formatMessage(profile.location ? messages.change : messages.set, { store: profile.name, hidden })}
        </button>
      ) : null}
      {!open && profile.inUse ? (
        <button
          type="button"
          className="btn btn-small btn-ghost"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void run(() => pos().stores.fillLocation(profile.id)).finally(() => setBusy(false));
          }}
        >
          {words.formatMessage(messages.fill)}
        </button>
      ) : null}
      {open && (
        <form
          id={idBase}
          noValidate
          aria-label={words.formatMessage(messages.formLabel, { store: profile.name })}
          onSubmit={(e) => {
            e.preventDefault();
            const { walkInEmail: _email, ...l } = form;
            void save({
              address1: l.address1.trim(),
              ...(l.address2.trim() ? { address2: l.address2.trim() } : {}),
              city: l.city.trim(),
              zipcode: l.zipcode.trim(),
              ...(l.stateName.trim() ? { stateName: l.stateName.trim() } : {}),
              countryIso: l.countryIso.trim(),
            });
          }}
        >
          <p className="field-hint">{words.formatMessage(messages.hint)}</p>
          <div className="row">
            <Field label={words.formatMessage(messages.street)} autoComplete="off" value={form.address1} onChange={set('address1')} />
            <Field label={words.formatMessage(messages.line2)} autoComplete="off" value={form.address2} onChange={set('address2')} />
          </div>
          <div className="row">
            <Field label={words.formatMessage(messages.city)} autoComplete="off" value={form.city} onChange={set('city')} />
            <Field label={words.formatMessage(messages.region)} autoComplete="off" value={form.stateName} onChange={set('stateName')} />
          </div>
          <div className="row">
            <Field label={words.formatMessage(messages.zipcode)} autoComplete="off" value={form.zipcode} onChange={set('zipcode')} />
            <Field label={words.formatMessage(messages.country)} autoComplete="off" maxLength={2} value={form.countryIso} onChange={set('countryIso')} />
          </div>
          <Field
            label={words.formatMessage(messages.walkInEmail)}
            type="email"
            autoComplete="off"
            hint={words.formatMessage(messages.walkInHint)}
            value={form.walkInEmail}
            onChange={set('walkInEmail')}
          />
          <div className="form-actions">
            <button type="submit" className="btn btn-small" disabled={busy || !form.address1.trim() || !form.city.trim() || !form.zipcode.trim()}>
              {words.formatMessage(busy ? messages.saving : messages.save)}
            </button>
            {profile.location && (
              <button type="button" className="btn btn-small btn-ghost" disabled={busy} onClick={() => void save(null)}>
                {words.formatMessage(messages.clear)}
              </button>
            )}
            <button type="button" className="btn btn-small btn-ghost" disabled={busy} onClick={() => setOpen(false)}>
              {words.formatMessage(messages.cancel)}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
