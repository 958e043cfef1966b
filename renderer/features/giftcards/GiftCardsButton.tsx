/** The Sell screen's way to gift cards and store credit: a button that opens their dialog (its script loads when first opened). */
import { lazy, Suspense, useRef, useState } from 'react';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  open: { id: 'giftcards.button.open', defaultMessage: 'Gift cards & credit' },
});

const GiftCardsDialog = lazy(() => import('./GiftCardsDialog.js').then((m) => ({ default: m.GiftCardsDialog })));

export function GiftCardsButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const words = useWords();
  return (
    <>
      <button ref={button} type="button" className="btn btn-small giftcards-open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {words.formatMessage(messages.open)}
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
