import { defineMessages } from '../../../shared/i18n/words.js';
import { say } from '../../i18n/screen-language.js';

const messages = defineMessages({
  none: { id: 'reports.orderNumbers.none', defaultMessage: 'Enter one or more order numbers, such as R123456789.' },
  bad: { id: 'reports.orderNumbers.bad', defaultMessage: '{text} is not an order number (letters, digits and dashes, such as R123456789).' },
  tooMany: { id: 'reports.orderNumbers.tooMany', defaultMessage: 'At most {max} orders at once.' },
});

/**
 * Order numbers typed or pasted by a manager: separated by commas, spaces or lines, each once, in
 * the order given, upper-cased as the store writes them. Answers the refusal in words otherwise.
 */
const MAX_ORDERS_ON_PAPER = 100;

export function parseOrderNumbers(text: string): { numbers: string[] } | { error: string } {
  const words = text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((w) => w.toUpperCase());
  if (words.length === 0) return { error: say(messages.none) };
  const bad = words.find((w) => !/^[A-Z0-9-]{1,40}$/.test(w));
  if (bad) return { error: say(messages.bad, { text: bad.slice(0, 40) }) };
  const numbers = [...new Set(words)];
  if (numbers.length > MAX_ORDERS_ON_PAPER) return { error: say(messages.tooMany, { max: MAX_ORDERS_ON_PAPER }) };
  return { numbers };
}
