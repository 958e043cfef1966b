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
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  title: { id: 'staff.clock.title', defaultMessage: 'Time clock' },
  modes: { id: 'staff.clock.modes', defaultMessage: 'Clock in or out' },
  clockIn: { id: 'staff.clock.clockIn', defaultMessage: 'Clock in' },
  clockOut: { id: 'staff.clock.clockOut', defaultMessage: 'Clock out' },
  pinIn: { id: 'staff.clock.pinIn', defaultMessage: 'PIN to clock in' },
  pinOut: { id: 'staff.clock.pinOut', defaultMessage: 'PIN to clock out' },
  close: { id: 'staff.clock.close', defaultMessage: 'Close' },
});

export function ClockDialog({ onClose }: { onClose(): void }) {
  const ref = useModalDialog();
  const [mode, setMode] = useState<ClockMode>('clockIn');
  const punching = useAction();
  const words = useWords();
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
        <h2 id="clock-title">{words.formatMessage(messages.title)}</h2>
        <PinModeButtons
          label={words.formatMessage(messages.modes)}
          modes={['clockIn', 'clockOut'] as const}
          mode={mode}
          words={(m) => words.formatMessage(m === 'clockIn' ? messages.clockIn : messages.clockOut)}
          onChange={(m) => {
            setMode(m);
            punching.setError(null);
          }}
        />
        <PinEntry
          key={mode}
          label={words.formatMessage(mode === 'clockIn' ? messages.pinIn : messages.pinOut)}
          submitLabel={words.formatMessage(mode === 'clockIn' ? messages.clockIn : messages.clockOut)}
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
          {words.formatMessage(messages.close)} <kbd>Esc</kbd> {/* not-words: a key's name */}
        </button>
      </div>
    </dialog>
  );
}
