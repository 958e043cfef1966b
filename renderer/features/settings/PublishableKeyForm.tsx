/**
 * A store profile's publishable key in Settings: whether one is set (never the key itself), a
 * field to set or replace it (the main process checks it with the store in use before keeping it
 * in the keychain) and a way to clear it.
 */
import { useState } from 'react';
import type { StoreProfileView } from '../../../shared/bridge/bridge.js';
import { pos } from '../../bridge/pos.js';
import { Field } from '../../ui/Field.js';

export function PublishableKeyForm({
  profile,
  run,
}: {
  profile: StoreProfileView;
  /** Runs a change of the profiles, shows its error where the list is; true when it succeeded. */
  run: (work: () => Promise<StoreProfileView[]>) => Promise<boolean>;
}) {
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
      <div className="muted small">{profile.publishableKey ? 'Publishable key set (kept in the keychain)' : 'No publishable key'}</div>
      <div className="row">
        <Field
          label={`Publishable key for ${profile.name}`}
          hint="Issued by whoever runs the store; the till sends it with every request to that store."
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={key}
          onChange={(e) => setKey(e.target.value)}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-small" disabled={busy || !key.trim()}>
          {busy ? 'Checking with the store…' : profile.publishableKey ? 'Replace key' : 'Save key'}
        </button>
        {profile.publishableKey && (
          <button
            type="button"
            className="btn btn-small btn-ghost"
            aria-label={`Clear the publishable key of ${profile.name}`}
            disabled={busy}
            onClick={() => void change(() => pos().stores.clearPublishableKey(profile.id))}
          >
            Clear key
          </button>
        )}
      </div>
    </form>
  );
}
