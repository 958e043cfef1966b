/**
 * Checkout endpoints: update, next, advance, complete, shipping rates and method, payment
 * methods and payments, store credit, and the check before payment.
 */
import { advance, complete, nextStep, selectShippingMethod, shipmentsWithRates, updateCheckout, validateOrderForPayment } from '../checkout.js';
import type { OrderRow } from '../db/rows.js';
import type { Reply } from '../http-io.js';
import { buildDocument, documentParams, parseFieldsets, relatedList, type ResourceDef } from '../jsonapi.js';
import { orderById, recalculate } from '../orders.js';
import { dig } from '../params.js';
import { creditPaymentsTotal } from '../payment-records.js';
import { activePaymentMethods, createPayment } from '../payments.js';
import { currentUserId, type Handler, type RequestContext } from '../request-context.js';
import { routesWith, type EndpointRouter } from '../endpoints.js';
import { salesChannelOf } from '../sales-channel.js';
import { OWN_DATA } from '../scopes.js';
import { cartResource, paymentMethodResource, shipmentResource } from '../serializers/orders.js';
import { addStoreCredit, removeStoreCredit } from '../store-credit.js';
import { currentCart, sendCart } from './cart.js';

export function registerCheckoutRoutes(endpoints: EndpointRouter, base: string): void {
  const router = routesWith(endpoints, OWN_DATA);
  const step = (run: (ctx: RequestContext, order: OrderRow) => OrderRow, status = 200): Handler => (ctx) => {
    documentParams(ctx.params, cartResource as ResourceDef<unknown>);
    const order = currentCart(ctx);
    return sendCart(ctx, run(ctx, order), status);
  };
  router.patch(`${base}/checkout`, step((ctx, order) =>
    ctx.db.transaction(() => updateCheckout(ctx.db, order, ctx.params, currentUserId(ctx)))()));
  router.patch(`${base}/checkout/next`, step((ctx, order) => nextStep(ctx.db, order, salesChannelOf(ctx.till))));
  router.patch(`${base}/checkout/advance`, step((ctx, order) => advance(ctx.db, order, salesChannelOf(ctx.till))));
  router.patch(`${base}/checkout/complete`, step((ctx, order) => complete(ctx.db, order, salesChannelOf(ctx.till))));
  router.post(`${base}/checkout/complete`, step((ctx, order) => complete(ctx.db, order, salesChannelOf(ctx.till))));
  router.patch(`${base}/checkout/select_shipping_method`, step((ctx, order) =>
    ctx.db.transaction(() => selectShippingMethod(ctx.db, order, ctx.params))()));
  const payment = step((ctx, order) => ctx.db.transaction(() => {
    createPayment(ctx.db, order, ctx.params, currentUserId(ctx));
    return orderById(ctx.db, order.id)!;
  })(), 201);
  router.post(`${base}/checkout/create_payment`, payment);
  router.post(`${base}/checkout/payments`, payment);
  const addCredit = step((ctx, order) => ctx.db.transaction(() => {
    const current = recalculate(ctx.db, order.id);
    addStoreCredit(ctx.db, current, ctx.params.amount, current.total_cents - creditPaymentsTotal(ctx.db, order.id, 'gift_card'));
    return recalculate(ctx.db, order.id);
  })());
  router.post(`${base}/checkout/add_store_credit`, addCredit);
  router.patch(`${base}/checkout/add_store_credit`, addCredit);
  const removeCredit = step((ctx, order) => ctx.db.transaction(() => {
    removeStoreCredit(ctx.db, order.id);
    return recalculate(ctx.db, order.id);
  })());
  router.post(`${base}/checkout/remove_store_credit`, removeCredit);
  router.patch(`${base}/checkout/remove_store_credit`, removeCredit);
  router.post(`${base}/checkout/validate_order_for_payment`, validateForPayment);
  router.patch(`${base}/checkout/validate_order_for_payment`, validateForPayment);
  router.get(`${base}/checkout/shipping_rates`, shippingRates);
  router.get(`${base}/checkout/payment_methods`, paymentMethods);
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
