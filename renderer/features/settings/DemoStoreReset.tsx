/**
 * Settings' "Demo store" (demo mode only): resetting the built-in demo store to its first-start
 * data, confirmed first.
 */
import { useState } from 'react';
import { defineMessages } from '../../../shared/i18n/words.js';
import { pos } from '../../bridge/pos.js';
import { useWords } from '../../i18n/use-words.js';
import { useApp } from '../../shell/app.js';
import { shownError } from '../../shell/errors.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';

const messages = defineMessages({
  done: { id: 'settings.demo.done', defaultMessage: 'The demo store is back to its first-start data.' },
  title: { id: 'settings.demo.title', defaultMessage: 'Demo store' },
  intro: {
    id: 'settings.demo.intro',
    defaultMessage:
      'Training sales go to the built-in demo store. Resetting it restores its catalog, stock and accounts, and clears its orders, this till’s sale in progress and its tracked orders.',
  },
  keep: { id: 'settings.demo.keep', defaultMessage: 'Keep the demo data' },
  resetting: { id: 'settings.demo.resetting', defaultMessage: 'Resetting…' },
  confirm: { id: 'settings.demo.confirm', defaultMessage: 'Yes, reset the demo store' },
  reset: { id: 'settings.demo.reset', defaultMessage: 'Reset the demo store…' },
});

export function DemoStoreReset() {
  const words = useWords();
  const mode = useApp((s) => s.info?.mode);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (mode !== 'demo') return null;
  const reset = async () => {
    setBusy(true);
    setError(null);
    try {
      await pos().app.resetDemoStore();
      setDone(true);
      setConfirming(false);
    } catch (e) {
      setError(shownError(e).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card settings-card" aria-labelledby="demo-title">
      <h2 id="demo-title">{words.formatMessage(messages.title)}</h2>
      <p className="muted">{words.formatMessage(messages.intro)}</p>
      {error && <ErrorBanner message={error} onDismiss={() => setError(null)} />}
      {done && (
        <p className="notice" role="status">
          {words.formatMessage(messages.done)}
        </p>
      )}
      <div className="form-actions">
        {confirming ? (
          <>
            <button type="button" className="btn" onClick={() => setConfirming(false)} disabled={busy}>
              {words.formatMessage(messages.keep)}
            </button>
            <button type="button" className="btn btn-danger" onClick={() => void reset()} disabled={busy}>
              {words.formatMessage(busy ? messages.resetting : messages.confirm)}
            </button>
          </>
        ) : (
          <button type="button" className="btn" onClick={() => setConfirming(true)}>
            {words.formatMessage(messages.reset)}
          </button>
        )}
      </div>
    </section>
  );
}
