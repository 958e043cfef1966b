/**
 * Wishlists. The interface's own paths (`/wishlist`, `/wishlist/wished_items`) work on the
 * user's default list; `/wishlists/...` address any list by its token. Changes need the owner's
 * bearer token with `write`; a public list can be read by anyone who has its token.
 */
import { requireAccount } from '../account-access.js';
import { notFound } from '../api-error.js';
import type { WishlistRow } from '../db/rows.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi.js';
import { asString, isObject } from '../params.js';
import { currentUserId, type RequestContext } from '../request-context.js';
import { routesWith, type EndpointRouter } from '../endpoints.js';
import { OWN_DATA } from '../scopes.js';
import { wishedItemResource, wishlistResource, type WishlistView } from '../serializers/account.js';
import {
  addWishedItem, addWishedItems, countWishlists, createWishlist, defaultWishlist, deleteWishlist, existingDefaultWishlist, hasVariant, listWishlists,
  ownWishlist, readableWishlist, removeWishedItem, removeWishedItems, setWishedItemQuantity, updateWishlist, wishedItemOf,
  wishlistByToken, wishlistPayload,
} from '../wishlists.js';
import { sendDocument, sendList } from './documents.js';

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

export function registerWishlistRoutes(endpoints: EndpointRouter, base: string): void {
  const router = routesWith(endpoints, OWN_DATA);
  router.get(`${base}/wishlists`, (ctx) => {
    const userId = requireAccount(ctx, 'read');
    const page = pageRequest(ctx.params);
    const rows = listWishlists(ctx.db, userId, page.perPage, page.offset).map((row) => view(ctx, row));
    return sendList(ctx, wishlistDef, relatedList(wishlistResource, rows), page, countWishlists(ctx.db, userId));
  });
  router.post(`${base}/wishlists`, (ctx) => {
    const userId = requireAccount(ctx, 'write');
    return sendWishlist(ctx, createWishlist(ctx.db, userId, wishlistPayload(ctx.params)), 201);
  });
  // Before `/wishlists/:token`: `default` is not a token.
  router.get(`${base}/wishlists/default`, (ctx) => sendWishlist(ctx, defaultWishlist(ctx.db, requireAccount(ctx, 'read'))));
  router.get(`${base}/wishlists/:token`, (ctx) => sendWishlist(ctx, readableWishlist(ctx.db, ctx.pathParams.token, currentUserId(ctx))));
  router.patch(`${base}/wishlists/:token`, (ctx) => {
    const list = ownWishlist(ctx.db, ctx.pathParams.token, requireAccount(ctx, 'write'));
    return sendWishlist(ctx, updateWishlist(ctx.db, list, wishlistPayload(ctx.params)));
  });
  router.delete(`${base}/wishlists/:token`, (ctx) => {
    deleteWishlist(ctx.db, ownWishlist(ctx.db, ctx.pathParams.token, requireAccount(ctx, 'write')));
    return { status: 204 };
  });
  router.post(`${base}/wishlists/:token/add_item`, (ctx) => {
    const list = ownWishlist(ctx.db, ctx.pathParams.token, requireAccount(ctx, 'write'));
    return sendDocument(ctx, wishedItemDef, related(wishedItemResource, addWishedItem(ctx.db, list, ctx.params)));
  });
  router.post(`${base}/wishlists/:token/add_items`, (ctx) => {
    const list = ownWishlist(ctx.db, ctx.pathParams.token, requireAccount(ctx, 'write'));
    addWishedItems(ctx.db, list, ctx.params);
    return sendWishlist(ctx, list);
  });
  router.patch(`${base}/wishlists/:token/set_item_quantity/:item_id`, (ctx) => {
    const list = ownWishlist(ctx.db, ctx.pathParams.token, requireAccount(ctx, 'write'));
    const item = setWishedItemQuantity(ctx.db, list, wishedItemOf(ctx.db, list, ctx.pathParams.item_id), ctx.params.quantity);
    return sendDocument(ctx, wishedItemDef, related(wishedItemResource, item));
  });
  router.delete(`${base}/wishlists/:token/remove_item/:item_id`, (ctx) => {
    const list = ownWishlist(ctx.db, ctx.pathParams.token, requireAccount(ctx, 'write'));
    const item = wishedItemOf(ctx.db, list, ctx.pathParams.item_id);
    removeWishedItem(ctx.db, list, item);
    return sendDocument(ctx, wishedItemDef, related(wishedItemResource, item));
  });
  router.delete(`${base}/wishlists/:token/remove_items`, (ctx) => {
    const list = ownWishlist(ctx.db, ctx.pathParams.token, requireAccount(ctx, 'write'));
    removeWishedItems(ctx.db, list, ctx.params);
    return sendWishlist(ctx, list);
  });

  // The interface's short form: the signed-in user's default wishlist.
  router.get(`${base}/wishlist`, (ctx) => sendWishlist(ctx, defaultWishlist(ctx.db, requireAccount(ctx, 'read'))));
  router.post(`${base}/wishlist/wished_items`, (ctx) => {
    const list = defaultWishlist(ctx.db, requireAccount(ctx, 'write'));
    const input = isObject(ctx.params.wished_item) ? ctx.params.wished_item : ctx.params;
    return sendDocument(ctx, wishedItemDef, related(wishedItemResource, addWishedItem(ctx.db, list, input)));
  });
  router.delete(`${base}/wishlist/wished_items/:id`, (ctx) => {
    const list = existingDefaultWishlist(ctx.db, requireAccount(ctx, 'write'));
    if (!list) throw notFound();
    const item = wishedItemOf(ctx.db, list, ctx.pathParams.id);
    removeWishedItem(ctx.db, list, item);
    return sendDocument(ctx, wishedItemDef, related(wishedItemResource, item));
  });
}
