/**
 * Settings' "Signed requests" card: this till's own key for the store in use, its public JWK for
 * the store's operator to register (copyable), and whether every request to the store is signed
 * with it. The private key stays in the main process and the keychain; only the public JWK
 * reaches this page.
 */
import { useEffect, useRef, useState } from 'react';
import type { TillSigningStatus } from '../../../shared/bridge/bridge.js';
import { pos } from '../../bridge/pos.js';
import { shownError } from '../../shell/errors.js';
import { useAction } from '../../ui/use-action.js';
import { AdvancedDetails } from './AdvancedDetails.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { dateTime } from '../../ui/words/format-time.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  copied: { id: 'settings.tillSigning.copied', defaultMessage: 'Copied the public key.' },
  selected: { id: 'settings.tillSigning.selected', defaultMessage: 'The public key is selected: press Ctrl+C (⌘C) to copy it.' },
  title: { id: 'settings.tillSigning.title', defaultMessage: 'Signed requests' },
  intro: {
    id: 'settings.tillSigning.intro',
    defaultMessage:
      'This till can prove to the store which till is asking, with a key of its own that the store’s operator registers. The key stays in this computer’s keychain.',
  },
  noKeychain: {
    id: 'settings.tillSigning.noKeychain',
    defaultMessage: 'No keychain is available on this computer: the till’s key is kept in memory only and is lost when the app closes.',
  },
  notAvailable: {
    id: 'settings.tillSigning.notAvailable',
    defaultMessage: 'This store was given on the command line, not chosen from the store profiles, so its requests cannot be signed.',
  },
  how: {
    id: 'settings.tillSigning.how',
    defaultMessage: 'Requests are signed with HTTP Message Signatures (Ed25519); the store registers the public key as a JWK.',
  },
  keyId: { id: 'settings.tillSigning.keyId', defaultMessage: 'Key id <code>{kid}</code><muted> · made {made}</muted>' },
  publicKey: { id: 'settings.tillSigning.publicKey', defaultMessage: 'Public key (JWK) to register with the store' },
  copy: { id: 'settings.tillSigning.copy', defaultMessage: 'Copy public key' },
  keep: { id: 'settings.tillSigning.keep', defaultMessage: 'Keep this key' },
  replaceYes: { id: 'settings.tillSigning.replaceYes', defaultMessage: 'Yes, make a new key' },
  replace: { id: 'settings.tillSigning.replace', defaultMessage: 'Make a new key…' },
  replaceWarning: {
    id: 'settings.tillSigning.replaceWarning',
    defaultMessage: 'A new key replaces this one: the store must register the new public key before it recognises this till again.',
  },
  making: { id: 'settings.tillSigning.making', defaultMessage: 'Making the key…' },
  make: { id: 'settings.tillSigning.make', defaultMessage: 'Make this till’s key' },
  signTo: { id: 'settings.tillSigning.signTo', defaultMessage: 'Sign this till’s requests to {store}' },
  signToThisStore: { id: 'settings.tillSigning.signToThisStore', defaultMessage: 'Sign this till’s requests to this store' },
  signing: {
    id: 'settings.tillSigning.signing',
    defaultMessage: 'Every request to the store is signed. “Store service” shows whether the store recognises this till.',
  },
});

