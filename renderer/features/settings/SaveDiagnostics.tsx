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
import { defineMessages, type MessageDeclaration } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  saved: { id: 'settings.diagnostics.saved', defaultMessage: 'Diagnostics saved as {fileName}. Send this file to support.' },
  downloaded: { id: 'settings.diagnostics.downloaded', defaultMessage: 'Diagnostics downloaded as {fileName}. Send this file to support.' },
  cancelled: { id: 'settings.diagnostics.cancelled', defaultMessage: 'Nothing was saved.' },
  title: { id: 'settings.diagnostics.title', defaultMessage: 'Support' },
  intro: {
    id: 'settings.diagnostics.intro',
    defaultMessage:
      'One file for support: the app’s log, versions, settings and the journal’s state. It holds no sign-in, PIN, order token or customer address. A manager saves it.',
  },
  saving: { id: 'settings.diagnostics.saving', defaultMessage: 'Saving diagnostics…' },
  save: { id: 'settings.diagnostics.save', defaultMessage: 'Save diagnostics' },
});

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

/** What became of the file, as a message and its values (said when shown, in the screen's language). */
function said(saved: DiagnosticsSaved): { message: MessageDeclaration; fileName?: string } {
  switch (saved.outcome) {
    case 'saved':
      return { message: messages.saved, fileName: saved.fileName };
    case 'download':
      return { message: messages.downloaded, fileName: saved.fileName };
    case 'cancelled':
      return { message: messages.cancelled };
  }
}

export function SaveDiagnostics() {
  const { busy, error, setError, run } = useAction();
  const words = useWords();
  const [message, setMessage] = useState<ReturnType<typeof said> | null>(null);
  const save = async () => {
    setMessage(null);
    const saved = await run(() => pos().app.saveDiagnostics(navigator.userAgent.slice(0, 512)));
    if (!saved) return;
    if (saved.outcome === 'download') download(saved.fileName, saved.text);
    setMessage(said(saved));
  };
  return (
    <section className="card settings-card" aria-labelledby="support-title">
      <h2 id="support-title">{words.formatMessage(messages.title)}</h2>
      <p className="muted">{words.formatMessage(messages.intro)}</p>
      {error && <ErrorBanner message={error.message} onDismiss={() => setError(null)} />}
      {message && (
        <p className="notice" role="status">
          {words.formatMessage(message.message, { fileName: message.fileName })}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="btn" disabled={busy} onClick={() => void save()}>
          {words.formatMessage(busy ? messages.saving : messages.save)}
        </button>
      </div>
    </section>
  );
}
