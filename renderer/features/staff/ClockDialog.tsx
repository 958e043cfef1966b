/**
 * "Clock in / out" from the header: anyone on the staff list clocks in or out with their PIN
 * (not only the person on the till); the till stays with whoever is on it. Esc or Close closes.
 */
import { useState } from 'react';
import { useModalDialog } from '../../ui/use-modal-dialog.js';
import { shownError } from '../../shell/errors.js';
import { PinEntry } from './PinEntry.js';
import { punchClock, type ClockMode } from './clock-punch.js';

export function ClockDialog({ onClose }: { onClose(): void }) {
  const ref = useModalDialog();
  const [mode, setMode] = useState<ClockMode>('clockIn');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);

  const punch = async (pin: string) => {
    setBusy(true);
    setError(null);
    setSaid(null);
    try {
      setSaid(await punchClock(mode, pin));
    } catch (e) {
      setError(shownError(e).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={ref}
      className="dialog clock-dialog"
      aria-labelledby="clock-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="dialog-body">
        <h2 id="clock-title">Time clock</h2>
        <div className="clock-modes" role="group" aria-label="Clock in or out">
          {(['clockIn', 'clockOut'] as const).map((m) => (
            <button
              key={m}
              type="button"
              className={`btn${mode === m ? ' btn-primary' : ''}`}
              aria-pressed={mode === m}
              onClick={() => {
                setMode(m);
                setError(null);
              }}
            >
              {m === 'clockIn' ? 'Clock in' : 'Clock out'}
            </button>
          ))}
        </div>
        <PinEntry
          key={mode}
          label={mode === 'clockIn' ? 'PIN to clock in' : 'PIN to clock out'}
          submitLabel={mode === 'clockIn' ? 'Clock in' : 'Clock out'}
          onSubmit={punch}
          busy={busy}
          error={error}
          autoFocus
        />
        <p className="clock-said" role="status">
          {said}
        </p>
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          Close <kbd>Esc</kbd>
        </button>
      </div>
    </dialog>
  );
}
