/**
 * Platform API (admin scope): customers' accounts, listed with Spree's ransack filters on the
 * email (`filter[email_eq]`, `filter[email_cont]`, both whatever the case, as the store keeps
 * emails) and the id (`filter[user_id_eq]`), each with the store credit it holds, so a till can give
 * credit to an account (`store_credits`) and say what it holds without an order of the customer's
 * in hand. Only customers are listed, never the store's staff.
 */
import type { UserRow } from '../db/rows.js';
import { isObject } from '../http/params.js';
import { ransackConditions, type FilterFields } from '../jsonapi/ransack-filters.js';
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

/** The attributes a list of accounts may be filtered by (the email column compares whatever the case). */
const USER_FILTERS: FilterFields = {
  email: { sql: 'email', kind: 'text' },
  user_id: { sql: 'id', kind: 'integer' },
  id: { sql: 'id', kind: 'integer' },
};

export const PLATFORM_USER_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/users',
    operationId: 'listUsers',
    tags: ['Customers'],
    summary: "Customers' accounts, found by email",
    query: z.object({
      'filter[email_eq]': queryText('An email, exactly (whatever its case): the one account with it, or none.').optional(),
      'filter[email_cont]': queryText('Accounts whose email holds this text (whatever its case).').optional(),
      'filter[user_id_eq]': queryText('The account with this id.').optional(),
    }),
    sharedParameters: PAGE_PARAMETERS,
    answers: { 200: listAnswer('PlatformUserList', PlatformUser, 'The accounts found.'), ...errorAnswers(400, 401, 403, 429) },
    handle: (ctx) => {
      const page = pageRequest(ctx.params);
      const conditions = ransackConditions(isObject(ctx.params.filter) ? ctx.params.filter : {}, USER_FILTERS);
      const where = ["role = 'customer'", ...conditions.where].join(' AND ');
      const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM users WHERE ${where}`).get(...conditions.args) as { n: number }).n;
      const rows = ctx.db
        .prepare(`SELECT * FROM users WHERE ${where} ORDER BY id LIMIT ? OFFSET ?`)
        .all(...conditions.args, page.perPage, page.offset) as UserRow[];
      return sendList(ctx, userResource as ResourceDef<unknown>, relatedList(userResource, rows), page, total);
    },
  }),
];
