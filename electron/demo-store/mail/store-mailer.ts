/**
 * The mails a store sends when something happens to an order, kept in the outbox (outbox.ts):
 * it listens to the store's events, as webhook delivery does. Placed: the order confirmation
 * (to the order's email, a till's walk-in address too, as a real store would); canceled; a
 * shipment shipped (not one collected in store: nothing is on its way); a reimbursement made. An order without an email gets none. The resend of a
 * confirmation is asked for through the Platform API (mail-routes.ts).
 */
import { get, type DemoDb } from '../db/database.js';
import type { OrderRow } from '../db/rows.js';
import { orderById } from '../orders/orders.js';
import { storeEvents } from '../process/events.js';
import { canceledMail, confirmationMail, reimbursedMail, shippedMail } from './mail-texts.js';
import { ensureOutbox, keepMail, type MailToKeep } from './outbox.js';

/** Starts keeping the store's mails; answers how to stop. */
export function startStoreMailer(db: DemoDb): () => void {
  ensureOutbox(db);
  const events = storeEvents(db);
  const send = (order: OrderRow | undefined, compose: (order: OrderRow) => MailToKeep) => {
    if (order?.email) keepMail(db, compose(order));
  };
  const stops = [
    events.on('order.completed', ({ orderId }) => send(orderById(db, orderId), (order) => confirmationMail(db, order, false))),
    events.on('order.changed', ({ orderId, event }) => {
      if (event === 'cancel') send(orderById(db, orderId), (order) => canceledMail(db, order));
    }),
    events.on('shipment.moved', ({ shipmentId, to }) => {
      if (to !== 'shipped') return;
      const shipment = get<{ order_id: number; number: string; tracking: string | null }>(
        db,
        `SELECT s.order_id, s.number, s.tracking FROM shipments s
          WHERE s.id = ? AND NOT EXISTS (SELECT 1 FROM shipping_rates r JOIN shipping_methods m ON m.id = r.shipping_method_id
                                          WHERE r.shipment_id = s.id AND r.selected = 1 AND m.pickup = 1)`,
        shipmentId,
      );
      if (shipment) send(orderById(db, shipment.order_id), (order) => shippedMail(db, order, shipment));
    }),
    events.on('return.recorded', (record) => {
      if (record.name !== 'reimbursement.reimbursed') return;
      const reimbursement = get<{ order_id: number; number: string; total_cents: number }>(
        db,
        'SELECT order_id, number, total_cents FROM reimbursements WHERE id = ?',
        record.id,
      );
      if (reimbursement) send(orderById(db, reimbursement.order_id), (order) => reimbursedMail(db, order, reimbursement));
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
