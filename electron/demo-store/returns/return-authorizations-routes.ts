/**
 * Platform API (admin scope), this store's extension: return authorizations, listed (one order's
 * with `filter[order_number]`), shown, created and canceled (return-authorizations.ts).
 */
import { isObject, asString, dig } from '../http/params.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi/jsonapi.js';
import { storeEvents } from '../process/events.js';
import { orderById } from '../orders/orders.js';
import { actorOf } from '../orders/platform-orders-routes.js';
import { errorAnswers, listAnswer, singleAnswer } from '../openapi/answers.js';
import { ID_IN_PATH, PAGE_PARAMETERS, parameterRef } from '../openapi/platform-parameters.js';
import { queryText } from '../openapi/query.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { sendDocument, sendList } from '../http/documents-routes.js';
import type { RequestContext } from '../http/request-context.js';
import { cancelReturnAuthorization, createReturnAuthorization, returnAuthorizationAt, returnAuthorizationsPage } from './return-authorizations.js';
import { returnAuthorizationResource } from './return-resources.js';
import type { ReturnAuthorizationRow } from './return-rows.js';
import { ReturnAuthorization, ReturnAuthorizationRequest } from './return-schemas.js';

const TAGS = ['Returns'];
const def = returnAuthorizationResource as ResourceDef<unknown>;
const DOCUMENT = singleAnswer('ReturnAuthorizationDocument', ReturnAuthorization, 'A return authorization.');
const INCLUDE = parameterRef('Include');

function announce(
  ctx: RequestContext,
  authorization: ReturnAuthorizationRow,
  name: 'return_authorization.created' | 'return_authorization.canceled',
  from: string,
) {
  storeEvents(ctx.db).emit('return.recorded', {
    name,
    type: 'return_authorization',
    id: authorization.id,
    number: authorization.number,
    state: authorization.state,
    previousState: from,
    orderNumber: orderById(ctx.db, authorization.order_id)!.number,
  });
}

export const RETURN_AUTHORIZATION_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/return_authorizations',
    operationId: 'listReturnAuthorizations',
    tags: TAGS,
    summary: 'Return authorizations, newest first',
    query: z.object({
      'filter[order_number]': queryText("One order's (its number or id); an unknown order has none.").optional(),
      'filter[awaiting]': z
        .enum(['true', 'false'])
        .optional()
        .openapi({ description: 'true: only authorizations (not canceled) with goods still to be received, such as a web order sent back.' }),
    }),
    sharedParameters: [...PAGE_PARAMETERS, INCLUDE],
    answers: { 200: listAnswer('ReturnAuthorizationList', ReturnAuthorization, 'A page of return authorizations.'), ...errorAnswers(400, 401, 403, 429) },
    extension: true,
    handle: (ctx) => {
      const page = pageRequest(ctx.params);
      const orderNumber = asString(dig(ctx.params, 'filter', 'order_number'))?.trim() || null;
      const awaiting = asString(dig(ctx.params, 'filter', 'awaiting')) === 'true';
      const { rows, total } = returnAuthorizationsPage(ctx.db, { orderNumber, awaiting }, page.perPage, page.offset);
      return sendList(ctx, def, relatedList(returnAuthorizationResource, rows), page, total);
    },
  }),
  declareRoute({
    method: 'get',
    path: '/return_authorizations/:id',
    operationId: 'getReturnAuthorization',
    tags: TAGS,
    summary: 'A return authorization by number, else by id',
    pathParams: ID_IN_PATH,
    sharedParameters: [INCLUDE],
    answers: { 200: DOCUMENT, ...errorAnswers(400, 401, 403, 404, 429) },
    extension: true,
    handle: (ctx) => sendDocument(ctx, def, related(returnAuthorizationResource, returnAuthorizationAt(ctx.db, ctx.pathParams.id!))),
  }),
  declareRoute({
    method: 'post',
    path: '/return_authorizations',
    operationId: 'createReturnAuthorization',
    tags: TAGS,
    summary: "Authorize units of an order's lines to come back",
    description:
      'Each return item is a line_item_id and a quantity; the answer carries what each is due back, worked out by the store: the ' +
      "units' share of the line's price less its promotions, plus their share of the tax added on top (include=return_items). " +
      'The order must be complete and its goods gone (shipped, delivered, or a counter sale); a quantity past what was sold less ' +
      'what is already authorized is a 422 naming the line; past the return window (days since the order completed, 30 unless ' +
      'the store says otherwise) a 422 unless override_return_window is true, which is recorded. Sends return_authorization.created.',
    sharedParameters: [INCLUDE],
    body: { schema: ReturnAuthorizationRequest },
    answers: { 201: DOCUMENT, ...errorAnswers(400, 401, 403, 422, 429) },
    extension: true,
    handle: (ctx) => {
      const input = isObject(ctx.params.return_authorization) ? ctx.params.return_authorization : {};
      const actor = actorOf(ctx);
      const created = ctx.db.transaction(() => createReturnAuthorization(ctx.db, input, actor))();
      announce(ctx, created, 'return_authorization.created', 'pending');
      return sendDocument(ctx, def, related(returnAuthorizationResource, created), 201);
    },
  }),
  declareRoute({
    method: 'patch',
    path: '/return_authorizations/:id/cancel',
    operationId: 'cancelReturnAuthorization',
    tags: TAGS,
    summary: 'Cancel a return authorization',
    description:
      'While none of its items has been received (422 otherwise, and for one canceled already); its units can be authorized again. ' +
      'Sends return_authorization.canceled.',
    pathParams: ID_IN_PATH,
    sharedParameters: [INCLUDE],
    answers: { 200: DOCUMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
    extension: true,
    handle: (ctx) => {
      const authorization = returnAuthorizationAt(ctx.db, ctx.pathParams.id!);
      const canceled = ctx.db.transaction(() => cancelReturnAuthorization(ctx.db, authorization))();
      announce(ctx, canceled, 'return_authorization.canceled', authorization.state);
      return sendDocument(ctx, def, related(returnAuthorizationResource, canceled));
    },
  }),
];
