/**
 * What the till found damaged on disk at its start (a settings file set aside, journal lines
 * skipped) and what happened since that the clerk must know (the demo store stopped and was
 * started again), shown at the top of every screen until someone has read it; a new word shows
 * it again.
 */
import { useState } from 'react';
import { useApp } from './app.js';
import type { StartupWarning } from '../../shared/bridge/app.js';
import { defineMessages, sayWords } from '../../shared/i18n/words.js';
import { useWords } from '../i18n/use-words.js';

const messages = defineMessages({
  pleaseNote: { id: 'app.warnings.pleaseNote', defaultMessage: 'Please note:' },
  dismiss: { id: 'app.warnings.dismiss', defaultMessage: 'Dismiss' },
});

const said = (warning: StartupWarning) => (typeof warning === 'string' ? warning : sayWords(warning));

/** One empty list: a selector that made a new one on each call would re-render without end. */
const NONE: readonly StartupWarning[] = [];

export function StartupWarnings() {
  const warnings = useApp((s) => s.info?.warnings ?? NONE);
  const [dismissed, setDismissed] = useState<readonly StartupWarning[] | null>(null);
  const words = useWords();
  if (dismissed === warnings || warnings.length === 0) return null;
  return (
    <div className="banner banner-warning" role="alert">
      <span>
        <strong>{words.formatMessage(messages.pleaseNote)}</strong> {warnings.map(said).join(' ')}
      </span>
      <button type="button" className="btn btn-small" onClick={() => setDismissed(warnings)}>
        {words.formatMessage(messages.dismiss)}
      </button>
    </div>
  );
}
