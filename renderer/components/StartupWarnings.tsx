/**
 * What the till found damaged on disk at its start (a settings file set aside, journal lines
 * skipped) and how it went on, shown at the top of every screen until someone has read it.
 */
import { useState } from 'react';
import { useApp } from '../stores/app.js';

/** One empty list: a selector that answered a new [] each time would re-render without end. */
const NO_WARNINGS: readonly string[] = [];

export function StartupWarnings() {
  const warnings = useApp((s) => s.info?.warnings ?? NO_WARNINGS);
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || warnings.length === 0) return null;
  return (
    <div className="banner banner-warning" role="alert">
      <span>
        <strong>Found at start:</strong> {warnings.join(' ')}
      </span>
      <button type="button" className="btn btn-small" onClick={() => setDismissed(true)}>
        Dismiss
      </button>
    </div>
  );
}
