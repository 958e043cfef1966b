/**
 * What a key of the on-screen numeric keypad does to the value being entered: a pure function,
 * so cash, quantities and PINs edit their value the same way whether typed or touched.
 */

export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '00' | '.' | 'back' | 'clear';

export interface KeypadRules {
  /** Amounts of money: one decimal point and at most two digits after it. */
  decimal?: boolean;
  /** The most characters the value may have (a PIN's length, a quantity's digits). */
  maxLength?: number;
}

export function pressKey(value: string, key: KeypadKey, rules: KeypadRules = {}): string {
  if (key === 'clear') return '';
  if (key === 'back') return value.slice(0, -1);
  if (key === '.') {
    if (!rules.decimal || value.includes('.')) return value;
    return fits(value === '' ? '0.' : `${value}.`, rules) ?? value;
  }
  let next = value;
  for (const digit of key) {
    const dot = next.indexOf('.');
    if (rules.decimal && dot >= 0 && next.length - dot > 2) break; // cents are full
    next = next === '0' ? digit : `${next}${digit}`;
  }
  return fits(next, rules) ?? value;
}

function fits(value: string, rules: KeypadRules): string | null {
  return rules.maxLength !== undefined && value.length > rules.maxLength ? null : value;
}
