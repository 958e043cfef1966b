/**
 * Checkout endpoints: update, next, advance, complete, shipping rates and method, payment
 * methods and payments, store credit, and the check before payment.
 */
import { advance, complete, nextStep, selectShippingMethod, shipmentsWithRates, updateCheckout, validateOrderForPayment } from './checkout.js';
import type { OrderRow } from '../db/rows.js';
import type { Reply } from '../http/http-io.js';
import { buildDocument, documentParams, parseFieldsets, relatedList, type ResourceDef } from '../jsonapi/jsonapi.js';
import { orderById, recalculate } from '../orders/orders.js';
import { dig } from '../http/params.js';
import { creditPaymentsTotal } from '../payments/payment-records.js';
import { activePaymentMethods, createPayment } from '../payments/payments.js';
import { currentUserId, type Handler, type RequestContext } from '../http/request-context.js';
import { routesWith, type EndpointRouter } from '../http/endpoints.js';
import { errorAnswers, JSON_API } from '../openapi/answers.js';
import { CART_DOCUMENT, PAYMENT_METHOD_LIST, SHIPMENT_LIST } from '../openapi/storefront-answers.js';
import { CART_PARAMETERS, PARAMETER } from '../openapi/storefront-parameters.js';
import { CartWithMessages, CheckoutUpdateRequest, PaymentRequest, SelectShippingMethodRequest } from '../openapi/storefront-requests.js';
import { CART_READS, CART_WRITES, CUSTOMER_WRITES } from '../openapi/storefront-security.js';
import { z } from '../openapi/zod.js';
import { alsoServedAs } from '../http/route-alternates.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { salesChannelOf } from '../catalog/sales-channel.js';
import { OWN_DATA } from '../auth/scopes.js';
import { cartResource, paymentMethodResource, shipmentResource } from '../orders/orders-serializer.js';
import { addStoreCredit, removeStoreCredit } from '../payments/store-credit.js';
import { currentCart, sendCart } from './cart-routes.js';

const TAGS = ['Checkout'];

/** A checkout step: the cart's includes are checked (400), the cart found (404), then the step runs and the cart answers. */
function step(run: (ctx: RequestContext, order: OrderRow) => OrderRow, status = 200): Handler {
  return (ctx) => {
    documentParams(ctx.params, cartResource as ResourceDef<unknown>);
    const order = currentCart(ctx);
    return sendCart(ctx, run(ctx, order), status);
  };
}

const completeRoute = declareRoute({
  method: 'patch',
  path: '/checkout/complete',
  operationId: 'checkoutComplete',
  tags: TAGS,
  summary: 'Place the order',
  description:
    'Card payments are charged here; a declined card answers 422 and leaves the cart open in payment. The valid payments ' +
    '(card, cash, gift card, store credit; not failed ones) must cover the total, else 422 with a message that says how much is still ' +
    "due, and nothing is taken. Payments, stock and the order's state are written in one transaction. Once complete, the order is " +
    'reached through /order_status or /account/orders, no longer through /cart.',
  security: CART_WRITES,
  sharedParameters: CART_PARAMETERS,
  answers: { 200: CART_DOCUMENT, ...errorAnswers(401, 403, 404, 422, 429) },
  handle: step((ctx, order) => complete(ctx.db, order, salesChannelOf(ctx.till))),
});

const validateRoute = declareRoute({
  method: 'post',
  path: '/checkout/validate_order_for_payment',
  operationId: 'validateOrderForPayment',
  tags: TAGS,
  summary: 'Check the cart can be paid',
  description:
    'Lines whose product is sold out (and not backorderable) or no longer sold are removed, each with a message ("<name> was ' +
    'removed because it was sold out", "... because it was discontinued"); unless skip_state is true, "Cart changed" is added when the ' +
    'order is not in the payment step. With any message the answer is 422 with the cart document as it now is and the messages in ' +
    'meta.messages.',
  security: CART_WRITES,
  // skip_state counts when it is true (or 1); any other value counts for nothing.
  input: 'handler',
  query: z.object({ skip_state: z.boolean().optional() }),
  sharedParameters: CART_PARAMETERS,
  answers: {
    200: CART_DOCUMENT,
    422: {
      description: 'The cart changed or cannot be paid as it was; the cart as it now is, and why.',
      content: { [JSON_API]: { schema: CartWithMessages } },
    },
    ...errorAnswers(401, 403, 404, 429),
  },
  handle: validateForPayment,
});

