/**
 * Driving an order through checkout: one step (`next`), as far as possible (`advance`), to the
 * end (`complete`), the checkout update with its state side effects, shipping rates and
 * shipping-method selection. Entering `delivery` packs shipments; entering `complete` checks
 * stock and that the payments cover the total, then places the order (order-placement.ts).
 */
import { WEB_CHANNEL, type SalesChannel } from '../catalog/sales-channel.js';
import { checkAddress, insertAddress } from '../account/addresses.js';
import { ApiError, badRequest, hasErrors, missingParameter, unprocessable, validationFailed, type FieldErrors } from '../http/api-error.js';
import { isDiscontinued, productById, stockOf, variantById } from '../catalog/catalog.js';
import { EMAIL_PATTERN, isCheckoutState, nextState, transitionErrors, type CheckoutFacts, type CheckoutState } from './checkout-flow.js';
import { get, run, type DemoDb } from '../db/database.js';
import type { OrderRow, ShipmentRow, ShippingRateRow } from '../db/rows.js';
import {
  fillAddressesFromUser,
  lineItemsOf,
  nowIso,
  orderById,
  ratesOf,
  recalculate,
  refreshLineItemPrices,
  restartCheckout,
  setOrderState,
  shipmentsOf,
  validPaymentsOf,
} from '../orders/orders.js';
import { asString, isObject, isTrue, type Params } from '../http/params.js';
import { createPayment, paymentMethodById, type PaymentInput } from '../payments/payments.js';
import { createShipments, selectRate } from './shipments.js';
import { applyCouponCode } from './coupon-codes.js';
import { placeOrder } from './order-placement.js';
import { INSUFFICIENT_QUANTITY, sellingLocationStock } from '../stock/selling-location-stock.js';
import { notCoveredMessage, uncoveredCents } from '../payments/payment-coverage.js';
import { creditPaymentsTotal } from '../payments/payment-records.js';

function checkoutFacts(db: DemoDb, order: OrderRow): CheckoutFacts {
  const payments = validPaymentsOf(db, order.id);
  return {
    itemCount: order.item_count,
    email: order.email,
    hasBillAddress: order.bill_address_id !== null,
    hasShipAddress: order.ship_address_id !== null,
    totalCents: order.total_cents,
    confirmationRequired: payments.some((p) => paymentMethodById(db, p.payment_method_id)?.requires_confirmation === 1),
  };
}

/** One transition. Throws a 422 ApiError when the current step's checks fail. */
export function nextStep(db: DemoDb, current: OrderRow, placedBy: SalesChannel = WEB_CHANNEL): OrderRow {
  return takeStep(db, current, false, placedBy);
}

/**
 * Steps whose checks read the totals and payments (whether something is owed, whether the
 * payments cover it): leaving `cart` or `address` looks only at the items, email and addresses.
 */
const CHECKS_READ_TOTALS: ReadonlySet<string> = new Set(['delivery', 'payment', 'confirm']);

/**
 * One transition, working out the order's totals once: before the checks when they read them
 * (unless `totalsCurrent`: the order was just worked out in this request and nothing changed
 * since), else after entering the next step when that changes what the order costs. The order
 * answered has current totals.
 */
function takeStep(db: DemoDb, current: OrderRow, totalsCurrent: boolean, placedBy: SalesChannel): OrderRow {
  const order = CHECKS_READ_TOTALS.has(current.state) && !totalsCurrent ? recalculate(db, current.id) : current;
  const from = order.state;
  if (!isCheckoutState(from)) throw unprocessable(`Cannot transition state via :next from :${from}`);
  const facts = checkoutFacts(db, order);
  const to = nextState(from, facts);
  if (!to) throw unprocessable(`Cannot transition state via :next from :${from}`);
  const errors = transitionErrors(from, to, facts);
  if (hasErrors(errors)) throw validationFailed(errors);
  return enter(db, order, to, placedBy);
}

