/**
 * The product dialog's quantity, typed or on the keypad that opens under it. Enter adds; Escape
 * closes the keypad and puts the quantity back, the dialog staying open.
 */
import { useRef } from 'react';
import { intoKeypad, QuantityKeypad } from '../../../ui/QuantityKeypad.js';
import { useQuantityKeypad } from '../../../ui/use-quantity-keypad.js';
import { MAX_QUANTITY } from '../typed-quantity.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  quantity: { id: 'sell.dialogQuantity.quantity', defaultMessage: 'Quantity' },
  keypad: { id: 'sell.dialogQuantity.keypad', defaultMessage: 'Keypad for the quantity' },
});

export interface DialogQuantityProps {
  id: string;
  quantity: string;
  onQuantity(quantity: string): void;
  valid: boolean;
  onEnter(): void;
}

export function DialogQuantity({ id, quantity, onQuantity, valid, onEnter }: DialogQuantityProps) {
  const words = useWords();
  const quantityBox = useRef<HTMLInputElement>(null);
  const keypad = useQuantityKeypad(quantityBox, quantity, onQuantity);
  return (
    <div className="field field-inline">
      <label htmlFor={id}>{words.formatMessage(messages.quantity)}</label>
      <input
        id={id}
        ref={quantityBox}
        type="number"
        min={1}
        max={MAX_QUANTITY}
        inputMode="numeric"
        value={quantity}
        aria-invalid={valid ? undefined : true}
        onChange={(e) => onQuantity(e.target.value)}
        onClick={keypad.open}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            keypad.close();
            onEnter();
          } else if (e.key === 'Escape' && keypad.shown) {
            // Esc closes the keypad and puts the quantity back; the dialog stays open.
            e.preventDefault();
            e.stopPropagation();
            keypad.close();
            onQuantity(keypad.before);
          }
        }}
        onBlur={(e) => {
          if (!intoKeypad(e.relatedTarget)) keypad.close();
        }}
      />
      {keypad.shown && (
        <QuantityKeypad
          anchor={quantityBox}
          label={words.formatMessage(messages.keypad)}
          value={quantity}
          maxLength={String(MAX_QUANTITY).length}
          onChange={keypad.press}
          onSet={keypad.close}
          onCancel={() => {
            keypad.close();
            onQuantity(keypad.before);
            quantityBox.current?.focus();
          }}
          onLeave={keypad.close}
        />
      )}
    </div>
  );
}
