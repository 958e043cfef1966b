/**
 * What the till found damaged on disk at its start (a settings file set aside, journal lines
 * skipped) and what happened since that the clerk must know (the demo store stopped and was
 * started again), shown at the top of every screen until someone has read it; a new word shows
 * it again.
 */
import { useState } from 'react';
import { useApp } from './app.js';

/** One empty list: a selector that made a new one on each call would re-render without end. */
const NONE: readonly string[] = [];

export function StartupWarnings() {
  const warnings = useApp((s) => s.info?.warnings ?? NONE);
  const [dismissed, setDismissed] = useState<readonly string[] | null>(null);
  if (dismissed === warnings || warnings.length === 0) return null;
  return (
    <div className="banner banner-warning" role="alert">
      <span>
        <strong>Please note:</strong> {warnings.join(' ')}
      </span>
      <button type="button" className="btn btn-small" onClick={() => setDismissed(warnings)}>
        Dismiss
      </button>
    </div>
  );
}
