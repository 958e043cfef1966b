/**
 * The Platform API's orders, shipments and payments (admin scope), as Spree's Platform API v2 has
 * them: lists with ransack-style filters (`filter[state_eq]`, `filter[completed_at_gt]`,
 * `filter[email_cont]`, `filter[bill_address_lastname_start]`, …; the simple `filter[state]=a,b`
 * spellings too), `sort`, `include`, sparse fields and paging; orders approved, canceled and
 * resumed (order-changes.ts); shipments readied, pended, shipped, delivered, canceled and resumed
 * (fulfilment.ts). Orders are found by number, else by id; shipments by number, else by id.
 */
import { notFound } from '../api-error.js';
import { get } from '../db/database.js';
import type { OrderRow, PaymentRow } from '../db/rows.js';
import type { AreaRoutes } from '../endpoints.js';
import { moveShipment, type ShipmentEvent } from '../fulfilment.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi.js';
import { approveOrder, cancelOrder, resumeOrder } from '../order-changes.js';
import { orderById } from '../orders.js';
import { isObject, type Params } from '../params.js';
import { ransackConditions, sortSql, type FilterFields } from '../ransack-filters.js';
import { requireAdmin, type RequestContext } from '../request-context.js';
import { shipmentResource } from '../serializers/orders.js';
import { platformOrderResource, platformPaymentResource } from '../serializers/platform-orders.js';
import { shipmentByNumberOrId } from '../shipments.js';
import { trackingNumberOf } from '../tracking-numbers.js';
import { sendDocument, sendList } from './documents.js';

const orderDef = platformOrderResource as ResourceDef<unknown>;
const paymentDef = platformPaymentResource as ResourceDef<unknown>;
const shipmentDef = shipmentResource as ResourceDef<unknown>;

const text = (sql: string) => ({ sql, kind: 'text' as const });
const time = (sql: string) => ({ sql, kind: 'time' as const });
const addressPart = (address: 'bill' | 'ship', column: 'firstname' | 'lastname' | 'company' | 'city' | 'zipcode' | 'phone') =>
  text(`(SELECT a.${column} FROM addresses a WHERE a.id = orders.${address}_address_id)`);

const ORDER_FILTERS: FilterFields = {
  id: { sql: 'id', kind: 'integer' },
  number: text('number'),
  state: text('state'),
  payment_state: text('payment_state'),
  shipment_state: text('shipment_state'),
  email: text('email'),
  currency: text('currency'),
  channel: text('channel'),
  till_id: text('till_id'),
  user_id: { sql: 'user_id', kind: 'integer' },
  user_email: text('(SELECT u.email FROM users u WHERE u.id = orders.user_id)'),
  total: { sql: 'total_cents', kind: 'money' },
  item_total: { sql: 'item_total_cents', kind: 'money' },
  item_count: { sql: 'item_count', kind: 'integer' },
  completed_at: time('completed_at'),
  created_at: time('created_at'),
  updated_at: time('updated_at'),
  approved_at: time('approved_at'),
  canceled_at: time('canceled_at'),
  bill_address_firstname: addressPart('bill', 'firstname'),
  bill_address_lastname: addressPart('bill', 'lastname'),
  bill_address_company: addressPart('bill', 'company'),
  bill_address_city: addressPart('bill', 'city'),
  bill_address_zipcode: addressPart('bill', 'zipcode'),
  bill_address_phone: addressPart('bill', 'phone'),
  ship_address_firstname: addressPart('ship', 'firstname'),
  ship_address_lastname: addressPart('ship', 'lastname'),
  ship_address_city: addressPart('ship', 'city'),
  ship_address_zipcode: addressPart('ship', 'zipcode'),
};

const ORDER_SORTS: Readonly<Record<string, string>> = {
  id: 'id', number: 'number', state: 'state', payment_state: 'payment_state', shipment_state: 'shipment_state', email: 'email',
  total: 'total_cents', item_total: 'item_total_cents', item_count: 'item_count', created_at: 'created_at', updated_at: 'updated_at',
  completed_at: 'completed_at', approved_at: 'approved_at', canceled_at: 'canceled_at',
};

const PAYMENT_FILTERS: FilterFields = {
  id: { sql: 'id', kind: 'integer' },
  number: text('number'),
  state: text('state'),
  order_id: { sql: 'order_id', kind: 'integer' },
  order_number: text('(SELECT o.number FROM orders o WHERE o.id = payments.order_id)'),
  payment_method_id: { sql: 'payment_method_id', kind: 'integer' },
  amount: { sql: 'amount_cents', kind: 'money' },
  created_at: time('created_at'),
  updated_at: time('updated_at'),
};

const PAYMENT_SORTS: Readonly<Record<string, string>> = {
  id: 'id', number: 'number', state: 'state', amount: 'amount_cents', created_at: 'created_at', updated_at: 'updated_at',
};

/** The earlier simple spellings (`filter[state]=complete,canceled`) read as their `_in` conditions. */
const SIMPLE_ORDER_FILTERS = ['number', 'state', 'payment_state', 'shipment_state', 'email', 'channel'] as const;

function orderFilter(params: Params): Params {
  const filter = isObject(params.filter) ? { ...params.filter } : {};
  for (const name of SIMPLE_ORDER_FILTERS) {
    if (filter[name] !== undefined && filter[`${name}_in`] === undefined) filter[`${name}_in`] = filter[name];
  }
  return filter;
}