const paymentRoute = declareRoute({
  method: 'post',
  path: '/checkout/create_payment',
  operationId: 'createPayment',
  tags: TAGS,
  summary: 'Add a payment (earlier unprocessed payments are invalidated)',
  description:
    'Without an amount, the payment follows the order total and is charged at completion. With an amount it is a partial ' +
    'tender taken at once (a card authorized, cash recorded as received, state pending): later payments leave it in place, a declined ' +
    'card is a 422 that records nothing, an amount above what is still due is a 422, and completion captures it.',
  security: CART_WRITES,
  // An unknown or missing payment method, a bad amount or card is a 422 (payments.ts), once the cart is found.
  input: 'handler',
  sharedParameters: CART_PARAMETERS,
  body: { schema: PaymentRequest },
  answers: { 200: CART_DOCUMENT, 201: CART_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
  handle: step(
    (ctx, order) =>
      ctx.db.transaction(() => {
        createPayment(ctx.db, order, ctx.params, currentUserId(ctx));
        return orderById(ctx.db, order.id)!;
      })(),
    201,
  ),
});

const addCreditRoute = declareRoute({
  method: 'post',
  path: '/checkout/add_store_credit',
  operationId: 'addStoreCredit',
  tags: TAGS,
  summary: 'Pay with store credit',
  security: CUSTOMER_WRITES,
  // An amount that is not a positive number is a 422 (store-credit.ts).
  input: 'handler',
  query: z.object({
    amount: z
      .string()
      .optional()
      .openapi({ param: { description: 'As much as possible when omitted.' } }),
  }),
  sharedParameters: CART_PARAMETERS,
  answers: { 200: CART_DOCUMENT, ...errorAnswers(401, 403, 404, 422, 429) },
  handle: step((ctx, order) =>
    ctx.db.transaction(() => {
      const current = recalculate(ctx.db, order.id);
      addStoreCredit(ctx.db, current, ctx.params.amount, current.total_cents - creditPaymentsTotal(ctx.db, order.id, 'gift_card'));
      return recalculate(ctx.db, order.id);
    })(),
  ),
});

const removeCreditRoute = declareRoute({
  method: 'post',
  path: '/checkout/remove_store_credit',
  operationId: 'removeStoreCredit',
  tags: TAGS,
  summary: 'Stop paying with store credit',
  security: CUSTOMER_WRITES,
  sharedParameters: CART_PARAMETERS,
  answers: { 200: CART_DOCUMENT, ...errorAnswers(401, 403, 404, 422, 429) },
  handle: step((ctx, order) =>
    ctx.db.transaction(() => {
      removeStoreCredit(ctx.db, order.id);
      return recalculate(ctx.db, order.id);
    })(),
  ),
});

const CHECKOUT_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'patch',
    path: '/checkout',
    operationId: 'updateCheckout',
    tags: TAGS,
    summary: 'Set email, addresses, shipping rates and payments',
    description:
      'Sending an address moves the checkout back to the address step; selecting rates through shipments_attributes moves it to delivery. ' +
      'A payment sent in payments_attributes is for the total as it stood before this update, less store credit and gift cards ' +
      '(an amount sent is not used), and is charged at completion: sent with an address or rate that changes the total, it no longer covers it.',
    security: CART_WRITES,
    // The cart is found first (404); a missing order is then a 400, its fields are checked all together (422).
    input: 'handler',
    sharedParameters: [...CART_PARAMETERS, PARAMETER.Fields],
    body: { schema: CheckoutUpdateRequest },
    answers: { 200: CART_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
    handle: step((ctx, order) => ctx.db.transaction(() => updateCheckout(ctx.db, order, ctx.params, currentUserId(ctx)))()),
  }),
  declareRoute({
    method: 'patch',
    path: '/checkout/next',
    operationId: 'checkoutNext',
    tags: TAGS,
    summary: 'Move to the next checkout step (422 when the current step is not valid)',
    security: CART_WRITES,
    sharedParameters: [...CART_PARAMETERS, PARAMETER.Fields],
    answers: { 200: CART_DOCUMENT, ...errorAnswers(401, 403, 404, 422, 429) },
    handle: step((ctx, order) => nextStep(ctx.db, order, salesChannelOf(ctx.till))),
  }),
  declareRoute({
    method: 'patch',
    path: '/checkout/advance',
    operationId: 'checkoutAdvance',
    tags: TAGS,
    summary: 'Move as far as validation allows (creates shipments once items and a shipping address exist)',
    security: CART_WRITES,
    sharedParameters: [...CART_PARAMETERS, PARAMETER.Fields],
    answers: { 200: CART_DOCUMENT, ...errorAnswers(401, 403, 404, 422, 429) },
    handle: step((ctx, order) => advance(ctx.db, order, salesChannelOf(ctx.till))),
  }),
  completeRoute,
  alsoServedAs(completeRoute, 'post', 'checkoutCompleteByPost'),
  declareRoute({
    method: 'patch',
    path: '/checkout/select_shipping_method',
    operationId: 'selectShippingMethod',
    tags: TAGS,
    summary: 'Choose a shipping method for one shipment, or for all',
    security: CART_WRITES,
    // The cart is found first (404); a missing method is then a 400, an unknown one or shipment a 422.
    input: 'handler',
    sharedParameters: CART_PARAMETERS,
    body: { schema: SelectShippingMethodRequest },
    answers: { 200: CART_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
    handle: step((ctx, order) => ctx.db.transaction(() => selectShippingMethod(ctx.db, order, ctx.params))()),
  }),
  paymentRoute,
  alsoServedAs(paymentRoute, 'post', 'createCheckoutPayment', '/checkout/payments'),
  addCreditRoute,
  alsoServedAs(addCreditRoute, 'patch', 'addStoreCreditByPatch'),
  removeCreditRoute,
  alsoServedAs(removeCreditRoute, 'patch', 'removeStoreCreditByPatch'),
  validateRoute,
  alsoServedAs(validateRoute, 'patch', 'validateOrderForPaymentByPatch'),
  declareRoute({
    method: 'get',
    path: '/checkout/shipping_rates',
    operationId: 'listShippingRates',
    tags: TAGS,
    summary: "The cart's shipments with their shipping rates",
    security: CART_READS,
    sharedParameters: [PARAMETER.Currency, PARAMETER.Fields],
    answers: { 200: SHIPMENT_LIST, ...errorAnswers(401, 403, 404, 429) },
    handle: shippingRates,
  }),
  declareRoute({
    method: 'get',
    path: '/checkout/payment_methods',
    operationId: 'listPaymentMethods',
    tags: TAGS,
    summary: 'Payment methods for the cart',
    security: CART_READS,
    sharedParameters: [PARAMETER.Currency, PARAMETER.Fields],
    answers: { 200: PAYMENT_METHOD_LIST, ...errorAnswers(401, 403, 404, 429) },
    handle: paymentMethods,
  }),
];