/** The order in step `to`, with its totals worked out when entering changed them. */
function enter(db: DemoDb, order: OrderRow, to: CheckoutState, placedBy: SalesChannel): OrderRow {
  if (to === 'complete') {
    completeOrder(db, order, placedBy);
    return orderById(db, order.id)!;
  }
  if (to === 'address') fillAddressesFromUser(db, order);
  if (to === 'delivery') {
    refreshLineItemPrices(db, order);
    const { error } = createShipments(db, order.id);
    if (error) throw unprocessable(error);
  }
  const updatedAt = setOrderState(db, order.id, to);
  // Addresses (and so taxes), prices and shipments change what the order costs; a state alone
  // does not, and nothing since `order` was read wrote its row but the state.
  return to === 'address' || to === 'delivery' ? recalculate(db, order.id) : { ...order, state: to, updated_at: updatedAt };
}

/** `next` until confirm or complete; a 422 only when the first step fails. */
export function advance(db: DemoDb, order: OrderRow, placedBy: SalesChannel = WEB_CHANNEL): OrderRow {
  let current = order;
  let first = true;
  while (current.state !== 'confirm' && current.state !== 'complete') {
    try {
      // After the first step the order's totals are the ones that step worked out.
      current = takeStep(db, current, !first, placedBy);
    } catch (error) {
      if (first || !(error instanceof ApiError)) throw error;
      break;
    }
    first = false;
  }
  return current;
}

/** `next` until complete; any failure is a 422. */
export function complete(db: DemoDb, order: OrderRow, placedBy: SalesChannel = WEB_CHANNEL): OrderRow {
  let current = order;
  for (let guard = 0; current.state !== 'complete' && guard < 10; guard++) current = takeStep(db, current, guard > 0, placedBy);
  return current;
}

/**
 * Entering `complete`: every line still sold and in stock (else the checkout restarts at
 * `address`), a payment when something is owed, and valid payments that cover the total (a
 * 422 saying what is still due otherwise); then the order is placed in one transaction.
 */
function completeOrder(db: DemoDb, order: OrderRow, placedBy: SalesChannel): void {
  const lineItems = lineItemsOf(db, order.id);
  for (const li of lineItems) {
    const variant = variantById(db, li.variant_id);
    const product = variant ? productById(db, variant.product_id) : undefined;
    if (!variant || !product || isDiscontinued(product.discontinue_on) || isDiscontinued(variant.discontinue_on)) {
      setOrderState(db, order.id, 'address');
      throw unprocessable('Some line items in this order have products that are no longer available.');
    }
    // Sold from the selling location: units in the warehouse are not on the shelf.
    const stock = sellingLocationStock(db, li.variant_id);
    if (!stock.backorderable && stock.countOnHand < li.quantity) {
      setOrderState(db, order.id, 'address');
      throw unprocessable(INSUFFICIENT_QUANTITY);
    }
  }
  const payments = validPaymentsOf(db, order.id).map((p) => p.amount_cents);
  if (order.total_cents > 0 && payments.length === 0) throw unprocessable('No payment found');
  if (uncoveredCents(order.total_cents, payments) > 0) throw unprocessable(notCoveredMessage(order.total_cents, payments, order.currency));
  placeOrder(db, order, lineItems, placedBy);
}

/**
 * PATCH /checkout: email, addresses, selected rates, a coupon code, payments. Nothing is saved on
 * a 422. A payment sent here is given the order's total as it stood before this update, less store
 * credit and gift cards, whatever amount was sent (as Spree sets it before applying the update):
 * sent with an address or a rate that changes the total, it no longer covers it.
 */
