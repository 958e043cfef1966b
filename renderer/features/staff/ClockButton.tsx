/** The header's "Clock in / out": opens the time clock's PIN dialog (loaded when first asked for). */
import { lazy, Suspense, useState } from 'react';

const ClockDialog = lazy(() => import('./ClockDialog.js').then((m) => ({ default: m.ClockDialog })));

export function ClockButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-small" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Clock in / out
      </button>
      {open && (
        <Suspense fallback={null}>
          <ClockDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