export function registerCheckoutRoutes(endpoints: EndpointRouter, base: string): void {
  const router = routesWith(endpoints, OWN_DATA, base);
  for (const route of CHECKOUT_ROUTES) router.route(route);
}

/** 200 with the cart, or 422 with the cart and `meta.messages` when items were removed or the cart changed. */
function validateForPayment(ctx: RequestContext): Reply {
  documentParams(ctx.params, cartResource as ResourceDef<unknown>);
  const order = currentCart(ctx);
  const skipState = ctx.params.skip_state === true || ctx.params.skip_state === 'true' || ctx.params.skip_state === '1';
  const result = ctx.db.transaction(() => validateOrderForPayment(ctx.db, order, skipState))();
  const reply = sendCart(ctx, result.order, result.messages.length > 0 ? 422 : 200);
  if (result.messages.length > 0) (reply.body as Record<string, unknown>).meta = { messages: result.messages };
  return reply;
}

function shippingRates(ctx: RequestContext): Reply {
  const order = currentCart(ctx);
  const shipments = ctx.db.transaction(() => shipmentsWithRates(ctx.db, order))();
  const include = { shipping_rates: {}, stock_location: {}, line_items: {} };
  const fields = parseFieldsets(dig(ctx.params, 'fields'));
  return { status: 200, body: buildDocument(relatedList(shipmentResource, shipments), ctx.serialize, { include, fields }) };
}

function paymentMethods(ctx: RequestContext): Reply {
  currentCart(ctx);
  const fields = parseFieldsets(dig(ctx.params, 'fields'));
  return { status: 200, body: buildDocument(relatedList(paymentMethodResource, activePaymentMethods(ctx.db)), ctx.serialize, { fields }) };
}
