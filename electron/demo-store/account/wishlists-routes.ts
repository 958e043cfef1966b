/**
 * Wishlists. The interface's own paths (`/wishlist`, `/wishlist/wished_items`) work on the
 * user's default list; `/wishlists/...` address any list by its token. Changes need the owner's
 * bearer token with `write`; a public list can be read by anyone who has its token.
 */
import { requireAccount } from '../auth/account-access.js';
import { notFound } from '../http/api-error.js';
import type { WishlistRow } from '../db/rows.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi/jsonapi.js';
import { asString, isObject } from '../http/params.js';
import { currentUserId, type RequestContext } from '../http/request-context.js';
import type { AreaRoutes } from '../http/endpoints.js';
import { errorAnswers, JSON_API } from '../openapi/answers.js';
import { WISHED_ITEM_DOCUMENT, WISHLIST_DOCUMENT, WISHLIST_LIST } from '../openapi/storefront-answers.js';
import { PARAMETER } from '../openapi/storefront-parameters.js';
import { WishedItemFields, WishedItemRequest, WishlistRequest } from '../openapi/storefront-requests.js';
import { CUSTOMER_READS, CUSTOMER_WRITES } from '../openapi/storefront-security.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { wishedItemResource, wishlistResource, type WishlistView } from './account-serializer.js';
import {
  addWishedItem,
  addWishedItems,
  countWishlists,
  createWishlist,
  defaultWishlist,
  deleteWishlist,
  existingDefaultWishlist,
  hasVariant,
  listWishlists,
  ownWishlist,
  readableWishlist,
  removeWishedItem,
  removeWishedItems,
  setWishedItemQuantity,
  updateWishlist,
  wishedItemOf,
  wishlistByToken,
  wishlistPayload,
} from './wishlists.js';
import { sendDocument, sendList } from '../http/documents-routes.js';

const wishlistDef = wishlistResource as ResourceDef<unknown>;
const wishedItemDef = wishedItemResource as ResourceDef<unknown>;

/** The list as this request sees it (`is_variant_included=<variant id>` fills `variant_included`). */
function view(ctx: RequestContext, list: WishlistRow): WishlistView {
  return { ...list, variantIncluded: hasVariant(ctx.db, list.id, asString(ctx.params.is_variant_included)?.trim()) };
}

function sendWishlist(ctx: RequestContext, list: WishlistRow, status = 200) {
  const fresh = wishlistByToken(ctx.db, list.token) ?? list;
  return sendDocument(ctx, wishlistDef, related(wishlistResource, view(ctx, fresh)), status);
}

/** The list named by the path, when it is the signed-in user's (`write`); 404 or 403 otherwise. */
function ownedList(ctx: RequestContext): WishlistRow {
  return ownWishlist(ctx.db, ctx.pathParams.token, requireAccount(ctx, 'write'));
}

const TAGS = ['Wishlists'];
const ITEM_ID = z.object({ item_id: z.string() });
const JSON_API_ONLY = [JSON_API];

