/** The Platform API subset (admin scope): orders, and moving shipments through fulfilment. */
import { notFound } from '../api-error.js';
import { get } from '../db/database.js';
import type { OrderRow } from '../db/rows.js';
import { deliver, markReady, ship } from '../fulfilment.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi.js';
import { orderById } from '../orders.js';
import { asList, asString, dig, isObject } from '../params.js';
import { requireAdmin, type Handler, type RequestContext } from '../request-context.js';
import type { Router } from '../router.js';
import { orderResource, shipmentResource } from '../serializers/orders.js';
import { shipmentByNumberOrId } from '../shipments.js';
import { orderSql } from './account.js';
import { sendDocument, sendList } from './documents.js';

export function registerPlatformRoutes(router: Router<Handler>, base: string): void {
  router.get(`${base}/orders`, listOrders);
  router.get(`${base}/orders/:number`, showOrder);
  router.patch(`${base}/shipments/:id/ship`, (ctx) => moveShipment(ctx, 'ship'));
  router.patch(`${base}/shipments/:id/deliver`, (ctx) => moveShipment(ctx, 'deliver'));
  router.patch(`${base}/shipments/:id/ready`, (ctx) => moveShipment(ctx, 'ready'));
  router.get(`${base}/shipments/:id`, (ctx) => {
    requireAdmin(ctx);
    const shipment = shipmentByNumberOrId(ctx.db, ctx.pathParams.id!);
    if (!shipment) throw notFound();
    return sendDocument(ctx, shipmentResource as ResourceDef<unknown>, related(shipmentResource, shipment));
  });
}

function listOrders(ctx: RequestContext) {
  requireAdmin(ctx);
  const page = pageRequest(ctx.params);
  const where: string[] = [];
  const args: unknown[] = [];
  const filter = isObject(ctx.params.filter) ? ctx.params.filter : {};
  for (const [param, column] of [['number', 'number'], ['state', 'state'], ['payment_state', 'payment_state'], ['shipment_state', 'shipment_state'], ['email', 'email']] as const) {
    const values = asList(filter[param]);
    if (values.length > 0) {
      where.push(`${column} IN (${values.map(() => '?').join(',')})`);
      args.push(...values);
    }
  }
  const updatedSince = asString(dig(filter, 'updated_at_gt'));
  if (updatedSince) { where.push('updated_at > ?'); args.push(new Date(Date.parse(updatedSince) || 0).toISOString()); }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM orders ${clause}`).get(...args) as { n: number }).n;
  const rows = ctx.db.prepare(`SELECT * FROM orders ${clause} ORDER BY ${orderSql(ctx.params.sort)} LIMIT ? OFFSET ?`)
    .all(...args, page.perPage, page.offset) as OrderRow[];
  return sendList(ctx, orderResource as ResourceDef<unknown>, relatedList(orderResource, rows), page, total);
}

function findOrder(ctx: RequestContext, key: string): OrderRow {
  const order = get<OrderRow>(ctx.db, 'SELECT * FROM orders WHERE number = ?', key)
    ?? (/^\d{1,15}$/.test(key) ? orderById(ctx.db, Number(key)) : undefined);
  if (!order) throw notFound();
  return order;
}

function showOrder(ctx: RequestContext) {
  requireAdmin(ctx);
  return sendDocument(ctx, orderResource as ResourceDef<unknown>, related(orderResource, findOrder(ctx, ctx.pathParams.number!)));
}

function moveShipment(ctx: RequestContext, event: 'ship' | 'deliver' | 'ready') {
  requireAdmin(ctx);
  const shipment = shipmentByNumberOrId(ctx.db, ctx.pathParams.id!);
  if (!shipment) throw notFound();
  if (event === 'ship') ship(ctx.db, shipment, asString(dig(ctx.params, 'shipment', 'tracking')) ?? asString(ctx.params.tracking));
  else if (event === 'deliver') deliver(ctx.db, shipment);
  else markReady(ctx.db, shipment);
  const updated = shipmentByNumberOrId(ctx.db, String(shipment.id))!;
  return sendDocument(ctx, shipmentResource as ResourceDef<unknown>, related(shipmentResource, updated));
}
