/**
 * An order's, payment's or shipment's state in words ("balance due"), for the page and the services
 * alike (a notification says it with `sayerIn`): the states the store uses are in the catalogue; one
 * it adds later is said as it comes, its underscores as spaces.
 */
import { defineMessages, type MessageDeclaration, type Words } from '../i18n/words.js';

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

/** A state said by `say` (the page's `formatMessage`, or a sayer in the services). */
export function sayOrderState(say: (message: MessageDeclaration, values: Words['values']) => string, state: string): string {
  return KNOWN.has(state) ? say(messages.state, { state }) : state.replace(/_/g, ' ');
}
