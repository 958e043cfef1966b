/**
 * An order's, payment's or shipment's state as the filters name it ("balance due"), in the screen's
 * language: the states the store uses are in the catalogue; one it adds later is shown as it comes,
 * its underscores as spaces.
 */
import type { IntlShape } from 'react-intl';
import { defineMessages } from '../../../shared/i18n/words.js';

const messages = defineMessages({
  state: {
    id: 'orders.state.name',
    defaultMessage:
      '{state, select, cart {cart} address {address} delivery {delivery} payment {payment} confirm {confirm} complete {complete} canceled {canceled} returned {returned} awaiting_return {awaiting return} resumed {resumed} balance_due {balance due} credit_owed {credit owed} paid {paid} failed {failed} void {void} pending {pending} processing {processing} completed {completed} checkout {checkout} ready {ready} shipped {shipped} partial {partial} backorder {backorder} delivered {delivered} awaiting {awaiting} received {received} other {other}}',
  },
});

const KNOWN = new Set([
  'cart',
  'address',
  'delivery',
  'payment',
  'confirm',
  'complete',
  'canceled',
  'returned',
  'awaiting_return',
  'resumed',
  'balance_due',
  'credit_owed',
  'paid',
  'failed',
  'void',
  'pending',
  'processing',
  'completed',
  'checkout',
  'ready',
  'shipped',
  'partial',
  'backorder',
  'delivered',
  'awaiting',
  'received',
]);

export function stateWords(words: IntlShape, state: string): string {
  return KNOWN.has(state) ? words.formatMessage(messages.state, { state }) : state.replace(/_/g, ' ');
}
