/** The wishlist operations: the interface's `/wishlist` paths on the default list, and `/wishlists/<token>` on any list. */
import type { WishedItemInput, WishlistInput, WishlistOperations } from '../types/account-types.js';
import { segment, type StoreCaller } from './client-core.js';
import { WISHED_ITEM_INCLUDE, WISHLIST_INCLUDE } from '../map/includes.js';
import { mapWishedItem, mapWishlist } from '../map/map-account.js';

function itemBody(item: WishedItemInput): Record<string, unknown> {
  return { variant_id: item.variantId, quantity: item.quantity };
}

function wishlistBody(input: WishlistInput): Record<string, unknown> {
  return { wishlist: { name: input.name, is_private: input.isPrivate, is_default: input.isDefault } };
}

export function wishlistOperations(store: StoreCaller): WishlistOperations {
  const auth = (bearerToken: string) => ({ bearerToken });
  const listQuery = { include: WISHLIST_INCLUDE };
  const itemQuery = { include: WISHED_ITEM_INCLUDE };
  const list = (token: string) => `/wishlists/${segment(token)}`;
  return {
    wishlist: (bearerToken, ctx) => store.one('GET', '/wishlist', mapWishlist, { query: listQuery, creds: auth(bearerToken), ctx }),
    addWishedItem: (bearerToken, item, ctx) =>
      store.one('POST', '/wishlist/wished_items', mapWishedItem, { query: itemQuery, body: itemBody(item), creds: auth(bearerToken), ctx }),
    removeWishedItem: (bearerToken, id, ctx) =>
      store.one('DELETE', `/wishlist/wished_items/${segment(id)}`, mapWishedItem, { query: itemQuery, creds: auth(bearerToken), ctx }),

    wishlists: (bearerToken, params = {}, ctx) =>
      store.page('/wishlists', mapWishlist, params.page ?? 1, {
        query: { ...listQuery, is_variant_included: params.isVariantIncluded, per_page: params.perPage },
        creds: auth(bearerToken),
        ctx,
      }),
    createWishlist: (bearerToken, input, ctx) =>
      store.one('POST', '/wishlists', mapWishlist, { query: listQuery, body: wishlistBody(input), creds: auth(bearerToken), ctx }),
    defaultWishlist: (bearerToken, ctx) => store.one('GET', '/wishlists/default', mapWishlist, { query: listQuery, creds: auth(bearerToken), ctx }),
    wishlistByToken: (token, options = {}, ctx) =>
      store.one('GET', list(token), mapWishlist, {
        query: { ...listQuery, is_variant_included: options.isVariantIncluded },
        creds: { bearerToken: options.bearerToken },
        ctx,
      }),
    updateWishlist: (bearerToken, token, input, ctx) =>
      store.one('PATCH', list(token), mapWishlist, { query: listQuery, body: wishlistBody(input), creds: auth(bearerToken), ctx }),
    async deleteWishlist(bearerToken, token, ctx) {
      await store.raw('DELETE', list(token), { creds: auth(bearerToken), ctx });
    },
    wishlistAddItem: (bearerToken, token, item, ctx) =>
      store.one('POST', `${list(token)}/add_item`, mapWishedItem, { query: itemQuery, body: itemBody(item), creds: auth(bearerToken), ctx }),
    wishlistAddItems: (bearerToken, token, items, ctx) =>
      store.one('POST', `${list(token)}/add_items`, mapWishlist, {
        query: listQuery,
        body: { wished_items: items.map(itemBody) },
        creds: auth(bearerToken),
        ctx,
      }),
    wishlistSetItemQuantity: (bearerToken, token, id, quantity, ctx) =>
      store.one('PATCH', `${list(token)}/set_item_quantity/${segment(id)}`, mapWishedItem, {
        query: itemQuery,
        body: { quantity },
        creds: auth(bearerToken),
        ctx,
      }),
    wishlistRemoveItem: (bearerToken, token, id, ctx) =>
      store.one('DELETE', `${list(token)}/remove_item/${segment(id)}`, mapWishedItem, { query: itemQuery, creds: auth(bearerToken), ctx }),
    wishlistRemoveItems: (bearerToken, token, ids, ctx) =>
      store.one('DELETE', `${list(token)}/remove_items`, mapWishlist, {
        query: listQuery,
        body: { wished_items_ids: ids },
        creds: auth(bearerToken),
        ctx,
      }),
  };
}
