/** Account endpoints (bearer token of a user required, else 403): the account and its completed orders. */
import { notFound } from '../api-error.js';
import { get } from '../db/database.js';
import type { OrderRow, UserRow } from '../db/rows.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi.js';
import { asList } from '../params.js';
import { requireUser, type Handler, type RequestContext } from '../request-context.js';
import type { Router } from '../router.js';
import { orderResource, userResource } from '../serializers/orders.js';
import { sendDocument, sendList } from './documents.js';

const ORDER_SORTS: Record<string, string> = {
  id: 'id', number: 'number', created_at: 'created_at', updated_at: 'updated_at', completed_at: 'completed_at',
};

export function orderSql(sort: unknown): string {
  const parts = asList(sort).flatMap((item) => {
    const descending = item.startsWith('-');
    const name = descending ? item.slice(1) : item;
    return Object.hasOwn(ORDER_SORTS, name) ? [`${ORDER_SORTS[name]} ${descending ? 'DESC' : 'ASC'}`] : [];
  });
  return [...parts, 'id ASC'].join(', ');
}

export function registerAccountRoutes(router: Router<Handler>, base: string): void {
  router.get(`${base}/account`, (ctx) => {
    const user = get<UserRow>(ctx.db, 'SELECT * FROM users WHERE id = ?', requireUser(ctx));
    if (!user) throw notFound();
    return sendDocument(ctx, userResource as ResourceDef<unknown>, related(userResource, user));
  });
  router.get(`${base}/account/orders`, listOrders);
  router.get(`${base}/account/orders/:number`, (ctx) => {
    const userId = requireUser(ctx);
    const order = get<OrderRow>(ctx.db, 'SELECT * FROM orders WHERE user_id = ? AND number = ? AND completed_at IS NOT NULL', userId, ctx.pathParams.number);
    if (!order) throw notFound();
    return sendDocument(ctx, orderResource as ResourceDef<unknown>, related(orderResource, order));
  });
}

function listOrders(ctx: RequestContext) {
  const userId = requireUser(ctx);
  const page = pageRequest(ctx.params);
  const total = get<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND completed_at IS NOT NULL', userId)!.n;
  const rows = ctx.db.prepare(`SELECT * FROM orders WHERE user_id = ? AND completed_at IS NOT NULL ORDER BY ${orderSql(ctx.params.sort)} LIMIT ? OFFSET ?`)
    .all(userId, page.perPage, page.offset) as OrderRow[];
  return sendList(ctx, orderResource as ResourceDef<unknown>, relatedList(orderResource, rows), page, total);
}
