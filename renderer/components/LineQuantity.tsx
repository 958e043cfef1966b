/**
 * A cart line's quantity: step it down or up, or type it (Enter or leaving the box sends it).
 * While the store is busy the controls keep the focus (they are marked unavailable, not disabled),
 * so a refusal is read out with the clerk still where they were; the box then shows the cart's
 * quantity again.
 */
import { useState } from 'react';
import { MAX_QUANTITY, typedQuantity } from '../stores/typed-quantity.js';

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
  const [draft, setDraft] = useState(String(quantity));
  const [shownQuantity, setShownQuantity] = useState(quantity);
  const [invalid, setInvalid] = useState(false);
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
  const commit = async () => {
    if (busy || draft.trim() === String(quantity)) return;
    const typed = typedQuantity(draft);
    if (typed === null) {
      setInvalid(true);
      onRefuse(`Enter a quantity from 1 to ${MAX_QUANTITY}.`);
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
        aria-label={`Decrease quantity of ${name}`}
        aria-disabled={!canLess}
        onClick={() => step(quantity - 1, canLess)}
      >
        −
      </button>
      <input
        className="qty"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={`Quantity of ${name}`}
        aria-invalid={invalid || undefined}
        value={draft}
        onChange={(e) => {
          setInvalid(false);
          setDraft(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void commit();
          } else if (e.key === 'Escape' && draft !== String(quantity)) {
            e.preventDefault();
            setInvalid(false);
            setDraft(String(quantity));
          }
        }}
        onBlur={() => void commit()}
      />
      <button
        type="button"
        className="btn btn-icon"
        aria-label={`Increase quantity of ${name}`}
        aria-disabled={!canMore}
        onClick={() => step(quantity + 1, canMore)}
      >
        +
      </button>
    </div>
  );
}
