/** The desktop notification of an order's status changes ("Order R1: shipment shipped"), said in the till's language. */
import { defineMessages } from '../../../shared/i18n/words.js';
import { sayOrderState } from '../../../shared/orders/order-state-words.js';
import type { StatusChange, TrackedOrder } from '../../../shared/bridge/bridge.js';
import type { Notification } from './staff-notifier.js';

const messages = defineMessages({
  updateTitle: { id: 'orders.notification.updateTitle', defaultMessage: 'Order update' },
  update: { id: 'orders.notification.update', defaultMessage: 'Order {number}: {changes}' },
  change: {
    id: 'orders.notification.change',
    defaultMessage: '{field, select, shipmentState {shipment} paymentState {payment} other {order}} {state, select, none {cleared} other {{state}}}',
  },
});

/** An order's status changes as a notification, each state in the catalogue's words. */
export const orderChangeNotification =
  (order: TrackedOrder, changes: StatusChange[]): Notification =>
  (say) => ({
    title: say(messages.updateTitle),
    // not-words: the list separator between changes
    body: say(messages.update, {
      number: order.number,
      changes: changes.map((c) => say(messages.change, { field: c.field, state: c.to === null ? 'none' : sayOrderState(say, c.to) })).join(', '),
    }),
  });
