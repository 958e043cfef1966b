// @vitest-environment happy-dom
/** The on-screen keypad: what each key does to cash, quantities and PINs, and that a touch keeps the field's focus. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumericKeypad } from '../../../../renderer/ui/NumericKeypad.js';
import { pressKey, type KeypadKey } from '../../../../renderer/ui/keypad-input.js';

const typed = (keys: KeypadKey[], rules = {}) => keys.reduce((value, key) => pressKey(value, key, rules), '');

describe('keypad keys', () => {
  it('enters cash with one decimal point and at most two decimals', () => {
    expect(typed(['2', '0'], { decimal: true })).toBe('20');
    expect(typed(['.', '5'], { decimal: true })).toBe('0.5');
    expect(typed(['1', '.', '2', '5', '9', '.'], { decimal: true })).toBe('1.25');
    expect(typed(['5', '00'], { decimal: true })).toBe('500');
    expect(typed(['1', '.', '00', '00'], { decimal: true })).toBe('1.00');
    expect(typed(['0', '0', '7'], { decimal: true })).toBe('7');
  });

  it('keeps a PIN or a quantity to its length, with no decimal point', () => {
    expect(typed(['1', '2', '3', '4', '5', '6', '7'], { maxLength: 6 })).toBe('123456');
    expect(typed(['1', '.', '2'], { maxLength: 4 })).toBe('12');
  });

  it('deletes the last digit and clears', () => {
    expect(typed(['1', '2', 'back'])).toBe('1');
    expect(typed(['1', '2', 'clear', '3'])).toBe('3');
    expect(typed(['back'])).toBe('');
  });
});

function CashField({ onEnter }: { onEnter: () => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label>
        Cash tendered <input value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <NumericKeypad label="Keypad for cash tendered" decimal value={value} onChange={setValue} enter={{ label: 'Pay', onPress: onEnter }} />
    </>
  );
}

describe('NumericKeypad', () => {
  afterEach(cleanup);

  it('edits the field it belongs to, leaves the focus there, and runs Enter', () => {
    const onEnter = vi.fn();
    render(<CashField onEnter={onEnter} />);
    const field = screen.getByLabelText('Cash tendered');
    field.focus();
    const pad = screen.getByRole('group', { name: 'Keypad for cash tendered' });
    for (const name of ['2', 'Decimal point', '5']) {
      const key = [...pad.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === name)!;
      expect(fireEvent.mouseDown(key)).toBe(false); // the default (taking the focus) is prevented
      fireEvent.click(key);
    }
    expect(field).toHaveProperty('value', '2.5');
    expect(document.activeElement).toBe(field);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onEnter).toHaveBeenCalledOnce();
  });
});
