/** The account's address book (bearer token of a user: `read` to list, `write` to change). */
import {
  addressPayload,
  countBookAddresses,
  createBookAddress,
  deleteBookAddress,
  findBookAddress,
  listBookAddresses,
  updateBookAddress,
} from './address-book.js';
import { requireAccount } from '../auth/account-access.js';
import { dig, isTrue } from '../http/params.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi/jsonapi.js';
import type { AreaRoutes } from '../http/endpoints.js';
import { errorAnswers } from '../openapi/answers.js';
import { ADDRESS_DOCUMENT, ADDRESS_LIST } from '../openapi/storefront-answers.js';
import { PARAMETER } from '../openapi/storefront-parameters.js';
import { AddressRequest } from '../openapi/storefront-requests.js';
import { CUSTOMER_READS, CUSTOMER_WRITES } from '../openapi/storefront-security.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { addressResource } from '../orders/orders-serializer.js';
import { sendDocument, sendList } from '../http/documents-routes.js';

const addressDef = addressResource as ResourceDef<unknown>;
const TAGS = ['Addresses'];
const ADDRESS_ID = z.object({ id: z.string() });

const ADDRESS_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/account/addresses',
    operationId: 'listAddresses',
    tags: TAGS,
    summary: 'The address book',
    security: CUSTOMER_READS,
    // Only `true` filters; any other value counts for nothing.
    input: 'handler',
    query: z.object({
      'filter[exclude_quick_checkout]': z
        .boolean()
        .optional()
        .openapi({ param: { description: 'Leave out addresses created by quick (express) checkout.' } }),
    }),
    sharedParameters: [PARAMETER.Page, PARAMETER.PerPage, PARAMETER.Fields],
    answers: { 200: ADDRESS_LIST, ...errorAnswers(401, 403, 429) },
    handle: (ctx) => {
      const userId = requireAccount(ctx, 'read');
      const excludeQuickCheckout = isTrue(dig(ctx.params, 'filter', 'exclude_quick_checkout'));
      const page = pageRequest(ctx.params);
      const rows = listBookAddresses(ctx.db, userId, excludeQuickCheckout, page.perPage, page.offset);
      return sendList(ctx, addressDef, relatedList(addressResource, rows), page, countBookAddresses(ctx.db, userId, excludeQuickCheckout));
    },
  }),
  declareRoute({
    method: 'post',
    path: '/account/addresses',
    operationId: 'createAddress',
    tags: TAGS,
    summary: 'Add an address to the address book',
    security: CUSTOMER_WRITES,
    // The address is checked after the user is (403 first), and its fields all together (422).
    input: 'handler',
    body: { schema: AddressRequest },
    answers: { 200: ADDRESS_DOCUMENT, 201: ADDRESS_DOCUMENT, ...errorAnswers(400, 401, 403, 422, 429) },
    handle: (ctx) => {
      const userId = requireAccount(ctx, 'write');
      const address = createBookAddress(ctx.db, userId, addressPayload(ctx.params));
      return sendDocument(ctx, addressDef, related(addressResource, address));
    },
  }),
  declareRoute({
    method: 'get',
    path: '/account/addresses/:id',
    operationId: 'getAddress',
    tags: TAGS,
    summary: 'One address of the address book',
    security: CUSTOMER_READS,
    pathParams: ADDRESS_ID,
    sharedParameters: [PARAMETER.Fields],
    answers: { 200: ADDRESS_DOCUMENT, ...errorAnswers(401, 403, 404, 429) },
    handle: (ctx) => {
      const userId = requireAccount(ctx, 'read');
      return sendDocument(ctx, addressDef, related(addressResource, findBookAddress(ctx.db, userId, ctx.pathParams.id)));
    },
  }),
  declareRoute({
    method: 'patch',
    path: '/account/addresses/:id',
    operationId: 'updateAddress',
    tags: TAGS,
    summary: 'Change an address',
    security: CUSTOMER_WRITES,
    // An unknown address is a 404 before its body is looked at.
    input: 'handler',
    pathParams: ADDRESS_ID,
    body: { schema: AddressRequest },
    answers: { 200: ADDRESS_DOCUMENT, ...errorAnswers(401, 403, 404, 422, 429) },
    handle: (ctx) => {
      const userId = requireAccount(ctx, 'write');
      const existing = findBookAddress(ctx.db, userId, ctx.pathParams.id);
      const address = updateBookAddress(ctx.db, userId, existing, addressPayload(ctx.params));
      return sendDocument(ctx, addressDef, related(addressResource, address));
    },
  }),
  declareRoute({
    method: 'delete',
    path: '/account/addresses/:id',
    operationId: 'deleteAddress',
    tags: TAGS,
    summary: 'Remove an address (kept on the orders that used it)',
    security: CUSTOMER_WRITES,
    pathParams: ADDRESS_ID,
    answers: { 204: { description: 'Removed.' }, ...errorAnswers(401, 403, 404, 429) },
    handle: (ctx) => {
      const userId = requireAccount(ctx, 'write');
      deleteBookAddress(ctx.db, userId, findBookAddress(ctx.db, userId, ctx.pathParams.id));
      return { status: 204 };
    },
  }),
];

export function registerAddressRoutes(router: AreaRoutes): void {
  for (const route of ADDRESS_ROUTES) router.route(route);
}
