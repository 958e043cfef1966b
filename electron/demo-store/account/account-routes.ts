/**
 * The account area: signing up (no credential), then with a user's bearer token (403 without
 * one; `read` to read, `write` to change) the account, its address book, saved cards, wishlists
 * and completed orders.
 */
import { requireAccount } from '../auth/account-access.js';
import { createAccount, updateAccount, userById, userPayload } from './accounts.js';
import { badRequest, notFound } from '../http/api-error.js';
import { bodyOnlyWords, type BodyOnlyParams } from '../http/body-only-params.js';
import { get } from '../db/database.js';
import type { OrderRow } from '../db/rows.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi/jsonapi.js';
import { asList } from '../http/params.js';
import type { RequestContext } from '../http/request-context.js';
import { routesWith, type EndpointRouter } from '../http/endpoints.js';
import { errorAnswers } from '../openapi/answers.js';
import { ORDER_DOCUMENT, ORDER_LIST, USER_DOCUMENT } from '../openapi/storefront-answers.js';
import { PARAMETER } from '../openapi/storefront-parameters.js';
import { UserCreateRequest, UserUpdateRequest } from '../openapi/storefront-requests.js';
import { CUSTOMER_READS, CUSTOMER_WRITES, NO_CREDENTIAL } from '../openapi/storefront-security.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { OWN_DATA } from '../auth/scopes.js';
import { orderResource, userResource } from '../orders/orders-serializer.js';
import { registerAddressRoutes } from './addresses-routes.js';
import { registerCreditCardRoutes } from '../payments/credit-cards-routes.js';
import { sendDocument, sendList } from '../http/documents-routes.js';
import { registerWishlistRoutes } from './wishlists-routes.js';

const userDef = userResource as ResourceDef<unknown>;

/** Account orders sort by these (`-` for descending); other names are ignored. */
const ORDER_SORTS: Record<string, string> = {
  id: 'id',
  number: 'number',
  created_at: 'created_at',
  updated_at: 'updated_at',
  completed_at: 'completed_at',
};

function orderSql(sort: unknown): string {
  const parts = asList(sort).flatMap((item) => {
    const descending = item.startsWith('-');
    const name = descending ? item.slice(1) : item;
    return Object.hasOwn(ORDER_SORTS, name) ? [`${ORDER_SORTS[name]} ${descending ? 'DESC' : 'ASC'}`] : [];
  });
  return [...parts, 'id ASC'].join(', ');
}

/** An account's password and its confirmation travel in the body only. */
const PASSWORDS_IN_BODY: BodyOnlyParams = {
  names: ['user[password]', 'user[password_confirmation]'],
  refuse: (name) => badRequest(bodyOnlyWords(name)),
};

const TAGS = ['Account'];
const ORDER_TAGS = ['Orders'];

