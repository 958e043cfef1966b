/**
 * Cart endpoints: create, read, delete, add / re-quantify / remove items, empty, coupon and gift
 * card codes, shipping estimates, associating a guest cart with a user, changing the currency.
 */
import { addressById } from '../account/addresses.js';
import { requireAccount } from '../auth/account-access.js';
import { ApiError, forbidden, notFound, validationFailed } from '../http/api-error.js';
import { findCountry } from '../catalog/countries.js';
import { addItem, destroyCart, emptyCart, removeLineItem, setQuantity } from './cart-changes.js';
import type { OrderRow, UserRow } from '../db/rows.js';
import { changeCurrency } from '../catalog/currencies.js';
import { applyCouponCode, removeAllCouponCodes, removeCouponCode } from './coupon-codes.js';
import { get, run } from '../db/database.js';
import type { Reply } from '../http/http-io.js';
import { documentParams, parseFieldsets, related, type ResourceDef } from '../jsonapi/jsonapi.js';
import { lineOptionsFrom } from './line-item-options.js';
import { moneyAttributes } from '../jsonapi/money.js';
import { createOrder, fillAddressesFromUser, findCurrentCart, recalculate } from '../orders/orders.js';
import { asInteger, asString, dig, isObject, requireString } from '../http/params.js';
import { currentUserId, type RequestContext } from '../http/request-context.js';
import { routesWith, type EndpointRouter } from '../http/endpoints.js';
import { errorAnswers } from '../openapi/answers.js';
import { CART_DOCUMENT, SHIPPING_RATE_ESTIMATE_LIST } from '../openapi/storefront-answers.js';
import { CART_PARAMETERS, PARAMETER } from '../openapi/storefront-parameters.js';
import { AddItemRequest, CartCreateRequest, CouponCodeRequest, SetQuantityRequest } from '../openapi/storefront-requests.js';
import { CART_READS, CART_WRITES, CUSTOMER_WRITES } from '../openapi/storefront-security.js';
import { z } from '../openapi/zod.js';
import { alsoServedAs } from '../http/route-alternates.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { OWN_DATA } from '../auth/scopes.js';
import { cartResource } from '../orders/orders-serializer.js';
import { shippingMethods } from './shipments.js';
import { sendDocument } from '../http/documents-routes.js';

const TAGS = ['Cart'];
const ASSOCIATE_DESCRIPTION =
  "The cart's email becomes the user's; empty addresses are filled from the user's defaults. " + 'Line items are not merged into another cart.';

const emptyCartRoute = declareRoute({
  method: 'patch',
  path: '/cart/empty',
  operationId: 'emptyCart',
  tags: TAGS,
  summary: 'Remove every line item (reserved stock is put back)',
  security: CART_WRITES,
  sharedParameters: CART_PARAMETERS,
  answers: { 200: CART_DOCUMENT, ...errorAnswers(401, 403, 404, 429) },
  handle: (ctx) => changeCart(ctx, (order) => emptyCart(ctx.db, order)),
});

const associateRoute = declareRoute({
  method: 'patch',
  path: '/cart/associate',
  operationId: 'associateCart',
  tags: TAGS,
  summary: 'Give a guest cart to the signed-in user',
  description: ASSOCIATE_DESCRIPTION,
  security: CUSTOMER_WRITES,
  // A guest is refused (403) before the guest token is looked at; then a missing one is a 400.
  input: 'handler',
  query: z.object({ guest_order_token: z.string() }),
  sharedParameters: CART_PARAMETERS,
  answers: { 200: CART_DOCUMENT, ...errorAnswers(400, 401, 403, 422, 429) },
  handle: associateCart,
});

