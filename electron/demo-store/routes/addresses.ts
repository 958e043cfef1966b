/** The account's address book (bearer token of a user: `read` to list, `write` to change). */
import {
  addressPayload, countBookAddresses, createBookAddress, deleteBookAddress, findBookAddress, listBookAddresses, updateBookAddress,
} from '../address-book.js';
import { requireAccount } from '../account-access.js';
import { dig, isTrue } from '../params.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi.js';
import { routesWith, type EndpointRouter } from '../endpoints.js';
import { OWN_DATA } from '../scopes.js';
import { addressResource } from '../serializers/orders.js';
import { sendDocument, sendList } from './documents.js';

const addressDef = addressResource as ResourceDef<unknown>;

export function registerAddressRoutes(endpoints: EndpointRouter, base: string): void {
  const router = routesWith(endpoints, OWN_DATA);
  router.get(`${base}/account/addresses`, (ctx) => {
    const userId = requireAccount(ctx, 'read');
    const excludeQuickCheckout = isTrue(dig(ctx.params, 'filter', 'exclude_quick_checkout'));
    const page = pageRequest(ctx.params);
    const rows = listBookAddresses(ctx.db, userId, excludeQuickCheckout, page.perPage, page.offset);
    return sendList(ctx, addressDef, relatedList(addressResource, rows), page, countBookAddresses(ctx.db, userId, excludeQuickCheckout));
  });
  router.post(`${base}/account/addresses`, (ctx) => {
    const userId = requireAccount(ctx, 'write');
    const address = createBookAddress(ctx.db, userId, addressPayload(ctx.params));
    return sendDocument(ctx, addressDef, related(addressResource, address));
  });
  router.get(`${base}/account/addresses/:id`, (ctx) => {
    const userId = requireAccount(ctx, 'read');
    return sendDocument(ctx, addressDef, related(addressResource, findBookAddress(ctx.db, userId, ctx.pathParams.id)));
  });
  router.patch(`${base}/account/addresses/:id`, (ctx) => {
    const userId = requireAccount(ctx, 'write');
    const existing = findBookAddress(ctx.db, userId, ctx.pathParams.id);
    const address = updateBookAddress(ctx.db, userId, existing, addressPayload(ctx.params));
    return sendDocument(ctx, addressDef, related(addressResource, address));
  });
  router.delete(`${base}/account/addresses/:id`, (ctx) => {
    const userId = requireAccount(ctx, 'write');
    deleteBookAddress(ctx.db, userId, findBookAddress(ctx.db, userId, ctx.pathParams.id));
    return { status: 204 };
  });
}