/** Who made a change: the admin client's id (the token's client), else the staff user's email. */
function actorOf(ctx: RequestContext): string {
  const principal = requireAdmin(ctx);
  const client = principal.clientId === null ? undefined
    : get<{ client_id: string }>(ctx.db, 'SELECT client_id FROM oauth_clients WHERE id = ?', principal.clientId);
  if (client) return client.client_id;
  const user = principal.userId === null ? undefined : get<{ email: string }>(ctx.db, 'SELECT email FROM users WHERE id = ?', principal.userId);
  return user?.email ?? 'unknown';
}

function findOrder(ctx: RequestContext): OrderRow {
  const key = ctx.pathParams.number!;
  const order = get<OrderRow>(ctx.db, 'SELECT * FROM orders WHERE number = ?', key)
    ?? (/^\d{1,15}$/.test(key) ? orderById(ctx.db, Number(key)) : undefined);
  if (!order) throw notFound();
  return order;
}

/** One page of a table's rows matching the filters (bound parameters only), with the count of all that match. */
function filteredPage<Row>(
  ctx: RequestContext,
  table: 'orders' | 'payments',
  conditions: { where: string[]; args: unknown[] },
  orderBy: string,
  page: { perPage: number; offset: number },
): { rows: Row[]; total: number } {
  const clause = conditions.where.length > 0 ? `WHERE ${conditions.where.join(' AND ')}` : '';
  const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table} ${clause}`).get(...conditions.args) as { n: number }).n;
  const rows = ctx.db.prepare(`SELECT * FROM ${table} ${clause} ORDER BY ${orderBy} LIMIT ? OFFSET ?`).all(...conditions.args, page.perPage, page.offset) as Row[];
  return { rows, total };
}

function listOrders(ctx: RequestContext) {
  requireAdmin(ctx);
  const page = pageRequest(ctx.params);
  const { rows, total } = filteredPage<OrderRow>(ctx, 'orders', ransackConditions(orderFilter(ctx.params), ORDER_FILTERS), sortSql(ctx.params.sort, ORDER_SORTS), page);
  return sendList(ctx, orderDef, relatedList(platformOrderResource, rows), page, total);
}

function listPayments(ctx: RequestContext) {
  requireAdmin(ctx);
  const page = pageRequest(ctx.params);
  const { rows, total } = filteredPage<PaymentRow>(ctx, 'payments', ransackConditions(ctx.params.filter, PAYMENT_FILTERS), sortSql(ctx.params.sort, PAYMENT_SORTS), page);
  return sendList(ctx, paymentDef, relatedList(platformPaymentResource, rows), page, total);
}

function showShipment(ctx: RequestContext) {
  requireAdmin(ctx);
  const shipment = shipmentByNumberOrId(ctx.db, ctx.pathParams.id!);
  if (!shipment) throw notFound();
  return sendDocument(ctx, shipmentDef, related(shipmentResource, shipment));
}

function changeShipment(ctx: RequestContext, event: ShipmentEvent) {
  requireAdmin(ctx);
  const shipment = shipmentByNumberOrId(ctx.db, ctx.pathParams.id!);
  if (!shipment) throw notFound();
  const tracking = event === 'ship' ? trackingNumberOf(ctx.params) : undefined;
  moveShipment(ctx.db, shipment, event, tracking);
  return sendDocument(ctx, shipmentDef, related(shipmentResource, shipmentByNumberOrId(ctx.db, String(shipment.id))!));
}

export function registerPlatformOrderRoutes(router: AreaRoutes, base: string): void {
  router.get(`${base}/orders`, listOrders);
  router.get(`${base}/orders/:number`, (ctx) => {
    requireAdmin(ctx);
    return sendDocument(ctx, orderDef, related(platformOrderResource, findOrder(ctx)));
  });
  router.patch(`${base}/orders/:number/approve`, (ctx) => {
    const actor = actorOf(ctx);
    return sendDocument(ctx, orderDef, related(platformOrderResource, approveOrder(ctx.db, findOrder(ctx), actor)));
  });
  router.patch(`${base}/orders/:number/cancel`, (ctx) => {
    const actor = actorOf(ctx);
    return sendDocument(ctx, orderDef, related(platformOrderResource, cancelOrder(ctx.db, findOrder(ctx), actor)));
  });
  router.patch(`${base}/orders/:number/resume`, (ctx) => {
    requireAdmin(ctx);
    return sendDocument(ctx, orderDef, related(platformOrderResource, resumeOrder(ctx.db, findOrder(ctx))));
  });
  router.get(`${base}/shipments/:id`, showShipment);
  for (const event of ['ready', 'pend', 'ship', 'deliver', 'cancel', 'resume'] as const) {
    router.patch(`${base}/shipments/:id/${event}`, (ctx) => changeShipment(ctx, event));
  }
  router.get(`${base}/payments`, listPayments);
  router.get(`${base}/payments/:id`, (ctx) => {
    requireAdmin(ctx);
    const key = ctx.pathParams.id!;
    const payment = /^\d{1,15}$/.test(key) ? get<PaymentRow>(ctx.db, 'SELECT * FROM payments WHERE id = ?', Number(key))
      : get<PaymentRow>(ctx.db, 'SELECT * FROM payments WHERE number = ?', key);
    if (!payment) throw notFound();
    return sendDocument(ctx, paymentDef, related(platformPaymentResource, payment));
  });
}