export function updateCheckout(db: DemoDb, order: OrderRow, params: Params, userId: number | null): OrderRow {
  const input = params.order;
  if (!isObject(input)) throw missingParameter('order');
  const errors: FieldErrors = {};
  let email: string | undefined;
  if (input.email !== undefined) {
    email = asString(input.email)?.trim() ?? '';
    if (!email) errors.email = ["can't be blank"];
    else if (!EMAIL_PATTERN.test(email) || email.length > 254) errors.email = ['is invalid'];
  }
  const bill = input.bill_address_attributes !== undefined ? checkAddress(input.bill_address_attributes) : undefined;
  let ship = input.ship_address_attributes !== undefined ? checkAddress(input.ship_address_attributes) : undefined;
  if (!ship && bill && isTrue(input.use_billing)) ship = bill;
  if (bill && hasErrors(bill.errors)) errors.bill_address = bill.errors;
  if (ship && hasErrors(ship.errors)) errors.ship_address = ship.errors;
  const rateChoices = input.shipments_attributes === undefined ? [] : shipmentChoices(db, order, input.shipments_attributes);
  const payments = input.payments_attributes === undefined ? [] : paymentList(input.payments_attributes);
  if (hasErrors(errors)) throw validationFailed(errors);

  // As the order stood before this update: the amount every payment sent here is given.
  const payable = payments.length > 0 ? Math.max(0, order.total_cents - creditPaymentsTotal(db, order.id)) : 0;
  const now = nowIso();
  if (email !== undefined) run(db, 'UPDATE orders SET email = ? WHERE id = ?', email, order.id);
  if (input.special_instructions !== undefined) {
    run(db, 'UPDATE orders SET special_instructions = ? WHERE id = ?', asString(input.special_instructions)?.slice(0, 2000) ?? null, order.id);
  }
  if (bill) run(db, 'UPDATE orders SET bill_address_id = ? WHERE id = ?', insertAddress(db, bill.values, order.user_id, now), order.id);
  if (ship) run(db, 'UPDATE orders SET ship_address_id = ? WHERE id = ?', insertAddress(db, ship.values, order.user_id, now), order.id);
  if (bill || ship) setOrderState(db, order.id, 'address');
  for (const choice of rateChoices) selectRate(db, choice.shipment.id, choice.rate.id);
  if (rateChoices.length > 0) setOrderState(db, order.id, 'delivery');
  // Applying a code and creating a payment each work the totals out again after their change.
  let updated = recalculate(db, order.id);
  const couponCode = asString(input.coupon_code)?.trim();
  if (couponCode) updated = applyCouponCode(db, updated, couponCode);
  for (const payment of payments) {
    createPayment(db, updated, payment, userId, payable);
    updated = orderById(db, order.id)!;
  }
  return updated;
}

function shipmentChoices(db: DemoDb, order: OrderRow, value: unknown): { shipment: ShipmentRow; rate: ShippingRateRow }[] {
  const items = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : null;
  if (!items) throw badRequest('shipments_attributes must be a list of {id, selected_shipping_rate_id}');
  return items.map((item) => {
    const shipmentId = asString(isObject(item) ? item.id : undefined)?.trim();
    const rateId = asString(isObject(item) ? item.selected_shipping_rate_id : undefined)?.trim();
    if (!shipmentId) throw missingParameter('shipments_attributes[].id');
    if (!rateId) throw missingParameter('shipments_attributes[].selected_shipping_rate_id');
    const shipment = shipmentsOf(db, order.id).find((s) => String(s.id) === shipmentId);
    if (!shipment) throw new ApiError(422, 'shipment_not_found', 'The shipment was not found on this order.', { fieldErrors: {} });
    const rate = ratesOf(db, shipment.id).find((r) => String(r.id) === rateId);
    if (!rate) {
      throw new ApiError(422, 'shipping_rate_not_found', `Couldn't find shipping rate ${rateId} for shipment ${shipmentId}.`, { fieldErrors: {} });
    }
    return { shipment, rate };
  });
}

function paymentList(value: unknown): PaymentInput[] {
  const items = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : null;
  if (!items || items.some((item) => !isObject(item))) throw badRequest('payments_attributes must be a list of payments');
  for (const item of items as Params[]) if (!asString(item.payment_method_id)) throw missingParameter('payments_attributes[].payment_method_id');
  return items as PaymentInput[];
}

