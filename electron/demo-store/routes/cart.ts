/**
 * Cart endpoints: create, read, delete, add / re-quantify / remove items, empty, coupon and gift
 * card codes, shipping estimates, associating a guest cart with a user, changing the currency.
 */
import { addressById } from '../addresses.js';
import { requireAccount } from '../account-access.js';
import { ApiError, forbidden, notFound, validationFailed } from '../api-error.js';
import { findCountry } from '../countries.js';
import { addItem, destroyCart, emptyCart, removeLineItem, setQuantity } from '../cart-changes.js';
import type { OrderRow, UserRow } from '../db/rows.js';
import { changeCurrency } from '../currencies.js';
import { applyCouponCode, removeAllCouponCodes, removeCouponCode } from '../coupon-codes.js';
import { get, run } from '../db/database.js';
import type { Reply } from '../http-io.js';
import { documentParams, parseFieldsets, related, type ResourceDef } from '../jsonapi.js';
import { lineOptionsFrom } from '../line-item-options.js';
import { moneyAttributes } from '../money.js';
import { createOrder, fillAddressesFromUser, findCurrentCart, recalculate } from '../orders.js';
import { asInteger, asString, dig, isObject, requireString } from '../params.js';
import { currentUserId, type Handler, type RequestContext } from '../request-context.js';
import { routesWith, type EndpointRouter } from '../endpoints.js';
import { OWN_DATA } from '../scopes.js';
import { cartResource } from '../serializers/orders.js';
import { shippingMethods } from '../shipments.js';
import { sendDocument } from './documents.js';

export function registerCartRoutes(endpoints: EndpointRouter, base: string): void {
  const router = routesWith(endpoints, OWN_DATA);
  router.post(`${base}/cart`, createCart);
  router.get(`${base}/cart`, (ctx) => sendCart(ctx, currentCart(ctx)));
  router.delete(`${base}/cart`, deleteCart);
  router.post(`${base}/cart/add_item`, (ctx) => changeCart(ctx, (order) => addItem(ctx.db, order, {
    variantId: requireString(ctx.params, 'variant_id'),
    quantity: ctx.params.quantity === undefined || ctx.params.quantity === null ? 1 : asInteger(ctx.params.quantity),
    publicMetadata: metadata(ctx.params.public_metadata),
    privateMetadata: metadata(ctx.params.private_metadata),
    options: lineOptionsFrom(ctx.params.options),
  })));
  router.patch(`${base}/cart/set_quantity`, (ctx) => changeCart(ctx, (order) =>
    setQuantity(ctx.db, order, requireString(ctx.params, 'line_item_id'), asInteger(ctx.params.quantity))));
  router.delete(`${base}/cart/remove_line_item/:id`, (ctx) => changeCart(ctx, (order) => removeLineItem(ctx.db, order, ctx.pathParams.id!)));
  router.patch(`${base}/cart/empty`, (ctx) => changeCart(ctx, (order) => emptyCart(ctx.db, order)));
  router.post(`${base}/cart/empty`, (ctx) => changeCart(ctx, (order) => emptyCart(ctx.db, order)));
  router.get(`${base}/cart/estimate_shipping_rates`, estimateShippingRates);
  router.patch(`${base}/cart/apply_coupon_code`, (ctx) => {
    const code = requireString(ctx.params, 'coupon_code');
    return changeCart(ctx, (order) => applyCouponCode(ctx.db, order, code));
  });
  router.delete(`${base}/cart/remove_coupon_code/:code`, (ctx) =>
    changeCart(ctx, (order) => removeCouponCode(ctx.db, order, ctx.pathParams.code!)));
  router.delete(`${base}/cart/remove_coupon_code`, (ctx) => {
    const code = asString(ctx.params.coupon_code)?.trim();
    return changeCart(ctx, (order) => (code ? removeCouponCode(ctx.db, order, code) : removeAllCouponCodes(ctx.db, order)));
  });
  router.patch(`${base}/cart/associate`, associateCart);
  router.post(`${base}/cart/associate`, associateCart);
  const currencyChange: Handler = (ctx) => {
    const wanted = requireString(ctx.params, 'new_currency');
    return changeCart(ctx, (order) => changeCurrency(ctx.db, order, wanted, ctx.store.supported_currencies.split(',')));
  };
  router.patch(`${base}/cart/change_currency`, currencyChange);
  router.post(`${base}/cart/change_currency`, currencyChange);
}

