/**
 * Settings' "Manager's admin client": the store's admin client (its id and secret, the secret kept
 * in the keychain), with which the Orders screen shows every order of the store.
 */
import { useEffect, useState } from 'react';
import type { AdminStatus } from '../../../shared/bridge/bridge.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { pos } from '../../bridge/pos.js';
import { useWords } from '../../i18n/use-words.js';
import { shownError } from '../../shell/errors.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { Field } from '../../ui/Field.js';
import { useAction } from '../../ui/use-action.js';

const messages = defineMessages({
  title: { id: 'settings.admin.title', defaultMessage: 'Manager’s admin client' },
  intro: {
    id: 'settings.admin.intro',
    defaultMessage:
      'With the store’s admin client (given by whoever runs the store), the Orders screen can show every order of the store, not only this till’s. The client secret is kept in the keychain.',
  },
  connected: { id: 'settings.admin.connected', defaultMessage: 'Connected as client <strong>{clientId}</strong>' },
  disconnecting: { id: 'settings.admin.disconnecting', defaultMessage: 'Disconnecting…' },
  disconnect: { id: 'settings.admin.disconnect', defaultMessage: 'Disconnect' },
  clientId: { id: 'settings.admin.clientId', defaultMessage: 'Client id' },
  clientSecret: { id: 'settings.admin.clientSecret', defaultMessage: 'Client secret' },
  checking: { id: 'settings.admin.checking', defaultMessage: 'Checking with the store…' },
  connect: { id: 'settings.admin.connect', defaultMessage: 'Connect' },
});

export function AdminClientSection() {
  const words = useWords();
  const [status, setStatus] = useState<AdminStatus | null>(null);
  const [form, setForm] = useState({ clientId: '', clientSecret: '' });
  const action = useAction();
  const setActionError = action.setError;
  const busy = action.busy;
  const error = action.error?.message ?? null;
  useEffect(() => {
    pos()
      .admin.status()
      .then(setStatus)
      .catch((e: unknown) => setActionError(shownError(e)));
  }, [setActionError]);
  const run = async (work: () => Promise<AdminStatus>) => {
    const next = await action.run(work);
    if (next) {
      setStatus(next);
      setForm({ clientId: '', clientSecret: '' });
    }
  };
  return (
    <section className="card settings-card" aria-labelledby="admin-title">
      <h2 id="admin-title">{words.formatMessage(messages.title)}</h2>
      <p className="muted">{words.formatMessage(messages.intro)}</p>
      {error && <ErrorBanner message={error} onDismiss={() => setActionError(null)} />}
      {status?.connected ? (
        <div className="signed-in">
          <p>
            {words.formatMessage(messages.connected, {
              clientId: status.clientId,
              strong: (chunks) => <strong dir="ltr">{chunks}</strong>,
            })}
          </p>
          <button type="button" className="btn" disabled={busy} onClick={() => void run(() => pos().admin.disconnect())}>
            {words.formatMessage(busy ? messages.disconnecting : messages.disconnect)}
          </button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (form.clientId && form.clientSecret) void run(() => pos().admin.connect(form));
          }}
        >
          <div className="row">
            <Field
              label={words.formatMessage(messages.clientId)}
              autoComplete="off"
              value={form.clientId}
              onChange={(e) => setForm({ ...form, clientId: e.target.value })}
            />
            <Field
              label={words.formatMessage(messages.clientSecret)}
              type="password"
              autoComplete="off"
              value={form.clientSecret}
              onChange={(e) => setForm({ ...form, clientSecret: e.target.value })}
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="btn" disabled={busy || !form.clientId || !form.clientSecret}>
              {words.formatMessage(busy ? messages.checking : messages.connect)}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
