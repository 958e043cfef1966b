/**
 * The numeric keypad for a quantity, shown by a touch on the quantity box: a panel next to the
 * box (below it, or above it where the window has no room below), over whatever scrolls, with
 * the keypad's keys and "Set". The box keeps the focus while keys are pressed; Enter or "Set"
 * sets the quantity and Esc puts the box back, as when typing.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { NumericKeypad } from './NumericKeypad.js';

/** Room the panel needs: five rows of 48 px keys with gaps and padding. */
const PANEL_HEIGHT = 300;
const PANEL_WIDTH = 232;
const MARGIN = 8;

export interface QuantityKeypadProps {
  /** The quantity box the keypad edits; the panel is placed next to it. */
  anchor: RefObject<HTMLElement | null>;
  /** Names the keypad for screen readers, e.g. "Keypad for the quantity of Harbor Logo Tee". */
  label: string;
  value: string;
  maxLength: number;
  onChange(value: string): void;
  onSet(): void;
  /** Esc on a key: the box is put back and takes the focus again. */
  onCancel(): void;
  /** The focus went elsewhere than the box or the keypad (a touch or Tab away): the box's value stands. */
  onLeave(): void;
}

interface Place {
  top: number;
  left: number;
}

function placeBeside(anchor: HTMLElement): Place {
  const box = anchor.getBoundingClientRect();
  const roomBelow = window.innerHeight - box.bottom;
  const top = roomBelow >= PANEL_HEIGHT + MARGIN ? box.bottom + MARGIN : Math.max(MARGIN, box.top - PANEL_HEIGHT - MARGIN);
  const left = Math.min(Math.max(MARGIN, box.left), window.innerWidth - PANEL_WIDTH - MARGIN);
  return { top, left };
}

export function QuantityKeypad({ anchor, label, value, maxLength, onChange, onSet, onCancel, onLeave }: QuantityKeypadProps) {
  const [place, setPlace] = useState<Place | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const follow = () => {
      if (anchor.current) setPlace(placeBeside(anchor.current));
    };
    follow();
    // The box moves when its list scrolls or the window changes size: the panel follows it.
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [anchor]);
  return (
    <div
      ref={panel}
      className="keypad-popover"
      data-keypad-popover=""
      style={place ? { top: place.top, left: place.left } : { visibility: 'hidden' }}
      // A touch between the keys leaves the focus in the quantity box too.
      onMouseDown={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onCancel();
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && (panel.current?.contains(next) || anchor.current?.contains(next))) return;
        onLeave();
      }}
    >
      <NumericKeypad label={label} value={value} maxLength={maxLength} onChange={onChange} enter={{ label: 'Set', onPress: onSet }} />
    </div>
  );
}

/** Whether the focus is going into a keypad panel (so the quantity box it edits keeps its draft). */
export function intoKeypad(next: EventTarget | null): boolean {
  return next instanceof Element && next.closest('[data-keypad-popover]') !== null;
}
