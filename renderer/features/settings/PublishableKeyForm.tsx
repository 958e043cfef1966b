/**
 * A store profile's publishable key in Settings: whether one is set (never the key itself), a
 * field to set or replace it (the main process checks it with the store in use before keeping it
 * in the keychain) and a way to clear it.
 */
import { useState } from 'react';
import type { StoreProfileView } from '../../../shared/bridge/bridge.js';
import { pos } from '../../bridge/pos.js';
import { Field } from '../../ui/Field.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  keySet: { id: 'settings.publishableKey.keySet', defaultMessage: 'Publishable key set (kept in the keychain)' },
  noKey: { id: 'settings.publishableKey.noKey', defaultMessage: 'No publishable key' },
  label: { id: 'settings.publishableKey.label', defaultMessage: 'Publishable key for {store}' },
  hint: { id: 'settings.publishableKey.hint', defaultMessage: 'Issued by whoever runs the store; the till sends it with every request to that store.' },
  checking: { id: 'settings.publishableKey.checking', defaultMessage: 'Checking with the store…' },
  replace: { id: 'settings.publishableKey.replace', defaultMessage: 'Replace key' },
  save: { id: 'settings.publishableKey.save', defaultMessage: 'Save key' },
  clearLabel: { id: 'settings.publishableKey.clearLabel', defaultMessage: 'Clear the publishable key of {store}' },
  clear: { id: 'settings.publishableKey.clear', defaultMessage: 'Clear key' },
});

export function PublishableKeyForm({
  profile,
  run,
}: {
  profile: StoreProfileView;
  /** Runs a change of the profiles, shows its error where the list is; true when it succeeded. */
  run: (work: () => Promise<StoreProfileView[]>) => Promise<boolean>;
}) {
  const words = useWords();
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const change = async (work: () => Promise<StoreProfileView[]>) => {
    setBusy(true);
    try {
      if (await run(work)) setKey('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="publishable-key"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (key.trim()) void change(() => pos().stores.setPublishableKey(profile.id, key.trim()));
      }}
    >
      <div className="muted small">{words.formatMessage(profile.publishableKey ? messages.keySet : messages.noKey)}</div>
      <div className="row">
        <Field
          label={words.formatMessage(messages.label, { store: profile.name })}
          hint={words.formatMessage(messages.hint)}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={key}
          onChange={(e) => setKey(e.target.value)}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-small" disabled={busy || !key.trim()}>
          {words.formatMessage(busy ? messages.checking : profile.publishableKey ? messages.replace : messages.save)}
        </button>
        {profile.publishableKey && (
          <button
            type="button"
            className="btn btn-small btn-ghost"
            aria-label={words.formatMessage(messages.clearLabel, { store: profile.name })}
            disabled={busy}
            onClick={() => void change(() => pos().stores.clearPublishableKey(profile.id))}
          >
            {words.formatMessage(messages.clear)}
          </button>
        )}
      </div>
    </form>
  );
}
