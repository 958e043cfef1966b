/** An order's, payment's or shipment's state as the filters name it ("balance due"), in the screen's language. */
import type { IntlShape } from 'react-intl';
import { sayOrderState } from '../../../shared/orders/order-state-words.js';

export function stateWords(words: IntlShape, state: string): string {
  return sayOrderState((message, values) => words.formatMessage(message, values), state);
}
