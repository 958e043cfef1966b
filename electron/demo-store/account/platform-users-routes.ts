/**
 * Platform API (admin scope), this store's extension: customers' accounts found by email (exactly,
 * whatever its case), each with the store credit it holds, so a till can give credit to an account
 * (`store_credits`) and say what it holds without an order of the customer's in hand.
 */
import { all } from '../db/database.js';
import type { UserRow } from '../db/rows.js';
import { asString, dig } from '../http/params.js';
import { pageRequest, relatedList, type ResourceDef } from '../jsonapi/jsonapi.js';
import { userResource } from '../orders/orders-serializer.js';
import { errorAnswers, listAnswer } from '../openapi/answers.js';
import { PAGE_PARAMETERS } from '../openapi/platform-parameters.js';
import { queryText } from '../openapi/query.js';
import { resource } from '../openapi/resource.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { sendList } from '../http/documents-routes.js';

const PlatformUser = resource(
  'user',
  z.object({
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    store_credits: z
      .union([z.string(), z.number()])
      .openapi({ description: "The credit the account holds in the store's default currency: 0 when none, else a decimal string." }),
  }),
  z.object({}),
).openapi('PlatformUser', { description: "A customer's account." });

export const PLATFORM_USER_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/users',
    operationId: 'listUsers',
    tags: ['Customers'],
    summary: "Customers' accounts, found by email",
    query: z.object({ 'filter[email]': queryText('An email, exactly (whatever its case): the one account with it, or none.').optional() }),
    sharedParameters: PAGE_PARAMETERS,
    answers: { 200: listAnswer('PlatformUserList', PlatformUser, 'The accounts found.'), ...errorAnswers(400, 401, 403, 429) },
    extension: true,
    handle: (ctx) => {
      const page = pageRequest(ctx.params);
      const email = asString(dig(ctx.params, 'filter', 'email'))?.trim() ?? '';
      const rows = email ? all<UserRow>(ctx.db, "SELECT * FROM users WHERE email = ? COLLATE NOCASE AND role = 'customer' ORDER BY id", email) : [];
      return sendList(ctx, userResource as ResourceDef<unknown>, relatedList(userResource, rows), page, rows.length);
    },
  }),
];
