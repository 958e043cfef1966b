/**
 * A cart line's quantity: step it down or up, type it, or touch the box for the numeric keypad
 * (Enter, "Set" or leaving the box sends it; Esc puts it back).
 * While the store is busy the controls keep the focus (they are marked unavailable, not disabled),
 * so a refusal is read out with the clerk still where they were; the box then shows the cart's
 * quantity again.
 */
import { useRef, useState } from 'react';
import { MAX_QUANTITY, typedQuantity } from './typed-quantity.js';
import { intoKeypad, QuantityKeypad } from '../../ui/QuantityKeypad.js';
import { useQuantityKeypad } from '../../ui/use-quantity-keypad.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  badQuantity: { id: 'sell.lineQuantity.badQuantity', defaultMessage: 'Enter a quantity from 1 to {max}.' },
  decrease: { id: 'sell.lineQuantity.decrease', defaultMessage: 'Decrease quantity of {name}' },
  quantity: { id: 'sell.lineQuantity.quantity', defaultMessage: 'Quantity of {name}' },
  keypad: { id: 'sell.lineQuantity.keypad', defaultMessage: 'Keypad for the quantity of {name}' },
  increase: { id: 'sell.lineQuantity.increase', defaultMessage: 'Increase quantity of {name}' },
});

export interface LineQuantityProps {
  name: string;
  quantity: number;
  busy: boolean;
  /** Answers whether the store took the new quantity. */
  onSet(quantity: number): Promise<boolean>;
  /** A typed value that is not a quantity, in words. */
  onRefuse(message: string): void;
}

export function LineQuantity({ name, quantity, busy, onSet, onRefuse }: LineQuantityProps) {
  const words = useWords();
  const [draft, setDraft] = useState(String(quantity));
  const [shownQuantity, setShownQuantity] = useState(quantity);
  const [invalid, setInvalid] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  const keypad = useQuantityKeypad(box, draft, (value) => {
    setInvalid(false);
    setDraft(value);
  });
  if (shownQuantity !== quantity) {
    // The store's answer (or another change of the cart) replaces what the box shows.
    setShownQuantity(quantity);
    setDraft(String(quantity));
  }

  const canLess = !busy && quantity > 1;
  const canMore = !busy && quantity < MAX_QUANTITY;
  const step = (to: number, allowed: boolean) => {
    if (allowed) void onSet(to);
  };
  const putBack = () => {
    setInvalid(false);
    setDraft(String(quantity));
  };
  const commit = async () => {
    keypad.close();
    if (busy || draft.trim() === String(quantity)) return;
    const typed = typedQuantity(draft);
    if (typed === null) {
      setInvalid(true);
      onRefuse(words.formatMessage(messages.badQuantity, { max: MAX_QUANTITY }));
      return;
    }
    setInvalid(false);
    // Refused: the box shows the cart's quantity again (taken, the answer's quantity replaces it).
    if (!(await onSet(typed))) setDraft(String(quantity));
  };

  return (
    <div className="stepper">
      <button
        type="button"
        className="btn btn-icon"
        aria-label={words.formatMessage(messages.decrease, { name })}
        aria-disabled={!canLess}
        onClick={() => step(quantity - 1, canLess)}
      >
        −
      </button>
      <input
        ref={box}
        className="qty"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={words.formatMessage(messages.quantity, { name })}
        aria-invalid={invalid || undefined}
        value={draft}
        onChange={(e) => {
          setInvalid(false);
          setDraft(e.target.value);
        }}
        onClick={keypad.open}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void commit();
          } else if (e.key === 'Escape' && (keypad.shown || draft !== String(quantity))) {
            e.preventDefault();
            e.stopPropagation();
            keypad.close();
            putBack();
          }
        }}
        onBlur={(e) => {
          if (!intoKeypad(e.relatedTarget)) void commit();
        }}
      />
      {keypad.shown && (
        <QuantityKeypad
          anchor={box}
          label={words.formatMessage(messages.keypad, { name })}
          value={draft}
          maxLength={String(MAX_QUANTITY).length}
          onChange={keypad.press}
          onSet={() => void commit()}
          onCancel={() => {
            keypad.close();
            putBack();
            box.current?.focus();
          }}
          onLeave={() => void commit()}
        />
      )}
      <button
        type="button"
        className="btn btn-icon"
        aria-label={words.formatMessage(messages.increase, { name })}
        aria-disabled={!canMore}
        onClick={() => step(quantity + 1, canMore)}
      >
        +
      </button>
    </div>
  );
}