/** The shipments with their rates; proposes shipments (without a state change) when there are none. */
export function shipmentsWithRates(db: DemoDb, order: OrderRow): ShipmentRow[] {
  if (shipmentsOf(db, order.id).length === 0) {
    if (order.ship_address_id === null) {
      throw new ApiError(
        422,
        'To generate Shipping Rates Order needs to have a Shipping Address',
        'To generate Shipping Rates Order needs to have a Shipping Address',
        { fieldErrors: {} },
      );
    }
    if (lineItemsOf(db, order.id).length === 0) {
      throw new ApiError(
        422,
        'To generate Shipping Rates you need to add some Line Items to Order',
        'To generate Shipping Rates you need to add some Line Items to Order',
        { fieldErrors: {} },
      );
    }
    const { error } = createShipments(db, order.id);
    if (error) throw unprocessable(error);
    recalculate(db, order.id);
  }
  return shipmentsOf(db, order.id);
}

/** Selects a shipping method on one shipment or on all of them. */
export function selectShippingMethod(db: DemoDb, order: OrderRow, params: Params): OrderRow {
  const methodId = asString(params.shipping_method_id)?.trim();
  if (!methodId) throw missingParameter('shipping_method_id');
  const method = /^\d{1,15}$/.test(methodId) ? get(db, 'SELECT id FROM shipping_methods WHERE id = ?', Number(methodId)) : undefined;
  if (!method) throw new ApiError(422, 'shipping_method_not_found', 'The shipping method was not found.', { fieldErrors: {} });
  const shipmentId = asString(params.shipment_id)?.trim();
  const shipments = shipmentsOf(db, order.id).filter((s) => !shipmentId || String(s.id) === shipmentId);
  if (shipments.length === 0) throw new ApiError(422, 'shipment_not_found', 'The shipment was not found on this order.', { fieldErrors: {} });
  const choices = shipments.map((shipment) => {
    const rate = ratesOf(db, shipment.id).find((r) => String(r.shipping_method_id) === methodId);
    if (!rate) {
      const sentence = `Couldn't find shipping rates for Shipping Method with ID = ${methodId} and Shipment with ID = ${shipment.id}`;
      throw new ApiError(422, sentence, sentence, { fieldErrors: {} });
    }
    return { shipment, rate };
  });
  for (const choice of choices) selectRate(db, choice.shipment.id, choice.rate.id);
  return recalculate(db, order.id);
}

/**
 * Before taking payment: line items whose product is no longer sold, or that are sold out
 * (not backorderable), are removed, each with a message; unless `skipState`, "Cart changed" is
 * added when the order is not in `payment`. Any message means the caller answers 422.
 */
export function validateOrderForPayment(db: DemoDb, order: OrderRow, skipState: boolean): { order: OrderRow; messages: string[] } {
  const messages: string[] = [];
  let removed = false;
  for (const li of lineItemsOf(db, order.id)) {
    const variant = variantById(db, li.variant_id);
    const product = variant ? productById(db, variant.product_id) : undefined;
    const name =
      get<{ name: string }>(db, 'SELECT p.name FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ?', li.variant_id)?.name ?? 'An item';
    let reason: string | null = null;
    if (!variant || !product || product.status !== 'active' || isDiscontinued(product.discontinue_on) || isDiscontinued(variant.discontinue_on)) {
      reason = 'discontinued';
    } else {
      const stock = stockOf(db, li.variant_id);
      if (!stock.backorderable && stock.countOnHand < li.quantity) reason = 'sold out';
    }
    if (reason) {
      run(db, 'DELETE FROM shipment_items WHERE line_item_id = ?', li.id);
      run(db, 'DELETE FROM line_items WHERE id = ?', li.id);
      messages.push(`${name} was removed because it was ${reason}`);
      removed = true;
    }
  }
  const updated = removed ? restartCheckout(db, order.id) : recalculate(db, order.id);
  if (!skipState && updated.state !== 'payment') messages.push('Cart changed');
  return { order: updated, messages };
}
