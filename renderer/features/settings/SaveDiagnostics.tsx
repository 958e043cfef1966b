/**
 * Settings → Support: "Save diagnostics" (a manager's call: the approval dialog asks for a
 * manager's PIN when someone else is on the till). Electron saves the bundle where the manager
 * chooses; under the browser host the page downloads it. The bundle holds no token, PIN or
 * customer address (electron/till/diagnostics/).
 */
import { useState } from 'react';
import type { DiagnosticsSaved } from '../../../shared/bridge/bridge.js';
import { pos } from '../../bridge/pos.js';
import { useAction } from '../../ui/use-action.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';

/** Hands a file to the browser's downloads (the browser host's save dialog). */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function said(saved: DiagnosticsSaved): string {
  switch (saved.outcome) {
    case 'saved':
      return `Diagnostics saved as ${saved.fileName}. Send this file to support.`;
    case 'download':
      return `Diagnostics downloaded as ${saved.fileName}. Send this file to support.`;
    case 'cancelled':
      return 'Nothing was saved.';
  }
}

export function SaveDiagnostics() {
  const { busy, error, setError, run } = useAction();
  const [message, setMessage] = useState<string | null>(null);
  const save = async () => {
    setMessage(null);
    const saved = await run(() => pos().app.saveDiagnostics(navigator.userAgent.slice(0, 512)));
    if (!saved) return;
    if (saved.outcome === 'download') download(saved.fileName, saved.text);
    setMessage(said(saved));
  };
  return (
    <section className="card settings-card" aria-labelledby="support-title">
      <h2 id="support-title">Support</h2>
      <p className="muted">
        One file for support: the app’s log, versions, settings and the journal’s state. It holds no sign-in, PIN, order token or customer address. A manager
        saves it.
      </p>
      {error && <ErrorBanner message={error.message} onDismiss={() => setError(null)} />}
      {message && (
        <p className="notice" role="status">
          {message}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="btn" disabled={busy} onClick={() => void save()}>
          {busy ? 'Saving diagnostics…' : 'Save diagnostics'}
        </button>
      </div>
    </section>
  );
}
