/**
 * The time zone of a store profile's reports and CSV times, in Settings: said in one line (the
 * zone a manager set, or the till's own, said as such), changed in a small form under it. Main
 * checks the name and refuses one it does not know in words.
 */
import { useState, type ReactNode } from 'react';
import type { StoreProfileView } from '../../../shared/bridge/bridge.js';
import { pos } from '../../bridge/pos.js';
import { Field } from '../../ui/Field.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  zone: { id: 'settings.timeZone.zone', defaultMessage: 'Reports’ time zone: {zone}' },
  tillsOwn: { id: 'settings.timeZone.tillsOwn', defaultMessage: 'Reports’ time zone: this till’s own ({zone})' },
  set: { id: 'settings.timeZone.set', defaultMessage: 'Set time zone<hidden> of {store}</hidden>' },
  formLabel: { id: 'settings.timeZone.formLabel', defaultMessage: 'Time zone of {store}' },
  label: { id: 'settings.timeZone.label', defaultMessage: 'Time zone' },
  hint: {
    id: 'settings.timeZone.hint',
    defaultMessage: 'Its name, such as America/New_York: reports’ days and hours and the CSV’s times keep the store’s clock.',
  },
  saving: { id: 'settings.timeZone.saving', defaultMessage: 'Saving…' },
  save: { id: 'settings.timeZone.save', defaultMessage: 'Save time zone' },
  useTillsOwn: { id: 'settings.timeZone.useTillsOwn', defaultMessage: 'Use this till’s own' },
  cancel: { id: 'settings.timeZone.cancel', defaultMessage: 'Cancel' },
});

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

export function StoreTimeZoneForm({
  profile,
  run,
}: {
  profile: StoreProfileView;
  /** Runs a change of the profiles, shows its error where the list is; true when it succeeded. */
  run: (work: () => Promise<StoreProfileView[]>) => Promise<boolean>;
}) {
  const words = useWords();
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
      <div className="muted small">{words.formatMessage(tillsOwn ? messages.tillsOwn : messages.zone, { zone: name })}</div>
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
          {words.formatMessage(messages.set, { store: profile.name, hidden })}
        </button>
      ) : (
        <form
          id={idBase}
          noValidate
          aria-label={words.formatMessage(messages.formLabel, { store: profile.name })}
          onSubmit={(e) => {
            e.preventDefault();
            void save(zone.trim());
          }}
        >
          <Field
            label={words.formatMessage(messages.label)}
            autoComplete="off"
            spellCheck={false}
            hint={words.formatMessage(messages.hint)}
            value={zone}
            onChange={(e) => setZone(e.target.value)}
          />
          <div className="form-actions">
            <button type="submit" className="btn btn-small" disabled={busy || !zone.trim()}>
              {words.formatMessage(busy ? messages.saving : messages.save)}
            </button>
            {!tillsOwn && (
              <button type="button" className="btn btn-small btn-ghost" disabled={busy} onClick={() => void save(null)}>
                {words.formatMessage(messages.useTillsOwn)}
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
