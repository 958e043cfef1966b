/**
 * The plain text of each mail the store sends about an order: a subject naming the store and the
 * order, and a body with its lines and totals (the confirmation, its resend and the cancel), the
 * shipment and its tracking (shipped), or what went back (reimbursed). The store's own words,
 * in the store's currency display.
 */
import { all, get, type DemoDb } from '../db/database.js';
import type { OrderRow } from '../db/rows.js';
import { displayMoney } from '../jsonapi/money.js';
import type { MailKind, MailToKeep } from './outbox.js';

interface LineText {
  name: string;
  quantity: number;
  price_cents: number;
}

function storeName(db: DemoDb): string {
  return get<{ name: string }>(db, 'SELECT name FROM stores ORDER BY id LIMIT 1')?.name ?? 'The store';
}

/** The order's lines and totals, one per text line. */
function linesAndTotals(db: DemoDb, order: OrderRow): string[] {
  const money = (cents: number) => displayMoney(cents, order.currency);
  const lines = all<LineText>(
    db,
    `SELECT p.name AS name, li.quantity AS quantity, li.price_cents AS price_cents
       FROM line_items li JOIN variants v ON v.id = li.variant_id JOIN products p ON p.id = v.product_id
      WHERE li.order_id = ? ORDER BY li.id`,
    order.id,
  );
  const totals: [string, number][] = [
    ['Subtotal', order.item_total_cents],
    ...(order.promo_total_cents !== 0 ? ([['Promotions', order.promo_total_cents]] as [string, number][]) : []),
    ['Shipping', order.ship_total_cents],
    ...(order.additional_tax_total_cents !== 0 ? ([['Tax', order.additional_tax_total_cents]] as [string, number][]) : []),
    ['Total', order.total_cents],
  ];
  return [
    ...lines.map((l) => `${l.quantity} x ${l.name}  ${money(l.price_cents * l.quantity)}`),
    '',
    ...totals.map(([label, cents]) => `${label}: ${money(cents)}`),
  ];
}

function mail(db: DemoDb, kind: MailKind, order: OrderRow, subject: string, body: string[]): MailToKeep {
  const store = storeName(db);
  return {
    kind,
    to_email: order.email ?? '',
    subject: `${store}: ${subject}`,
    order_number: order.number,
    body: [...body, '', `${store}`].join('\n'),
  };
}

/** The order confirmation, sent when the order is placed (and again when an administrator asks). */
export function confirmationMail(db: DemoDb, order: OrderRow, resent: boolean): MailToKeep {
  return mail(db, resent ? 'order_confirmation_resent' : 'order_confirmation', order, `${resent ? '[Resent] ' : ''}order ${order.number} confirmed`, [
    `Thank you for your order ${order.number}.`,
    '',
    ...linesAndTotals(db, order),
  ]);
}

export function canceledMail(db: DemoDb, order: OrderRow): MailToKeep {
  return mail(db, 'order_canceled', order, `order ${order.number} canceled`, [
    `Your order ${order.number} was canceled; its payments are voided.`,
    '',
    ...linesAndTotals(db, order),
  ]);
}

export function shippedMail(db: DemoDb, order: OrderRow, shipment: { number: string; tracking: string | null }): MailToKeep {
  return mail(db, 'shipment_shipped', order, `order ${order.number} has shipped`, [
    `Shipment ${shipment.number} of your order ${order.number} is on its way.`,
    ...(shipment.tracking ? [`Tracking number: ${shipment.tracking}`] : []),
  ]);
}

export function reimbursedMail(db: DemoDb, order: OrderRow, reimbursement: { number: string; total_cents: number }): MailToKeep {
  return mail(db, 'reimbursement_processed', order, `refund for order ${order.number}`, [
    `${displayMoney(reimbursement.total_cents, order.currency)} of your order ${order.number} went back to you (reimbursement ${reimbursement.number}).`,
  ]);
}
