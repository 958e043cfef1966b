/** Guest order lookup: a completed order by number and order token. */
import { notFound } from '../api-error.js';
import { get } from '../db/database.js';
import type { OrderRow } from '../db/rows.js';
import { routesWith, type EndpointRouter } from '../endpoints.js';
import { PUBLIC } from '../scopes.js';
import { orderTokenOf, sendCart } from './cart.js';

export function registerOrderStatusRoutes(endpoints: EndpointRouter, base: string): void {
  const router = routesWith(endpoints, PUBLIC);
  router.get(`${base}/order_status/:number`, (ctx) => {
    const token = orderTokenOf(ctx);
    if (!token) throw notFound();
    const order = get<OrderRow>(ctx.db, 'SELECT * FROM orders WHERE number = ? AND token = ? AND completed_at IS NOT NULL', ctx.pathParams.number, token);
    if (!order) throw notFound();
    return sendCart(ctx, order);
  });
}
