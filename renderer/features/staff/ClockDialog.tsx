/**
 * "Clock in / out" from the header: anyone on the staff list clocks in or out with their PIN
 * (not only the person on the till); the till stays with whoever is on it. Esc or Close closes.
 */
import { useState } from 'react';
import { useModalDialog } from '../../ui/use-modal-dialog.js';
import { useAction } from '../../ui/use-action.js';
import { PinModeButtons } from './PinModeButtons.js';
import { PinEntry } from './PinEntry.js';
import { punchClock, type ClockMode } from './clock-punch.js';

export function ClockDialog({ onClose }: { onClose(): void }) {
  const ref = useModalDialog();
  const [mode, setMode] = useState<ClockMode>('clockIn');
  const punching = useAction();
  const [said, setSaid] = useState<string | null>(null);

  const punch = async (pin: string) => {
    setSaid(null);
    const words = await punching.run(() => punchClock(mode, pin));
    if (words !== undefined) setSaid(words);
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
        <PinModeButtons
          label="Clock in or out"
          modes={['clockIn', 'clockOut'] as const}
          mode={mode}
          words={(m) => (m === 'clockIn' ? 'Clock in' : 'Clock out')}
          onChange={(m) => {
            setMode(m);
            punching.setError(null);
          }}
        />
        <PinEntry
          key={mode}
          label={mode === 'clockIn' ? 'PIN to clock in' : 'PIN to clock out'}
          submitLabel={mode === 'clockIn' ? 'Clock in' : 'Clock out'}
          onSubmit={punch}
          busy={punching.busy}
          error={punching.error?.message ?? null}
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
