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

export function TillSigning() {
  const [status, setStatus] = useState<TillSigningStatus | null>(null);
  const [replacing, setReplacing] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
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
      setCopied('Copied the public key.');
    } catch {
      // Where the clipboard is not ours to write, the text is selected for the person to copy.
      jwkBox.current?.select();
      setCopied('The public key is selected: press Ctrl+C (⌘C) to copy it.');
    }
  };

  return (
    <section className="card settings-card" aria-labelledby="till-title">
      <h2 id="till-title">Signed requests</h2>
      <p className="muted">
        This till can prove to the store which till is asking, with a key of its own that the store’s operator registers. The key stays in this computer’s
        keychain.
      </p>
      {error && <ErrorBanner message={error} onDismiss={() => setActionError(null)} />}
      {status && !status.persistent && (
        <p className="notice" role="note">
          No keychain is available on this computer: the till’s key is kept in memory only and is lost when the app closes.
        </p>
      )}
      {status && !status.available && (
        <p className="notice" role="note">
          This store was given on the command line, not chosen from the store profiles, so its requests cannot be signed.
        </p>
      )}
      <AdvancedDetails>
        <p className="muted small">Requests are signed with HTTP Message Signatures (Ed25519); the store registers the public key as a JWK.</p>
        {status?.available && (
          <>
            {status.key ? (
              <div className="till-key">
                <p>
                  Key id <code>{status.key.jwk.kid}</code>
                  <span className="muted"> · made {dateTime(status.key.createdAt)}</span>
                </p>
                <label htmlFor="till-public-jwk">Public key (JWK) to register with the store</label>
                <textarea id="till-public-jwk" ref={jwkBox} readOnly rows={8} value={jwkText} spellCheck={false} />
                <div className="form-actions">
                  {copied && (
                    <span className="muted" role="status">
                      {copied}
                    </span>
                  )}
                  <button type="button" className="btn btn-small" onClick={() => void copy()}>
                    Copy public key
                  </button>
                  {replacing ? (
                    <>
                      <button type="button" className="btn btn-small" onClick={() => setReplacing(false)}>
                        Keep this key
                      </button>
                      <button type="button" className="btn btn-small btn-danger" disabled={action.busy} onClick={() => void run(() => pos().till.createKey())}>
                        Yes, make a new key
                      </button>
                    </>
                  ) : (
                    <button type="button" className="btn btn-small btn-ghost" onClick={() => setReplacing(true)}>
                      Make a new key…
                    </button>
                  )}
                </div>
                {replacing && (
                  <p className="notice" role="note">
                    A new key replaces this one: the store must register the new public key before it recognises this till again.
                  </p>
                )}
              </div>
            ) : (
              <div className="form-actions">
                <button type="button" className="btn" disabled={action.busy} onClick={() => void run(() => pos().till.createKey())}>
                  {action.busy ? 'Making the key…' : 'Make this till’s key'}
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
              Sign this till’s requests to {status.profileName ?? 'this store'}
            </label>
            {status.signing && (
              <p className="muted small">Every request to the store is signed. “Store service” shows whether the store recognises this till.</p>
            )}
          </>
        )}
      </AdvancedDetails>
    </section>
  );
}
