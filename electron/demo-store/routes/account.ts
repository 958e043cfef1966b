/**
 * The account area: signing up (no credential), then with a user's bearer token (403 without
 * one; `read` to read, `write` to change) the account, its address book, saved cards, wishlists
 * and completed orders.
 */
import { requireAccount } from '../account-access.js';
import { createAccount, updateAccount, userById, userPayload } from '../accounts.js';
import { badRequest, notFound } from '../api-error.js';
import { bodyOnlyWords, type BodyOnlyParams } from '../body-only-params.js';
import { get } from '../db/database.js';
import type { OrderRow } from '../db/rows.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi.js';
import { asList } from '../params.js';
import type { RequestContext } from '../request-context.js';
import { routesWith, type EndpointRouter } from '../endpoints.js';
import { OWN_DATA, PUBLIC } from '../scopes.js';
import { orderResource, userResource } from '../serializers/orders.js';
import { registerAddressRoutes } from './addresses.js';
import { registerCreditCardRoutes } from './credit-cards.js';
import { sendDocument, sendList } from './documents.js';
import { registerWishlistRoutes } from './wishlists.js';

const userDef = userResource as ResourceDef<unknown>;

/** Account orders sort by these (`-` for descending); other names are ignored. */
const ORDER_SORTS: Record<string, string> = {
  id: 'id', number: 'number', created_at: 'created_at', updated_at: 'updated_at', completed_at: 'completed_at',
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

export function registerAccountRoutes(endpoints: EndpointRouter, base: string): void {
  const router = routesWith(endpoints, OWN_DATA);
  router.get(`${base}/account`, (ctx) => {
    const user = userById(ctx.db, requireAccount(ctx, 'read'));
    if (!user) throw notFound();
    return sendDocument(ctx, userDef, related(userResource, user));
  });
  // Sign-up is open to anyone and answers 200 with the new account, as the interface does.
  routesWith(endpoints, PUBLIC).post(`${base}/account`, async (ctx) => {
    const user = await createAccount(ctx.db, userPayload(ctx.params));
    return sendDocument(ctx, userDef, related(userResource, user));
  }, { bodyOnly: PASSWORDS_IN_BODY });
  router.patch(`${base}/account`, async (ctx) => {
    const userId = requireAccount(ctx, 'write');
    const tokenId = ctx.bearer.kind === 'valid' ? ctx.bearer.principal.tokenId : null;
    const user = await updateAccount(ctx.db, userId, userPayload(ctx.params), tokenId);
    return sendDocument(ctx, userDef, related(userResource, user));
  }, { bodyOnly: PASSWORDS_IN_BODY });
  router.get(`${base}/account/orders`, listOrders);
  router.get(`${base}/account/orders/:number`, (ctx) => {
    const userId = requireAccount(ctx, 'read');
    const order = get<OrderRow>(ctx.db, 'SELECT * FROM orders WHERE user_id = ? AND number = ? AND completed_at IS NOT NULL', userId, ctx.pathParams.number);
    if (!order) throw notFound();
    return sendDocument(ctx, orderResource as ResourceDef<unknown>, related(orderResource, order));
  });
  registerAddressRoutes(endpoints, base);
  registerCreditCardRoutes(endpoints, base);
  registerWishlistRoutes(endpoints, base);
}

/** Completed orders of the user, paged; no filters, sorts as `orderSql`. */
function listOrders(ctx: RequestContext) {
  const userId = requireAccount(ctx, 'read');
  const page = pageRequest(ctx.params);
  const total = get<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND completed_at IS NOT NULL', userId)!.n;
  const rows = ctx.db.prepare(`SELECT * FROM orders WHERE user_id = ? AND completed_at IS NOT NULL ORDER BY ${orderSql(ctx.params.sort)} LIMIT ? OFFSET ?`)
    .all(userId, page.perPage, page.offset) as OrderRow[];
  return sendList(ctx, orderResource as ResourceDef<unknown>, relatedList(orderResource, rows), page, total);
}
