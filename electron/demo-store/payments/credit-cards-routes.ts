/** The account's saved cards (bearer token of a user: `read` to list, `write` to remove). */
import { requireAccount } from '../auth/account-access.js';
import { asString, dig } from '../http/params.js';
import { pageRequest, relatedList, relatedOrNull, type ResourceDef } from '../jsonapi/jsonapi.js';
import type { AreaRoutes } from '../http/endpoints.js';
import { errorAnswers } from '../openapi/answers.js';
import { CREDIT_CARD_DOCUMENT, CREDIT_CARD_LIST } from '../openapi/storefront-answers.js';
import { PARAMETER } from '../openapi/storefront-parameters.js';
import { CUSTOMER_READS, CUSTOMER_WRITES } from '../openapi/storefront-security.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { countSavedCards, defaultSavedCard, listSavedCards, removeSavedCard } from './saved-cards.js';
import { creditCardResource } from '../orders/orders-serializer.js';
import { sendDocument, sendList } from '../http/documents-routes.js';

const cardDef = creditCardResource as ResourceDef<unknown>;
const TAGS = ['Credit cards'];
const includePaymentMethod = () =>
  z
    .string()
    .optional()
    .openapi({ param: { description: 'payment_method' } });

const CREDIT_CARD_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/account/credit_cards',
    operationId: 'listCreditCards',
    tags: TAGS,
    summary: 'Saved cards',
    security: CUSTOMER_READS,
    // An id that cannot be a payment method's matches no card; includes are the JSON:API reader's.
    input: 'handler',
    query: z.object({ 'filter[payment_method_id]': z.string().optional(), include: includePaymentMethod() }),
    sharedParameters: [PARAMETER.Page, PARAMETER.PerPage, PARAMETER.Fields],
    answers: { 200: CREDIT_CARD_LIST, ...errorAnswers(400, 401, 403, 429) },
    handle: (ctx) => {
      const userId = requireAccount(ctx, 'read');
      const wanted = asString(dig(ctx.params, 'filter', 'payment_method_id'))?.trim();
      const filter = { paymentMethodId: wanted ? (/^\d{1,15}$/.test(wanted) ? Number(wanted) : -1) : null };
      const page = pageRequest(ctx.params);
      const rows = listSavedCards(ctx.db, userId, filter, page.perPage, page.offset);
      return sendList(ctx, cardDef, relatedList(creditCardResource, rows), page, countSavedCards(ctx.db, userId, filter));
    },
  }),
  // `data` is null when the account has no default card.
  declareRoute({
    method: 'get',
    path: '/account/credit_cards/default',
    operationId: 'getDefaultCreditCard',
    tags: TAGS,
    summary: 'The default saved card',
    security: CUSTOMER_READS,
    input: 'handler',
    query: z.object({ include: includePaymentMethod() }),
    sharedParameters: [PARAMETER.Fields],
    answers: { 200: CREDIT_CARD_DOCUMENT, ...errorAnswers(401, 403, 404, 429) },
    handle: (ctx) => {
      const userId = requireAccount(ctx, 'read');
      return sendDocument(ctx, cardDef, relatedOrNull(creditCardResource, defaultSavedCard(ctx.db, userId)));
    },
  }),
  declareRoute({
    method: 'delete',
    path: '/account/credit_cards/:id',
    operationId: 'deleteCreditCard',
    tags: TAGS,
    summary: 'Remove a saved card (kept on the orders that used it)',
    security: CUSTOMER_WRITES,
    pathParams: z.object({ id: z.string() }),
    answers: { 204: { description: 'Removed.' }, ...errorAnswers(401, 403, 404, 429) },
    handle: (ctx) => {
      const userId = requireAccount(ctx, 'write');
      removeSavedCard(ctx.db, userId, ctx.pathParams.id);
      return { status: 204 };
    },
  }),
];

export function registerCreditCardRoutes(router: AreaRoutes): void {
  for (const route of CREDIT_CARD_ROUTES) router.route(route);
}
