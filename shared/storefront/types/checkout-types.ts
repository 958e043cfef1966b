/** The checkout part of the storefront client: the interface's eleven checkout operations. */
import type { CartCredentials, RequestContext } from './request-context.js';
import type { Address, Cart, CheckoutValidation, PaymentMethod, Shipment } from './types.js';

export interface CheckoutUpdate {
  email?: string;
  billAddress?: Address;
  shipAddress?: Address;
  /** Select one rate per shipment. */
  shipments?: { id: string; selectedShippingRateId: string }[];
  payments?: { paymentMethodId: string; amount?: string; sourceAttributes?: Record<string, unknown> }[];
  specialInstructions?: string;
}

export interface CreatePaymentInput {
  paymentMethodId: string;
  /** Default: the order total less store credit and gift cards. */
  amount?: string;
  /** A saved source (card) of the signed-in account. */
  sourceId?: string;
  /** A new source: the processor's token and the card holder's name. */
  sourceAttributes?: {
    gatewayPaymentProfileId: string;
    name: string;
    ccType?: 'visa' | 'mastercard' | 'amex';
    lastDigits?: string;
    month?: number;
    year?: number;
  };
}

export interface CheckoutOperations {
  updateCheckout(creds: CartCredentials, update: CheckoutUpdate, ctx?: RequestContext): Promise<Cart>;
  /**
   * One step on; 422 when the current step does not validate. From `payment` (or from `delivery`
   * when nothing is owed) that step is `complete`: the order is placed.
   */
  nextCheckoutStep(creds: CartCredentials, ctx?: RequestContext): Promise<Cart>;
  /**
   * As far as validation allows (creates shipments once items and a ship address exist), which is
   * `complete` when the payments already cover the order or nothing is owed: it can place the order.
   */
  advanceCheckout(creds: CartCredentials, ctx?: RequestContext): Promise<Cart>;
  completeCheckout(creds: CartCredentials, ctx?: RequestContext): Promise<Cart>;
  /** Uses the account's store credit: `amount`, or as much as possible. */
  addStoreCredit(creds: CartCredentials, amount?: string, ctx?: RequestContext): Promise<Cart>;
  removeStoreCredit(creds: CartCredentials, ctx?: RequestContext): Promise<Cart>;
  shippingRates(creds: CartCredentials, ctx?: RequestContext): Promise<Shipment[]>;
  /** On one shipment, or on all when `shipmentId` is left out. */
  selectShippingMethod(creds: CartCredentials, shippingMethodId: string, shipmentId?: string, ctx?: RequestContext): Promise<Cart>;
  paymentMethods(creds: CartCredentials, ctx?: RequestContext): Promise<PaymentMethod[]>;
  createPayment(creds: CartCredentials, input: CreatePaymentInput, ctx?: RequestContext): Promise<Cart>;
  /**
   * Whether the cart can be paid as it is: the store removes discontinued and sold-out items and
   * (unless `skipState`) says when the cart changed. Its 422 "cart with errors" is an answer here
   * (`ready: false` with the messages), not a thrown error.
   */
  validateOrderForPayment(creds: CartCredentials, options?: { skipState?: boolean }, ctx?: RequestContext): Promise<CheckoutValidation>;
}
