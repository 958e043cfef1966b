/**
 * Whether a quantity box's keypad is shown, and how its keys edit the box: the first digit after
 * the keypad opens replaces the quantity (as typing over a selected number does), the next ones
 * add to it.
 */
import { useCallback, useState, type RefObject } from 'react';

export interface QuantityKeypadState {
  shown: boolean;
  /** What the box held when the keypad opened (Esc puts it back). */
  before: string;
  /** Shows the keypad (a touch or click on the box) with the box's number selected. */
  open(): void;
  close(): void;
  /** A key's result for the draft. */
  press(next: string): void;
}

export function useQuantityKeypad(box: RefObject<HTMLInputElement | null>, draft: string, setDraft: (value: string) => void): QuantityKeypadState {
  const [shown, setShown] = useState(false);
  const [fresh, setFresh] = useState(false);
  const [before, setBefore] = useState(draft);
  const open = () => {
    if (shown) return;
    setShown(true);
    setFresh(true);
    setBefore(draft);
    box.current?.select();
  };
  const close = useCallback(() => setShown(false), []);
  const press = (next: string) => {
    // A digit typed over the whole quantity replaces it; Delete and Clear act on it as it stands.
    setDraft(fresh && next.length > draft.length && next.startsWith(draft) ? next.slice(draft.length) : next);
    setFresh(false);
  };
  return { shown, before, open, close, press };
}
