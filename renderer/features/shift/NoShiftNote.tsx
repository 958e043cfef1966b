/** A quiet line on the Sell screen while no shift is open: selling goes on, and one key opens a shift. */
import { useEffect } from 'react';
import { useApp } from '../../shell/app.js';
import { useShift } from './shift.js';

export function NoShiftNote() {
  const status = useShift((s) => s.status);
  const go = useApp((s) => s.go);
  useEffect(() => {
    if (!useShift.getState().status) void useShift.getState().load();
  }, []);
  if (!status || status.open) return null;
  return (
    <p className="no-shift-note" role="note">
      <span>No shift open.</span>
      <button type="button" className="btn btn-small btn-ghost" aria-keyshortcuts="F6" onClick={() => go('shift')}>
        Open shift
      </button>
    </p>
  );
}
