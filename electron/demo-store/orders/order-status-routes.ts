/** Guest order lookup: a completed order by number and order token. */
import { notFound } from '../http/api-error.js';
import { get } from '../db/database.js';
import type { OrderRow } from '../db/rows.js';
import { routesWith, type EndpointRouter } from '../http/endpoints.js';
import { errorAnswers } from '../openapi/answers.js';
import { ORDER_DOCUMENT } from '../openapi/storefront-answers.js';
import { PARAMETER } from '../openapi/storefront-parameters.js';
import { ORDER_TOKEN } from '../openapi/storefront-security.js';
import { z } from '../openapi/zod.js';
import { declareRoute } from '../http/route-declaration.js';
import { PUBLIC } from '../auth/scopes.js';
import { orderTokenOf, sendCart } from '../checkout/cart-routes.js';

const ORDER_STATUS_ROUTE = declareRoute({
  method: 'get',
  path: '/order_status/:order_number',
  operationId: 'getOrderStatus',
  tags: ['Orders'],
  summary: 'A completed order, for the holder of its order token (guest order lookup)',
  description: 'Poll every 5-10 seconds during active fulfilment, every 60-120 seconds otherwise.',
  security: ORDER_TOKEN,
  // Without a token, or with a wrong one, the order is not found (404), as the interface answers.
  input: 'handler',
  query: z.object({
    order_token: z
      .string()
      .optional()
      .openapi({ param: { description: 'The order token, when it is not sent in X-Shop-Order-Token.' } }),
  }),
  sharedParameters: [PARAMETER.OrderNumber, PARAMETER.IncludeOrder, PARAMETER.Fields],
  answers: { 200: ORDER_DOCUMENT, ...errorAnswers(400, 401, 404, 429) },
  handle: (ctx) => {
    const token = orderTokenOf(ctx);
    if (!token) throw notFound();
    const order = get<OrderRow>(ctx.db, 'SELECT * FROM orders WHERE number = ? AND token = ? AND completed_at IS NOT NULL', ctx.pathParams.order_number, token);
    if (!order) throw notFound();
    return sendCart(ctx, order);
  },
});

export function registerOrderStatusRoutes(endpoints: EndpointRouter, base: string): void {
  routesWith(endpoints, PUBLIC, base).route(ORDER_STATUS_ROUTE);
}