export function TillSigning() {
  const words = useWords();
  const [status, setStatus] = useState<TillSigningStatus | null>(null);
  const [replacing, setReplacing] = useState(false);
  const [copied, setCopied] = useState<typeof messages.copied | null>(null);
  const jwkBox = useRef<HTMLTextAreaElement>(null);
  const action = useAction();
  const setActionError = action.setError;
  const error = action.error?.message ?? null;

  useEffect(() => {
    pos()
      .till.status()
      .then(setStatus)
      .catch((e: unknown) => setActionError(shownError(e)));
  }, [setActionError]);

  const run = async (work: () => Promise<TillSigningStatus>) => {
    const next = await action.run(work);
    if (next) {
      setStatus(next);
      setReplacing(false);
      setCopied(null);
    }
    return next;
  };
  const jwkText = status?.key ? JSON.stringify(status.key.jwk, null, 2) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(jwkText);
      setCopied(messages.copied);
    } catch {
      // Where the clipboard is not ours to write, the text is selected for the person to copy.
      jwkBox.current?.select();
      setCopied(messages.selected);
    }
  };

  return (
    <section className="card settings-card" aria-labelledby="till-title">
      <h2 id="till-title">{words.formatMessage(messages.title)}</h2>
      <p className="muted">{words.formatMessage(messages.intro)}</p>
      {error && <ErrorBanner message={error} onDismiss={() => setActionError(null)} />}
      {status && !status.persistent && (
        <p className="notice" role="note">
          {words.formatMessage(messages.noKeychain)}
        </p>
      )}
      {status && !status.available && (
        <p className="notice" role="note">
          {words.formatMessage(messages.notAvailable)}
        </p>
      )}
      <AdvancedDetails>
        <p className="muted small">{words.formatMessage(messages.how)}</p>
        {status?.available && (
          <>
            {status.key ? (
              <div className="till-key">
                <p>
                  {words.formatMessage(messages.keyId, {
                    kid: status.key.jwk.kid,
                    made: dateTime(status.key.createdAt),
                    code: (chunks) => <code dir="ltr">{chunks}</code>,
                    muted: (chunks) => <span className="muted">{chunks}</span>,
                  })}
                </p>
                <label htmlFor="till-public-jwk">{words.formatMessage(messages.publicKey)}</label>
                <textarea id="till-public-jwk" ref={jwkBox} readOnly rows={8} value={jwkText} spellCheck={false} />
                <div className="form-actions">
                  {copied && (
                    <span className="muted" role="status">
                      {words.formatMessage(copied)}
                    </span>
                  )}
                  <button type="button" className="btn btn-small" onClick={() => void copy()}>
                    {words.formatMessage(messages.copy)}
                  </button>
                  {replacing ? (
                    <>
                      <button type="button" className="btn btn-small" onClick={() => setReplacing(false)}>
                        {words.formatMessage(messages.keep)}
                      </button>
                      <button type="button" className="btn btn-small btn-danger" disabled={action.busy} onClick={() => void run(() => pos().till.createKey())}>
                        {words.formatMessage(messages.replaceYes)}
                      </button>
                    </>
                  ) : (
                    <button type="button" className="btn btn-small btn-ghost" onClick={() => setReplacing(true)}>
                      {words.formatMessage(messages.replace)}
                    </button>
                  )}
                </div>
                {replacing && (
                  <p className="notice" role="note">
                    {words.formatMessage(messages.replaceWarning)}
                  </p>
                )}
              </div>
            ) : (
              <div className="form-actions">
                <button type="button" className="btn" disabled={action.busy} onClick={() => void run(() => pos().till.createKey())}>
                  {words.formatMessage(action.busy ? messages.making : messages.make)}
                </button>
              </div>
            )}
            <label className="checkbox">
              <input
                type="checkbox"
                checked={status.signing}
                disabled={action.busy || !status.key}
                onChange={(e) => {
                  const on = e.target.checked;
                  // Shown at once; what main answers (or the error, with the box back as it was) follows.
                  setStatus({ ...status, signing: on });
                  void run(() => pos().till.setSigning(on)).then((next) => {
                    if (!next) setStatus((s) => (s ? { ...s, signing: !on } : s));
                  });
                }}
              />{' '}
              {status.profileName ? words.formatMessage(messages.signTo, { store: status.profileName }) : words.formatMessage(messages.signToThisStore)}
            </label>
            {status.signing && <p className="muted small">{words.formatMessage(messages.signing)}</p>}
          </>
        )}
      </AdvancedDetails>
    </section>
  );
}