/** Rates every shipping method would charge for the cart, without creating shipments (ids are null). */
function estimateShippingRates(ctx: RequestContext): Reply {
  const order = currentCart(ctx);
  const requested = asString(ctx.params.country_iso)?.trim();
  const shipCountry = addressById(ctx.db, order.ship_address_id)?.country_iso;
  const country = findCountry(requested || shipCountry || ctx.store.default_country_iso);
  if (!country) throw validationFailed({ country_iso: ['is invalid'] });
  const methods = shippingMethods(ctx.db);
  const cheapest = [...methods].sort((a, b) => a.cost_cents - b.cost_cents || a.position - b.position)[0];
  // Sparse fields: `fields[shipping_rate]=name,cost` keeps only those attributes.
  const wanted = parseFieldsets(dig(ctx.params, 'fields')).get('shipping_rate');
  const data = methods.map((method) => {
    const attributes: Record<string, unknown> = {
      name: method.name,
      selected: method.id === cheapest?.id,
      shipping_method_id: String(method.id),
      ...moneyAttributes('cost', method.cost_cents, order.currency),
      ...moneyAttributes('final_price', method.cost_cents, order.currency),
      ...moneyAttributes('tax_amount', 0, order.currency),
      free: method.cost_cents === 0,
    };
    return {
      id: null,
      type: 'shipping_rate',
      attributes: wanted ? Object.fromEntries(Object.entries(attributes).filter(([k]) => wanted.has(k))) : attributes,
      relationships: {},
    };
  });
  return { status: 200, body: { data } };
}

/** The order token of a request: the X-Shop-Order-Token header, else the `order_token` parameter. */
export function orderTokenOf(ctx: RequestContext): string | null {
  const header = ctx.headers['x-shop-order-token'];
  const value = (Array.isArray(header) ? header[0] : header) ?? asString(ctx.params.order_token);
  return value?.trim() || null;
}

/** The cart this request is about (order token, else the signed-in user's newest), or 404. */
export function currentCart(ctx: RequestContext): OrderRow {
  const order = findCurrentCart(ctx.db, { token: orderTokenOf(ctx), userId: currentUserId(ctx), currency: ctx.currency });
  if (!order) throw notFound();
  return order;
}

export function sendCart(ctx: RequestContext, order: OrderRow, status = 200): Reply {
  return sendDocument(ctx, cartResource as ResourceDef<unknown>, related(cartResource, order), status);
}

function metadata(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) {
    throw new ApiError(422, 'Public and private metadata parameters should be objects',
      'Public and private metadata parameters should be objects', { fieldErrors: { metadata: ['must be an object'] } });
  }
  if (JSON.stringify(value).length > 16_384) {
    throw new ApiError(422, 'Metadata is too large', 'Metadata is too large', { fieldErrors: { metadata: ['is too large (maximum is 16 KB)'] } });
  }
  return value;
}

/** Runs a change on the current cart in one transaction and answers with the cart. */
function changeCart(ctx: RequestContext, change: (order: OrderRow) => OrderRow): Reply {
  documentParams(ctx.params, cartResource as ResourceDef<unknown>);
  const order = currentCart(ctx);
  const updated = ctx.db.transaction(() => change(order))();
  return sendCart(ctx, updated);
}

function createCart(ctx: RequestContext): Reply {
  documentParams(ctx.params, cartResource as ResourceDef<unknown>);
  const publicMetadata = metadata(ctx.params.public_metadata);
  const privateMetadata = metadata(ctx.params.private_metadata);
  const userId = currentUserId(ctx);
  const existing = findCurrentCart(ctx.db, { token: orderTokenOf(ctx), userId, currency: ctx.currency });
  if (existing) return sendCart(ctx, existing, 201);
  const email = userId === null ? null : (get<UserRow>(ctx.db, 'SELECT * FROM users WHERE id = ?', userId)?.email ?? null);
  const order = createOrder(ctx.db, { currency: ctx.currency, userId, email, publicMetadata, privateMetadata });
  return sendCart(ctx, order, 201);
}

/**
 * Gives a guest cart (by `guest_order_token`) to the signed-in user: 403 without a user or when
 * no open cart has that token, 422 when the cart already belongs to someone. The cart takes the
 * user's email, and their saved addresses where it has none.
 */
function associateCart(ctx: RequestContext): Reply {
  const userId = requireAccount(ctx, 'write');
  documentParams(ctx.params, cartResource as ResourceDef<unknown>);
  const guestToken = requireString(ctx.params, 'guest_order_token');
  const order = findCurrentCart(ctx.db, { token: guestToken, userId: null, currency: ctx.currency });
  if (!order) throw forbidden();
  if (order.user_id !== null) throw new ApiError(422, 'Already assigned to a user', 'Already assigned to a user', { fieldErrors: {} });
  const updated = ctx.db.transaction(() => {
    run(ctx.db, 'UPDATE orders SET user_id = ? WHERE id = ?', userId, order.id);
    fillAddressesFromUser(ctx.db, { ...order, user_id: userId }, true);
    return recalculate(ctx.db, order.id);
  })();
  return sendCart(ctx, updated);
}

function deleteCart(ctx: RequestContext): Reply {
  const order = currentCart(ctx);
  ctx.db.transaction(() => destroyCart(ctx.db, order))();
  return { status: 204 };
}
