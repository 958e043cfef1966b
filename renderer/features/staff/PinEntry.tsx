/**
 * A PIN typed or touched: a masked digits-only field with the on-screen keypad under it, Enter
 * (on the keyboard or the keypad) submits. Used by the lock screen and the manager's approval.
 * The PIN stays in this component and is cleared after each try.
 */
import { useId, useRef, useState } from 'react';
import { NumericKeypad } from '../../ui/NumericKeypad.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  keypad: { id: 'staff.pinEntry.keypad', defaultMessage: 'Keypad for the {label}' },
  checking: { id: 'staff.pinEntry.checking', defaultMessage: 'Checking…' },
});

const PIN_MAX = 6;

export interface PinEntryProps {
  label: string;
  /** The Enter key's words, e.g. "Open" or "Approve". */
  submitLabel: string;
  onSubmit(pin: string): Promise<void> | void;
  busy?: boolean;
  /** The last try's refusal in words. */
  error?: string | null;
  /** No PIN may be tried (a wait after wrong PINs). */
  disabled?: boolean;
  autoFocus?: boolean;
}

export function PinEntry({ label, submitLabel, onSubmit, busy, error, disabled, autoFocus }: PinEntryProps) {
  const words = useWords();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [pin, setPin] = useState('');
  const ready = pin.length >= 4 && !busy && !disabled;
  const submit = () => {
    if (!ready) return;
    const entered = pin;
    setPin('');
    void onSubmit(entered);
    field.current?.focus();
  };
  return (
    <div className="pin-entry">
      <div className={`field${error ? ' field-invalid' : ''}`}>
        <label htmlFor={id}>{label}</label>
        <input
          ref={field}
          id={id}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={PIN_MAX}
          autoFocus={autoFocus}
          disabled={disabled}
          value={pin}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, PIN_MAX))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
        />
        {error && (
          <span id={`${id}-error`} className="field-error" role="alert">
            {error}
          </span>
        )}
      </div>
      <NumericKeypad
        label={words.formatMessage(messages.keypad, { label })}
        value={pin}
        onChange={setPin}
        maxLength={PIN_MAX}
        disabled={disabled}
        enter={{ label: busy ? words.formatMessage(messages.checking) : submitLabel, onPress: submit, disabled: !ready }}
      />
    </div>
  );
}