const changeCurrencyRoute = declareRoute({
  method: 'patch',
  path: '/cart/change_currency',
  operationId: 'changeCartCurrency',
  tags: TAGS,
  summary: 'Move the cart to another supported currency (prices recalculated)',
  security: CART_WRITES,
  query: z.object({ new_currency: z.string().openapi({ example: 'EUR' }) }),
  sharedParameters: CART_PARAMETERS,
  answers: { 200: CART_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
  handle: (ctx) => {
    const wanted = (ctx.params.new_currency as string).trim();
    return changeCart(ctx, (order) => changeCurrency(ctx.db, order, wanted, ctx.store.supported_currencies.split(',')));
  },
});

const CART_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'post',
    path: '/cart',
    operationId: 'createCart',
    tags: TAGS,
    summary: 'Start a cart (or get the current one back)',
    description:
      'Answers 201 with the cart and its token. When the order token or the signed-in user already has a cart in the request ' +
      'currency, that cart is returned.',
    // Metadata that is not an object, or too large, is a 422 (metadata()).
    input: 'handler',
    sharedParameters: [...CART_PARAMETERS, PARAMETER.Fields],
    body: { schema: CartCreateRequest, required: false },
    answers: { 201: CART_DOCUMENT, ...errorAnswers(400, 401, 403, 422, 429) },
    handle: createCart,
  }),
  declareRoute({
    method: 'get',
    path: '/cart',
    operationId: 'getCart',
    tags: TAGS,
    summary: 'The current cart',
    security: CART_READS,
    sharedParameters: [...CART_PARAMETERS, PARAMETER.Fields],
    answers: { 200: CART_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 429) },
    handle: (ctx) => sendCart(ctx, currentCart(ctx)),
  }),
  declareRoute({
    method: 'delete',
    path: '/cart',
    operationId: 'deleteCart',
    tags: TAGS,
    summary: 'Delete the cart (shipments cancelled, payments voided, then all removed)',
    security: CART_WRITES,
    sharedParameters: [PARAMETER.Currency],
    answers: { 204: { description: 'Deleted.' }, ...errorAnswers(401, 403, 404, 429) },
    handle: deleteCart,
  }),
  declareRoute({
    method: 'post',
    path: '/cart/add_item',
    operationId: 'addItem',
    tags: TAGS,
    summary: 'Add a variant to the cart',
    security: CART_WRITES,
    // The cart is found first (404); then a missing variant is a 400, a bad quantity, metadata or option a 422.
    input: 'handler',
    sharedParameters: CART_PARAMETERS,
    body: { schema: AddItemRequest },
    answers: { 200: CART_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
    handle: (ctx) =>
      changeCart(ctx, (order) =>
        addItem(ctx.db, order, {
          variantId: requireString(ctx.params, 'variant_id'),
          quantity: ctx.params.quantity === undefined || ctx.params.quantity === null ? 1 : asInteger(ctx.params.quantity),
          publicMetadata: metadata(ctx.params.public_metadata),
          privateMetadata: metadata(ctx.params.private_metadata),
          options: lineOptionsFrom(ctx.params.options),
        }),
      ),
  }),
  declareRoute({
    method: 'patch',
    path: '/cart/set_quantity',
    operationId: 'setQuantity',
    tags: TAGS,
    summary: "Change a line item's quantity",
    security: CART_WRITES,
    // The cart is found first (404); then a missing line item is a 400, a bad quantity a 422.
    input: 'handler',
    sharedParameters: CART_PARAMETERS,
    body: { schema: SetQuantityRequest },
    answers: { 200: CART_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
    handle: (ctx) => changeCart(ctx, (order) => setQuantity(ctx.db, order, requireString(ctx.params, 'line_item_id'), asInteger(ctx.params.quantity))),
  }),
  declareRoute({
    method: 'delete',
    path: '/cart/remove_line_item/:line_item_id',
    operationId: 'removeLineItem',
    tags: TAGS,
    summary: 'Remove a line item (taxes, promotions and shipments are recalculated)',
    security: CART_WRITES,
    pathParams: z.object({ line_item_id: z.string() }),
    sharedParameters: CART_PARAMETERS,
    answers: { 200: CART_DOCUMENT, ...errorAnswers(401, 403, 404, 429) },
    handle: (ctx) => changeCart(ctx, (order) => removeLineItem(ctx.db, order, ctx.pathParams.line_item_id!)),
  }),
  emptyCartRoute,
  alsoServedAs(emptyCartRoute, 'post', 'emptyCartByPost'),
  declareRoute({
    method: 'get',
    path: '/cart/estimate_shipping_rates',
    operationId: 'estimateShippingRates',
    tags: TAGS,
    summary: 'What each shipping method would cost for the cart',
    security: CART_READS,
    // An unknown country is a 422 once the cart is found.
    input: 'handler',
    query: z.object({
      country_iso: z
        .string()
        .optional()
        .openapi({ param: { description: "ISO or ISO3 code; when absent, the cart's shipping country or the store's default country." } }),
    }),
    sharedParameters: [PARAMETER.Currency, PARAMETER.Fields],
    answers: { 200: SHIPPING_RATE_ESTIMATE_LIST, ...errorAnswers(401, 403, 404, 422, 429) },
    handle: estimateShippingRates,
  }),
  declareRoute({
    method: 'patch',
    path: '/cart/apply_coupon_code',
    operationId: 'applyCouponCode',
    tags: TAGS,
    summary: 'Apply a coupon or gift card code',
    security: CART_WRITES,
    sharedParameters: CART_PARAMETERS,
    body: { schema: CouponCodeRequest },
    answers: { 200: CART_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
    handle: (ctx) => {
      const code = (ctx.params.coupon_code as string).trim();
      return changeCart(ctx, (order) => applyCouponCode(ctx.db, order, code));
    },
  }),
  declareRoute({
    method: 'delete',
    path: '/cart/remove_coupon_code/:coupon_code',
    operationId: 'removeCouponCode',
    tags: TAGS,
    summary: 'Remove one coupon code',
    security: CART_WRITES,
    pathParams: z.object({ coupon_code: z.string() }),
    sharedParameters: CART_PARAMETERS,
    answers: { 200: CART_DOCUMENT, ...errorAnswers(401, 403, 404, 422, 429) },
    handle: (ctx) => changeCart(ctx, (order) => removeCouponCode(ctx.db, order, ctx.pathParams.coupon_code!)),
  }),
  declareRoute({
    method: 'delete',
    path: '/cart/remove_coupon_code',
    operationId: 'removeAllCouponCodes',
    tags: TAGS,
    summary: 'Remove every coupon code',
    security: CART_WRITES,
    sharedParameters: CART_PARAMETERS,
    answers: { 200: CART_DOCUMENT, ...errorAnswers(401, 403, 404, 422, 429) },
    handle: (ctx) => {
      const code = asString(ctx.params.coupon_code)?.trim();
      return changeCart(ctx, (order) => (code ? removeCouponCode(ctx.db, order, code) : removeAllCouponCodes(ctx.db, order)));
    },
  }),
  associateRoute,
  alsoServedAs(associateRoute, 'post', 'associateCartByPost'),
  changeCurrencyRoute,
  alsoServedAs(changeCurrencyRoute, 'post', 'changeCartCurrencyByPost'),
];

export function registerCartRoutes(endpoints: EndpointRouter, base: string): void {
  const router = routesWith(endpoints, OWN_DATA, base);
  for (const route of CART_ROUTES) router.route(route);
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
    throw new ApiError(422, 'Public and private metadata parameters should be objects', 'Public and private metadata parameters should be objects', {
      fieldErrors: { metadata: ['must be an object'] },
    });
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
