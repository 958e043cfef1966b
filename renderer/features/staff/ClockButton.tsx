/** The header's "Clock in / out": opens the time clock's PIN dialog (loaded when first asked for). */
import { lazy, Suspense, useState } from 'react';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({ clock: { id: 'staff.clockButton.clock', defaultMessage: 'Clock in / out' } });

const ClockDialog = lazy(() => import('./ClockDialog.js').then((m) => ({ default: m.ClockDialog })));

export function ClockButton() {
  const [open, setOpen] = useState(false);
  const words = useWords();
  return (
    <>
      <button type="button" className="btn btn-small" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {words.formatMessage(messages.clock)}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ClockDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