// Item routes answer a missing or bad variant, quantity or list of items with the store's 422 field errors
// (wishlists.ts), after the list is found and owned (404, 403): their input is the handler's.
const WISHLIST_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/wishlists',
    operationId: 'listWishlists',
    tags: TAGS,
    summary: "The signed-in user's wishlists",
    security: CUSTOMER_READS,
    sharedParameters: [PARAMETER.Page, PARAMETER.PerPage, PARAMETER.IncludeWishlist, PARAMETER.IsVariantIncluded, PARAMETER.Fields],
    answers: { 200: WISHLIST_LIST, ...errorAnswers(401, 403, 429) },
    handle: (ctx) => {
      const userId = requireAccount(ctx, 'read');
      const page = pageRequest(ctx.params);
      const rows = listWishlists(ctx.db, userId, page.perPage, page.offset).map((row) => view(ctx, row));
      return sendList(ctx, wishlistDef, relatedList(wishlistResource, rows), page, countWishlists(ctx.db, userId));
    },
  }),
  declareRoute({
    method: 'post',
    path: '/wishlists',
    operationId: 'createWishlist',
    tags: TAGS,
    summary: 'Make a new wishlist',
    security: CUSTOMER_WRITES,
    input: 'handler',
    body: { schema: WishlistRequest },
    answers: { 201: WISHLIST_DOCUMENT, ...errorAnswers(401, 403, 422, 429) },
    handle: (ctx) => {
      const userId = requireAccount(ctx, 'write');
      return sendWishlist(ctx, createWishlist(ctx.db, userId, wishlistPayload(ctx.params)), 201);
    },
  }),
  // Before `/wishlists/:token`: `default` is not a token.
  declareRoute({
    method: 'get',
    path: '/wishlists/default',
    operationId: 'getDefaultWishlist',
    tags: TAGS,
    summary: 'The default wishlist (made when the user has none)',
    security: CUSTOMER_READS,
    sharedParameters: [PARAMETER.IncludeWishlist, PARAMETER.IsVariantIncluded],
    answers: { 200: WISHLIST_DOCUMENT, ...errorAnswers(401, 403, 429) },
    handle: (ctx) => sendWishlist(ctx, defaultWishlist(ctx.db, requireAccount(ctx, 'read'))),
  }),
  declareRoute({
    method: 'get',
    path: '/wishlists/:token',
    operationId: 'getWishlistByToken',
    tags: TAGS,
    summary: 'A wishlist by its token (a private one only for its owner)',
    sharedParameters: [PARAMETER.WishlistToken, PARAMETER.IncludeWishlist, PARAMETER.IsVariantIncluded],
    answers: { 200: WISHLIST_DOCUMENT, ...errorAnswers(401, 403, 404, 429) },
    handle: (ctx) => sendWishlist(ctx, readableWishlist(ctx.db, ctx.pathParams.token, currentUserId(ctx))),
  }),
  declareRoute({
    method: 'patch',
    path: '/wishlists/:token',
    operationId: 'updateWishlist',
    tags: TAGS,
    summary: 'Rename a wishlist, make it private or public, or the default',
    security: CUSTOMER_WRITES,
    input: 'handler',
    sharedParameters: [PARAMETER.WishlistToken],
    body: { schema: WishlistRequest },
    answers: { 200: WISHLIST_DOCUMENT, ...errorAnswers(401, 403, 404, 422, 429) },
    handle: (ctx) => {
      const list = ownedList(ctx);
      return sendWishlist(ctx, updateWishlist(ctx.db, list, wishlistPayload(ctx.params)));
    },
  }),
  declareRoute({
    method: 'delete',
    path: '/wishlists/:token',
    operationId: 'deleteWishlist',
    tags: TAGS,
    summary: 'Delete a wishlist',
    security: CUSTOMER_WRITES,
    sharedParameters: [PARAMETER.WishlistToken],
    answers: { 204: { description: 'Deleted.' }, ...errorAnswers(401, 403, 404, 429) },
    handle: (ctx) => {
      deleteWishlist(ctx.db, ownedList(ctx));
      return { status: 204 };
    },
  }),
  declareRoute({
    method: 'post',
    path: '/wishlists/:token/add_item',
    operationId: 'addItemToWishlist',
    tags: TAGS,
    summary: 'Add a variant to a wishlist',
    security: CUSTOMER_WRITES,
    input: 'handler',
    sharedParameters: [PARAMETER.WishlistToken],
    body: { schema: WishedItemFields },
    answers: { 200: WISHED_ITEM_DOCUMENT, ...errorAnswers(401, 403, 404, 422, 429) },
    handle: (ctx) => {
      const list = ownedList(ctx);
      return sendDocument(ctx, wishedItemDef, related(wishedItemResource, addWishedItem(ctx.db, list, ctx.params)));
    },
  }),
  declareRoute({
    method: 'post',
    path: '/wishlists/:token/add_items',
    operationId: 'addItemsToWishlist',
    tags: TAGS,
    summary: 'Add several variants to a wishlist',
    security: CUSTOMER_WRITES,
    input: 'handler',
    sharedParameters: [PARAMETER.WishlistToken],
    body: { schema: z.object({ wished_items: z.array(WishedItemFields) }), media: JSON_API_ONLY },
    answers: { 200: WISHLIST_DOCUMENT, ...errorAnswers(401, 403, 404, 422, 429) },
    handle: (ctx) => {
      const list = ownedList(ctx);
      addWishedItems(ctx.db, list, ctx.params);
      return sendWishlist(ctx, list);
    },
  }),
  declareRoute({
    method: 'patch',
    path: '/wishlists/:token/set_item_quantity/:item_id',
    operationId: 'setWishedItemQuantity',
    tags: TAGS,
    summary: "Change a wished item's quantity",
    security: CUSTOMER_WRITES,
    input: 'handler',
    pathParams: ITEM_ID,
    sharedParameters: [PARAMETER.WishlistToken],
    body: { schema: z.object({ quantity: z.number().int().min(1) }), media: JSON_API_ONLY },
    answers: { 200: WISHED_ITEM_DOCUMENT, ...errorAnswers(401, 403, 404, 422, 429) },
    handle: (ctx) => {
      const list = ownedList(ctx);
      const item = setWishedItemQuantity(ctx.db, list, wishedItemOf(ctx.db, list, ctx.pathParams.item_id), ctx.params.quantity);
      return sendDocument(ctx, wishedItemDef, related(wishedItemResource, item));
    },
  }),
  declareRoute({
    method: 'delete',
    path: '/wishlists/:token/remove_item/:item_id',
    operationId: 'removeItemFromWishlist',
    tags: TAGS,
    summary: 'Remove a wished item',
    security: CUSTOMER_WRITES,
    pathParams: ITEM_ID,
    sharedParameters: [PARAMETER.WishlistToken],
    answers: { 200: WISHED_ITEM_DOCUMENT, ...errorAnswers(401, 403, 404, 429) },
    handle: (ctx) => {
      const list = ownedList(ctx);
      const item = wishedItemOf(ctx.db, list, ctx.pathParams.item_id);
      removeWishedItem(ctx.db, list, item);
      return sendDocument(ctx, wishedItemDef, related(wishedItemResource, item));
    },
  }),
  declareRoute({
    method: 'delete',
    path: '/wishlists/:token/remove_items',
    operationId: 'removeItemsFromWishlist',
    tags: TAGS,
    summary: 'Remove several wished items',
    security: CUSTOMER_WRITES,
    input: 'handler',
    sharedParameters: [PARAMETER.WishlistToken],
    body: { schema: z.object({ wished_items_ids: z.array(z.string()) }), media: JSON_API_ONLY },
    answers: { 200: WISHLIST_DOCUMENT, ...errorAnswers(401, 403, 404, 429) },
    handle: (ctx) => {
      const list = ownedList(ctx);
      removeWishedItems(ctx.db, list, ctx.params);
      return sendWishlist(ctx, list);
    },
  }),

  // The interface's short form: the signed-in user's default wishlist.
  declareRoute({
    method: 'get',
    path: '/wishlist',
    operationId: 'getWishlist',
    tags: TAGS,
    summary: "The signed-in user's default wishlist",
    security: CUSTOMER_READS,
    sharedParameters: [PARAMETER.IncludeWishlist, PARAMETER.IsVariantIncluded, PARAMETER.Fields],
    answers: { 200: WISHLIST_DOCUMENT, ...errorAnswers(400, 401, 403, 429) },
    handle: (ctx) => sendWishlist(ctx, defaultWishlist(ctx.db, requireAccount(ctx, 'read'))),
  }),
  declareRoute({
    method: 'post',
    path: '/wishlist/wished_items',
    operationId: 'addWishedItem',
    tags: TAGS,
    summary: 'Add a variant to the default wishlist',
    security: CUSTOMER_WRITES,
    input: 'handler',
    body: { schema: WishedItemRequest },
    answers: { 200: WISHED_ITEM_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
    handle: (ctx) => {
      const list = defaultWishlist(ctx.db, requireAccount(ctx, 'write'));
      const input = isObject(ctx.params.wished_item) ? ctx.params.wished_item : ctx.params;
      return sendDocument(ctx, wishedItemDef, related(wishedItemResource, addWishedItem(ctx.db, list, input)));
    },
  }),
  declareRoute({
    method: 'delete',
    path: '/wishlist/wished_items/:id',
    operationId: 'removeWishedItem',
    tags: TAGS,
    summary: 'Remove a wished item from the default wishlist',
    security: CUSTOMER_WRITES,
    pathParams: z.object({ id: z.string() }),
    answers: { 200: WISHED_ITEM_DOCUMENT, ...errorAnswers(401, 403, 404, 429) },
    handle: (ctx) => {
      const list = existingDefaultWishlist(ctx.db, requireAccount(ctx, 'write'));
      if (!list) throw notFound();
      const item = wishedItemOf(ctx.db, list, ctx.pathParams.id);
      removeWishedItem(ctx.db, list, item);
      return sendDocument(ctx, wishedItemDef, related(wishedItemResource, item));
    },
  }),
];

export function registerWishlistRoutes(router: AreaRoutes): void {
  for (const route of WISHLIST_ROUTES) router.route(route);
}