const ACCOUNT_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/account',
    operationId: 'getAccount',
    tags: TAGS,
    summary: 'The signed-in account',
    security: CUSTOMER_READS,
    sharedParameters: [PARAMETER.IncludeUser, PARAMETER.Fields],
    answers: { 200: USER_DOCUMENT, ...errorAnswers(400, 401, 403, 429) },
    handle: (ctx) => {
      const user = userById(ctx.db, requireAccount(ctx, 'read'));
      if (!user) throw notFound();
      return sendDocument(ctx, userDef, related(userResource, user));
    },
  }),
  // Sign-up is open to anyone and answers 200 with the new account, as the interface does.
  declareRoute({
    method: 'post',
    path: '/account',
    operationId: 'createAccount',
    tags: TAGS,
    summary: 'Sign up',
    description: 'The password and its confirmation are taken from the body only (400 when in the query string).',
    access: { kind: 'public' },
    security: NO_CREDENTIAL,
    body: { schema: UserCreateRequest },
    bodyOnly: PASSWORDS_IN_BODY,
    answers: { 200: USER_DOCUMENT, 201: USER_DOCUMENT, ...errorAnswers(400, 401, 422, 429) },
    handle: async (ctx) => {
      const user = await createAccount(ctx.db, userPayload(ctx.params));
      return sendDocument(ctx, userDef, related(userResource, user));
    },
  }),
  declareRoute({
    method: 'patch',
    path: '/account',
    operationId: 'updateAccount',
    tags: TAGS,
    summary: 'Change the signed-in account',
    description: 'A new password and its confirmation are taken from the body only (400 when in the query string).',
    security: CUSTOMER_WRITES,
    // A guest is refused (403) before the body is looked at; then a missing user is a 400 (userPayload).
    input: 'handler',
    body: { schema: UserUpdateRequest },
    bodyOnly: PASSWORDS_IN_BODY,
    answers: { 200: USER_DOCUMENT, ...errorAnswers(400, 401, 403, 422, 429) },
    handle: async (ctx) => {
      const userId = requireAccount(ctx, 'write');
      const tokenId = ctx.bearer.kind === 'valid' ? ctx.bearer.principal.tokenId : null;
      const user = await updateAccount(ctx.db, userId, userPayload(ctx.params), tokenId);
      return sendDocument(ctx, userDef, related(userResource, user));
    },
  }),
  declareRoute({
    method: 'get',
    path: '/account/orders',
    operationId: 'listAccountOrders',
    tags: ORDER_TAGS,
    summary: "The signed-in user's completed orders in this store",
    security: CUSTOMER_READS,
    // An unknown sort name counts for nothing (orderSql).
    input: 'handler',
    query: z.object({
      sort: z
        .string()
        .optional()
        .openapi({ param: { description: 'id, number, created_at, updated_at or completed_at; prefix - for descending.' } }),
    }),
    sharedParameters: [PARAMETER.Page, PARAMETER.PerPage, PARAMETER.IncludeOrder, PARAMETER.Fields],
    answers: { 200: ORDER_LIST, ...errorAnswers(400, 401, 403, 429) },
    handle: listOrders,
  }),
  declareRoute({
    method: 'get',
    path: '/account/orders/:order_number',
    operationId: 'getAccountOrder',
    tags: ORDER_TAGS,
    summary: 'One completed order of the signed-in user',
    security: CUSTOMER_READS,
    sharedParameters: [PARAMETER.OrderNumber, PARAMETER.IncludeOrder, PARAMETER.Fields],
    answers: { 200: ORDER_DOCUMENT, ...errorAnswers(401, 403, 404, 429) },
    handle: (ctx) => {
      const userId = requireAccount(ctx, 'read');
      const order = get<OrderRow>(
        ctx.db,
        'SELECT * FROM orders WHERE user_id = ? AND number = ? AND completed_at IS NOT NULL',
        userId,
        ctx.pathParams.order_number,
      );
      if (!order) throw notFound();
      return sendDocument(ctx, orderResource as ResourceDef<unknown>, related(orderResource, order));
    },
  }),
];

export function registerAccountRoutes(endpoints: EndpointRouter, base: string): void {
  const router = routesWith(endpoints, OWN_DATA, base);
  for (const route of ACCOUNT_ROUTES) router.route(route);
  registerAddressRoutes(router);
  registerCreditCardRoutes(router);
  registerWishlistRoutes(router);
}

/** Completed orders of the user, paged; no filters, sorts as `orderSql`. */
function listOrders(ctx: RequestContext) {
  const userId = requireAccount(ctx, 'read');
  const page = pageRequest(ctx.params);
  const total = get<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND completed_at IS NOT NULL', userId)!.n;
  const rows = ctx.db
    .prepare(`SELECT * FROM orders WHERE user_id = ? AND completed_at IS NOT NULL ORDER BY ${orderSql(ctx.params.sort)} LIMIT ? OFFSET ?`)
    .all(userId, page.perPage, page.offset) as OrderRow[];
  return sendList(ctx, orderResource as ResourceDef<unknown>, relatedList(orderResource, rows), page, total);
}
