/**
 * Settings' "Customer account": the customer's own store account. They sign in (with their
 * password typed by them, or on the store's page) so the sale is theirs (saved addresses and
 * cards, store credit, their orders). It is never who is on the till: that is the staff PIN.
 */
import { useState } from 'react';
import type { SessionStatus } from '../../../shared/bridge/bridge.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { pos } from '../../bridge/pos.js';
import { useWords } from '../../i18n/use-words.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { Field } from '../../ui/Field.js';
import { useAction } from '../../ui/use-action.js';
import { useSession, useSessionStatus } from '../customer/session.js';

const messages = defineMessages({
  title: { id: 'settings.signIn.title', defaultMessage: 'Customer account' },
  intro: {
    id: 'settings.signIn.intro',
    defaultMessage: 'Sell to a customer who signs in to their own account at the store. The customer types their password, or signs in on the store’s page.',
  },
  noKeychain: {
    id: 'settings.signIn.noKeychain',
    defaultMessage: 'No keychain is available on this computer: the sign-in is kept in memory only and ends when the app closes.',
  },
  signedIn: { id: 'settings.signIn.signedIn', defaultMessage: 'Customer signed in: <strong>{email}</strong>' },
  signingOut: { id: 'settings.signIn.signingOut', defaultMessage: 'Signing out…' },
  signOut: { id: 'settings.signIn.signOut', defaultMessage: 'Sign the customer out' },
  email: { id: 'settings.signIn.email', defaultMessage: 'Customer’s email' },
  password: { id: 'settings.signIn.password', defaultMessage: 'Customer’s password' },
  signingIn: { id: 'settings.signIn.signingIn', defaultMessage: 'Signing in…' },
  signIn: { id: 'settings.signIn.signIn', defaultMessage: 'Sign the customer in' },
  or: { id: 'settings.signIn.or', defaultMessage: 'or' },
  browserWait: {
    id: 'settings.signIn.browserWait',
    defaultMessage: 'Finish signing in on the store’s page in your browser. This window updates when you are done.',
  },
  cancelBrowser: { id: 'settings.signIn.cancelBrowser', defaultMessage: 'Cancel browser sign-in' },
  browser: { id: 'settings.signIn.browser', defaultMessage: 'Sign the customer in on the store’s page in the browser' },
});

export function CustomerSignIn() {
  const words = useWords();
  const status = useSessionStatus();
  const setStatus = useSession((s) => s.setStatus);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [waitingForBrowser, setWaitingForBrowser] = useState(false);
  const action = useAction();
  const busy = action.busy;
  const error = action.error?.message ?? null;

  const run = async (work: () => Promise<SessionStatus>) => {
    const next = await action.run(work);
    if (next) {
      setStatus(next);
      setPassword('');
    }
  };

  return (
    <section className="card settings-card" aria-labelledby="signin-title">
      <h2 id="signin-title">{words.formatMessage(messages.title)}</h2>
      <p className="muted">{words.formatMessage(messages.intro)}</p>
      {status && !status.persistent && (
        <p className="notice" role="note">
          {words.formatMessage(messages.noKeychain)}
        </p>
      )}
      {error && <ErrorBanner message={error} onDismiss={() => action.setError(null)} />}
      {status?.signedIn ? (
        <div className="signed-in">
          <p>
            {words.formatMessage(messages.signedIn, {
              email: status.email,
              strong: (chunks) => <strong dir="ltr">{chunks}</strong>,
            })}
          </p>
          <button type="button" className="btn" disabled={busy} onClick={() => void run(() => pos().session.signOut())}>
            {words.formatMessage(busy ? messages.signingOut : messages.signOut)}
          </button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (email && password) void run(() => pos().session.signIn({ email, password }));
          }}
        >
          <Field label={words.formatMessage(messages.email)} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
          <Field
            label={words.formatMessage(messages.password)}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={busy || !email || !password}>
              {words.formatMessage(busy && !waitingForBrowser ? messages.signingIn : messages.signIn)}
            </button>
          </div>
          <div className="or-divider" role="presentation">
            {words.formatMessage(messages.or)}
          </div>
          {waitingForBrowser ? (
            <div className="browser-wait" role="status">
              <p>{words.formatMessage(messages.browserWait)}</p>
              <button type="button" className="btn" onClick={() => void pos().session.cancelBrowserSignIn()}>
                {words.formatMessage(messages.cancelBrowser)}
              </button>
            </div>
          ) : (
            <button
              type="button"
              className="btn btn-block"
              disabled={busy}
              onClick={() => {
                setWaitingForBrowser(true);
                void run(() => pos().session.signInWithBrowser()).finally(() => setWaitingForBrowser(false));
              }}
            >
              {words.formatMessage(messages.browser)}
            </button>
          )}
        </form>
      )}
    </section>
  );
}
