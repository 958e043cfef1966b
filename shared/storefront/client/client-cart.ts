/** The cart operations: create, read, delete, items, coupon codes, shipping estimates, association, currency. */
import type { AddItemInput, CartOperations } from '../types/cart-types.js';
import { segment, type StoreCaller } from './client-core.js';
import { mapEstimatedShippingRate } from '../map/map-cart.js';

function addItemBody(input: AddItemInput): Record<string, unknown> {
  return {
    variant_id: input.variantId,
    quantity: input.quantity,
    options: input.options,
    public_metadata: input.publicMetadata,
    private_metadata: input.privateMetadata,
  };
}

export function cartOperations(store: StoreCaller): CartOperations {
  return {
    createCart: (ctx, options = {}) => {
      const { publicMetadata, privateMetadata, ...creds } = options;
      const metadata = publicMetadata || privateMetadata ? { public_metadata: publicMetadata, private_metadata: privateMetadata } : undefined;
      return store.cart('POST', '/cart', creds, ctx, metadata);
    },
    cart: (creds, ctx) => store.cart('GET', '/cart', creds, ctx),
    async deleteCart(creds, ctx) {
      await store.raw('DELETE', '/cart', { creds, ctx, query: { currency: creds.currency } });
    },
    addItem: (creds, input, ctx) => store.cart('POST', '/cart/add_item', creds, ctx, addItemBody(input)),
    setQuantity: (creds, lineItemId, quantity, ctx) => store.cart('PATCH', '/cart/set_quantity', creds, ctx, { line_item_id: lineItemId, quantity }),
    removeLineItem: (creds, lineItemId, ctx) => store.cart('DELETE', `/cart/remove_line_item/${segment(lineItemId)}`, creds, ctx),
    emptyCart: (creds, ctx) => store.cart('PATCH', '/cart/empty', creds, ctx),

    applyCouponCode: (creds, code, ctx) => store.cart('PATCH', '/cart/apply_coupon_code', creds, ctx, { coupon_code: code }),
    removeCouponCode: (creds, code, ctx) => store.cart('DELETE', `/cart/remove_coupon_code/${segment(code)}`, creds, ctx),
    removeAllCouponCodes: (creds, ctx) => store.cart('DELETE', '/cart/remove_coupon_code', creds, ctx),

    estimateShippingRates: (creds, countryIso, ctx) =>
      store.list('/cart/estimate_shipping_rates', (_index, r) => mapEstimatedShippingRate(r), {
        query: { country_iso: countryIso, currency: creds.currency },
        creds,
        ctx,
      }),
    associateCart: (bearerToken, guestOrderToken, ctx, currency) =>
      store.cart('PATCH', '/cart/associate', { bearerToken, currency }, ctx, undefined, { guest_order_token: guestOrderToken }),
    changeCurrency: (creds, newCurrency, ctx) => store.cart('PATCH', '/cart/change_currency', creds, ctx, undefined, { new_currency: newCurrency }),
  };
}
