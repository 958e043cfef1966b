/**
 * A store profile's location (the address it sells from, which an in-store pickup sale is taxed
 * at) and the email its walk-in sales carry, in Settings: shown in one line, changed in a form
 * that opens under it; the store in use's can be filled from its own stock location (with the
 * admin client connected).
 */
import { useState } from 'react';
import type { StoreProfileView } from '../../../shared/bridge/bridge.js';
import { locationLine, type StoreLocation } from '../../../shared/store-location.js';
import { pos } from '../../bridge/pos.js';
import { Field } from '../../ui/Field.js';

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
        {profile.location ? `Sells from ${locationLine(profile.location)}` : 'Location not set: in-store pickup sales ask for it'} · Walk-in email{' '}
        {profile.walkInEmail}
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
          {profile.location ? 'Change location' : 'Set location'}
          <span className="visually-hidden"> of {profile.name}</span>
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
          Fill from the store’s stock location
        </button>
      ) : null}
      {open && (
        <form
          id={idBase}
          noValidate
          aria-label={`Location of ${profile.name}`}
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
          <p className="field-hint">The address the store sells from: an in-store pickup sale is addressed and taxed there.</p>
          <div className="row">
            <Field label="Street address" autoComplete="off" value={form.address1} onChange={set('address1')} />
            <Field label="Address line 2 (optional)" autoComplete="off" value={form.address2} onChange={set('address2')} />
          </div>
          <div className="row">
            <Field label="City" autoComplete="off" value={form.city} onChange={set('city')} />
            <Field label="State or region" autoComplete="off" value={form.stateName} onChange={set('stateName')} />
          </div>
          <div className="row">
            <Field label="ZIP / postal code" autoComplete="off" value={form.zipcode} onChange={set('zipcode')} />
            <Field label="Country code" autoComplete="off" maxLength={2} value={form.countryIso} onChange={set('countryIso')} />
          </div>
          <Field
            label="Walk-in email"
            type="email"
            autoComplete="off"
            hint="Sent with walk-in sales in place of a customer’s email."
            value={form.walkInEmail}
            onChange={set('walkInEmail')}
          />
          <div className="form-actions">
            <button type="submit" className="btn btn-small" disabled={busy || !form.address1.trim() || !form.city.trim() || !form.zipcode.trim()}>
              {busy ? 'Saving…' : 'Save location'}
            </button>
            {profile.location && (
              <button type="button" className="btn btn-small btn-ghost" disabled={busy} onClick={() => void save(null)}>
                Clear location
              </button>
            )}
            <button type="button" className="btn btn-small btn-ghost" disabled={busy} onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
