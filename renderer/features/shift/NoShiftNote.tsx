/** A quiet line on the Sell screen while no shift is open: selling goes on, and one key opens a shift. */
import { useEffect } from 'react';
import { useApp } from '../../shell/app.js';
import { useShift } from './shift.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  none: { id: 'shift.note.none', defaultMessage: 'No shift open.' },
  open: { id: 'shift.note.open', defaultMessage: 'Open shift' },
});

export function NoShiftNote() {
  const status = useShift((s) => s.status);
  const go = useApp((s) => s.go);
  const words = useWords();
  useEffect(() => {
    if (!useShift.getState().status) void useShift.getState().load();
  }, []);
  if (!status || status.open) return null;
  return (
    <p className="no-shift-note" role="note">
      <span>{words.formatMessage(messages.none)}</span>
      <button type="button" className="btn btn-small btn-ghost" aria-keyshortcuts="F6" onClick={() => go('shift')}>
        {words.formatMessage(messages.open)}
      </button>
    </p>
  );
}
