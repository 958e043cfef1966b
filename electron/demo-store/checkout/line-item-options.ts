/**
 * Custom line-item options the demo store has registered: a gift note, an embroidered
 * monogram and the code of the gift card a gift-card line loads, each kept on the line item and sent back as one of its attributes. `options` on
 * add_item may carry them; names the store has not registered are dropped without a word (a
 * store accepts only the options it has registered), and a registered option with a bad value
 * answers 422 on that field.
 */
import { validationFailed } from '../http/api-error.js';
import { isObject } from '../http/params.js';

interface RegisteredOption {
  /** Why a value is refused, or null when it is acceptable. */
  problem(value: string): string | null;
}

const REGISTERED_LINE_OPTIONS: Readonly<Record<string, RegisteredOption>> = {
  gift_note: {
    problem: (value) => (value.length > 120 ? 'is too long (maximum is 120 characters)' : null),
  },
  monogram: {
    problem: (value) => (/^[A-Za-z]{1,3}$/.test(value) ? null : 'must be one to three letters'),
  },
  // The gift card a gift-card line loads (a top-up): shared/giftcards/gift-card-product.ts.
  gift_card_code: {
    problem: (value) => (/^[A-Za-z0-9][A-Za-z0-9-]{3,39}$/.test(value) ? null : 'must be 4 to 40 letters, digits or dashes'),
  },
};

export type LineOptions = Record<string, string>;

/** The registered options in an add_item `options` parameter, checked; an empty value clears one. */
export function lineOptionsFrom(raw: unknown): LineOptions {
  if (raw === undefined || raw === null) return {};
  if (!isObject(raw)) throw validationFailed({ options: ['must be an object'] });
  const accepted: LineOptions = {};
  const errors: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(raw)) {
    const option = Object.hasOwn(REGISTERED_LINE_OPTIONS, name) ? REGISTERED_LINE_OPTIONS[name] : undefined;
    if (!option) continue;
    if (value !== null && typeof value !== 'string' && typeof value !== 'number') {
      errors[name] = ['must be text'];
      continue;
    }
    const text = value === null ? '' : String(value).trim();
    const problem = text === '' ? null : option.problem(text);
    if (problem) errors[name] = [problem];
    else accepted[name] = text;
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return accepted;
}

/** A line's stored options merged with newly given ones (later values win; empty ones clear). */
export function mergeLineOptions(stored: string, given: LineOptions): string {
  const merged: LineOptions = { ...parseLineOptions(stored), ...given };
  for (const [name, value] of Object.entries(merged)) if (value === '') delete merged[name];
  return JSON.stringify(merged);
}

function parseLineOptions(stored: string | null | undefined): LineOptions {
  try {
    const parsed: unknown = JSON.parse(stored || '{}');
    return isObject(parsed) ? (parsed as LineOptions) : {};
  } catch {
    return {};
  }
}

/** Each registered option as a line-item attribute, null where the line has none. */
export function lineOptionAttributes(stored: string | null | undefined): Record<string, string | null> {
  const options = parseLineOptions(stored);
  return Object.fromEntries(Object.keys(REGISTERED_LINE_OPTIONS).map((name) => [name, options[name] ?? null]));
}
