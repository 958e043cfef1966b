/** The Sell screen's way to gift cards and store credit: a button that opens their dialog (its script loads when first opened). */
import { lazy, Suspense, useRef, useState } from 'react';

const GiftCardsDialog = lazy(() => import('./GiftCardsDialog.js').then((m) => ({ default: m.GiftCardsDialog })));

export function GiftCardsButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" className="btn btn-small giftcards-open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Gift cards &amp; credit
      </button>
      {open && (
        <Suspense fallback={null}>
          <GiftCardsDialog
            onClose={() => {
              setOpen(false);
              setTimeout(() => button.current?.focus(), 0);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
