/**
 * The time zone of a store profile's reports and CSV times, in Settings: said in one line (the
 * zone a manager set, or the till's own, said as such), changed in a small form under it. Main
 * checks the name and refuses one it does not know in words.
 */
import { useState } from 'react';
import type { StoreProfileView } from '../../../shared/bridge/bridge.js';
import { pos } from '../../bridge/pos.js';
import { Field } from '../../ui/Field.js';

export function StoreTimeZoneForm({
  profile,
  run,
}: {
  profile: StoreProfileView;
  /** Runs a change of the profiles, shows its error where the list is; true when it succeeded. */
  run: (work: () => Promise<StoreProfileView[]>) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [zone, setZone] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async (name: string | null) => {
    setBusy(true);
    try {
      if (await run(() => pos().stores.setTimeZone(profile.id, name))) setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  const { name, tillsOwn } = profile.timeZone;
  const idBase = `time-zone-${profile.id}`;

  return (
    <div className="store-time-zone">
      <div className="muted small">Reports’ time zone: {tillsOwn ? `this till’s own (${name})` : name}</div>
      {!open ? (
        <button
          type="button"
          className="btn btn-small"
          aria-expanded={false}
          aria-controls={idBase}
          onClick={() => {
            setZone(tillsOwn ? '' : name);
            setOpen(true);
          }}
        >
          Set time zone<span className="visually-hidden"> of {profile.name}</span>
        </button>
      ) : (
        <form
          id={idBase}
          noValidate
          aria-label={`Time zone of ${profile.name}`}
          onSubmit={(e) => {
            e.preventDefault();
            void save(zone.trim());
          }}
        >
          <Field
            label="Time zone"
            autoComplete="off"
            spellCheck={false}
            hint="Its name, such as America/New_York: reports’ days and hours and the CSV’s times keep the store’s clock."
            value={zone}
            onChange={(e) => setZone(e.target.value)}
          />
          <div className="form-actions">
            <button type="submit" className="btn btn-small" disabled={busy || !zone.trim()}>
              {busy ? 'Saving…' : 'Save time zone'}
            </button>
            {!tillsOwn && (
              <button type="button" className="btn btn-small btn-ghost" disabled={busy} onClick={() => void save(null)}>
                Use this till’s own
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
