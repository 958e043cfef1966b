/** The checkout operations: update, steps, store credit, shipping, payments and the pre-payment check. */
import type { CartCredentials, RequestContext } from '../types/client-types.js';
import type { CheckoutOperations, CheckoutUpdate, CreatePaymentInput } from '../types/checkout-types.js';
import { oneOf, type StoreCaller } from './client-core.js';
import { isStorefrontError } from '../errors.js';
import { CART_INCLUDE } from '../map/includes.js';
import { readDocument } from '../map/jsonapi.js';
import { mapCart, mapPaymentMethod, mapShipment } from '../map/map-cart.js';
import type { Address, CheckoutValidation } from '../types/types.js';

export function addressPayload(a: Partial<Address>): Record<string, unknown> {
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    address1: a.address1,
    address2: a.address2 ?? undefined,
    city: a.city,
    zipcode: a.zipcode,
    phone: a.phone ?? undefined,
    company: a.company ?? undefined,
    state_name: a.stateName ?? undefined,
    country_iso: a.countryIso,
    label: a.label ?? undefined,
  };
}

/**
 * A payment's amount as the interface types it, a JSON number (the till keeps money as exact
 * decimal strings; two decimals survive the trip, as JSON writes the shortest spelling of them).
 */
function amountNumber(amount: string | undefined): number | undefined {
  if (amount === undefined) return undefined;
  const value = Number(amount);
  // Never sent as null (which the store reads as "the whole total").
  if (!Number.isFinite(value)) throw new RangeError(`The payment amount ${JSON.stringify(amount)} is not a number.`);
  return value;
}

function checkoutBody(update: CheckoutUpdate): Record<string, unknown> {
  return {
    order: {
      email: update.email,
      special_instructions: update.specialInstructions,
      bill_address_attributes: update.billAddress ? addressPayload(update.billAddress) : undefined,
      ship_address_attributes: update.shipAddress ? addressPayload(update.shipAddress) : undefined,
      shipments_attributes: update.shipments?.map((s) => ({ id: s.id, selected_shipping_rate_id: s.selectedShippingRateId })),
      payments_attributes: update.payments?.map((p) => ({
        payment_method_id: p.paymentMethodId,
        amount: amountNumber(p.amount),
        source_attributes: p.sourceAttributes,
      })),
    },
  };
}

function paymentBody(input: CreatePaymentInput): Record<string, unknown> {
  const source = input.sourceAttributes;
  return {
    payment_method_id: input.paymentMethodId,
    amount: amountNumber(input.amount),
    source_id: input.sourceId,
    source_attributes: source && {
      gateway_payment_profile_id: source.gatewayPaymentProfileId,
      name: source.name,
      cc_type: source.ccType,
      last_digits: source.lastDigits,
      month: source.month,
      year: source.year,
    },
  };
}

function messagesOf(meta: Record<string, unknown>): string[] {
  return Array.isArray(meta.messages) ? meta.messages.filter((m): m is string => typeof m === 'string') : [];
}

export function checkoutOperations(store: StoreCaller): CheckoutOperations {
  const validate = async (creds: CartCredentials, skipState: boolean | undefined, ctx?: RequestContext): Promise<CheckoutValidation> => {
    const query = { include: CART_INCLUDE, currency: creds.currency, skip_state: skipState ? true : undefined };
    try {
      const doc = await store.document('POST', '/checkout/validate_order_for_payment', { query, creds, ctx });
      return { ready: true, cart: oneOf(doc, mapCart), messages: messagesOf(doc.meta) };
    } catch (error) {
      // Its 422 is the cart with what changed in `meta.messages`: an answer, not a failure.
      if (!isStorefrontError(error) || error.status !== 422 || !error.body || typeof error.body !== 'object' || !('data' in error.body)) throw error;
      const doc = readDocument(error.body);
      return { ready: false, cart: oneOf(doc, mapCart), messages: error.messages.length > 0 ? error.messages : messagesOf(doc.meta) };
    }
  };

  return {
    updateCheckout: (creds, update, ctx) => store.cart('PATCH', '/checkout', creds, ctx, checkoutBody(update)),
    nextCheckoutStep: (creds, ctx) => store.cart('PATCH', '/checkout/next', creds, ctx),
    advanceCheckout: (creds, ctx) => store.cart('PATCH', '/checkout/advance', creds, ctx),
    completeCheckout: (creds, ctx) => store.cart('PATCH', '/checkout/complete', creds, ctx),

    addStoreCredit: (creds, amount, ctx) => store.cart('POST', '/checkout/add_store_credit', creds, ctx, undefined, { amount }),
    removeStoreCredit: (creds, ctx) => store.cart('POST', '/checkout/remove_store_credit', creds, ctx),

    shippingRates: (creds, ctx) => store.list('/checkout/shipping_rates', mapShipment, { query: { currency: creds.currency }, creds, ctx }),
    selectShippingMethod: (creds, shippingMethodId, shipmentId, ctx) =>
      store.cart('PATCH', '/checkout/select_shipping_method', creds, ctx, { shipping_method_id: shippingMethodId, shipment_id: shipmentId }),
    paymentMethods: (creds, ctx) =>
      store.list('/checkout/payment_methods', (_index, r) => mapPaymentMethod(r), { query: { currency: creds.currency }, creds, ctx }),
    createPayment: (creds, input, ctx) => store.cart('POST', '/checkout/create_payment', creds, ctx, paymentBody(input)),
    validateOrderForPayment: (creds, options = {}, ctx) => validate(creds, options.skipState, ctx),
  };
}
