/**
 * Money inside the demo store is integer minor units (cents). Outward it is a decimal string
 * ("19.99") and a display string ("$19.99"), as the Storefront interface sends amounts.
 */

/** 1999 -> "19.99", -500 -> "-5.00", 0 -> "0.00". */
export function centsToDecimal(cents: number): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A currency's formatter and the display strings it made, so an amount is formatted once. */
interface CurrencyDisplay {
  format: Intl.NumberFormat;
  made: Map<number, string>;
}

const displays = new Map<string, CurrencyDisplay>();
/** Display strings kept per currency (amounts repeat: prices, $0.00); the map starts over when full. */
const DISPLAYS_KEPT = 4096;

/** 1999, "USD" -> "$19.99"; -960 -> "-$9.60"; 123456, "EUR" -> "€1,234.56". */
export function displayMoney(cents: number, currency: string): string {
  let display = displays.get(currency);
  if (!display) {
    display = {
      format: new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      made: new Map(),
    };
    displays.set(currency, display);
  }
  // `|| 0`: a negative zero (-(0), Math.round(-0.4)) is a zero, never "-$0.00".
  const whole = Math.round(cents) || 0;
  let text = display.made.get(whole);
  if (text === undefined) {
    text = display.format.format(whole / 100);
    if (display.made.size >= DISPLAYS_KEPT) display.made.clear();
    display.made.set(whole, text);
  }
  return text;
}

const DECIMAL = /^\s*(-)?(\d{1,12})(?:\.(\d{1,2}))?\s*$/;

/**
 * A decimal amount from a request ("19.99", "20", 19.99) to cents, or null when it is not one.
 * At most two decimal places: amounts with more precision are refused, not rounded.
 */
export function parseAmountToCents(value: unknown): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : typeof value === 'string' ? value : '';
  if (typeof value === 'number' && Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return null;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** The pair every money attribute is sent as: `{ <name>: "19.99", display_<name>: "$19.99" }`. */
export function moneyAttributes(name: string, cents: number, currency: string): Record<string, string> {
  return { [name]: centsToDecimal(cents), [`display_${name}`]: displayMoney(cents, currency) };
}
