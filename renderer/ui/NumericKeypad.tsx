/**
 * The on-screen numeric keypad of a touch till: for cash tendered, quantities and PINs. It edits
 * the value of a field the screen owns (typing in that field works as well), and pressing a key
 * leaves the focus in that field, so a clerk can mix touch and keyboard. Keys are at least 48 px.
 */
import type { KeypadKey, KeypadRules } from './keypad-input.js';
import { pressKey } from './keypad-input.js';
import { defineMessages, type MessageDeclaration } from '../../shared/i18n/words.js';
import { useWords } from '../i18n/use-words.js';

const messages = defineMessages({
  back: { id: 'ui.keypad.back', defaultMessage: 'Delete last digit' },
  clear: { id: 'ui.keypad.clear', defaultMessage: 'Clear' },
  decimal: { id: 'ui.keypad.decimal', defaultMessage: 'Decimal point' },
  doubleZero: { id: 'ui.keypad.doubleZero', defaultMessage: 'Double zero' },
});

export interface NumericKeypadProps extends KeypadRules {
  /** Names the keypad for screen readers, e.g. "Keypad for cash tendered". */
  label: string;
  value: string;
  onChange(value: string): void;
  /** The Enter key's action (e.g. "Pay", "Unlock"); absent: no Enter key. */
  enter?: { label: string; onPress(): void; disabled?: boolean };
  disabled?: boolean;
}

const DIGITS: KeypadKey[] = ['7', '8', '9', '4', '5', '6', '1', '2', '3'];

const KEY_NAMES: Partial<Record<KeypadKey, MessageDeclaration>> = {
  back: messages.back,
  clear: messages.clear,
  '.': messages.decimal,
  '00': messages.doubleZero,
};

export function NumericKeypad({ label, value, onChange, enter, disabled, ...rules }: NumericKeypadProps) {
  const words = useWords();
  const key = (k: KeypadKey, shown: string = k) => (
    <button
      key={k}
      type="button"
      className="keypad-key"
      aria-label={KEY_NAMES[k] ? words.formatMessage(KEY_NAMES[k]) : shown}
      disabled={disabled}
      // The field keeps the focus: a touch on a key never takes it away from what is being typed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChange(pressKey(value, k, rules))}
    >
      {shown}
    </button>
  );
  return (
    <div className="keypad" role="group" aria-label={label}>
      {DIGITS.map((d) => key(d))}
      {rules.decimal ? key('.') : key('clear', 'C')}
      {key('0')}
      {key('back', '⌫')}
      {rules.decimal ? key('00') : null}
      {rules.decimal ? key('clear', 'C') : null}
      {enter ? (
        <button
          type="button"
          className={`keypad-key keypad-enter${rules.decimal ? '' : ' keypad-enter-wide'}`}
          disabled={disabled || enter.disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={enter.onPress}
        >
          {enter.label}
        </button>
      ) : null}
    </div>
  );
}
